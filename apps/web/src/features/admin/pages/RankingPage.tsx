import '../review-strings';
import { useState } from 'react';
import { useDecideProposalMutation, useGetAdminCfpQuery, useListAdminProposalsQuery, type AdminProposal, type DecideBody } from '@/shared/api/admin-proposals';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, toPersianDigits } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { Badge } from '@/shared/ui/Badge';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SelectField } from '@/shared/ui/SelectField';
import { Spinner } from '@/shared/ui/Spinner';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { AdminHeading } from '../components/AdminHeading';
import { FormDialog } from '../components/FormDialog';
import { proposalStateLabel } from '../components/ProposalFacts';
import { RowButton } from '../components/RowButton';
import { serviceTypeLabel } from '../labels';

// The contract's enums, repeated as types allow: a value import from the contract would bring zod along.
const states = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'WAITLISTED', 'CONFIRMED', 'DECLINED', 'WITHDRAWN'] as const satisfies readonly AdminProposal['state'][];
const types = ['TALK', 'WORKSHOP'] as const satisfies readonly AdminProposal['service_type'][];
const orderings = [
  ['-score', 'review.orderScoreDesc'],
  ['score', 'review.orderScoreAsc'],
  ['-created_at', 'review.orderNewest'],
  ['created_at', 'review.orderOldest'],
] as const;
const decisions = ['ACCEPTED', 'WAITLISTED', 'REJECTED'] as const satisfies readonly DecideBody['state'][];
/** Where the organisers still decide (the states table allows a decision from these). */
const undecided = new Set<string>(['SUBMITTED', 'WAITLISTED']);

type Filters = { state: '' | AdminProposal['state']; type: '' | AdminProposal['service_type']; ordering: (typeof orderings)[number][0] };

const number = (n: number | null) => (n === null ? '—' : toPersianDigits(n.toLocaleString('en', { maximumFractionDigits: 2 })));

/** /admin/proposals: the edition's proposals ranked by their weighted total, with each category's scores; the decisions. */
export default function RankingPage() {
  const [filters, setFilters] = useState<Filters>({ state: '', type: '', ordering: '-score' });
  const list = useListAdminProposalsQuery({ state: filters.state || undefined, type: filters.type || undefined, ordering: filters.ordering });
  const cfp = useGetAdminCfpQuery();
  const categories = cfp.data?.review_categories ?? [];
  const [deciding, setDeciding] = useState<AdminProposal | null>(null);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  let body;
  if (!list.data && list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (!list.data) body = <Spinner label={t('review.loading')} />;
  else if (list.data.length === 0) body = <EmptyState text={t('review.rankingEmpty')} />;
  else
    body = (
      // relative: the visually hidden caption and header are positioned; without a positioned frame they would
      // stand where the scrolled-off columns are and widen the whole page on a phone.
      <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('review.rankingTitle')}</caption>
          <thead className="bg-navy-50 text-start text-navy-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">{t('review.rank')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('review.proposal')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('review.state')}</th>
              {categories.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 text-start">
                  {c.name}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-start">{t('review.total')}</th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('review.decide')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {list.data.map((p, i) => (
              <tr key={p.id} className="align-top">
                <td className="px-3 py-3 font-bold text-navy-500">{toPersianDigits(i + 1)}</td>
                <th scope="row" className="min-w-48 px-3 py-3 text-start font-normal">
                  <span className="block font-bold text-navy-950">{p.fa_title}</span>
                  <span className="block text-xs text-navy-600">
                    {[serviceTypeLabel(p.service_type), p.speakers.map((s) => `${s.first_name} ${s.last_name}`.trim() || toPersianDigits(s.phone_number)).join('، ')].join(' · ')}
                  </span>
                </th>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Badge tone={p.state === 'ACCEPTED' || p.state === 'CONFIRMED' ? 'green' : p.state === 'REJECTED' || p.state === 'DECLINED' ? 'red' : 'navy'}>{proposalStateLabel(p.state)}</Badge>
                </td>
                {categories.map((c) => {
                  const s = p.scores[c.key];
                  return (
                    // The mean in one piece; its line of mean, median and count may wrap, so that at 1366 px the
                    // decide column fits beside the scores instead of behind a sideways scroll.
                    <td key={c.key} className="px-3 py-3">
                      {s && s.count > 0 ? (
                        <span title={t('review.meanMedian', { mean: number(s.mean), median: number(s.median), count: formatNumber(s.count) })}>
                          <span className="font-bold whitespace-nowrap">{number(s.mean)}</span>
                          <span className="block text-xs text-navy-500">{t('review.meanMedian', { mean: number(s.mean), median: number(s.median), count: formatNumber(s.count) })}</span>
                        </span>
                      ) : (
                        <span className="text-navy-400">{t('review.noScore')}</span>
                      )}
                    </td>
                  );
                })}
                <td className="px-3 py-3 text-base font-extrabold whitespace-nowrap text-navy-950">
                  {number(p.total)}
                  <span className="block text-xs font-normal text-navy-500">
                    {formatNumber(p.review_count)} {t('review.reviews')}
                  </span>
                </td>
                <td className="px-3 py-3">{undecided.has(p.state) && <RowButton onClick={() => setDeciding(p)} aria-label={`${t('review.decide')}: ${p.fa_title}`}>{t('review.decide')}</RowButton>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <AdminHeading title={t('review.rankingTitle')} subtitle={t('review.rankingSubtitle')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('review.filterState')}
          name="state"
          value={filters.state}
          onChange={(e) => set('state', e.target.value as Filters['state'])}
          options={[{ value: '', label: t('review.all') }, ...states.map((s) => ({ value: s, label: proposalStateLabel(s) }))]}
        />
        <SelectField
          label={t('review.filterType')}
          name="type"
          value={filters.type}
          onChange={(e) => set('type', e.target.value as Filters['type'])}
          options={[{ value: '', label: t('review.all') }, ...types.map((s) => ({ value: s, label: serviceTypeLabel(s) }))]}
        />
        <SelectField
          label={t('review.ordering')}
          name="ordering"
          value={filters.ordering}
          onChange={(e) => set('ordering', e.target.value as Filters['ordering'])}
          options={orderings.map(([value, label]) => ({ value, label: t(label as MessageKey) }))}
        />
      </div>
      {body}
      {deciding && <DecideDialog proposal={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

function DecideDialog({ proposal, onClose }: { proposal: AdminProposal; onClose: () => void }) {
  const [state, setState] = useState<DecideBody['state']>('ACCEPTED');
  const [message, setMessage] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [decide, deciding] = useDecideProposalMutation();
  return (
    <FormDialog
      open
      title={t('review.decideTitle', { title: proposal.fa_title })}
      onClose={onClose}
      busy={deciding.isLoading}
      formError={formError}
      submitLabel={t('review.decideSubmit')}
      onSubmit={async () => {
        const result = await decide({ id: proposal.id, body: { state, message: message.trim() } });
        if ('error' in result) setFormError(errorMessage(result.error));
        else {
          toast.success(t('review.decided'));
          onClose();
        }
      }}
    >
      <SelectField
        label={t('review.decision')}
        name="state"
        value={state}
        onChange={(e) => setState(e.target.value as DecideBody['state'])}
        options={decisions.map((d) => ({ value: d, label: proposalStateLabel(d) }))}
      />
      <TextAreaField label={t('review.decideMessage')} hint={t('review.decideMessageHint')} name="message" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
    </FormDialog>
  );
}
