import { useFormFields } from '@/shared/use-form-fields';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '@/shared/toast';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toPersianDigits } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { signup } from '../session-thunks';
import { AuthCard } from '../components/AuthCard';
import { PhoneThenCodeFields, usePhoneThenCode } from '../components/PhoneThenCode';
import { safeNextPath } from '../next-path';
import { useFailureInView } from '../use-failure-in-view';
import { checkCode, checkRequired, type FieldErrors } from '../validation';

const fields = ['first_name', 'last_name', 'email', 'phone_number', 'password', 'code'] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { first_name: '', last_name: '', email: '', phone_number: '', password: '', code: '' };

/**
 * Signup proves the phone first (docs/api.md, "Text messages and one-time codes"): the phone, then the
 * code texted to it with its countdown and a resend, then the rest of the form.
 */
export default function SignupPage() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [loading, setLoading] = useState(false);
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const form = useFormFields<Field>(empty);
  const { values, setErrors, bind } = form;
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, alertId, showFailure } = useFailureInView();
  const steps = usePhoneThenCode('signup', form, { failure: showFailure, clearAlert: () => setServerError(null) });
  const { code } = steps;

  if (isAuthenticated) return <Navigate to={next} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = { ...checkRequired(values, fields) };
    found.code ??= checkCode(values.code);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setServerError(t('auth.formHasErrors'));
      showFailure();
      return;
    }
    setServerError(null);
    setLoading(true);
    const result = await dispatch(signup({ ...values, phone_number: code.sentTo ?? values.phone_number, email: values.email.trim() }));
    setLoading(false);
    if (signup.fulfilled.match(result)) {
      toast.success(t('auth.signedUp'));
      return;
    }
    // Field failures go beside their fields; the summary above says what happened.
    setErrors(fieldErrors(result.payload) as FieldErrors<Field>);
    setServerError(errorMessage(result.payload));
    showFailure();
  }

  return (
    <AuthCard
      title={t('auth.signupTitle')}
      subtitle={code.sentTo ? t('auth.codeSentTo', { phone: toPersianDigits(code.sentTo) }) : t('auth.signupPhoneFirst')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} className="font-bold text-navy-800 underline-offset-4 hover:underline">
            {t('auth.goToLogin')}
          </Link>
        </>
      }
    >
      {(serverError ?? code.error?.message) && <FormAlert id={alertId}>{serverError ?? code.error?.message}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={code.sentTo === null ? steps.sendCode : onSubmit} className="grid gap-5 sm:grid-cols-2">
        <PhoneThenCodeFields steps={steps} sendLabel={t('auth.sendCode')} wide="sm:col-span-2">
          <TextField label={t('auth.firstName')} autoComplete="given-name" {...bind('first_name')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" {...bind('last_name')} />
          <TextField label={t('auth.email')} type="email" autoComplete="email" placeholder="name@example.com" className="sm:col-span-2" {...bind('email')} />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            className="sm:col-span-2"
            {...bind('password')}
          />
          <Button type="submit" size="lg" block loading={loading} className="mt-2 sm:col-span-2">
            {t('auth.signupSubmit')}
          </Button>
        </PhoneThenCodeFields>
      </form>
    </AuthCard>
  );
}
