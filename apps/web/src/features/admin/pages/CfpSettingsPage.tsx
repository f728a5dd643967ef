import '../review-strings';
import { useState, type FormEvent } from 'react';
import { useGetAdminCfpQuery, useUpdateAdminCfpMutation, type AdminCfp } from '@/shared/api/admin-proposals';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { AdminHeading } from '../components/AdminHeading';
import { CheckField } from '../components/CheckField';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { RowButton } from '../components/RowButton';
import { serviceTypeLabel } from '../labels';
import { cfpBody, cfpDraft, type CfpDraft } from '../cfp-draft';

/** /admin/cfp: the current edition's call for proposals: its window, kinds and lengths, review categories and anonymity. */
export default function CfpSettingsPage() {
  const cfp = useGetAdminCfpQuery();
  let body;
  if (!cfp.data && cfp.isError) body = <ErrorState message={t('review.cfpLoadFailed')} onRetry={() => void cfp.refetch()} retrying={cfp.isFetching} />;
  else if (!cfp.data) body = <Spinner />;
  else body = <CfpForm key={cfp.data.updated_at} cfp={cfp.data} />;
  return (
    <>
      <AdminHeading title={t('review.cfpTitle')} subtitle={t('review.cfpSubtitle')} />
      {body}
    </>
  );
}

function CfpForm({ cfp }: { cfp: AdminCfp }) {
  const [draft, setDraft] = useState<CfpDraft>(() => cfpDraft(cfp));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, updating] = useUpdateAdminCfpMutation();
  const change = (next: Partial<CfpDraft>) => setDraft((d) => ({ ...d, ...next }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (updating.isLoading) return;
    const result = await update({ body: cfpBody(draft) });
    if ('error' in result) {
      const byField = fieldErrors(result.error);
      setErrors(byField);
      setFormError(Object.keys(byField).length ? t('review.fixErrors') : errorMessage(result.error));
    } else {
      setErrors({});
      setFormError(null);
      toast.success(t('review.cfpSaved'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6" aria-busy={updating.isLoading || undefined}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold text-navy-900">{t('review.windowHint')}</legend>
        <JalaliDateTimeInput label={t('review.opensAt')} name="cfp_opens_at" value={draft.opensAt} onChange={(v) => change({ opensAt: v })} error={errors.cfp_opens_at} clearable />
        <JalaliDateTimeInput label={t('review.closesAt')} name="cfp_closes_at" value={draft.closesAt} onChange={(v) => change({ closesAt: v })} error={errors.cfp_closes_at} clearable />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-bold text-navy-900">{t('review.types')}</legend>
        {draft.types.map((type, i) => {
          const setType = (next: Partial<typeof type>) => change({ types: draft.types.map((x, j) => (j === i ? { ...x, ...next } : x)) });
          return (
            <div key={type.service_type} className="grid gap-3 rounded-xl bg-navy-50 p-3 sm:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] sm:items-end">
              <CheckField label={t('review.typeTaken', { type: serviceTypeLabel(type.service_type) })} name={`type_${type.service_type}`} checked={type.taken} onChange={(taken) => setType({ taken })} />
              {(['min_minutes', 'max_minutes', 'step_minutes'] as const).map((field) => (
                <TextField
                  key={field}
                  label={t(field === 'min_minutes' ? 'review.minMinutes' : field === 'max_minutes' ? 'review.maxMinutes' : 'review.stepMinutes')}
                  name={`${type.service_type}_${field}`}
                  inputMode="numeric"
                  dir="ltr"
                  disabled={!type.taken}
                  value={type[field]}
                  onChange={(e) => setType({ [field]: e.currentTarget.value })}
                />
              ))}
            </div>
          );
        })}
        {errors.proposal_types && <p className="text-sm text-red-700">{errors.proposal_types}</p>}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-bold text-navy-900">{t('review.categories')}</legend>
        {draft.categories.map((c, i) => {
          const setCategory = (next: Partial<typeof c>) => change({ categories: draft.categories.map((x, j) => (j === i ? { ...x, ...next } : x)) });
          return (
            <div key={i} className="grid gap-3 rounded-xl bg-navy-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.6fr)_auto] sm:items-end">
              <TextField label={t('review.categoryKey')} name={`review_categories.${i}.key`} dir="ltr" value={c.key} onChange={(e) => setCategory({ key: e.currentTarget.value })} />
              <TextField label={t('review.categoryName')} name={`review_categories.${i}.name`} value={c.name} onChange={(e) => setCategory({ name: e.currentTarget.value })} />
              <TextField label={t('review.categoryWeight')} name={`review_categories.${i}.weight`} dir="ltr" inputMode="numeric" value={c.weight} onChange={(e) => setCategory({ weight: e.currentTarget.value })} />
              <RowButton tone="danger" disabled={draft.categories.length === 1} aria-label={t('review.removeCategory', { name: c.name || c.key })} onClick={() => change({ categories: draft.categories.filter((_, j) => j !== i) })} className="h-11">
                ✕
              </RowButton>
            </div>
          );
        })}
        {errors.review_categories && <p className="text-sm text-red-700">{errors.review_categories}</p>}
        <RowButton className="justify-self-start" onClick={() => change({ categories: [...draft.categories, { key: '', name: '', weight: '1' }] })}>
          {t('review.addCategory')}
        </RowButton>
      </fieldset>

      <CheckField label={t('review.anonymous')} hint={t('review.anonymousHint')} name="review_anonymous" checked={draft.anonymous} onChange={(anonymous) => change({ anonymous })} />
      <Button type="submit" loading={updating.isLoading} className="justify-self-start">
        {t('review.cfpSave')}
      </Button>
    </form>
  );
}
