import '../review-strings';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useGetReviewCategoriesQuery, useGetReviewProposalQuery, useSaveReviewMutation, type ReviewCategory, type ReviewProposalDetail } from '@/shared/api/review';
import { errorMessage, toApiError } from '@/shared/api-error';
import { formatShortDate, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { RichText } from '@/shared/ui/RichText';
import { Spinner } from '@/shared/ui/Spinner';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { ProposalFacts } from '../components/ProposalFacts';
import { ScoreChoice } from '../components/ScoreChoice';
import { draftScores, reviewBody, unscored } from '../review-scores';

/** /admin/review/:id: one proposal as a reviewer reads it, their scores and comment, and the others' once theirs is given. */
export default function ReviewPage() {
  const id = Number(useParams().id);
  const proposal = useGetReviewProposalQuery(id, { skip: !Number.isSafeInteger(id) || id <= 0 });
  const categories = useGetReviewCategoriesQuery();

  let body;
  const failure = (!proposal.data && proposal.error) || (!categories.data && categories.error);
  if (failure) {
    // 403 (they speak in it) and 404 say why in the server's words.
    const status = toApiError(failure).status;
    body = (
      <ErrorState
        message={status === 403 || status === 404 ? errorMessage(failure) : t('review.proposalLoadFailed')}
        onRetry={status === 403 || status === 404 ? undefined : () => void (proposal.error ? proposal.refetch() : categories.refetch())}
      />
    );
  } else if (!proposal.data || !categories.data) body = <Spinner label={t('review.loading')} />;
  else body = <ReviewBody key={proposal.data.id} p={proposal.data} categories={categories.data} />;

  return (
    <>
      <Link to="/admin/review" className="mb-4 inline-block text-sm font-semibold text-navy-700 underline underline-offset-4">
        {t('review.back')}
      </Link>
      {body}
    </>
  );
}

function ReviewBody({ p, categories }: { p: ReviewProposalDetail; categories: ReviewCategory[] }) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
      <article className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
        <header>
          <h1 className="text-2xl font-extrabold text-navy-950">{p.fa_title}</h1>
          {p.en_title && (
            <p dir="ltr" className="mt-1 text-navy-600 rtl:text-end">
              {p.en_title}
            </p>
          )}
          <div className="mt-2">
            <ProposalFacts p={p} />
            <p className="text-sm text-navy-600">{p.recording_consent ? t('review.recordingYes') : t('review.recordingNo')}</p>
          </div>
        </header>
        <section>
          <h2 className="mb-1 font-bold text-navy-900">{t('review.speakers')}</h2>
          {p.speakers === null ? (
            <p className="text-sm text-navy-600">{t('review.anonymousSpeakers')}</p>
          ) : (
            <ul className="grid gap-2">
              {p.speakers.map((s, i) => (
                <li key={i}>
                  <p className="font-semibold">{`${s.first_name} ${s.last_name}`.trim()}</p>
                  {s.bio_fa && <RichText html={s.bio_fa} className="text-sm" />}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h2 className="mb-1 font-bold text-navy-900">{t('review.faAbstract')}</h2>
          <RichText html={p.fa_abstract} />
        </section>
        {p.en_abstract && (
          <section>
            <h2 className="mb-1 font-bold text-navy-900">{t('review.enAbstract')}</h2>
            <RichText html={p.en_abstract} dir="ltr" lang="en" />
          </section>
        )}
        <section>
          <h2 className="mb-1 font-bold text-navy-900">{t('review.description')}</h2>
          <RichText html={p.description} />
        </section>
      </article>
      <div className="grid gap-6">
        <ReviewForm p={p} categories={categories} />
        <OthersReviews p={p} categories={categories} />
      </div>
    </div>
  );
}

function ReviewForm({ p, categories }: { p: ReviewProposalDetail; categories: ReviewCategory[] }) {
  const [scores, setScores] = useState(() => draftScores(categories, p.my_review));
  const [comment, setComment] = useState(p.my_review?.comment ?? '');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveReviewMutation();
  const missing = new Set(unscored(categories, scores).map((c) => c.key));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving.isLoading) return;
    setChecked(true);
    const body = reviewBody(categories, scores, comment);
    if (!body) {
      setFailure(t('review.scoreMissing'));
      return;
    }
    setFailure(null);
    const result = await save({ id: p.id, body });
    if ('error' in result) setFailure(errorMessage(result.error));
    else toast.success(t('review.saved'));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6" aria-busy={saving.isLoading || undefined}>
      <h2 className="text-lg font-extrabold text-navy-950">{t('review.yourReview')}</h2>
      <p className="-mt-3 text-sm text-navy-600">{t('review.scoreHint')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      {categories.map((c) => (
        <ScoreChoice
          key={c.key}
          category={c}
          value={scores[c.key] ?? null}
          onChange={(score) => setScores((s) => ({ ...s, [c.key]: score }))}
          error={checked && missing.has(c.key) ? t('review.scoreMissing') : undefined}
        />
      ))}
      <TextAreaField label={t('review.comment')} hint={t('review.commentHint')} name="comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
      <Button type="submit" loading={saving.isLoading} className="justify-self-start">
        {t('review.save')}
      </Button>
    </form>
  );
}

function OthersReviews({ p, categories }: { p: ReviewProposalDetail; categories: ReviewCategory[] }) {
  return (
    <section aria-labelledby="others-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
      <h2 id="others-title" className="mb-3 text-lg font-extrabold text-navy-950">
        {t('review.othersTitle')}
      </h2>
      {p.reviews === null ? (
        <p className="text-sm text-navy-600">{t('review.othersHidden')}</p>
      ) : p.reviews.length === 0 ? (
        <p className="text-sm text-navy-600">{t('review.othersNone')}</p>
      ) : (
        <ul className="grid gap-3">
          {p.reviews.map((r, i) => (
            <li key={i} className="rounded-xl bg-navy-50 p-3 text-sm">
              <p className="mb-1 flex justify-between gap-2 font-semibold text-navy-900">
                <span>{t('review.otherReview', { n: toPersianDigits(i + 1) })}</span>
                <span className="font-normal text-navy-500">{formatShortDate(r.updated_at)}</span>
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1">
                {categories.map((c) => (
                  <div key={c.key} className="flex gap-1">
                    <dt className="text-navy-600">{c.name}:</dt>
                    <dd className="font-bold">{r.scores[c.key] === undefined ? '—' : toPersianDigits(r.scores[c.key]!)}</dd>
                  </div>
                ))}
              </dl>
              {r.comment && <p className="mt-2 whitespace-pre-line leading-7 text-navy-800">{r.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
