import { t, type MessageKey } from '@/shared/i18n';
import { formatNumber } from '@/shared/format';
import { serviceTypeLabel } from '../labels';
import '../review-strings';

/** A proposal's kind, length, level and language, in one line (the review list and page). */
export function ProposalFacts({ p }: { p: { service_type: string; duration_minutes: number; level: string; language: string } }) {
  return (
    <p className="text-sm text-navy-600">
      {[
        serviceTypeLabel(p.service_type),
        t('review.minutes', { n: formatNumber(p.duration_minutes) }),
        t(`review.level${p.level}` as MessageKey),
        t(`review.language${p.language}` as MessageKey),
      ].join(' · ')}
    </p>
  );
}

/** A proposal's state, for the ranking and the review list. */
export const proposalStateLabel = (state: string) => t(`review.state${state}` as MessageKey);
