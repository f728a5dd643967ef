import { useState } from 'react';
import { normalizePhone } from '@fest/contract';
import { useRequestCodeMutation, type OtpPurpose } from '@/shared/api/otp';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { useCountdown } from './use-countdown';

/**
 * The "send me a code" step shared by signup and the password reset: asks POST /api/otp/ for the
 * phone, then counts down the code's life (expires_in) and the wait before a resend (resend_in).
 * The server answers the same whether or not it texted anything, so neither does this.
 */
export function useCodeRequest(purpose: OtpPurpose) {
  const [request, { isLoading }] = useRequestCodeMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; phone?: string } | null>(null);
  const expiresIn = useCountdown(expiresAt);
  const resendIn = useCountdown(resendAt);

  async function send(phone: string): Promise<boolean> {
    const phoneNumber = normalizePhone(phone) ?? phone.trim();
    setError(null);
    const result = await request({ phone_number: phoneNumber, purpose });
    if ('error' in result) {
      setError({ message: errorMessage(result.error), phone: fieldErrors(result.error).phone_number });
      return false;
    }
    const now = Date.now();
    setSentTo(phoneNumber);
    setExpiresAt(now + result.data.expires_in * 1000);
    setResendAt(now + result.data.resend_in * 1000);
    return true;
  }

  /** Back to the phone step (a mistyped number). */
  function reset() {
    setSentTo(null);
    setExpiresAt(null);
    setResendAt(null);
    setError(null);
  }

  return { send, reset, sending: isLoading, sentTo, expiresIn, resendIn, error };
}
