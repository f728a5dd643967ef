/**
 * What the SMS outbox needs from a provider (Kavenegar, SMS.ir, or a third in one more file):
 * one text to one phone, or one verification code through a template the organiser defined in the
 * provider's panel. Both resolve to the provider's message id, or throw SmsError.
 * Phones are the normalised 09XXXXXXXXX form (packages/contract normalizePhone).
 */
export interface SmsProvider {
  readonly name: SmsProviderName;
  sendText(phone: string, text: string, options?: SmsSendOptions): Promise<SmsReceipt>;
  sendCode(phone: string, code: string, template: string, options?: SmsSendOptions): Promise<SmsReceipt>;
  /**
   * Where the provider can look a text up by our own id (SmsSendOptions.localId; Kavenegar can): the
   * receipt of the text sent under that id, or null when none was. The worker asks before sending a
   * text again whose earlier answer was lost; a provider without it never gets such a text again.
   */
  findSent?(localId: string, options?: SmsSendOptions): Promise<SmsReceipt | null>;
}

export type SmsProviderName = 'kavenegar' | 'smsir';

export interface SmsSendOptions {
  /** Aborts the call (the worker shutting down); the time-out of the client applies as well. */
  signal?: AbortSignal;
  /** Our own id of the message (the outbox row's), for providers that keep it (Kavenegar's localid). */
  localId?: string;
}

export interface SmsReceipt {
  /** The provider's id of the message, as text (both providers send numbers today). */
  providerMessageId: string;
}

/**
 * Why a send failed. Retryable ones may succeed later unchanged; permanent ones never will, so the
 * outbox marks the message failed with the reason. A time-out is retryable although the provider may
 * have sent the message already: a rare duplicate beats a lost ticket or code.
 */
export type SmsFailure =
  | 'bad_key' // the API key (or the account) is refused: permanent until an organiser fixes the setting
  | 'out_of_credit' // retryable: sends work again once the account is topped up (back off for long)
  | 'rate_limited' // retryable, after retryAfterSeconds when the provider said
  | 'invalid_number' // permanent: the provider refuses this receptor
  | 'rejected' // permanent: anything else the provider refuses (missing template, bad sender line, bad text)
  | 'unavailable' // retryable: 5xx, connection refused or reset, an answer we can't read
  | 'timeout'; // retryable: no answer within the client's time-out

const RETRYABLE: Record<SmsFailure, boolean> = {
  bad_key: false,
  out_of_credit: true,
  rate_limited: true,
  invalid_number: false,
  rejected: false,
  unavailable: true,
  timeout: true,
};

/** Never carries the API key: messages are built from status numbers and redacted provider text. */
export class SmsError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly reason: SmsFailure,
    readonly provider: SmsProviderName,
    message: string,
    /** The provider's own status number, when it answered with one. */
    readonly providerStatus?: number,
    /** From a Retry-After header, when the provider sent one. */
    readonly retryAfterSeconds?: number,
    /**
     * The request may have reached the provider and its answer was lost (a time-out, a connection cut
     * after sending, a success answer we can't read): the message may have gone.
     */
    readonly answerLost = reason === 'timeout',
  ) {
    super(`${provider}: ${message}`);
    this.name = 'SmsError';
    this.retryable = RETRYABLE[reason];
  }
}

/** The form every provider client checks before a call: a phone the providers accept. */
export const PROVIDER_PHONE = /^09\d{9}$/;
