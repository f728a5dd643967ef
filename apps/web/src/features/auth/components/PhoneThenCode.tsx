import type { FormEvent, ReactNode } from 'react';
import type { OtpPurpose } from '@/shared/api/otp';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import type { useFormFields } from '@/shared/use-form-fields';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { useCodeRequest } from '../use-code-request';
import { checkPhone } from '../validation';
import { CodeField } from './CodeField';

type Steps = 'phone_number' | 'code';

/** What the steps need of the page's form (useFormFields), whatever its other fields. */
interface StepsForm {
  values: Record<Steps, string>;
  setErrors: (errors: Partial<Record<Steps, string>>) => void;
  bind: (field: Steps) => Omit<ReturnType<ReturnType<typeof useFormFields<Steps>>['bind']>, 'name'> & { name: string };
}

/**
 * The phone-then-code steps that signup, login by a code and the password reset share: the phone is
 * checked and a code asked for it (a toast says it was sent), then the phone is read-only until the
 * visitor chooses to change it, which drops the typed code. `on.sent` hears the phone a code went to
 * (null once the visitor changes it).
 */
export function usePhoneThenCode(
  purpose: OtpPurpose,
  form: StepsForm,
  on: { failure: () => void; clearAlert: () => void; sent?: (phone: string | null) => void },
) {
  const code = useCodeRequest(purpose);

  async function sendCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const phone = form.values.phone_number;
    const phoneError = checkPhone(phone);
    form.setErrors({ phone_number: phoneError });
    if (phoneError) return on.failure();
    on.clearAlert();
    if (await code.send(phone)) {
      toast.success(t('auth.codeSent'));
      on.sent?.(phone);
    } else on.failure();
  }

  function changePhone() {
    code.reset();
    on.sent?.(null);
    form.bind('code').onChange({ target: { value: '' } });
  }

  return { code, sendCode, changePhone, bind: form.bind };
}

interface PhoneThenCodeFieldsProps {
  steps: ReturnType<typeof usePhoneThenCode>;
  /** The button that asks for the code. */
  sendLabel: string;
  /** Classes for the full-width pieces, in a form laid out in columns. */
  wide?: string;
  /** What follows the code once it was sent: the rest of the form and its submit button. */
  children: ReactNode;
}

/** The phone field, then either the button that asks for a code or the code with the rest of the form. */
export function PhoneThenCodeFields({ steps, sendLabel, wide = '', children }: PhoneThenCodeFieldsProps) {
  const { code, bind } = steps;
  return (
    <>
      <TextField
        label={t('auth.phoneNumber')}
        type="tel"
        autoComplete="tel"
        placeholder={toPersianDigits('09123456789')}
        className={wide || undefined}
        readOnly={code.sentTo !== null}
        {...bind('phone_number')}
        error={bind('phone_number').error ?? code.error?.phone}
      />
      {code.sentTo === null ? (
        <Button type="submit" size="lg" block loading={code.sending} className={`mt-2 ${wide}`}>
          {sendLabel}
        </Button>
      ) : (
        <>
          <div className={`-mt-3 flex justify-end ${wide}`}>
            <Button type="button" variant="ghost" size="sm" onClick={steps.changePhone}>
              {t('auth.changePhone')}
            </Button>
          </div>
          <CodeField
            value={bind('code').value}
            error={bind('code').error}
            onChange={(value) => bind('code').onChange({ target: { value } })}
            expiresIn={code.expiresIn}
            resendIn={code.resendIn}
            resending={code.sending}
            onResend={() => void steps.sendCode()}
          />
          {children}
        </>
      )}
    </>
  );
}
