import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '@/shared/api/otp';
import { toast } from '@/shared/toast';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toPersianDigits } from '@/shared/format';
import { useFormFields } from '@/shared/use-form-fields';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { login } from '../session-thunks';
import { AuthCard } from '../components/AuthCard';
import { PhoneThenCodeFields, usePhoneThenCode } from '../components/PhoneThenCode';
import { safeNextPath } from '../next-path';
import { useFailureInView } from '../use-failure-in-view';
import { checkCode, checkRequired, type FieldErrors } from '../validation';

type Field = 'phone_number' | 'code' | 'new_password';

/**
 * A forgotten password: the phone, the code texted to it, a new password; then the visitor is
 * logged in with it (the reset itself ended every earlier session).
 */
export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const form = useFormFields<Field>({ phone_number: '', code: '', new_password: '' });
  const { values, setErrors, bind } = form;
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [resetPassword] = useResetPasswordMutation();
  const { formRef, alertId, showFailure } = useFailureInView();
  const steps = usePhoneThenCode('reset_password', form, { failure: showFailure, clearAlert: () => setServerError(null) });
  const { code } = steps;

  if (isAuthenticated) return <Navigate to={next} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = { ...checkRequired(values, ['code', 'new_password']) };
    found.code ??= checkCode(values.code);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return showFailure();
    const phone = code.sentTo ?? values.phone_number;
    setServerError(null);
    setSaving(true);
    const result = await resetPassword({ phone_number: phone, code: values.code, new_password: values.new_password });
    if ('error' in result) {
      setSaving(false);
      setErrors(fieldErrors(result.error) as FieldErrors<Field>);
      setServerError(errorMessage(result.error));
      showFailure();
      return;
    }
    const loggedIn = await dispatch(login({ phone_number: phone, password: values.new_password }));
    setSaving(false);
    if (login.fulfilled.match(loggedIn)) toast.success(t('auth.passwordReset'));
    else {
      setServerError(errorMessage(loggedIn.payload));
      showFailure();
    }
  }

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={code.sentTo ? t('auth.codeSentTo', { phone: toPersianDigits(code.sentTo) }) : t('auth.forgotSubtitle')}
      footer={
        <>
          {t('auth.rememberPassword')}{' '}
          <Link to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} className="font-bold text-navy-800 underline-offset-4 hover:underline">
            {t('auth.goToLogin')}
          </Link>
        </>
      }
    >
      {(serverError ?? code.error?.message) && <FormAlert id={alertId}>{serverError ?? code.error?.message}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={code.sentTo === null ? steps.sendCode : onSubmit} className="grid gap-5">
        <PhoneThenCodeFields steps={steps} sendLabel={t('auth.sendCode')}>
          <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} {...bind('new_password')} />
          <Button type="submit" size="lg" block loading={saving} className="mt-2">
            {t('auth.resetSubmit')}
          </Button>
        </PhoneThenCodeFields>
      </form>
    </AuthCard>
  );
}
