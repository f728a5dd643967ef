import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '@/shared/toast';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { errorMessage } from '@/shared/api-error';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { login } from '../session-thunks';
import { AuthCard } from '../components/AuthCard';
import { LoginByCodeForm } from '../components/LoginByCodeForm';
import { safeNextPath } from '../next-path';
import { checkPhone, checkRequired, type FieldErrors } from '../validation';

type Field = 'phone_number' | 'password';

/**
 * Login with a password, or with a code texted to the phone (LoginByCodeForm). When the server says
 * the phone's password budget is spent (login_by_code), the page switches to the code, which stays open.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [loading, setLoading] = useState(false);
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [values, setValues] = useState<Record<Field, string>>({ phone_number: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [byCode, setByCode] = useState<{ notice?: string } | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  // Logged in already, or just now: go where the visitor was heading.
  if (isAuthenticated) return <Navigate to={next} replace />;

  const update = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = { ...checkRequired(values, ['password']), phone_number: checkPhone(values.phone_number) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setServerError(null);
    setLoading(true);
    const result = await dispatch(login(values));
    setLoading(false);
    if (login.fulfilled.match(result)) toast.success(t('auth.welcomeBack'));
    else if (result.payload?.loginByCode) setByCode({ notice: t('auth.loginByCodeNeeded') });
    else setServerError(errorMessage(result.payload));
  }

  const switchTo = (code: boolean) => () => {
    setServerError(null);
    setCodeSentTo(null);
    setByCode(code ? {} : null);
  };
  const switchLink = (
    <div className="mt-4 text-center">
      <Button type="button" variant="ghost" size="sm" onClick={switchTo(!byCode)}>
        {byCode ? t('auth.loginWithPassword') : t('auth.loginWithCode')}
      </Button>
    </div>
  );
  const subtitle = !byCode
    ? t('auth.loginSubtitle')
    : codeSentTo
      ? t('auth.loginCodeSentTo', { phone: toPersianDigits(codeSentTo) })
      : t('auth.loginCodeSubtitle');

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={subtitle}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`} className="font-bold text-navy-800 underline-offset-4 hover:underline">
            {t('auth.goToSignup')}
          </Link>
        </>
      }
    >
      {byCode ? (
        <LoginByCodeForm initialPhone={values.phone_number} notice={byCode.notice} onCodeSent={setCodeSentTo} />
      ) : (
        <>
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <TextField
              label={t('auth.phoneNumber')}
              name="phone_number"
              type="tel"
              autoComplete="tel"
              placeholder={toPersianDigits('09123456789')}
              value={values.phone_number}
              onChange={(e) => update('phone_number')(e.target.value)}
              error={errors.phone_number}
              required
            />
            <TextField
              label={t('auth.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => update('password')(e.target.value)}
              error={errors.password}
              required
            />
            <div className="-mt-2 flex justify-end">
              <Link
                to={next === '/' ? '/forgot-password' : `/forgot-password?next=${encodeURIComponent(next)}`}
                className="text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
              >
                {t('auth.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" size="lg" block loading={loading} className="mt-2">
              {t('auth.loginSubmit')}
            </Button>
          </form>
        </>
      )}
      {switchLink}
    </AuthCard>
  );
}
