import { useState, type FormEvent } from 'react';
import { useAcceptInvitationMutation, useDeclineInvitationMutation, type Proposal } from '@/shared/api/proposals';
import { useGetUserQuery } from '@/shared/api/users';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { useSession } from '@/shared/store/session';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import type { FieldErrors } from '@/shared/use-form-fields';
import { senderName } from '../my-proposals';
import { savedNames, useSpeakerNames, type NameField, type Names } from '../speaker-names';
import { SpeakerNameFields } from './SpeakerNameFields';

/**
 * An invitation to co-present, answered on "my proposals". Accepting asks for the invited one's name
 * first (speaker-names.ts). The fields wait for the profile so that they start from it.
 */
export function InvitationAnswer({ proposal }: { proposal: Proposal }) {
  const { phoneNumber } = useSession();
  const profile = useGetUserQuery(phoneNumber ?? '', { skip: !phoneNumber });
  return (
    <div className="mt-4 rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200">
      <p className="font-semibold text-navy-900">{t('proposals.invitation')}</p>
      <p className="mt-1 text-sm leading-6 text-navy-700">{t('proposals.invitationText', { inviter: senderName(proposal) })}</p>
      {profile.isLoading ? (
        <div className="grid place-items-center py-4">
          <Spinner className="text-accent-500" label={t('proposals.invitationLoading')} />
        </div>
      ) : (
        <AnswerForm proposal={proposal} phone={phoneNumber} saved={savedNames(profile.data)} />
      )}
    </div>
  );
}

function AnswerForm({ proposal, phone, saved }: { proposal: Proposal; phone: string | null; saved: Names }) {
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const names = useSpeakerNames(phone, saved);
  const title = proposal.fa_title;

  async function onAccept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answering || !names.check()) return;
    setAnswering('accept');
    // The names into the profile first.
    if (!(await names.save())) {
      setAnswering(null);
      return;
    }
    const result = await accept(proposal.id);
    setAnswering(null);
    if ('error' in result) {
      names.setErrors(fieldErrors(result.error) as FieldErrors<NameField>);
      toast.error(errorMessage(result.error));
    } else toast.success(t('proposals.accepted'));
  }

  async function onDecline() {
    if (answering) return;
    setAnswering('decline');
    const result = await decline(proposal.id);
    setAnswering(null);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(t('proposals.declined'));
  }

  return (
    <form noValidate onSubmit={(event) => void onAccept(event)} className="mt-3">
      <fieldset>
        <legend className="text-sm leading-6 text-navy-700">{t('proposals.invitationNames')}</legend>
        <SpeakerNameFields names={names} className="mt-2 gap-3" />
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="accent" size="sm" loading={answering === 'accept'} disabled={answering !== null} aria-label={t('proposals.acceptLabel', { title })}>
          {t('proposals.accept')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={answering === 'decline'}
          disabled={answering !== null}
          onClick={() => void onDecline()}
          aria-label={t('proposals.declineLabel', { title })}
        >
          {t('proposals.decline')}
        </Button>
      </div>
    </form>
  );
}
