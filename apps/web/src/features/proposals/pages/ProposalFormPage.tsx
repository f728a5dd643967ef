import '../proposals-strings';
import { useNavigate, useParams } from 'react-router';
import { useChangeProposalMutation, useCreateProposalMutation, useGetCfpQuery, useGetProposalQuery } from '@/shared/api/proposals';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { useGetUserQuery } from '@/shared/api/users';
import { useSession } from '@/shared/store/session';
import { toast } from '@/shared/toast';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { CfpStatus } from '../components/CfpStatus';
import { ProposalForm } from '../components/ProposalForm';
import { changeBody, createBody, draftOf, emptyDraft } from '../proposal-draft';
import { hasNames } from '../speaker-names';

/** /proposals/new and /proposals/:id/edit: the proposal form, under the call's state. */
export default function ProposalFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const editing = id !== undefined;
  usePageMeta({ title: t(editing ? 'proposals.editTitle' : 'proposals.newTitle'), description: t('proposals.metaDescription') });
  const navigate = useNavigate();
  const cfp = useGetCfpQuery();
  const proposal = useGetProposalQuery(id ?? 0, { skip: !editing || !Number.isSafeInteger(id) || id! <= 0 });
  // A new proposal's sender must have a name (speaker-names.ts): the profile says whether to ask for it.
  const { phoneNumber } = useSession();
  const profile = useGetUserQuery(phoneNumber ?? '', { skip: editing || !phoneNumber });
  const askNames = !editing && profile.data && !hasNames(profile.data) ? profile.data : null;
  const [create, creating] = useCreateProposalMutation();
  const [change, changing] = useChangeProposalMutation();

  let body;
  const failed = (cfp.data === undefined && cfp.error) || (editing && proposal.data === undefined && proposal.error);
  if (failed) {
    body = (
      <ErrorState
        message={t(cfp.error ? 'proposals.cfpLoadFailed' : 'proposals.proposalLoadFailed')}
        onRetry={() => void (cfp.error ? cfp.refetch() : proposal.refetch())}
        retrying={cfp.isFetching || proposal.isFetching}
      />
    );
  } else if (cfp.data === undefined || (editing && proposal.data === undefined) || profile.isLoading) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('proposals.cfpLoading')} />
      </div>
    );
  } else if (editing && proposal.data && (proposal.data.state !== 'SUBMITTED' || !proposal.data.speakers.some((s) => s.accepted))) {
    body = (
      <>
        <CfpStatus cfp={cfp.data} />
        <FormAlert tone="warning">{t('proposals.notEditable')}</FormAlert>
      </>
    );
  } else {
    body = (
      <>
        <CfpStatus cfp={cfp.data} />
        <ProposalForm
          key={proposal.data?.id ?? 'new'}
          initial={proposal.data ? draftOf(proposal.data) : emptyDraft(cfp.data.proposal_types)}
          types={cfp.data.proposal_types}
          creating={!editing}
          askNames={askNames}
          phone={phoneNumber}
          sending={creating.isLoading || changing.isLoading}
          onSend={async (draft) => {
            const result = editing ? await change({ id: id!, change: changeBody(draft) }) : await create(createBody(draft));
            if ('error' in result) {
              // The call's window may have moved since the page asked: its state is asked again.
              void cfp.refetch();
              return result.error;
            }
            toast.success(t(editing ? 'proposals.saved' : 'proposals.sent'));
            void navigate('/profile/proposals');
            return undefined;
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Card as="section">
        <PageHeading title={t(editing ? 'proposals.editTitle' : 'proposals.newTitle')} subtitle={t(editing ? 'proposals.editSubtitle' : 'proposals.newSubtitle')} />
        {body}
      </Card>
    </div>
  );
}
