import '../review-strings';
import { Link } from 'react-router';
import { useListReviewProposalsQuery } from '@/shared/api/review';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { AdminHeading } from '../components/AdminHeading';
import { ProposalFacts } from '../components/ProposalFacts';

/** /admin/review: the current edition's proposals for a reviewer (or an organiser), theirs left out by the server. */
export default function ReviewListPage() {
  const list = useListReviewProposalsQuery();
  const proposals = list.data;
  const done = proposals?.filter((p) => p.reviewed).length ?? 0;
  const anonymous = proposals?.some((p) => p.speakers === null);

  let body;
  if (!proposals && list.isError) body = <ErrorState message={t('review.loadFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (!proposals) body = <Spinner label={t('review.loading')} />;
  else if (proposals.length === 0) body = <EmptyState text={t('review.empty')} />;
  else
    body = (
      <>
        <p className="mb-3 text-sm font-semibold text-navy-700">{t('review.reviewedCount', { done: formatNumber(done), all: formatNumber(proposals.length) })}</p>
        <ul className="grid gap-3">
          {proposals.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
              {/* A basis, so that on a phone the badge and the link go under the title instead of squeezing it. */}
              <div className="min-w-0 flex-1 basis-64">
                <h2 className="font-bold text-navy-950">{p.fa_title}</h2>
                {p.en_title && (
                  <p dir="ltr" className="text-sm text-navy-600 rtl:text-end">
                    {p.en_title}
                  </p>
                )}
                <ProposalFacts p={p} />
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={p.reviewed ? 'green' : 'accent'}>{p.reviewed ? t('review.reviewed') : t('review.toReview')}</Badge>
                <Link to={`/admin/review/${p.id}`} className="rounded-xl bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800" aria-label={`${p.reviewed ? t('review.changeReview') : t('review.reviewAction')}: ${p.fa_title}`}>
                  {p.reviewed ? t('review.changeReview') : t('review.reviewAction')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <>
      <AdminHeading title={t('review.listTitle')} subtitle={t('review.listSubtitle')} />
      {anonymous && <p className="mb-4 rounded-xl bg-navy-50 px-4 py-3 text-sm text-navy-700">{t('review.anonymousNote')}</p>}
      {body}
    </>
  );
}
