import { SmsError, type SmsProviderName } from './provider';

/** One answer from a provider: the HTTP status, the JSON body (undefined when it is not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

export interface ProviderCall {
  provider: SmsProviderName;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * One HTTP call to a provider under a time-out. Transport failures become SmsError('timeout' or
 * 'unavailable') with a fixed message: fetch's own errors can quote the URL, and Kavenegar's URL
 * holds the API key, so neither their message nor their cause is passed on.
 */
export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  try {
    const res = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body, signal });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return { status: res.status, body, retryAfterSeconds: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
  } catch (err) {
    if (timeout.aborted) throw new SmsError('timeout', call.provider, `no answer within ${call.timeoutMs} ms`);
    // Aborted or cut off after the request left: whether the provider acted on it is unknown.
    if (call.signal?.aborted) throw new SmsError('unavailable', call.provider, 'the call was aborted', undefined, undefined, true);
    const cause = (err as { cause?: { code?: unknown } }).cause?.code;
    const neverSent = typeof cause === 'string' && NEVER_SENT.has(cause);
    throw new SmsError('unavailable', call.provider, 'could not reach the provider', undefined, undefined, !neverSent);
  }
}

/** Connection failures before any byte of the request left: the provider never saw it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** The provider's own words for the log, short, with every occurrence of a secret blanked out. */
export function redactedText(value: unknown, secrets: string[]): string {
  let text = typeof value === 'string' ? value : '';
  for (const secret of secrets) if (secret) text = text.split(secret).join('***');
  return text.slice(0, 200);
}
