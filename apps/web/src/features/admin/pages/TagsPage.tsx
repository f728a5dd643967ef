import { tagSchema } from '../schemas';
import { useCreateTagMutation, useDeleteTagMutation, useListAdminTagsQuery, useUpdateTagMutation, type AdminTag as Tag } from '@/shared/api/admin-tags';
import { t } from '@/shared/i18n';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import { useListParams } from '../list-params';
import '../messages';

export default function TagsPage() {
  const { params, update } = useListParams(['edition']);
  const query = useListAdminTagsQuery(params);
  const [remove] = useDeleteTagMutation();

  const columns: Column<Tag>[] = [
    {
      key: 'name',
      label: t('admin.tagName'),
      sort: 'name',
      render: (tag) => (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: tag.color }} />
          {tag.name}
        </span>
      ),
    },
    { key: 'color', label: t('admin.tagColor'), render: (tag) => <code dir="ltr">{tag.color}</code> },
  ];

  return (
    <CataloguePage
      perEdition
      title={t('admin.navTags')}
      subtitle={t('admin.tagsSubtitle')}
      newLabel={t('admin.newTag')}
      searchLabel={t('admin.searchTags')}
      columns={columns}
      list={{ query, params, update }}
      Form={TagForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deleteTagTitle')}
      deleteText={(row) => t('admin.deleteTagText', { name: row.name })}
    />
  );
}

function TagForm({ row: tag, onClose, edition }: { row: Tag | null; onClose: () => void; edition?: string }) {
  const form = useAdminForm({ name: tag?.name ?? '', en_name: tag?.en_name ?? '', color: tag?.color ?? '#2c4271' });
  const [create] = useCreateTagMutation();
  const [change] = useUpdateTagMutation();
  const save = async () => {
    const ok = await form.submit(tagSchema, form.values, (body) => (tag ? change({ id: tag.id, body }).unwrap() : create({ body: body, edition }).unwrap()));
    if (ok) onClose();
  };
  return (
    <FormDialog open title={tag ? t('admin.editTag') : t('admin.newTag')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.tagName')} {...form.text('name')} />
        <TextField label={englishLabel(t('admin.tagName'))} {...englishInput} {...form.text('en_name')} />
      </BilingualPair>
      <div className="flex items-end gap-3">
        <TextField label={t('admin.tagColor')} dir="ltr" className="flex-1" {...form.text('color')} />
        <input type="color" aria-label={t('admin.pickColor')} value={form.values.color} onChange={(e) => form.set('color', e.target.value)} className="h-12 w-14 rounded-xl" />
      </div>
    </FormDialog>
  );
}
