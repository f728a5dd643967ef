import '../tickets-strings';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { TicketIcon } from '@/shared/ui/icons';
import { completedByStart } from '../my-workshops';
import { useRegistrations } from '../use-registrations';
import { TicketCard } from '../components/TicketCard';
import { CompetitionTicket } from '../components/CompetitionTicket';
import { RateSession } from '../components/RateSession';
import { localTitle } from '@/shared/i18n/content';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { useGetEditionsQuery } from '@/shared/api/editions';
import { groupByEdition } from '@/shared/edition-groups';
import { EditionGroups } from '@/shared/ui/EditionGroups';

/** Every ticket of the visitor on one page, laid out for printing (one ticket never splits across pages). */
export default function TicketsPage() {
  const load = useRegistrations();
  const { data: facts } = useGetFestivalQuery();
  const { data: editions } = useGetEditionsQuery();
  let body;
  if (load.state === 'loading') {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('cart.mineLoading')} />
      </div>
    );
  } else if (load.state === 'failed') {
    body = <ErrorState message={t('cart.mineFailed')} onRetry={load.retry} />;
  } else {
    const withTickets = completedByStart(load.items).filter((item) => item.ticket);
    body =
      withTickets.length === 0 && !load.inCompetition ? (
        <EmptyState icon={<TicketIcon className="size-7" />} title={t('tickets.printEmpty')} text={t('cart.mineEmptyText')} />
      ) : (
        <div className="grid gap-4 print:block" data-testid="printable-tickets">
          {load.inCompetition && (
            <div className="break-inside-avoid print:mb-6">
              <CompetitionTicket holder={load.holder} facts={facts} />
            </div>
          )}
          <EditionGroups groups={groupByEdition(withTickets, (item) => item.presentation.edition, editions)}>
            {(group) => (
              <ul className="grid gap-4 print:block">
                {group.items.map((item) => (
                  <li key={item.id} className="break-inside-avoid print:mb-6">
                    <TicketCard item={item} holder={load.holder} />
                    {/* Rating opens once the session has started; the server decides who may (checked in). */}
                    {new Date(item.presentation.start).getTime() <= Date.now() && (
                      <RateSession presentationId={item.presentation.id} title={localTitle(item.presentation)} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </EditionGroups>
        </div>
      );
  }
  return (
    <Card as="section" className="print:p-0 print:shadow-none print:ring-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title={t('tickets.printTitle')} subtitle={t('tickets.printSubtitle')} />
        <div className="mb-6 flex gap-2 print:hidden">
          <ButtonLink to="/profile/workshops" variant="secondary" size="sm">
            {t('tickets.printBack')}
          </ButtonLink>
          <Button size="sm" onClick={() => window.print()}>
            {t('tickets.printButton')}
          </Button>
        </div>
      </div>
      {body}
    </Card>
  );
}
