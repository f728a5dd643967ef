import type { Proposal } from '@/shared/api/proposals';
import { formatShortDate, listComma, toPersianDigits } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { lengthLabel } from '../proposal-draft';
import { stateBadge } from '../my-proposals';
import { InvitationAnswer } from './InvitationAnswer';

interface ProposalCardProps {
  proposal: Proposal;
  actions: { invited: boolean; canEdit: boolean; canWithdraw: boolean };
  onWithdraw: () => void;
}

/** One proposal on "my proposals": its state, kind and length, speakers, and what the caller may do with it. */
export function ProposalCard({ proposal, actions, onWithdraw }: ProposalCardProps) {
  const badge = stateBadge(proposal.state);
  const title = proposal.fa_title;
  return (
    <article data-testid="proposal" aria-labelledby={`proposal-${proposal.id}`} className="rounded-2xl bg-white p-4 ring-1 ring-navy-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <Badge tone="gray">{t(`proposals.kind${proposal.service_type}` as MessageKey)}</Badge>
        <span className="text-xs text-navy-500">{lengthLabel(proposal.duration_minutes)}</span>
      </div>
      <h2 id={`proposal-${proposal.id}`} className="mt-3 text-lg font-bold leading-8 text-navy-950">
        {title}
      </h2>
      {proposal.en_title && (
        <p dir="ltr" className="text-sm text-navy-500 rtl:text-end">
          {proposal.en_title}
        </p>
      )}
      <dl className="mt-3 grid gap-1 text-sm text-navy-700">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-navy-500">{t('proposals.speakers')}:</dt>
          <dd>
            <ul className="inline">
              {proposal.speakers.map((speaker, i) => (
                <li key={speaker.phone_number} className="inline">
                  {i > 0 && listComma()}
                  {`${speaker.first_name} ${speaker.last_name}`.trim() || <span dir="ltr">{toPersianDigits(speaker.phone_number)}</span>}
                  {!speaker.accepted && <span className="text-xs text-accent-700"> ({t('proposals.speakerPending')})</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-navy-500">{t('proposals.sentAt')}:</dt>
          <dd>{formatShortDate(proposal.created_at)}</dd>
        </div>
      </dl>

      {/* The answer is given by the one-tap link sent to each speaker (an invited one got none): say where it is. */}
      {proposal.state === 'ACCEPTED' && !actions.invited && (
        <p className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-sm leading-6 text-green-900 ring-1 ring-green-200">{t('proposals.acceptedAnswer')}</p>
      )}

      {actions.invited && <InvitationAnswer proposal={proposal} />}

      {(actions.canEdit || actions.canWithdraw) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-navy-100 pt-4">
          {actions.canEdit && (
            <ButtonLink to={`/proposals/${proposal.id}/edit`} variant="secondary" size="sm" aria-label={t('proposals.editLabel', { title })}>
              {t('proposals.edit')}
            </ButtonLink>
          )}
          {actions.canWithdraw && (
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onWithdraw} aria-label={t('proposals.withdrawLabel', { title })}>
              {t('proposals.withdraw')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
