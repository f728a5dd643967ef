import '@/shared/feedback-strings';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { useGetMyFeedbackQuery, usePutFeedbackMutation } from '@/shared/api/feedback';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { TextAreaField } from '@/shared/ui/TextAreaField';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * "Rate this session" under a ticket: shown only when the server says the visitor may rate it (the
 * session has started and they were checked in), a radio group of 1-5 stars and an optional comment.
 * Saving again replaces the rating; the saved one is shown.
 */
export function RateSession({ presentationId, title }: { presentationId: number; title: string }) {
  const { data } = useGetMyFeedbackQuery(presentationId);
  if (!data?.can_rate) return null;
  return <RateForm presentationId={presentationId} title={title} saved={data} />;
}

function RateForm({ presentationId, title, saved }: { presentationId: number; title: string; saved: { rating: number | null; comment: string } }) {
  const [rating, setRating] = useState<number | null>(saved.rating);
  const [comment, setComment] = useState(saved.comment);
  const [missing, setMissing] = useState(false);
  const [put, { isLoading, error, isSuccess }] = usePutFeedbackMutation();
  const errorId = useId();
  const fields = error ? fieldErrors(error) : {};
  const justSaved = isSuccess && !isLoading;
  const problem = missing ? t('feedback.pickRating') : (fields.rating ?? (error && !fields.comment ? errorMessage(error) : undefined));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setMissing(true);
    await put({ id: presentationId, body: { rating, comment } }).unwrap().catch(() => undefined);
  };

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 rounded-2xl bg-navy-50 p-4 ring-1 ring-navy-100 print:hidden" data-testid="rate-session">
      <h3 className="font-bold text-navy-950">{t('feedback.rateTitle')}</h3>
      {/* Just saved, the status below says so: the same rating is not said twice. */}
      {saved.rating !== null && !justSaved && <p className="text-sm text-navy-700">{t('feedback.yourRating', { n: formatNumber(saved.rating) })}</p>}
      {/* Native radios in a fieldset: one group named by its legend, arrow keys move between the stars. */}
      <fieldset aria-describedby={problem ? errorId : undefined}>
        <legend className="mb-2 text-sm font-semibold text-navy-800">
          {t('feedback.rateLegend', { title })}
        </legend>
        <div className="flex gap-1">
          {STARS.map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`rating-${presentationId}`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setMissing(false);
                }}
                className="peer sr-only"
                aria-label={t('feedback.star', { n: formatNumber(n) })}
              />
              <span
                aria-hidden="true"
                className={`grid size-11 place-items-center rounded-xl text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 ${
                  rating !== null && n <= rating ? 'text-amber-500' : 'text-navy-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('feedback.commentLabel')}
        hint={t('feedback.commentHint')}
        name="comment"
        rows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={fields.comment}
      />
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {justSaved && saved.rating !== null && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          {t('feedback.saved', { n: formatNumber(saved.rating) })}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" loading={isLoading}>
          {isLoading ? t('feedback.saving') : saved.rating === null ? t('feedback.save') : t('feedback.change')}
        </Button>
      </div>
    </form>
  );
}
