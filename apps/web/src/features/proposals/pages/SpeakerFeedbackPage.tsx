import '@/shared/feedback-strings';
import { useGetSpeakerFeedbackQuery, type SpeakerSessionFeedback } from '@/shared/api/feedback';
import { formatDate, formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageMeta } from '@/shared/page-meta';
import { SlidesUpload } from '../components/SlidesUpload';

/** /profile/feedback: a presenter's sessions with their ratings and comments (never who gave them), and each one's slides. */
export default function SpeakerFeedbackPage() {
  usePageMeta({ title: t('feedback.pageTitle'), description: t('feedback.pageIntro') });
  const { data, isLoading, isError, refetch } = useGetSpeakerFeedbackQuery();
  let body;
  if (isLoading) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('feedback.loading')} />
      </div>
    );
  } else if (isError || !data) {
    body = <ErrorState message={t('feedback.loadFailed')} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    body = <EmptyState title={t('feedback.empty')} />;
  } else {
    body = (
      <ul className="grid gap-4">
        {data.map((session) => (
          <li key={session.presentation.id}>
            <SessionFeedback session={session} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card as="section">
      <PageHeading title={t('feedback.pageTitle')} subtitle={t('feedback.pageIntro')} />
      {body}
    </Card>
  );
}

function SessionFeedback({ session }: { session: SpeakerSessionFeedback }) {
  const p = session.presentation;
  const headingId = `session-${p.id}`;
  const most = Math.max(1, ...session.distribution);
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-2xl p-4 ring-1 ring-navy-100 sm:p-5" data-testid="session-feedback">
      <header>
        <h2 id={headingId} className="text-lg font-extrabold text-navy-950">
          {localTitle(p)}
        </h2>
        <p className="text-sm text-navy-500">{formatDate(p.start)}</p>
      </header>
      {session.count === 0 ? (
        <p className="text-sm text-navy-600">{t('feedback.noRatings')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6">
          <p className="text-navy-900">
            <span className="block text-3xl font-extrabold">{t('feedback.mean', { mean: formatNumber(session.mean ?? 0) })}</span>
            <span className="text-sm text-navy-600">{t('feedback.ratingsCount', { count: formatNumber(session.count) })}</span>
          </p>
          <ul aria-label={t('feedback.distributionLabel')} className="grid gap-1">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = session.distribution[n - 1] ?? 0;
              return (
                <li key={n} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-sm">
                  <span>{t('feedback.distributionRow', { n: formatNumber(n), count: formatNumber(count) })}</span>
                  <span aria-hidden="true" className="h-2 rounded-full bg-navy-100">
                    <span className="block h-2 rounded-full bg-amber-500" style={{ inlineSize: `${(count / most) * 100}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <section aria-labelledby={`${headingId}-comments`}>
        <h3 id={`${headingId}-comments`} className="mb-2 font-bold text-navy-900">
          {t('feedback.commentsHeading')}
        </h3>
        {session.comments.length === 0 ? (
          <p className="text-sm text-navy-600">{t('feedback.noComments')}</p>
        ) : (
          <ul className="grid gap-2">
            {session.comments.map((c, i) => (
              <li key={i} className="rounded-xl bg-navy-50 p-3 text-sm leading-7 text-navy-900">
                <span className="me-2 font-bold text-amber-600">{t('feedback.star', { n: formatNumber(c.rating) })}</span>
                <span dir="auto">{c.comment}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SlidesUpload presentationId={p.id} current={p.slides_url} />
    </article>
  );
}
