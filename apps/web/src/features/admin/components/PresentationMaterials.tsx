import { useId, useState, type FormEvent } from 'react';
import { useSetRecordingMutation, useUploadAdminSlidesMutation, type AdminPresentation } from '@/shared/api/admin-presentations';
import { catalogueMessage, errorMessage, toApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { SlidesUploadForm } from '@/shared/ui/SlidesUploadForm';
import { TextField } from '@/shared/ui/TextField';
import '../messages';

/** An http(s) link with a host, as the contract's recording body takes (the server checks again). */
const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * A session's slides and recording in the console (its edit page): the organisers' twin of the presenter's
 * slides upload, and the recording's link, which the server takes only where the proposal's speakers
 * consented (or the organisers made the session). A refusal is said in the console's words by its code.
 */
export function PresentationMaterials({ presentation }: { presentation: AdminPresentation }) {
  const [uploadSlides] = useUploadAdminSlidesMutation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-8">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-navy-950">
          {t('admin.materialsTitle')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-navy-600">{t('admin.materialsIntro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="font-bold text-navy-900">{t('admin.materialsSlides')}</h3>
          <SlidesUploadForm current={presentation.slides_url} upload={(file) => uploadSlides({ id: presentation.id, file }).unwrap()} />
        </div>
        <div className="grid content-start gap-3 border-t border-navy-100 pt-6 lg:border-t-0 lg:border-s lg:ps-6 lg:pt-0">
          <h3 className="font-bold text-navy-900">{t('admin.materialsRecording')}</h3>
          <RecordingForm presentation={presentation} />
        </div>
      </div>
    </section>
  );
}

/** What the console says of a refused recording link: its own words for the consent's refusal, else the usual message. */
function recordingRefusal(err: unknown): string {
  const { code } = toApiError(err);
  return code === 'NO_RECORDING_CONSENT' ? catalogueMessage(code) : errorMessage(err);
}

function RecordingForm({ presentation }: { presentation: AdminPresentation }) {
  const [setRecording, { isLoading }] = useSetRecordingMutation();
  const [url, setUrl] = useState(presentation.recording_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const consent = presentation.recording_consent;
  const hint =
    consent === false ? t('admin.materialsRecordingNotConsented') : consent ? t('admin.materialsRecordingConsented') : t('admin.materialsRecordingOwn');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setRefusal(null);
    setDone(null);
    const link = url.trim();
    if (link && !HTTP_URL.test(link)) return setError(t('admin.materialsRecordingInvalid'));
    try {
      await setRecording({ id: presentation.id, body: { recording_url: link || null } }).unwrap();
      setDone(link ? t('admin.materialsRecordingSaved') : t('admin.materialsRecordingRemoved'));
    } catch (err) {
      setRefusal(recordingRefusal(err));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <TextField
        label={t('admin.materialsRecordingUrl')}
        name="recording_url"
        type="url"
        autoComplete="url"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
          setDone(null);
        }}
        hint={hint}
        error={error ?? undefined}
      />
      <div>
        <Button type="submit" size="sm" loading={isLoading}>
          {t('admin.materialsRecordingSave')}
        </Button>
      </div>
      {/* The outcome under the button, as the slides' beside it. */}
      {refusal && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {refusal}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          {done}
        </p>
      )}
    </form>
  );
}
