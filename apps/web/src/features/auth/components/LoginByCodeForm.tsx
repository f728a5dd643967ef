import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { useAppDispatch } from '@/shared/store/hooks';
import { useFormFields } from '@/shared/use-form-fields';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { login } from '../session-thunks';
import { useFailureInView } from '../use-failure-in-view';
import { checkCode, type FieldErrors } from '../validation';
import { PhoneThenCodeFields, usePhoneThenCode } from './PhoneThenCode';

type Field = 'phone_number' | 'code';

interface LoginByCodeFormProps {
  /** The phone typed on the password form, carried over. */
  initialPhone: string;
  /** A note above the form (why the visitor was sent here). */
  notice?: string;
  /** Tells the page which phone has a code on its way, so its subtitle can say so. */
  onCodeSent: (phone: string | null) => void;
}

/**
 * Login by a code texted to the phone (purpose "login"): the phone, then the code; no password.
 * The server answers the same whether or not the phone is registered, and so does this form: an
 * unknown phone gets no text, and its code is refused like a wrong one.
 */
export function LoginByCodeForm({ initialPhone, notice, onCodeSent }: LoginByCodeFormProps) {
  const dispatch = useAppDispatch();
  const form = useFormFields<Field>({ phone_number: initialPhone, code: '' });
  const { values, setErrors } = form;
  const [serverError, setServerError] = useState<string | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const { formRef, alertId, showFailure } = useFailureInView();
  const steps = usePhoneThenCode('login', form, { failure: showFailure, clearAlert: () => setServerError(null), sent: onCodeSent });
  const { code } = steps;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = { code: checkCode(values.code) };
    setErrors(found);
    if (found.code) return showFailure();
    setServerError(null);
    setLoggingIn(true);
    const result = await dispatch(login({ phone_number: code.sentTo ?? values.phone_number, code: values.code }));
    setLoggingIn(false);
    // Logged in: the page sends the visitor on (it watches the session).
    if (login.fulfilled.match(result)) {
      toast.success(t('auth.welcomeBack'));
      return;
    }
    // A wrong or spent code is said beside the code, where the visitor types the next one; anything
    // else (too many tries, no connection) above the form.
    const codeError = fieldErrors(result.payload).code ?? (result.payload?.code === 'INVALID_CREDENTIALS' ? errorMessage(result.payload) : undefined);
    if (codeError) setErrors({ code: codeError });
    else setServerError(errorMessage(result.payload));
    showFailure();
  }

  const alert = serverError ?? code.error?.message;
  return (
    <>
      {notice && !alert && <FormAlert tone="warning">{notice}</FormAlert>}
      {alert && <FormAlert id={alertId}>{alert}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={code.sentTo === null ? steps.sendCode : onSubmit} className="grid gap-5">
        <PhoneThenCodeFields steps={steps} sendLabel={t('auth.sendLoginCode')}>
          <Button type="submit" size="lg" block loading={loggingIn} className="mt-2">
            {t('auth.loginSubmit')}
          </Button>
        </PhoneThenCodeFields>
      </form>
    </>
  );
}
