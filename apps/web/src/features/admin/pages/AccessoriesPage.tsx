import { useState } from 'react';
import { accessorySchema } from '../schemas';
import {
  useCreateAccessoryMutation,
  useDeleteAccessoryMutation,
  useListAdminAccessoriesQuery,
  useUpdateAccessoryMutation,
  useUploadAccessoryImageMutation,
  type AdminAccessory,
} from '@/shared/api/admin-accessories';
import { formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toNumber, useAdminForm } from '../admin-form';
import { AdminHeading } from '../components/AdminHeading';
import { CheckField } from '../components/CheckField';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { ImageUpload } from '../components/ImageUpload';
import { RowButton } from '../components/RowButton';
import { TextAreaField } from '../components/TextAreaField';
import { useListParams } from '../list-params';
import '../messages';

export default function AccessoriesPage() {
  const { params, update } = useListParams();
  const query = useListAdminAccessoriesQuery(params);
  const [editing, setEditing] = useState<AdminAccessory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAccessory | null>(null);
  const [remove] = useDeleteAccessoryMutation();

  const columns: Column<AdminAccessory>[] = [
    { key: 'name', label: t('admin.accessoryName'), sort: 'name', render: (a) => <span className="font-semibold">{a.name}</span> },
    { key: 'price', label: t('admin.price'), sort: 'price', render: (a) => formatToman(a.price) },
    {
      key: 'active',
      label: t('admin.status'),
      render: (a) => <Badge tone={a.is_active ? 'green' : 'gray'}>{a.is_active ? t('admin.active') : t('admin.inactive')}</Badge>,
    },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navAccessories')} subtitle={t('admin.accessoriesSubtitle')} action={<Button onClick={() => setEditing('new')}>{t('admin.newAccessory')}</Button>} />
      <DataTable
        caption={t('admin.navAccessories')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(a) => a.id}
        searchLabel={t('admin.searchAccessories')}
        actions={(a) => (
          <>
            <RowButton onClick={() => setEditing(a)}>{t('admin.edit')}</RowButton>
            <RowButton tone="danger" onClick={() => setDeleting(a)}>
              {t('admin.delete')}
            </RowButton>
          </>
        )}
      />
      {editing && <AccessoryForm key={editing === 'new' ? 'new' : editing.id} accessory={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deleteAccessoryTitle')}
        confirmLabel={t('admin.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting?.id ?? 0).unwrap()}
      >
        <p>{t('admin.deleteAccessoryText', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

function AccessoryForm({ accessory, onClose }: { accessory: AdminAccessory | null; onClose: () => void }) {
  const form = useAdminForm({
    name: accessory?.name ?? '',
    description: accessory?.description ?? '',
    price: accessory ? String(accessory.price) : '',
    is_active: accessory?.is_active ?? true,
  });
  const [image, setImage] = useState<File | null>(null);
  const [create] = useCreateAccessoryMutation();
  const [change] = useUpdateAccessoryMutation();
  const [upload] = useUploadAccessoryImageMutation();
  const save = async () => {
    const body = { ...form.values, price: toNumber(form.values.price) };
    const ok = await form.submit(accessorySchema, body, async (parsed) => {
      const saved = accessory ? await change({ id: accessory.id, body: parsed }).unwrap() : await create(parsed).unwrap();
      if (image) await upload({ id: saved.id, file: image }).unwrap();
    });
    if (ok) onClose();
  };
  return (
    <FormDialog open title={accessory ? t('admin.editAccessory') : t('admin.newAccessory')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <TextField label={t('admin.accessoryName')} {...form.text('name')} />
      <TextField label={t('admin.priceToman')} inputMode="numeric" {...form.text('price')} />
      <TextAreaField label={t('admin.description')} {...form.text('description')} />
      <CheckField label={t('admin.accessoryActive')} hint={t('admin.accessoryActiveHint')} name="is_active" checked={form.values.is_active} onChange={(v) => form.set('is_active', v)} />
      <ImageUpload label={t('admin.picture')} current={accessory?.img ?? null} file={image} onFile={setImage} error={form.errors.file} />
    </FormDialog>
  );
}
