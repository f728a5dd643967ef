import { AppError } from '../lib/errors';
import { gatewayTexts } from './texts';
import type { Settings } from '../config/settings';
import {
  API_PREFIX,
  AUTHORITY_RE,
  CODE_ALREADY_VERIFIED,
  CODE_OK,
  messageForCode,
  parseCode,
  SANDBOX_MERCHANT_ID,
  SANDBOX_PATH,
  ZARINPAL_PRODUCTION_URL,
  type Endpoint,
} from './zarinpal-wire';

/** What the payment modules need from a gateway. Tests may pass their own imitation. */
export interface PaymentGateway {
  /** Base URL of the gateway (the StartPay page lives under it). */
  readonly baseUrl: string;
  /** Opens a payment session; throws GatewayError when the gateway refuses or cannot be reached. */
  request(input: PaymentRequest): Promise<PaymentSession>;
  /** Where the buyer's browser is sent to pay. */
  startPayUrl(authority: string): string;
  /** Asks whether the money arrived for exactly `amountRial`. Throws GatewayError when it cannot tell. */
  verify(input: { authority: string; amountRial: number }): Promise<VerifyOutcome>;
  /** Sessions paid but never verified (reconciliation). */
  unVerified(): Promise<UnverifiedPayment[]>;
  /** Refunds a verified payment (within 30 minutes of paying). */
  reverse(authority: string): Promise<void>;
  /** The session's status as the gateway sees it; not a substitute for verify. */
  inquiry(authority: string): Promise<string>;
}

export interface PaymentRequest {
  amountRial: number;
  callbackUrl: string;
  description: string;
  mobile?: string;
  email?: string;
  orderId: string;
}

export interface PaymentSession {
  authority: string;
  paymentUrl: string;
}

export type VerifyOutcome =
  | { paid: true; code: number; refId: number | null; cardPan: string | null }
  | { paid: false; code: number; message: string };

export interface UnverifiedPayment {
  authority: string;
  amount: number;
  callbackUrl: string;
  date: string;
}

/** 502 GATEWAY_ERROR; `gatewayCode` is ZarinPal's code when it answered with one. */
export class GatewayError extends AppError {
  constructor(
    detail: string,
    public readonly gatewayCode?: number,
  ) {
    super(502, 'GATEWAY_ERROR', detail);
  }
}

/** Verify answers that say, for certain, that no money arrived for this session. */
const NOT_PAID_CODES = new Set([-50, -51, -54]);

/** Carries one JSON request to the gateway and brings back its status and body text. */
export interface GatewayTransport {
  post(path: string, json: string, signal: AbortSignal): Promise<{ status: number; text: string }>;
}

export function httpTransport(baseUrl: string): GatewayTransport {
  return {
    async post(path, json, signal) {
      const res = await fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: json,
        signal,
      });
      return { status: res.status, text: await res.text() };
    },
  };
}

type Json = Record<string, unknown>;

export class ZarinpalClient implements PaymentGateway {
  constructor(
    private readonly opts: { baseUrl: string; merchantId: string; timeoutMs: number; transport: GatewayTransport },
  ) {}

  get baseUrl() {
    return this.opts.baseUrl;
  }

  startPayUrl(authority: string): string {
    return `${this.opts.baseUrl}/pg/StartPay/${encodeURIComponent(authority)}`;
  }

  async request(input: PaymentRequest): Promise<PaymentSession> {
    const metadata: Json = { order_id: input.orderId };
    if (input.mobile) metadata.mobile = input.mobile;
    if (input.email) metadata.email = input.email;
    const data = await this.call('request.json', {
      merchant_id: this.opts.merchantId,
      amount: input.amountRial,
      currency: 'IRR',
      callback_url: input.callbackUrl,
      description: input.description.slice(0, 500),
      metadata,
    });
    const code = parseCode(data.code);
    const authority = data.authority;
    if (code !== CODE_OK || typeof authority !== 'string' || !AUTHORITY_RE.test(authority)) {
      throw new GatewayError(Number.isNaN(code) || code === CODE_OK ? gatewayTexts.invalidAnswer : messageForCode(code), code);
    }
    return { authority, paymentUrl: this.startPayUrl(authority) };
  }

  async verify(input: { authority: string; amountRial: number }): Promise<VerifyOutcome> {
    let data: Json;
    try {
      data = await this.call('verify.json', {
        merchant_id: this.opts.merchantId,
        amount: input.amountRial,
        authority: input.authority,
      });
    } catch (err) {
      if (err instanceof GatewayError && err.gatewayCode !== undefined && NOT_PAID_CODES.has(err.gatewayCode)) {
        return { paid: false, code: err.gatewayCode, message: messageForCode(err.gatewayCode) };
      }
      throw err;
    }
    const code = parseCode(data.code);
    if (code === CODE_OK || code === CODE_ALREADY_VERIFIED) {
      const refId = parseCode(data.ref_id);
      return {
        paid: true,
        code,
        refId: Number.isNaN(refId) ? null : refId,
        cardPan: typeof data.card_pan === 'string' ? data.card_pan : null,
      };
    }
    if (NOT_PAID_CODES.has(code)) return { paid: false, code, message: messageForCode(code) };
    throw new GatewayError(Number.isNaN(code) ? gatewayTexts.invalidAnswer : messageForCode(code), code);
  }

  async unVerified(): Promise<UnverifiedPayment[]> {
    const data = await this.call('unVerified.json', { merchant_id: this.opts.merchantId });
    const code = parseCode(data.code);
    if (code !== CODE_OK) throw new GatewayError(messageForCode(code), code);
    const list = Array.isArray(data.authorities) ? (data.authorities as unknown[]) : [];
    return list.flatMap((item) => {
      const a = item as Json;
      if (typeof a.authority !== 'string') return [];
      return [
        {
          authority: a.authority,
          amount: Number(a.amount),
          callbackUrl: typeof a.callback_url === 'string' ? a.callback_url : '',
          date: typeof a.date === 'string' ? a.date : '',
        },
      ];
    });
  }

  async reverse(authority: string): Promise<void> {
    const data = await this.call('reverse.json', { merchant_id: this.opts.merchantId, authority });
    const code = parseCode(data.code);
    if (code !== CODE_OK) throw new GatewayError(messageForCode(code), code);
  }

  async inquiry(authority: string): Promise<string> {
    const data = await this.call('inquiry.json', { merchant_id: this.opts.merchantId, authority });
    const code = parseCode(data.code);
    if (code !== CODE_OK || typeof data.status !== 'string') throw new GatewayError(messageForCode(code), code);
    return data.status;
  }

  /**
   * One POST. Returns `data` of a successful body; throws GatewayError for a time-out, a transport
   * failure, a non-200 status, a body that is not JSON, or an error body (`data: []`, `errors: {code}`).
   */
  private async call(endpoint: Endpoint, body: Json): Promise<Json> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.opts.timeoutMs);
    let res: { status: number; text: string };
    try {
      // The race makes the time-out hold even for a transport that ignores the signal.
      res = await Promise.race([
        this.opts.transport.post(`${API_PREFIX}/${endpoint}`, JSON.stringify(body), controller.signal),
        new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
        }),
      ]);
    } catch {
      throw controller.signal.aborted
        ? new GatewayError(gatewayTexts.timedOut)
        : new GatewayError(gatewayTexts.unreachable);
    } finally {
      clearTimeout(timer);
    }

    let parsed: unknown;
    try {
      parsed = JSON.parse(res.text);
    } catch {
      throw new GatewayError(gatewayTexts.unreadable(res.status));
    }
    const envelope = (parsed ?? {}) as { data?: unknown; errors?: unknown };
    const errors = envelope.errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors) && 'code' in errors) {
      const code = parseCode((errors as Json).code);
      throw new GatewayError(Number.isNaN(code) ? gatewayTexts.failed : messageForCode(code), Number.isNaN(code) ? undefined : code);
    }
    if (res.status !== 200) throw new GatewayError(gatewayTexts.status(res.status));
    const data = envelope.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new GatewayError(gatewayTexts.invalidAnswer);
    }
    return data as Json;
  }
}

/** The gateway's base URL, and whether it is the built-in sandbox of this very server. */
export function gatewayLocation(settings: Settings): { baseUrl: string; builtIn: boolean } {
  const builtInUrl = `${settings.PUBLIC_URL}${SANDBOX_PATH}`;
  if (settings.ZARINPAL_BASE_URL) {
    const baseUrl = settings.ZARINPAL_BASE_URL.replace(/\/$/, '');
    return { baseUrl, builtIn: baseUrl === builtInUrl };
  }
  if (settings.ZARINPAL_MERCHANT_ID) return { baseUrl: ZARINPAL_PRODUCTION_URL, builtIn: false };
  return { baseUrl: builtInUrl, builtIn: true };
}

/**
 * The ZarinPal client the settings ask for. `transport` replaces HTTP: app.ts passes the built-in
 * sandbox's in-process transport when the settings point at it (sandbox/zarinpal), so this client
 * knows nothing of the sandbox.
 */
export function createGateway(settings: Settings, transport?: GatewayTransport): PaymentGateway {
  const { baseUrl } = gatewayLocation(settings);
  return new ZarinpalClient({
    baseUrl,
    merchantId: settings.ZARINPAL_MERCHANT_ID ?? SANDBOX_MERCHANT_ID,
    timeoutMs: settings.ZARINPAL_TIMEOUT_MS,
    transport: transport ?? httpTransport(baseUrl),
  });
}
