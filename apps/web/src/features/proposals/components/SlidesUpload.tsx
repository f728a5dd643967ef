import '@/shared/feedback-strings';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api-error';
import { useUploadSlidesMutation } from '@/shared/api/feedback';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';

/** The server's limit (contract SLIDES_MAX_BYTES), checked here only to say so before a long upload. */
const MAX_BYTES = 20 * 1024 * 1024;

/** A session's slides: the current PDF's link and a file picker that uploads a new one (the server checks it is a PDF). */
export function SlidesUpload({ presentationId, current }: { presentationId: number; current: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [upload, { isLoading, error, isSuccess, reset }] = useUploadSlidesMutation();
  const inputId = useId();
  const errorId = useId();
  const problem = localError ?? (error ? errorMessage(error) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > MAX_BYTES) return setLocalError(t('feedback.tooLarge'));
    await upload({ id: presentationId, file }).unwrap().catch(() => undefined);
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-navy-100 pt-4">
      {current && (
        <p className="text-sm">
          <a href={current} className="font-semibold text-accent-700 underline" type="application/pdf">
            {t('feedback.slidesCurrent')}
          </a>
        </p>
      )}
      <label htmlFor={inputId} className="text-sm font-semibold text-navy-800">
        {t('feedback.slidesLabel')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={problem ? errorId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setLocalError(null);
            reset();
          }}
          className="min-w-0 max-w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold"
        />
        <Button type="submit" size="sm" variant="secondary" loading={isLoading} disabled={!file}>
          {isLoading ? t('feedback.uploading') : t('feedback.upload')}
        </Button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {isSuccess && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          {t('feedback.uploaded')}
        </p>
      )}
    </form>
  );
}
