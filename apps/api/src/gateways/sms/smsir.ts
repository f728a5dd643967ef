import { callProvider, redactedText, type ProviderAnswer } from './http';
import { PROVIDER_PHONE, SmsError, type SmsFailure, type SmsProvider, type SmsReceipt, type SmsSendOptions } from './provider';

/**
 * SMS.ir's REST API v1 (../shared/docs/sms-providers.md): the key in the X-API-KEY header, JSON in
 * and out, answers {status, message, data}, where status 1 is success.
 */
export interface SmsIrOptions {
  apiKey: string;
  /** The sending line (digits), needed for plain texts; codes go through templates without one. */
  lineNumber?: string;
  /** https://api.sms.ir/v1 (tests point it at an imitation). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The template's parameter that receives the code: `Code` unless the organiser named it otherwise. */
  codeParameter?: string;
}

export const SMSIR_URL = 'https://api.sms.ir/v1';

/**
 * HTTP 401 and 429 are in sms-providers.md; the body status numbers come from SMS.ir's published v1
 * status table (check it before going live). Any other refusal is permanent ('rejected').
 */
const BODY_FAILURES: Record<number, SmsFailure> = {
  0: 'unavailable', // their internal error
  10: 'bad_key',
  11: 'bad_key', // key disabled
  12: 'bad_key', // key limited to other IP addresses
  13: 'bad_key', // account disabled
  14: 'bad_key', // account suspended
  20: 'rate_limited',
  102: 'out_of_credit',
  104: 'invalid_number',
  115: 'invalid_number', // on the blacklist
};

export class SmsIrClient implements SmsProvider {
  readonly name = 'smsir' as const;
  readonly #apiKey: string;
  readonly #lineNumber?: number;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #codeParameter: string;

  constructor(options: SmsIrOptions) {
    if (!options.apiKey) throw new Error('SMS.ir needs an API key');
    if (options.lineNumber !== undefined && options.lineNumber !== '') {
      // Sent as a JSON number: 14-digit lines fit well inside a double's exact integers.
      const line = Number(options.lineNumber);
      if (!/^\d{4,15}$/.test(options.lineNumber) || !Number.isSafeInteger(line)) throw new Error('the SMS.ir line number must be digits');
      this.#lineNumber = line;
    }
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? SMSIR_URL).replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#codeParameter = options.codeParameter || 'Code';
  }

  async sendText(phone: string, text: string, options?: SmsSendOptions): Promise<SmsReceipt> {
    this.#checkPhone(phone);
    if (!text) throw new SmsError('rejected', this.name, 'empty message');
    if (this.#lineNumber === undefined) throw new SmsError('rejected', this.name, 'no sending line is set for plain texts');
    const data = await this.#call('send/bulk', { lineNumber: this.#lineNumber, messageText: text, mobiles: [phone], sendDateTime: null }, options);
    const ids = (data as { messageIds?: unknown }).messageIds;
    return this.#receipt(Array.isArray(ids) ? ids[0] : undefined);
  }

  async sendCode(phone: string, code: string, template: string, options?: SmsSendOptions): Promise<SmsReceipt> {
    this.#checkPhone(phone);
    if (!/^\d{4,10}$/.test(code)) throw new SmsError('rejected', this.name, 'a verification code must be 4-10 digits');
    const templateId = Number(template);
    if (!/^\d+$/.test(template) || !Number.isSafeInteger(templateId)) throw new SmsError('rejected', this.name, 'the template must be a numeric template id');
    const data = await this.#call(
      'send/verify',
      { mobile: phone, templateId, parameters: [{ name: this.#codeParameter, value: code }] },
      options,
    );
    return this.#receipt((data as { messageId?: unknown }).messageId);
  }

  #checkPhone(phone: string) {
    if (!PROVIDER_PHONE.test(phone)) throw new SmsError('invalid_number', this.name, 'the mobile is not a 09XXXXXXXXX number');
  }

  #receipt(id: unknown): SmsReceipt {
    if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) return { providerMessageId: String(id) };
    throw new SmsError('unavailable', this.name, 'a success answer without a message id');
  }

  async #call(endpoint: string, json: unknown, options?: SmsSendOptions): Promise<object> {
    const answer = await callProvider({
      provider: this.name,
      url: `${this.#baseUrl}/${endpoint}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': this.#apiKey },
      body: JSON.stringify(json),
      timeoutMs: this.#timeoutMs,
      signal: options?.signal,
    });
    return this.#read(answer);
  }

  #read({ status, body, retryAfterSeconds }: ProviderAnswer): object {
    const envelope = (body ?? {}) as { status?: unknown; message?: unknown; data?: unknown };
    const bodyStatus = typeof envelope.status === 'number' ? envelope.status : Number.NaN;
    if (status >= 200 && status < 300 && bodyStatus === 1 && envelope.data && typeof envelope.data === 'object') return envelope.data;
    const said = redactedText(envelope.message, [this.#apiKey]);
    let reason: SmsFailure;
    if (status === 401 || status === 403) reason = 'bad_key';
    else if (status === 429) reason = 'rate_limited';
    else if (status >= 500 || body === undefined) reason = 'unavailable';
    else reason = BODY_FAILURES[bodyStatus] ?? (status >= 200 && status < 300 && bodyStatus === 1 ? 'unavailable' : 'rejected');
    const shown = Number.isNaN(bodyStatus) ? 'no status' : `status ${bodyStatus}`;
    throw new SmsError(reason, this.name, `${shown} (HTTP ${status})${said ? `: ${said}` : ''}`, Number.isNaN(bodyStatus) ? undefined : bodyStatus, retryAfterSeconds);
  }
}
