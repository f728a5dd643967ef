import { useState } from 'react';
import { staffRoles, staffTeams } from '@fest/contract';
import { staffSchema } from '../schemas';
import { useCreateStaffMutation, useDeleteStaffMutation, useListAdminStaffQuery, useUpdateStaffMutation, useUploadStaffImageMutation, type AdminStaff as Staff } from '@/shared/api/admin-staff';
import { t } from '@/shared/i18n';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import { ImageUpload } from '../components/ImageUpload';
import { SelectField } from '@/shared/ui/SelectField';
import { staffRoleLabel, teamLabel } from '../labels';
import { useListParams } from '../list-params';
import '../messages';


export default function StaffPage() {
  const { params, update } = useListParams(['edition']);
  const query = useListAdminStaffQuery(params);
  const [remove] = useDeleteStaffMutation();

  const columns: Column<Staff>[] = [
    {
      key: 'name',
      label: t('admin.staffName'),
      sort: 'name',
      render: (s) => (
        <span className="flex items-center gap-3">
          <PersonAvatar src={s.image} name={s.name} size="sm" />
          <span className="font-semibold">{s.name}</span>
        </span>
      ),
    },
    { key: 'role', label: t('admin.staffRole'), sort: 'role', render: (s) => staffRoleLabel(s.role) },
    { key: 'team', label: t('admin.staffTeam'), sort: 'team', render: (s) => teamLabel(s.team) },
  ];

  return (
    <CataloguePage
      perEdition
      title={t('admin.navStaff')}
      newLabel={t('admin.newStaff')}
      searchLabel={t('admin.searchStaff')}
      columns={columns}
      list={{ query, params, update }}
      Form={StaffForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deleteStaffTitle')}
      deleteText={(row) => t('admin.deleteStaffText', { name: row.name })}
    />
  );
}

function StaffForm({ row: member, onClose, edition }: { row: Staff | null; onClose: () => void; edition?: string }) {
  const form = useAdminForm({
    name: member?.name ?? '',
    quote: member?.quote ?? '',
    en_name: member?.en_name ?? '',
    en_quote: member?.en_quote ?? '',
    role: member?.role ?? 'STAFF',
    team: member?.team ?? 'TECHNICAL',
    linkedin: member?.linkedin ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [create] = useCreateStaffMutation();
  const [change] = useUpdateStaffMutation();
  const [upload] = useUploadStaffImageMutation();
  const save = async () => {
    const ok = await form.submit(staffSchema, form.values, async (body) => {
      const saved = member ? await change({ id: member.id, body }).unwrap() : await create({ body: body, edition }).unwrap();
      if (image) await upload({ id: saved.id, file: image }).unwrap();
    });
    if (ok) onClose();
  };
  return (
    <FormDialog open title={member ? t('admin.editStaff') : t('admin.newStaff')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.staffName')} {...form.text('name')} />
        <TextField label={englishLabel(t('admin.staffName'))} {...englishInput} {...form.text('en_name')} />
      </BilingualPair>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('admin.staffRole')} options={staffRoles.map((r) => ({ value: r, label: staffRoleLabel(r) }))} {...form.text('role')} />
        <SelectField label={t('admin.staffTeam')} options={staffTeams.map((r) => ({ value: r, label: teamLabel(r) }))} {...form.text('team')} />
      </div>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.quote')} {...form.text('quote')} />
        <TextField label={englishLabel(t('admin.quote'))} {...englishInput} {...form.text('en_quote')} />
      </BilingualPair>
      <TextField label={t('admin.linkedin')} type="url" {...form.text('linkedin')} />
      <ImageUpload label={t('admin.photo')} current={member?.image ?? null} file={image} onFile={setImage} error={form.errors.file} />
    </FormDialog>
  );
}
