import { useState, type ReactNode } from 'react';
import type { ListParams, Paged } from '@/shared/api/admin-list';
import { errorMessage } from '@/shared/api-error';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import '../messages';

export interface Column<T> {
  key: string;
  label: string;
  /** The API's `ordering` field; absent when the column can't be sorted. */
  sort?: string;
  render: (row: T) => ReactNode;
  className?: string;
}

export interface ListQuery<T> {
  data?: Paged<T>;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  query: ListQuery<T>;
  params: ListParams;
  onParams: (patch: Record<string, string | number | undefined>) => void;
  rowKey: (row: T) => number | string;
  /** Buttons for one row (edit, delete…), shown at the row's end and on its card. */
  actions?: (row: T) => ReactNode;
  searchLabel?: string;
  /** Filters shown beside the search box. */
  toolbar?: ReactNode;
  emptyText?: string;
  /** The empty state's heading, when "nothing recorded yet" is not what an empty list means here. */
  emptyTitle?: string;
  /** False for a list that comes whole (a payment's refunds): no page buttons. */
  paged?: boolean;
}

/**
 * A console table: search, sort and pages are the server's (the parameters live in the address);
 * loading, empty and failed states; on a phone every row becomes a card.
 */
export function DataTable<T>({ caption, columns, query, params, onParams, rowKey, actions, searchLabel, toolbar, emptyText, emptyTitle, paged = true }: DataTableProps<T>) {
  const [draft, setDraft] = useState(params.search ?? '');
  const [searched, setSearched] = useState(params.search ?? '');
  // The address changed under the box (back button): show what is searched now.
  if ((params.search ?? '') !== searched) {
    setSearched(params.search ?? '');
    setDraft(params.search ?? '');
  }
  const { data } = query;
  const pageSize = params.page_size ?? 20;
  const page = params.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;

  const sortBy = (field: string) => onParams({ ordering: params.ordering === field ? `-${field}` : field });
  const sortState = (field?: string): 'ascending' | 'descending' | undefined =>
    !field ? undefined : params.ordering === field ? 'ascending' : params.ordering === `-${field}` ? 'descending' : undefined;

  return (
    <section aria-label={caption} className="grid gap-4">
      {(searchLabel || toolbar) && (
      <div className="flex flex-wrap items-end gap-3">
        {searchLabel && (
          <form
            role="search"
            className="flex min-w-0 flex-1 basis-64 gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onParams({ search: draft.trim() });
            }}
          >
            <label className="sr-only" htmlFor="table-search">
              {searchLabel}
            </label>
            <input
              id="table-search"
              type="search"
              name="search"
              value={draft}
              placeholder={searchLabel}
              onChange={(event) => setDraft(event.target.value)}
              className={cx(inputClasses, 'py-2.5')}
            />
            <Button type="submit" variant="secondary">
              {t('admin.search')}
            </Button>
          </form>
        )}
        {toolbar}
      </div>
      )}

      {data === undefined && query.isError ? (
        <ErrorState message={`${errorMessage(query.error)} ${t('admin.listFailedNext')}`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data === undefined ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('admin.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          title={params.search ? t('admin.noMatchTitle') : (emptyTitle ?? t('admin.emptyTitle'))}
          text={params.search ? t('admin.noMatchText', { search: params.search }) : emptyText}
        />
      ) : (
        <div className={cx('grid gap-3 transition', query.isFetching && 'opacity-60')} aria-busy={query.isFetching || undefined}>
          <div className="hidden overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100 md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-navy-50 text-navy-700">
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" aria-sort={sortState(column.sort)} className="px-4 py-3 text-start font-semibold whitespace-nowrap">
                      {column.sort ? (
                        <button type="button" onClick={() => sortBy(column.sort as string)} className="inline-flex items-center gap-1 hover:text-navy-950">
                          {column.label}
                          <SortMark state={sortState(column.sort)} />
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                  {actions && (
                    <th scope="col" className="px-4 py-3 text-end">
                      <span className="sr-only">{t('admin.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {data.results.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-navy-50/50">
                    {columns.map((column) => (
                      <td key={column.key} className={cx('px-4 py-3 align-middle', column.className)}>
                        {column.render(row)}
                      </td>
                    ))}
                    {actions && (
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">{actions(row)}</div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="grid gap-3 md:hidden" aria-label={caption}>
            {data.results.map((row) => (
              <li key={rowKey(row)} className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-navy-500">{column.label}</dt>
                      <dd className="min-w-0 break-words text-navy-900">{column.render(row)}</dd>
                    </div>
                  ))}
                </dl>
                {/* A row with nothing to do (a withdrawn seat) has no empty strip under its card. */}
                {actions?.(row) && <div className="mt-3 flex flex-wrap gap-2 border-t border-navy-100 pt-3">{actions(row)}</div>}
              </li>
            ))}
          </ul>

          {paged && (
          <nav aria-label={t('admin.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-navy-600">
            <span>{t('admin.rowsCount', { count: formatNumber(data.count) })}</span>
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onParams({ page: page - 1 })}>
                {t('admin.previousPage')}
              </Button>
              <span aria-current="page">{t('admin.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onParams({ page: page + 1 })}>
                {t('admin.nextPage')}
              </Button>
            </div>
          </nav>
          )}
        </div>
      )}
    </section>
  );
}

function SortMark({ state }: { state?: 'ascending' | 'descending' }) {
  return (
    <span aria-hidden="true" className={cx('text-xs', state ? 'text-accent-600' : 'text-navy-300')}>
      {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
    </span>
  );
}
