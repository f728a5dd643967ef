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
import { TextField } from '@/shared/ui/TextField';
import { toNumber, useAdminForm } from '../admin-form';
import { CheckField } from '../components/CheckField';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import { ImageUpload } from '../components/ImageUpload';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { useListParams } from '../list-params';
import '../messages';

export default function AccessoriesPage() {
  const { params, update } = useListParams(['edition']);
  const query = useListAdminAccessoriesQuery(params);
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
    <CataloguePage
      perEdition
      title={t('admin.navAccessories')}
      subtitle={t('admin.accessoriesSubtitle')}
      newLabel={t('admin.newAccessory')}
      searchLabel={t('admin.searchAccessories')}
      columns={columns}
      list={{ query, params, update }}
      Form={AccessoryForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deleteAccessoryTitle')}
      deleteText={(row) => t('admin.deleteAccessoryText', { name: row.name })}
    />
  );
}

function AccessoryForm({ row: accessory, onClose, edition }: { row: AdminAccessory | null; onClose: () => void; edition?: string }) {
  const form = useAdminForm({
    name: accessory?.name ?? '',
    description: accessory?.description ?? '',
    en_name: accessory?.en_name ?? '',
    en_description: accessory?.en_description ?? '',
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
      const saved = accessory ? await change({ id: accessory.id, body: parsed }).unwrap() : await create({ body: parsed, edition }).unwrap();
      if (image) await upload({ id: saved.id, file: image }).unwrap();
    });
    if (ok) onClose();
  };
  return (
    <FormDialog open title={accessory ? t('admin.editAccessory') : t('admin.newAccessory')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.accessoryName')} {...form.text('name')} />
        <TextField label={englishLabel(t('admin.accessoryName'))} {...englishInput} {...form.text('en_name')} />
      </BilingualPair>
      <TextField label={t('admin.priceToman')} inputMode="numeric" {...form.text('price')} />
      <BilingualPair>
        <TextAreaField {...persianInput} label={t('admin.description')} {...form.text('description')} />
        <TextAreaField label={englishLabel(t('admin.description'))} {...englishInput} {...form.text('en_description')} />
      </BilingualPair>
      <CheckField label={t('admin.accessoryActive')} hint={t('admin.accessoryActiveHint')} name="is_active" checked={form.values.is_active} onChange={(v) => form.set('is_active', v)} />
      <ImageUpload label={t('admin.picture')} current={accessory?.img ?? null} file={image} onFile={setImage} error={form.errors.file} />
    </FormDialog>
  );
}
