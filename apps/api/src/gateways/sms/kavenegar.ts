import { callProvider, redactedText, type ProviderAnswer } from './http';
import { PROVIDER_PHONE, SmsError, type SmsFailure, type SmsProvider, type SmsReceipt, type SmsSendOptions } from './provider';

/**
 * Kavenegar's REST API v1 (../shared/docs/sms-providers.md): the API key is a path segment, bodies
 * are form-encoded, answers are {return: {status, message}, entries: [{messageid, ...}]}.
 * Never log a URL built here: it holds the key.
 */
export interface KavenegarOptions {
  apiKey: string;
  /** The sending line; unset lets Kavenegar use the account's default line. */
  sender?: string;
  /** Without the key: https://api.kavenegar.com/v1 (tests point it at an imitation). */
  baseUrl?: string;
  timeoutMs?: number;
}

export const KAVENEGAR_URL = 'https://api.kavenegar.com/v1';

/** return.status numbers of Kavenegar's documentation (and HTTP 429, which any provider may answer). */
const FAILURES: Record<number, SmsFailure> = {
  401: 'bad_key', // account disabled
  403: 'bad_key',
  411: 'invalid_number',
  418: 'out_of_credit',
  429: 'rate_limited',
};

export class KavenegarClient implements SmsProvider {
  readonly name = 'kavenegar' as const;
  // A private field: util.inspect and JSON.stringify of the client never show it.
  readonly #apiKey: string;
  readonly #sender?: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: KavenegarOptions) {
    if (!options.apiKey) throw new Error('Kavenegar needs an API key');
    this.#apiKey = options.apiKey;
    this.#sender = options.sender || undefined;
    this.#baseUrl = (options.baseUrl ?? KAVENEGAR_URL).replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async sendText(phone: string, text: string, options?: SmsSendOptions): Promise<SmsReceipt> {
    this.#checkPhone(phone);
    if (!text) throw new SmsError('rejected', this.name, 'empty message');
    const form: Record<string, string> = { receptor: phone, message: text };
    if (this.#sender) form.sender = this.#sender;
    // Our id, kept by Kavenegar with the message: findSent can then ask whether it went.
    if (options?.localId) form.localid = options.localId;
    return this.#post('sms/send.json', form, options);
  }

  /**
   * `sms/statuslocalmessageid.json`: the message sent with this localid. Kavenegar answers an entry
   * per id; one with no message id (or its "not found" status, 100) means nothing was sent under it.
   */
  async findSent(localId: string, options?: SmsSendOptions): Promise<SmsReceipt | null> {
    const answer = await this.#call('sms/statuslocalmessageid.json', { localid: localId }, options);
    const envelope = (answer.body ?? {}) as { return?: { status?: unknown }; entries?: unknown };
    if (answer.status !== 200 || Number(envelope.return?.status) !== 200) return this.#read(answer);
    const entry = Array.isArray(envelope.entries) ? (envelope.entries[0] as { messageid?: unknown; status?: unknown } | undefined) : undefined;
    const id = entry?.messageid;
    if (!entry || Number(entry.status) === 100 || id === undefined || id === null || id === '' || Number(id) === 0) return null;
    return { providerMessageId: String(id) };
  }

  async sendCode(phone: string, code: string, template: string, options?: SmsSendOptions): Promise<SmsReceipt> {
    this.#checkPhone(phone);
    // Kavenegar's token is one word; a code is digits, so anything else is a bug of ours.
    if (!/^\d{4,10}$/.test(code)) throw new SmsError('rejected', this.name, 'a verification code must be 4-10 digits');
    if (!template) throw new SmsError('rejected', this.name, 'no verification template is set');
    return this.#post('verify/lookup.json', { receptor: phone, token: code, template }, options);
  }

  #checkPhone(phone: string) {
    // Also keeps a comma (Kavenegar's list separator) from turning one message into several.
    if (!PROVIDER_PHONE.test(phone)) throw new SmsError('invalid_number', this.name, 'the receptor is not a 09XXXXXXXXX mobile number');
  }

  async #post(endpoint: string, form: Record<string, string>, options?: SmsSendOptions): Promise<SmsReceipt> {
    return this.#read(await this.#call(endpoint, form, options));
  }

  #call(endpoint: string, form: Record<string, string>, options?: SmsSendOptions) {
    return callProvider({
      provider: this.name,
      url: `${this.#baseUrl}/${encodeURIComponent(this.#apiKey)}/${endpoint}`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      timeoutMs: this.#timeoutMs,
      signal: options?.signal,
    });
  }

  #read({ status, body, retryAfterSeconds }: ProviderAnswer): SmsReceipt {
    const envelope = (body ?? {}) as { return?: { status?: unknown; message?: unknown }; entries?: unknown };
    const returned = Number(envelope.return?.status);
    const said = redactedText(envelope.return?.message, [this.#apiKey]);
    if (status === 200 && returned === 200) {
      const first = Array.isArray(envelope.entries) ? (envelope.entries[0] as { messageid?: unknown } | undefined) : undefined;
      const id = first?.messageid;
      if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) return { providerMessageId: String(id) };
      throw new SmsError('unavailable', this.name, 'a success answer without a message id', undefined, undefined, true);
    }
    const code = Number.isInteger(returned) ? returned : status;
    const reason: SmsFailure =
      FAILURES[code] ?? FAILURES[status] ?? (status >= 500 || code >= 500 || body === undefined ? 'unavailable' : 'rejected');
    // An HTTP 200 we can't read may be a message sent: its answer counts as lost.
    const lost = status >= 200 && status < 300 && body === undefined;
    throw new SmsError(reason, this.name, `status ${code} (HTTP ${status})${said ? `: ${said}` : ''}`, code, retryAfterSeconds, lost);
  }
}
