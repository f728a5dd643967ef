import { Link } from 'react-router';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { useGetWaitlistQuery } from '@/shared/api/waitlist';
import { formatDate, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { WaitlistButton } from '@/shared/ui/WaitlistButton';

/** The visitor's waiting lists on the agenda page: each full workshop, the place in line or the offer, and a way out. */
export function WaitlistCard() {
  const waitlist = useGetWaitlistQuery();
  const programme = useGetPresentationsQuery();
  let body;
  if ((waitlist.isError && !waitlist.data) || (programme.isError && !programme.data)) {
    body = <ErrorState section title={t('waitlist.sectionFailed')} onRetry={() => void waitlist.refetch()} />;
  } else if (!waitlist.data || !programme.data) {
    body = (
      <div className="grid place-items-center py-6">
        <Spinner className="text-accent-500" label={t('common.loading')} />
      </div>
    );
  } else {
    const byId = new Map(programme.data.map((p) => [p.id, p]));
    const entries = waitlist.data.flatMap((e) => {
      const presentation = byId.get(e.presentation);
      return presentation ? [{ ...e, presentation }] : [];
    });
    body =
      entries.length === 0 ? (
        <p className="text-sm leading-6 text-navy-600">{t('waitlist.sectionEmpty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="my-waitlists">
          {entries.map(({ presentation: p }) => (
            <li key={p.id} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-navy-100 sm:grid-cols-[1fr_16rem] sm:items-start">
              <div className="min-w-0">
                <h3 className="leading-7 font-bold text-navy-950">
                  <Link to={`/workshop/${p.id}`} className="hover:underline">
                    {localTitle(p)}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sm text-navy-500">
                  {formatDate(p.start)}، {formatTime(p.start)}
                </p>
              </div>
              <WaitlistButton presentation={p} look="card" />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <Card as="section" aria-labelledby="my-waitlists-title">
      <h2 id="my-waitlists-title" className="mb-4 text-lg font-extrabold text-navy-950">
        {t('waitlist.sectionTitle')}
      </h2>
      {body}
    </Card>
  );
}
