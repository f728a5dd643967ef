import { useFormFields, type FieldErrors } from '@/shared/use-form-fields';
import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/toast';
import { useUpdateUserMutation, type User } from '@/shared/api/users';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { AvatarPicker } from './AvatarPicker';
import { NotifyChoice, type NotifyBy } from './NotifyChoice';

const fields = ['first_name', 'last_name', 'email'] as const;
type Field = (typeof fields)[number];
type Errors = FieldErrors<Field | 'avatar'>;

/** Mounted once the user is loaded (keyed by phone), so its fields start from the saved values. */
export function ProfileForm({ user }: { user: User }) {
  const [updateUser, { isLoading: updateUserLoading }] = useUpdateUserMutation();
  const { values, errors, setErrors, bind } = useFormFields<Field, 'avatar'>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  // Both on for an answer that has none (a server from before the choice existed).
  const savedNotifyBy: NotifyBy = user.notify_by ?? { sms: true, email: true };
  const [notifyBy, setNotifyBy] = useState<NotifyBy>(savedNotifyBy);
  const [serverError, setServerError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    // An account made for a phone given a seat has no e-mail yet: its owner may save their names without one.
    const required = user.email ? fields : fields.filter((field) => field !== 'email');
    for (const field of required) if (!values[field].trim()) found[field] = t('auth.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setServerError(null);
    // The channels only when changed: a save of the names writes nothing else.
    const changed = notifyBy.sms !== savedNotifyBy.sms || notifyBy.email !== savedNotifyBy.email;
    const result = await updateUser({ phone: user.phone_number, update: { ...values, avatar, ...(changed ? { notify_by: notifyBy } : {}) } });
    if (!('error' in result)) {
      setAvatar(null);
      toast.success(t('profile.saved'));
      return;
    }
    setErrors(fieldErrors(result.error) as Errors);
    setServerError(errorMessage(result.error));
  }

  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <AvatarPicker
        current={user.avatar}
        name={fullName}
        file={avatar}
        onChange={setAvatar}
        error={errors.avatar}
        onError={(message) => setErrors((e) => ({ ...e, avatar: message }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...bind('first_name')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...bind('last_name')} />
        <TextField label={t('auth.email')} type="email" autoComplete="email" className="sm:col-span-2" {...bind('email')} />
        <TextField
          label={t('auth.phoneNumber')}
          name="phone_number"
          type="tel"
          autoComplete="tel"
          value={user.phone_number}
          readOnly
          hint={t('profile.phoneReadOnly')}
          className="sm:col-span-2"
        />
      </div>
      <NotifyChoice value={notifyBy} onChange={setNotifyBy} hasEmail={values.email.trim() !== ''} />
      <div className="flex justify-end border-t border-navy-100 pt-6">
        <Button type="submit" size="lg" loading={updateUserLoading} className="w-full sm:w-auto">
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
