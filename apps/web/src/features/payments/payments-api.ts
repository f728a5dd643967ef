import type { Payment, PaymentState, VerifyResult } from '@fest/contract';
import { http, isHttpError } from '@/shared/http';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Payment, PaymentState, VerifyResult };

export async function getPayments(): Promise<Payment[]> {
  const { data } = await http.get<Payment[]>('/api/payments/get_list/');
  return data;
}

function isVerifyAnswer(value: unknown): value is VerifyResult {
  return typeof value === 'object' && value !== null && 'payment_state' in value && 'amount' in value;
}

/**
 * Asks the server whether the money arrived. A 400 that carries `payment_state` (FAILED) is an
 * answer, not an error: the bank said no. Anything else (404, 502, no network) is thrown.
 */
export async function postVerify(authority: string, status: string | null): Promise<VerifyResult> {
  try {
    const body = status === 'OK' || status === 'NOK' ? { authority, status } : { authority };
    const { data } = await http.post<VerifyResult>('/api/payments/verify/', body);
    return data;
  } catch (err) {
    if (isHttpError(err) && err.response?.status === 400 && isVerifyAnswer(err.response.data)) return err.response.data;
    throw err;
  }
}

const verifications = new Map<string, Promise<VerifyResult>>();

/**
 * One verify per authority for the life of the page: React's StrictMode runs effects twice in
 * development, and a re-render must not ask again. (The server is idempotent anyway, so a page
 * reload that asks once more completes nothing twice and gets the same answer.) A failed request
 * is forgotten, so "try again" really tries again.
 */
export function verifyOnce(authority: string, status: string | null): Promise<VerifyResult> {
  let request = verifications.get(authority);
  if (!request) {
    request = postVerify(authority, status);
    request.catch(() => verifications.delete(authority));
    verifications.set(authority, request);
  }
  return request;
}
