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
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import { ImageUpload } from '../components/ImageUpload';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { useListParams } from '../list-params';
import '../messages';

const fullName = (p: AdminPresenter) => `${p.first_name} ${p.last_name}`.trim();

export default function PresentersPage() {
  const { params, update } = useListParams();
  const query = useListAdminPresentersQuery(params);
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
    <CataloguePage
      title={t('admin.navPresenters')}
      newLabel={t('admin.newPresenter')}
      searchLabel={t('admin.searchPresenters')}
      columns={columns}
      list={{ query, params, update }}
      Form={PresenterForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deletePresenterTitle')}
      deleteText={(row) => t('admin.deletePresenterText', { name: fullName(row) })}
    />
  );
}

function PresenterForm({ row: presenter, onClose }: { row: AdminPresenter | null; onClose: () => void }) {
  const form = useAdminForm({
    first_name: presenter?.first_name ?? '',
    last_name: presenter?.last_name ?? '',
    description: presenter?.description ?? '',
    en_first_name: presenter?.en_first_name ?? '',
    en_last_name: presenter?.en_last_name ?? '',
    en_description: presenter?.en_description ?? '',
    linkedin: presenter?.linkedin ?? '',
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [create] = useCreatePresenterMutation();
  const [change] = useUpdatePresenterMutation();
  const [upload] = useUploadPresenterAvatarMutation();
  const save = async () => {
    const ok = await form.submit(presenterSchema, form.values, async (body) => {
      const saved = presenter ? await change({ id: presenter.id, body }).unwrap() : await create({ body }).unwrap();
      if (avatar) await upload({ id: saved.id, file: avatar }).unwrap();
    });
    if (ok) onClose();
  };
  return (
    <FormDialog open title={presenter ? t('admin.editPresenter') : t('admin.newPresenter')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.firstName')} {...form.text('first_name')} />
        <TextField label={englishLabel(t('admin.firstName'))} {...englishInput} {...form.text('en_first_name')} />
      </BilingualPair>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.lastName')} {...form.text('last_name')} />
        <TextField label={englishLabel(t('admin.lastName'))} {...englishInput} {...form.text('en_last_name')} />
      </BilingualPair>
      <BilingualPair>
        <TextAreaField {...persianInput} label={t('admin.description')} {...form.text('description')} />
        <TextAreaField label={englishLabel(t('admin.description'))} hint={t('admin.englishHint')} {...englishInput} {...form.text('en_description')} />
      </BilingualPair>
      <TextField label={t('admin.linkedin')} type="url" {...form.text('linkedin')} />
      <ImageUpload label={t('admin.avatar')} current={presenter?.avatar ?? null} file={avatar} onFile={setAvatar} error={form.errors.file} />
    </FormDialog>
  );
}
