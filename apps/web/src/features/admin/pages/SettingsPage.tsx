import { useState, type FormEvent } from 'react';
import { settingsSchema } from '../schemas';
import {
  useGetAdminSettingsQuery,
  useRemoveSignatureMutation,
  useUpdateAdminSettingsMutation,
  useUploadSignatureMutation,
  type AdminSettings,
} from '@/shared/api/admin-settings';
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
import { ImageUpload } from '../components/ImageUpload';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { editionOf, useListParams } from '../list-params';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import '../messages';
import '@/shared/invoices';

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
  // The signature image is not a field of the form: it has its own upload (SignatureUpload).
  const { signature_image: _signature, ...fields } = settings;
  const form = useAdminForm({ ...fields, competition_price: String(settings.competition_price), competition_capacity: String(settings.competition_capacity) });
  const [save] = useUpdateAdminSettingsMutation();
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { ...form.values, competition_price: toNumber(form.values.competition_price), competition_capacity: toNumber(form.values.competition_capacity) };
    if (await form.submit(settingsSchema, body, (parsed) => save({ body: parsed, edition }).unwrap())) setSaved(true);
  };
  const optional = { required: false };
  // The seller's ids: digits (Persian ones too), read left to right, a numeric keyboard on a phone.
  const digits = { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } as const;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {saved && <FormAlert tone="success">{t('admin.saved')}</FormAlert>}
      <section className={card}>
        <h2 className="font-bold text-navy-950">{t('admin.festivalFacts')}</h2>
        <BilingualPair>
          <TextField {...persianInput} label={t('admin.festivalName')} {...form.text('festival_name')} />
          <TextField label={englishLabel(t('admin.festivalName'))} hint={t('admin.englishHint')} {...englishInput} {...form.text('en_festival_name')} {...optional} />
        </BilingualPair>
        <div className="grid gap-4 lg:grid-cols-2">
          <JalaliDateTimeInput mode="date" clearable label={t('admin.startsOn')} name="starts_on" value={form.values.starts_on} onChange={(v) => form.set('starts_on', v)} error={form.errors.starts_on} />
          <JalaliDateTimeInput mode="date" clearable label={t('admin.endsOn')} name="ends_on" value={form.values.ends_on} onChange={(v) => form.set('ends_on', v)} error={form.errors.ends_on} />
        </div>
        <BilingualPair>
          <TextField {...persianInput} label={t('admin.venue')} {...form.text('venue')} {...optional} />
          <TextField label={englishLabel(t('admin.venue'))} {...englishInput} {...form.text('en_venue')} {...optional} />
        </BilingualPair>
        <BilingualPair>
          <TextAreaField {...persianInput} label={t('admin.address')} rows={2} {...form.text('address')} />
          <TextAreaField label={englishLabel(t('admin.address'))} rows={2} {...englishInput} {...form.text('en_address')} />
        </BilingualPair>
        <div className="grid gap-4 sm:grid-cols-2">
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
      <section className={card} aria-labelledby="certificate-signatory">
        <div>
          <h2 id="certificate-signatory" className="font-bold text-navy-950">
            {t('admin.certificateSignatory')}
          </h2>
          <p className="mt-1 text-sm leading-6 text-navy-600">{t('admin.certificateSignatoryHint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.signatoryName')} autoComplete="off" {...form.text('signatory_name')} {...optional} />
          <TextField label={t('admin.signatoryTitle')} autoComplete="off" {...form.text('signatory_title')} {...optional} />
        </div>
        <SignatureUpload current={settings.signature_image} edition={edition} />
      </section>
      <section className={card} aria-labelledby="invoice-seller">
        <div>
          <h2 id="invoice-seller" className="font-bold text-navy-950">
            {t('invoices.sellerHeading')}
          </h2>
          <p className="mt-1 text-sm leading-6 text-navy-600">{t('invoices.sellerHint')}</p>
        </div>
        <TextField label={t('invoices.sellerName')} autoComplete="off" {...form.text('seller_name')} {...optional} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('invoices.sellerNationalId')} {...digits} {...form.text('seller_national_id')} {...optional} />
          <TextField label={t('invoices.sellerEconomicCode')} {...digits} {...form.text('seller_economic_code')} {...optional} />
          <TextField label={t('invoices.sellerRegistrationNumber')} {...digits} {...form.text('seller_registration_number')} {...optional} />
        </div>
        <TextAreaField label={t('invoices.sellerAddress')} rows={2} {...form.text('seller_address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('invoices.sellerPostalCode')} {...digits} {...form.text('seller_postal_code')} {...optional} />
          <TextField label={t('invoices.sellerPhone')} type="tel" autoComplete="off" {...form.text('seller_phone')} {...optional} />
        </div>
      </section>
      <div className="flex justify-end">
        <Button type="submit" loading={form.busy}>
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The signature image has its own route (multipart, re-encoded by the server), so it is sent on its
 * own button rather than with the form: a picked image is previewed, then uploaded or dropped.
 */
function SignatureUpload({ current, edition }: { current: string | null; edition: string | undefined }) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, uploading] = useUploadSignatureMutation();
  const [remove, removing] = useRemoveSignatureMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = uploading.isLoading || removing.isLoading;
  const send = async () => {
    if (!file || busy) return;
    setNotice(null);
    try {
      await upload({ file, edition }).unwrap();
      setFile(null);
      setNotice({ tone: 'success', text: t('admin.signatureUploaded') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };
  const drop = async () => {
    if (busy) return;
    setNotice(null);
    try {
      await remove({ edition }).unwrap();
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };
  return (
    <div className="grid gap-3">
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {/* Drawn afresh once the stored image changes, so the file box no longer names the file sent. */}
      <ImageUpload key={current ?? ''} label={t('admin.signatureImage')} hint={t('admin.signatureHint')} fit="contain" current={current} file={file} onFile={setFile} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={!file} loading={uploading.isLoading} onClick={() => void send()}>
          {t('admin.signatureUpload')}
        </Button>
        {current && !file && (
          <Button size="sm" variant="ghost" loading={removing.isLoading} onClick={() => void drop()}>
            {t('admin.signatureRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}
