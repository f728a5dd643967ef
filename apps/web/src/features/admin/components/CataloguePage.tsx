import { useState, type ComponentType, type ReactNode } from 'react';
import type { ListParams } from '@/shared/api/admin-list';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { AdminHeading } from './AdminHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column, type ListQuery } from './DataTable';
import { EditionPicker } from './EditionPicker';
import { editionOf } from '../list-params';
import { RowButton } from './RowButton';

interface CataloguePageProps<T extends { id: number }> {
  title: string;
  subtitle?: string;
  newLabel: string;
  searchLabel: string;
  columns: Column<T>[];
  /** The page's list (useListParams and the list query): the page may read its rows too. */
  list: { query: ListQuery<T>; params: ListParams; update: (patch: Record<string, string | number | undefined>) => void };
  /** The form of a new row (null) or of one being edited; a new row goes into `edition` (undefined: the current one). */
  Form: ComponentType<{ row: T | null; onClose: () => void; edition?: string }>;
  /** Each edition keeps its own (tags, FAQ, staff, accessories, coupons): the list shows the picked one (`?edition=`, a list filter). */
  perEdition?: boolean;
  remove: (id: number) => Promise<unknown>;
  deleteTitle: string;
  deleteText: (row: T) => string;
  /** Row buttons before edit and delete. */
  moreActions?: (row: T) => ReactNode;
  /** Dialogs of the page's own (opened by moreActions). */
  children?: ReactNode;
}

/**
 * A catalogue the organisers keep (tags, staff, FAQ, accessories, presenters, coupons): the heading
 * with its "new" button, the searchable, sortable, paged table with edit and delete on each row, the
 * row's form in a dialog, and a confirmation before a delete; for a catalogue of editions, which
 * edition it shows and writes into.
 */
export function CataloguePage<T extends { id: number }>(props: CataloguePageProps<T>) {
  const { list, Form } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const edition = props.perEdition ? editionOf(list.params) : undefined;
  return (
    <>
      <AdminHeading title={props.title} subtitle={props.subtitle} action={<Button onClick={() => setEditing('new')}>{props.newLabel}</Button>} />
      <DataTable
        caption={props.title}
        columns={props.columns}
        query={list.query}
        params={list.params}
        onParams={list.update}
        rowKey={(row) => row.id}
        searchLabel={props.searchLabel}
        toolbar={
          props.perEdition && (
            <div className="w-full sm:max-w-xs">
              <EditionPicker value={edition} onChange={(slug) => list.update({ edition: slug })} />
            </div>
          )
        }
        actions={(row) => (
          <>
            {props.moreActions?.(row)}
            <RowButton onClick={() => setEditing(row)}>{t('admin.edit')}</RowButton>
            <RowButton tone="danger" onClick={() => setDeleting(row)}>
              {t('admin.delete')}
            </RowButton>
          </>
        )}
      />
      {editing && <Form key={editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? null : editing} edition={edition} onClose={() => setEditing(null)} />}
      {props.children}
      <ConfirmDialog
        open={deleting !== null}
        title={props.deleteTitle}
        confirmLabel={t('admin.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => props.remove(deleting?.id ?? 0)}
      >
        <p>{deleting && props.deleteText(deleting)}</p>
      </ConfirmDialog>
    </>
  );
}
