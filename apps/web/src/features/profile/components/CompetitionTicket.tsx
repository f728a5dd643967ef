import '../tickets-strings';
import type { Festival } from '@fest/contract';
import { formatCompetitionWhen } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { local } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { FlagIcon } from '@/shared/ui/icons';

/**
 * The competition among the visitor's tickets. The door checks tickets of sessions only (the
 * check-in API takes a presentation), so this one carries no QR code: it is the registration in
 * writing, its day and hour, and what to do on the day (the registration desk finds the name).
 */
export function CompetitionTicket({ holder, facts }: { holder: string; facts: Festival | undefined }) {
  const when = facts ? formatCompetitionWhen(facts.competition_date, facts.competition_time) : null;
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 text-navy-950 ring-1 ring-navy-200 break-inside-avoid print:ring-black" data-testid="competition-ticket">
      <p className="flex items-center gap-2 font-bold leading-7">
        <FlagIcon className="size-5 shrink-0 text-accent-600" />
        {t('tickets.competitionTitle')}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.attendee')}</dt>
          <dd className="font-extrabold">{holder}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.when')}</dt>
          <dd data-testid="competition-when">{when ?? t('tickets.placeUnknown')}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.place')}</dt>
          <dd>{facts?.venue ? <Local value={local(facts, 'venue')} /> : t('tickets.placeUnknown')}</dd>
        </div>
      </dl>
      <p className="text-xs leading-5 text-navy-500">{t('tickets.competitionHint')}</p>
    </div>
  );
}
