import { useListAdminEditionsQuery } from '@/shared/api/admin-editions';
import { t } from '@/shared/i18n';
import { SelectField } from '@/shared/ui/SelectField';
import '../messages';

/**
 * Which edition a console list shows (its `?edition=` in the address, sent to the API as is): the
 * current one by default, or another being prepared or archived.
 */
export function EditionPicker({ value, onChange }: { value: string | undefined; onChange: (slug: string | undefined) => void }) {
  const { data } = useListAdminEditionsQuery();
  const editions = data ?? [];
  const current = editions.find((e) => e.is_current);
  return (
    <SelectField
      label={t('admin.edition')}
      name="edition"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' || e.target.value === current?.slug ? undefined : e.target.value)}
      options={[
        { value: '', label: current ? `${current.name} (${t('admin.editionCurrent')})` : t('admin.editionCurrent') },
        ...editions.filter((e) => !e.is_current).map((e) => ({ value: e.slug, label: e.name })),
      ]}
    />
  );
}
