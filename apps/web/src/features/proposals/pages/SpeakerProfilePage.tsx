import '../proposals-strings';
import { useState, type FormEvent } from 'react';
import { useGetSpeakerProfileQuery, useSaveSpeakerProfileMutation, type SpeakerProfile } from '@/shared/api/proposals';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { rangeDraftOf, rangeServerErrors, readRanges, type RangeDraft, type RangeErrors } from '../availability';
import { AvailabilityField } from '../components/AvailabilityField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { FormSection } from '../components/FormSection';
import { PhotoPicker } from '../components/PhotoPicker';

/** /profile/speaker: the speaker's profile, kept across editions (bios, photo, links, availability). */
export default function SpeakerProfilePage() {
  usePageMeta({ title: t('proposals.profileTitle'), description: t('proposals.metaDescription') });
  const { data, error, isFetching, refetch } = useGetSpeakerProfileQuery();

  let body;
  if (data === undefined && error) {
    body = <ErrorState message={t('proposals.profileLoadFailed')} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data === undefined) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('proposals.profileLoading')} />
      </div>
    );
  } else {
    body = <SpeakerProfileForm profile={data} />;
  }
  return (
    <Card as="section">
      <PageHeading title={t('proposals.profileTitle')} subtitle={t('proposals.profileSubtitle')} />
      {body}
    </Card>
  );
}

const linkFields = ['linkedin', 'github', 'website'] as const;
type TextFieldName = 'bio_fa' | 'bio_en' | (typeof linkFields)[number];

/** Mounted once the profile is loaded, so its fields start from the saved values. */
function SpeakerProfileForm({ profile }: { profile: SpeakerProfile }) {
  const [save, saving] = useSaveSpeakerProfileMutation();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    bio_fa: profile.bio_fa,
    bio_en: profile.bio_en,
    linkedin: profile.linkedin,
    github: profile.github,
    website: profile.website,
  });
  const [rows, setRows] = useState<RangeDraft[]>(() => profile.availability.map(rangeDraftOf));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [rangeErrors, setRangeErrors] = useState<RangeErrors[]>([]);
  const [alert, setAlert] = useState<string | null>(null);

  const set = (field: TextFieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readRanges(rows);
    setRangeErrors(read.errors);
    if (read.errors.some((e) => Object.keys(e).length > 0)) {
      setAlert(t('proposals.fixErrors'));
      return;
    }
    setAlert(null);
    const result = await save({ ...values, availability: read.ranges, photo });
    if (!('error' in result)) {
      setPhoto(null);
      setRows(result.data.availability.map(rangeDraftOf));
      toast.success(t('proposals.profileSaved'));
      return;
    }
    const byField = fieldErrors(result.error);
    setErrors(byField);
    setRangeErrors(rangeServerErrors(byField, rows.length));
    setAlert(Object.keys(byField).length > 0 ? t('proposals.fixErrors') : errorMessage(result.error));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8" aria-busy={saving.isLoading || undefined}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PhotoPicker current={profile.photo} file={photo} onChange={setPhoto} error={errors.photo} onError={(message) => setErrors((e) => ({ ...e, photo: message }))} />
      <FormSection title={t('proposals.bios')}>
        <TextAreaField label={t('proposals.bioFa')} hint={t('proposals.bioHint')} name="bio_fa" rows={5} value={values.bio_fa} error={errors.bio_fa} onChange={(e) => set('bio_fa', e.target.value)} />
        <TextAreaField label={t('proposals.bioEn')} name="bio_en" dir="ltr" rows={5} value={values.bio_en} error={errors.bio_en} onChange={(e) => set('bio_en', e.target.value)} />
      </FormSection>
      <FormSection title={t('proposals.links')}>
        <div className="grid gap-5 sm:grid-cols-3">
          {linkFields.map((field) => (
            <TextField
              key={field}
              label={t(`proposals.${field}`)}
              name={field}
              type="url"
              autoComplete="url"
              placeholder="https://"
              value={values[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.currentTarget.value)}
            />
          ))}
        </div>
        <p className="-mt-2 text-xs text-navy-500">
          {t('proposals.linkHint')} <span dir="ltr">https://</span>
        </p>
      </FormSection>
      <FormSection title={t('proposals.availability')}>
        <p className="-mt-2 text-sm text-navy-600">{t('proposals.availabilityHint')}</p>
        <AvailabilityField
          rows={rows}
          errors={rangeErrors}
          onChange={(next) => {
            setRows(next);
            setRangeErrors([]);
          }}
        />
      </FormSection>
      <div className="flex justify-end border-t border-navy-100 pt-6">
        <Button type="submit" size="lg" loading={saving.isLoading} className="w-full sm:w-auto">
          {t('proposals.saveProfile')}
        </Button>
      </div>
    </form>
  );
}
