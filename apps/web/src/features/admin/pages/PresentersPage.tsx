import { useState } from 'react';
import { presenterSchema } from '../schemas';
import {
  useCreatePresenterMutation,
  useDeletePresenterMutation,
  useListAdminPresentersQuery,
  useUpdatePresenterMutation,
  useUploadPresenterAvatarMutation,
  type AdminPresenter,
} from '@/shared/api/admin-presenters';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { ImageUpload } from '../components/ImageUpload';
import { RowButton } from '../components/RowButton';
import { TextAreaField } from '../components/TextAreaField';
import { useListParams } from '../list-params';
import '../messages';

const fullName = (p: AdminPresenter) => `${p.first_name} ${p.last_name}`.trim();

export default function PresentersPage() {
  const { params, update } = useListParams();
  const query = useListAdminPresentersQuery(params);
  const [editing, setEditing] = useState<AdminPresenter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPresenter | null>(null);
  const [remove] = useDeletePresenterMutation();

  const columns: Column<AdminPresenter>[] = [
    {
      key: 'name',
      label: t('admin.presenterName'),
      sort: 'last_name',
      render: (p) => (
        <span className="flex items-center gap-3">
          <PersonAvatar src={p.avatar} name={fullName(p)} size="sm" />
          <span className="font-semibold">{fullName(p)}</span>
        </span>
      ),
    },
    { key: 'presentations', label: t('admin.presenterPresentations'), render: (p) => formatNumber(p.presentations.length) },
    { key: 'linkedin', label: t('admin.linkedin'), render: (p) => (p.linkedin ? <a href={p.linkedin} dir="ltr" className="text-navy-700 underline" target="_blank" rel="noreferrer">LinkedIn</a> : '—') },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navPresenters')} action={<Button onClick={() => setEditing('new')}>{t('admin.newPresenter')}</Button>} />
      <DataTable
        caption={t('admin.navPresenters')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(p) => p.id}
        searchLabel={t('admin.searchPresenters')}
        actions={(p) => (
          <>
            <RowButton onClick={() => setEditing(p)}>{t('admin.edit')}</RowButton>
            <RowButton tone="danger" onClick={() => setDeleting(p)}>
              {t('admin.delete')}
            </RowButton>
          </>
        )}
      />
      {editing && <PresenterForm key={editing === 'new' ? 'new' : editing.id} presenter={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deletePresenterTitle')}
        confirmLabel={t('admin.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting?.id ?? 0).unwrap()}
      >
        <p>{t('admin.deletePresenterText', { name: deleting ? fullName(deleting) : '' })}</p>
      </ConfirmDialog>
    </>
  );
}

function PresenterForm({ presenter, onClose }: { presenter: AdminPresenter | null; onClose: () => void }) {
  const form = useAdminForm({
    first_name: presenter?.first_name ?? '',
    last_name: presenter?.last_name ?? '',
    description: presenter?.description ?? '',
    linkedin: presenter?.linkedin ?? '',
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [create] = useCreatePresenterMutation();
  const [change] = useUpdatePresenterMutation();
  const [upload] = useUploadPresenterAvatarMutation();
  const save = async () => {
    const ok = await form.submit(presenterSchema, form.values, async (body) => {
      const saved = presenter ? await change({ id: presenter.id, body }).unwrap() : await create(body).unwrap();
      if (avatar) await upload({ id: saved.id, file: avatar }).unwrap();
    });
    if (ok) onClose();
  };
  return (
    <FormDialog open title={presenter ? t('admin.editPresenter') : t('admin.newPresenter')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.firstName')} {...form.text('first_name')} />
        <TextField label={t('admin.lastName')} {...form.text('last_name')} />
      </div>
      <TextAreaField label={t('admin.description')} {...form.text('description')} />
      <TextField label={t('admin.linkedin')} type="url" {...form.text('linkedin')} />
      <ImageUpload label={t('admin.avatar')} current={presenter?.avatar ?? null} file={avatar} onFile={setAvatar} error={form.errors.file} />
    </FormDialog>
  );
}
