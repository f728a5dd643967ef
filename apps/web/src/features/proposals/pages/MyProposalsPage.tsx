import '../proposals-strings';
import { useState } from 'react';
import { useGetCfpQuery, useGetMyProposalsQuery, useWithdrawProposalMutation, type Proposal } from '@/shared/api/proposals';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { useSession } from '@/shared/store/session';
import { toast } from '@/shared/toast';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { CfpStatus } from '../components/CfpStatus';
import { ProposalCard } from '../components/ProposalCard';
import { proposalActions } from '../my-proposals';

/** /profile/proposals: the caller's proposals and invitations, with what they may do with each while the call is open. */
export default function MyProposalsPage() {
  usePageMeta({ title: t('proposals.listTitle'), description: t('proposals.metaDescription') });
  const { phoneNumber } = useSession();
  const { data, error, isFetching, refetch } = useGetMyProposalsQuery();
  const cfp = useGetCfpQuery();
  const [withdraw, withdrawing] = useWithdrawProposalMutation();
  const [toWithdraw, setToWithdraw] = useState<Proposal | null>(null);
  const callOpen = cfp.data?.is_open ?? false;

  async function onWithdrawConfirmed() {
    if (!toWithdraw) return;
    const result = await withdraw(toWithdraw.id);
    setToWithdraw(null);
    if ('error' in result) {
      toast.error(errorMessage(result.error));
      void cfp.refetch();
    } else toast.success(t('proposals.withdrawn'));
  }

  let body;
  if (data === undefined && error) {
    body = <ErrorState message={t('proposals.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data === undefined) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('proposals.loading')} />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title={t('proposals.emptyTitle')}
        text={t(callOpen ? 'proposals.emptyText' : 'proposals.emptyClosedText')}
        action={callOpen ? <ButtonLink to="/proposals/new">{t('proposals.newProposal')}</ButtonLink> : undefined}
      />
    );
  } else {
    body = (
      <ul className="grid gap-4" data-testid="proposals">
        {data.map((proposal) => (
          <li key={proposal.id}>
            <ProposalCard
              proposal={proposal}
              actions={proposalActions(proposal, phoneNumber, callOpen)}
              onWithdraw={() => setToWithdraw(proposal)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card as="section">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title={t('proposals.listTitle')} subtitle={t('proposals.listSubtitle')} />
        {callOpen && data !== undefined && data.length > 0 && (
          <ButtonLink to="/proposals/new" size="sm" className="shrink-0">
            {t('proposals.newProposal')}
          </ButtonLink>
        )}
      </div>
      {cfp.data && <CfpStatus cfp={cfp.data} />}
      {body}
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-navy-50 px-4 py-3 text-sm leading-7 text-navy-700">
        <span>{t('proposals.profileNudge')}</span>
        <ButtonLink to="/profile/speaker" variant="secondary" size="sm">
          {t('proposals.profileNudgeAction')}
        </ButtonLink>
      </p>
      <Modal open={toWithdraw !== null} onClose={() => setToWithdraw(null)} title={t('proposals.withdrawTitle')}>
        <p className="leading-7 text-navy-800">{t('proposals.withdrawConfirm', { title: toWithdraw?.fa_title ?? '' })}</p>
        <ModalActions>
          <Button variant="secondary" onClick={() => setToWithdraw(null)}>
            {t('proposals.withdrawNo')}
          </Button>
          <Button variant="danger" loading={withdrawing.isLoading} onClick={() => void onWithdrawConfirmed()}>
            {t('proposals.withdrawYes')}
          </Button>
        </ModalActions>
      </Modal>
    </Card>
  );
}
