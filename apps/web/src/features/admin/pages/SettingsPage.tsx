import { useState, type FormEvent } from 'react';
import { settingsSchema } from '../schemas';
import { useGetAdminSettingsQuery, useUpdateAdminSettingsMutation, type AdminSettings } from '@/shared/api/admin-settings';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { toNumber, useAdminForm } from '../admin-form';
import { AdminHeading } from '../components/AdminHeading';
import { CheckField } from '../components/CheckField';
import { EditionPicker } from '../components/EditionPicker';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { editionOf, useListParams } from '../list-params';
import '../messages';

/** /admin/settings: an edition's festival facts (shown to visitors) and competition terms; the current edition's unless ?edition= picks another. */
export default function SettingsPage() {
  const { params, update } = useListParams(['edition']);
  const edition = editionOf(params);
  const settings = useGetAdminSettingsQuery(edition);
  return (
    <>
      <AdminHeading title={t('admin.navSettings')} subtitle={t('admin.settingsSubtitle')} />
      <div className="mb-6 w-full sm:max-w-xs">
        <EditionPicker value={edition} onChange={(slug) => update({ edition: slug })} />
      </div>
      {/* currentData: the picked edition's, never the one shown before while it loads. */}
      {settings.currentData ? (
        <SettingsForm key={edition ?? ''} settings={settings.currentData} edition={edition} />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

const card = 'grid gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-6';

function SettingsForm({ settings, edition }: { settings: AdminSettings; edition: string | undefined }) {
  const form = useAdminForm({ ...settings, competition_price: String(settings.competition_price), competition_capacity: String(settings.competition_capacity) });
  const [save] = useUpdateAdminSettingsMutation();
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { ...form.values, competition_price: toNumber(form.values.competition_price), competition_capacity: toNumber(form.values.competition_capacity) };
    if (await form.submit(settingsSchema, body, (parsed) => save({ body: parsed, edition }).unwrap())) setSaved(true);
  };
  const optional = { required: false };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {saved && <FormAlert tone="success">{t('admin.saved')}</FormAlert>}
      <section className={card}>
        <h2 className="font-bold text-navy-950">{t('admin.festivalFacts')}</h2>
        <TextField label={t('admin.festivalName')} {...form.text('festival_name')} />
        <div className="grid gap-4 lg:grid-cols-2">
          <JalaliDateTimeInput mode="date" clearable label={t('admin.startsOn')} name="starts_on" value={form.values.starts_on} onChange={(v) => form.set('starts_on', v)} error={form.errors.starts_on} />
          <JalaliDateTimeInput mode="date" clearable label={t('admin.endsOn')} name="ends_on" value={form.values.ends_on} onChange={(v) => form.set('ends_on', v)} error={form.errors.ends_on} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.venue')} {...form.text('venue')} {...optional} />
          <TextField label={t('admin.address')} {...form.text('address')} {...optional} />
          <TextField label={t('admin.mapUrl')} type="url" {...form.text('map_url')} {...optional} />
          <TextField label={t('admin.contactEmail')} type="email" {...form.text('contact_email')} {...optional} />
          <TextField label={t('admin.contactPhone')} {...form.text('contact_phone')} {...optional} />
        </div>
      </section>
      <section className={card}>
        <h2 className="font-bold text-navy-950">{t('admin.competition')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <JalaliDateTimeInput mode="date" clearable label={t('admin.competitionDate')} name="competition_date" value={form.values.competition_date} onChange={(v) => form.set('competition_date', v)} error={form.errors.competition_date} />
          <TextField label={t('admin.competitionTime')} type="time" dir="ltr" hint={t('admin.competitionTimeHint')} {...form.text('competition_time')} {...optional} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.competitionPrice')} inputMode="numeric" {...form.text('competition_price')} />
          <TextField label={t('admin.competitionCapacity')} inputMode="numeric" {...form.text('competition_capacity')} />
        </div>
        <CheckField
          label={t('admin.competitionOpen')}
          name="competition_registration_open"
          checked={form.values.competition_registration_open}
          onChange={(v) => form.set('competition_registration_open', v)}
        />
      </section>
      <div className="flex justify-end">
        <Button type="submit" loading={form.busy}>
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}
