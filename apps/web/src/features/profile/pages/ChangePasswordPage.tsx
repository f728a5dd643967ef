import { useFormFields, type FieldErrors } from '@/shared/use-form-fields';
import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/toast';
import { useAppDispatch } from '@/shared/store/hooks';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { FormAlert } from '@/shared/ui/FormAlert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextField } from '@/shared/ui/TextField';
import { changePassword } from '../password-change';

const fields = ['old_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof fields)[number];
type Errors = FieldErrors<Field>;
const empty: Record<Field, string> = { old_password: '', new_password: '', confirm_password: '' };

export default function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  // A success note belongs to the change just made on this visit, not to an earlier one.
  const [changePasswordLoading, setLoading] = useState(false);
  const [passwordChangeSuccess, setSuccess] = useState(false);
  const { values, setValues, setErrors, bind: bindText } = useFormFields<Field>(empty);
  const [serverError, setServerError] = useState<string | null>(null);

  const bind = (field: Field) => ({ ...bindText(field), type: 'password' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    for (const field of fields) if (!values[field]) found[field] = t('auth.required');
    if (!found.confirm_password && values.confirm_password !== values.new_password) {
      found.confirm_password = t('profile.passwordMismatch');
    }
    if (!found.new_password && values.new_password === values.old_password) {
      found.new_password = t('profile.passwordSameAsOld');
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setServerError(null);
    setLoading(true);
    setSuccess(false);
    const result = await dispatch(changePassword({ old_password: values.old_password, new_password: values.new_password }));
    setLoading(false);
    if (changePassword.fulfilled.match(result)) {
      setSuccess(true);
      setValues(empty);
      toast.success(t('profile.passwordChanged'));
      return;
    }
    const byField = fieldErrors(result.payload) as Errors;
    // WRONG_PASSWORD is about the current password: say so beside it.
    if (result.payload?.code === 'WRONG_PASSWORD') byField.old_password = errorMessage(result.payload);
    setErrors(byField);
    setServerError(errorMessage(result.payload));
  }

  return (
    <Card as="section">
      <PageHeading title={t('profile.passwordTitle')} subtitle={t('profile.passwordSubtitle')} />
      {passwordChangeSuccess && (
        <FormAlert tone="success">
          <strong className="font-bold">{t('profile.passwordChanged')}</strong> {t('profile.passwordChangedText')}
        </FormAlert>
      )}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-5">
        <TextField label={t('profile.oldPassword')} autoComplete="current-password" {...bind('old_password')} />
        <TextField label={t('profile.newPassword')} autoComplete="new-password" hint={t('auth.passwordHint')} {...bind('new_password')} />
        <TextField label={t('profile.confirmPassword')} autoComplete="new-password" {...bind('confirm_password')} />
        <Button type="submit" size="lg" loading={changePasswordLoading} className="mt-2 w-full sm:w-auto sm:justify-self-start">
          {t('profile.passwordSubmit')}
        </Button>
      </form>
    </Card>
  );
}
