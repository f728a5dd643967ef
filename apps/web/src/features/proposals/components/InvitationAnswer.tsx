import { useState, type FormEvent } from 'react';
import { useAcceptInvitationMutation, useDeclineInvitationMutation, type Proposal } from '@/shared/api/proposals';
import { useGetUserQuery, useUpdateUserMutation, type User } from '@/shared/api/users';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { useSession } from '@/shared/store/session';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useFormFields, type FieldErrors } from '@/shared/use-form-fields';
import { senderName } from '../my-proposals';

const fields = ['first_name', 'last_name'] as const;
type Field = (typeof fields)[number];
type Names = Pick<User, Field>;

/**
 * An invitation to co-present, answered on "my proposals". Accepting asks for the invited one's name
 * first: a co-speaker who accepted becomes a presenter under their profile's name once the proposal is
 * confirmed, and an account made for the invited phone (or by a login by code) has none, which the API
 * refuses (400 on first_name/last_name). The fields wait for the profile so that they start from it.
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
        // Without a profile (not loaded), both names are asked for: the API judges the account's own.
        <AnswerForm proposal={proposal} phone={phoneNumber} saved={profile.data ?? { first_name: '', last_name: '' }} />
      )}
    </div>
  );
}

function AnswerForm({ proposal, phone, saved }: { proposal: Proposal; phone: string | null; saved: Names }) {
  const [updateUser] = useUpdateUserMutation();
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const { values, setErrors, bind } = useFormFields<Field>({ first_name: saved.first_name, last_name: saved.last_name });
  const title = proposal.fa_title;
  // A name the profile has already may be left as it is: an empty field then keeps the saved one.
  const required = (field: Field) => saved[field].trim() === '';

  async function onAccept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answering) return;
    const found: FieldErrors<Field> = {};
    for (const field of fields) if (required(field) && !values[field].trim()) found[field] = t('auth.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setAnswering('accept');
    // The names into the profile first, only those changed (an unchanged profile is not written again).
    const changed = Object.fromEntries(fields.filter((f) => values[f].trim() && values[f].trim() !== saved[f].trim()).map((f) => [f, values[f].trim()]));
    if (phone && Object.keys(changed).length > 0) {
      const savedNames = await updateUser({ phone, update: changed });
      if ('error' in savedNames) {
        setAnswering(null);
        setErrors(fieldErrors(savedNames.error) as FieldErrors<Field>);
        toast.error(errorMessage(savedNames.error));
        return;
      }
    }
    const result = await accept(proposal.id);
    setAnswering(null);
    if ('error' in result) {
      setErrors(fieldErrors(result.error) as FieldErrors<Field>);
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
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(field === 'first_name' ? 'auth.firstName' : 'auth.lastName')}
              autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
              {...bind(field)}
              required={required(field)}
            />
          ))}
        </div>
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
