import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { serviceTypes } from '@fest/contract';
import { presentationSchema } from '../schemas';
import { useListAdminPresentersQuery } from '@/shared/api/admin-presenters';
import {
  useCreatePresentationMutation,
  useGetAdminPresentationQuery,
  useUpdatePresentationMutation,
  useUploadPosterMutation,
  idsOf,
  type AdminPresentation,
} from '@/shared/api/admin-presentations';
import { useListAdminTagsQuery } from '@/shared/api/admin-tags';
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
import { IdPicker } from '../components/IdPicker';
import { ImageUpload } from '../components/ImageUpload';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { PresentationMaterials } from '../components/PresentationMaterials';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { serviceTypeLabel } from '../labels';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import '../messages';

/** /admin/presentations/new and /admin/presentations/:id: one presentation's form. */
export default function PresentationEditPage() {
  const { id } = useParams();
  const numericId = id && id !== 'new' ? Number(id) : null;
  const existing = useGetAdminPresentationQuery(numericId ?? 0, { skip: numericId === null });
  if (numericId !== null && !existing.data) {
    return existing.isError ? (
      <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} retrying={existing.isFetching} />
    ) : (
      <Spinner />
    );
  }
  return <PresentationForm key={existing.data?.id ?? 'new'} presentation={numericId === null ? null : (existing.data ?? null)} />;
}

function PresentationForm({ presentation }: { presentation: AdminPresentation | null }) {
  const navigate = useNavigate();
  // A new presentation goes into the edition the list showed (?edition=), the current one by default.
  const edition = useSearchParams()[0].get('edition') ?? undefined;
  // Tags are per edition: the form offers the tags of the edition it writes into (an edited presentation's own).
  const tagEdition = presentation ? presentation.edition : edition;
  const form = useAdminForm({
    service_type: presentation?.service_type ?? 'WORKSHOP',
    fa_title: presentation?.fa_title ?? '',
    en_title: presentation?.en_title ?? '',
    fa_description: presentation?.fa_description ?? '',
    en_description: presentation?.en_description ?? '',
    start: presentation?.start ?? '',
    end: presentation?.end ?? '',
    capacity: presentation ? String(presentation.capacity) : '',
    cost: presentation ? String(presentation.cost) : '',
    is_registration_active: presentation?.is_registration_active ?? true,
    presentation_link: presentation?.presentation_link ?? '',
    room: presentation?.room ?? '',
    en_room: presentation?.en_room ?? '',
    presenters: presentation ? idsOf(presentation.presenters) : [],
    tags: presentation ? idsOf(presentation.tags) : [],
  });
  const [poster, setPoster] = useState<File | null>(null);
  const presenters = useListAdminPresentersQuery({ page_size: 200, ordering: 'last_name' });
  const tags = useListAdminTagsQuery({ page_size: 200, ordering: 'name', edition: tagEdition });
  const [create] = useCreatePresentationMutation();
  const [change] = useUpdatePresentationMutation();
  const [upload] = useUploadPosterMutation();
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { ...form.values, capacity: toNumber(form.values.capacity), cost: toNumber(form.values.cost) };
    let savedId = presentation?.id;
    const ok = await form.submit(presentationSchema, body, async (parsed) => {
      const answer = presentation ? await change({ id: presentation.id, body: parsed }).unwrap() : await create({ body: parsed, edition }).unwrap();
      savedId = answer.id;
      if (poster) await upload({ id: answer.id, file: poster }).unwrap();
    });
    if (!ok) return;
    setSaved(true);
    setPoster(null);
    if (!presentation && savedId) void navigate(`/admin/presentations/${savedId}`, { replace: true });
  };

  return (
    <>
      <AdminHeading
        title={presentation ? t('admin.editPresentationTitle', { name: presentation.fa_title }) : t('admin.newPresentation')}
        action={
          <Link to="/admin/presentations" className="text-sm font-semibold text-navy-700 underline">
            {t('admin.backToPresentations')}
          </Link>
        }
      />
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-8">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {saved && !form.formError && <FormAlert tone="success">{t('admin.saved')}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('admin.serviceType')} options={serviceTypes.map((type) => ({ value: type, label: serviceTypeLabel(type) }))} {...form.text('service_type')} />
        </div>
        <BilingualPair>
          <TextField {...persianInput} label={t('admin.faTitle')} {...form.text('fa_title')} />
          <TextField label={t('admin.enTitle')} {...englishInput} {...form.text('en_title')} required={false} />
        </BilingualPair>
        <BilingualPair>
          <TextField {...persianInput} label={t('admin.room')} {...form.text('room')} required={false} />
          <TextField label={englishLabel(t('admin.room'))} {...englishInput} {...form.text('en_room')} required={false} />
        </BilingualPair>
        <div className="grid gap-4 lg:grid-cols-2">
          <JalaliDateTimeInput label={t('admin.start')} name="start" value={form.values.start} onChange={(v) => form.set('start', v)} error={form.errors.start} />
          <JalaliDateTimeInput label={t('admin.end')} name="end" value={form.values.end} onChange={(v) => form.set('end', v)} error={form.errors.end} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.capacity')} inputMode="numeric" hint={t('admin.capacityHint')} {...form.text('capacity')} />
          <TextField label={t('admin.costToman')} inputMode="numeric" hint={t('admin.costHint')} {...form.text('cost')} />
        </div>
        <CheckField
          label={t('admin.registrationOpen')}
          hint={t('admin.registrationOpenHint')}
          name="is_registration_active"
          checked={form.values.is_registration_active}
          onChange={(v) => form.set('is_registration_active', v)}
        />
        <BilingualPair>
          <TextAreaField {...persianInput} label={t('admin.faDescription')} hint={t('admin.htmlHint')} rows={6} {...form.text('fa_description')} />
          <TextAreaField label={t('admin.enDescription')} hint={t('admin.englishHint')} rows={6} {...englishInput} {...form.text('en_description')} />
        </BilingualPair>
        <TextField label={t('admin.presentationLink')} type="url" hint={t('admin.presentationLinkHint')} {...form.text('presentation_link')} required={false} />
        <IdPicker
          label={t('admin.presenters')}
          name="presenters"
          options={(presenters.data?.results ?? []).map((p) => ({ id: p.id, label: `${p.first_name} ${p.last_name}` }))}
          selected={form.values.presenters}
          onChange={(ids) => form.set('presenters', ids)}
          error={form.errors.presenters}
        />
        <IdPicker
          label={t('admin.tags')}
          name="tags"
          options={(tags.data?.results ?? []).map((tag) => ({ id: tag.id, label: tag.name }))}
          selected={form.values.tags}
          onChange={(ids) => form.set('tags', ids)}
          error={form.errors.tags}
        />
        <ImageUpload label={t('admin.poster')} current={presentation?.morkopoloyor || null} file={poster} onFile={setPoster} error={form.errors.file} />
        <div className="flex justify-end border-t border-navy-100 pt-5">
          <Button type="submit" loading={form.busy}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
      {/* Its own forms (a file and a link, each saved at once): a new presentation gets them once it exists. */}
      {presentation && <PresentationMaterials presentation={presentation} />}
    </>
  );
}
