import '../feedback-strings';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api-error';
import { t } from '../i18n';
import { slidesFileProblem } from '../slides-file';
import { Button } from './Button';
import { FilePicker } from './FilePicker';

interface SlidesUploadFormProps {
  /** The slides stored now (a /media/slides/ URL), or null. */
  current: string | null;
  /** Sends the PDF (the presenter's route or the organisers'); rejects with the API's error. */
  upload: (file: File) => Promise<unknown>;
}

/**
 * A session's slides, for its presenter (/profile/feedback) and for the organisers (the console's session
 * page): the current PDF's link and a PDF picked and uploaded in its place. The size and the kind are said
 * at the pick, before a long upload; the server checks again (the PDF by its content).
 */
export function SlidesUploadForm({ current, upload }: SlidesUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await upload(file);
      setFile(null);
      setUploaded(true);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3">
      <p className="text-sm">
        {current ? (
          <a href={current} target="_blank" rel="noopener" className="font-semibold text-accent-700 underline" type="application/pdf">
            {t('feedback.slidesCurrent')}
          </a>
        ) : (
          <span className="text-navy-600">{t('feedback.slidesNone')}</span>
        )}
      </p>
      <FilePicker
        label={t('feedback.slidesLabel')}
        name="file"
        accept="application/pdf,.pdf"
        chooseLabel={t('feedback.chooseFile')}
        noneLabel={t('feedback.noFile')}
        file={file}
        onFile={(picked) => {
          const refusal = picked && slidesFileProblem(picked);
          setFile(refusal ? null : picked);
          setProblem(refusal ? t(refusal === 'tooLarge' ? 'feedback.tooLarge' : 'feedback.notPdf') : null);
          setUploaded(false);
        }}
        error={problem ?? undefined}
        hint={current ? t('feedback.slidesReplace') : undefined}
        disabled={busy}
      />
      <div>
        <Button type="submit" size="sm" loading={busy} disabled={!file}>
          {busy ? t('feedback.uploading') : t('feedback.upload')}
        </Button>
      </div>
      {uploaded && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          {t('feedback.uploaded')}
        </p>
      )}
    </form>
  );
}
