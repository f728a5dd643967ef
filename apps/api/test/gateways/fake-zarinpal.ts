import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny local HTTP server imitating ZarinPal badly on purpose: each endpoint answers what the test
 * scripts (a status and a body, raw text, or silence until the client gives up).
 */
export type FakeAnswer = { status?: number; json?: unknown; text?: string; delayMs?: number } | 'hang';
export type FakeHandler = (body: Record<string, unknown>) => FakeAnswer;

export interface FakeZarinpal {
  url: string;
  handlers: Map<string, FakeHandler>;
  calls: { endpoint: string; body: Record<string, unknown>; headers: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startFakeZarinpal(): Promise<FakeZarinpal> {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeZarinpal['calls'] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const endpoint = (req.url ?? '').replace('/pg/v4/payment/', '');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        /* recorded as {} */
      }
      calls.push({ endpoint, body, headers: { ...req.headers } });
      const answer = handlers.get(endpoint)?.(body) ?? { status: 404, text: 'not found' };
      if (answer === 'hang') {
        const end = () => res.destroy();
        hanging.add(end);
        res.on('close', () => hanging.delete(end));
        return;
      }
      const send = () => {
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(answer.text ?? JSON.stringify(answer.json));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handlers,
    calls,
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const okRequest = (authority = 'A' + 'x'.repeat(35)): FakeHandler => () => ({
  json: { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 100 }, errors: [] },
});

export const errorAnswer = (code: number, status = 422): FakeAnswer => ({
  status,
  json: { data: [], errors: { code, message: 'error', validations: [] } },
});

/**
 * ZarinPal as its documentation and SDKs describe it (docs/zarinpal.md in the shared folder), written
 * from the documentation and not from our own sandbox, so that the client is tried against the real
 * thing's rules: like ZarinPal's sandbox host it issues `S` authorities, takes `amount` as a number
 * or a numeric string, answers -9, -14, -41, -50, -51, -53, -54, -63 where the documentation says,
 * with HTTP 422 and the flipped error body, and sends unVerified's code and amounts as strings.
 * `pay` stands for the buyer paying at the bank; `refuse` makes an endpoint answer a fixed code.
 */
export interface DocumentedZarinpal {
  pay(authority: string): void;
  refuse(endpoint: string, code: number): void;
  sessions: Map<string, { merchantId: string; amount: number; callbackUrl: string; status: 'IN_BANK' | 'PAID' | 'VERIFIED' | 'REVERSED' }>;
}

export function actAsDocumentedZarinpal(fake: FakeZarinpal, registeredDomain: string): DocumentedZarinpal {
  const sessions: DocumentedZarinpal['sessions'] = new Map();
  const refusals = new Map<string, number>();
  const ok = (data: Record<string, unknown>): FakeAnswer => ({ json: { data, errors: [] } });
  const amountOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Number.NaN);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  /** The session the body names, or the documented refusal. */
  const session = (body: Record<string, unknown>, then: (s: NonNullable<ReturnType<typeof sessions.get>>) => FakeAnswer): FakeAnswer => {
    const s = typeof body.authority === 'string' ? sessions.get(body.authority) : undefined;
    if (!s) return errorAnswer(-54);
    if (s.merchantId !== body.merchant_id) return errorAnswer(-53);
    return then(s);
  };
  const guarded = (endpoint: string, handler: FakeHandler): FakeHandler => (body) => {
    const refused = refusals.get(endpoint);
    if (refused !== undefined) return errorAnswer(refused);
    if (typeof body.merchant_id !== 'string' || !uuid.test(body.merchant_id)) return errorAnswer(-9);
    return handler(body);
  };

  fake.handlers.set(
    'request.json',
    guarded('request.json', (body) => {
      const amount = amountOf(body.amount);
      const rial = body.currency === 'IRT' ? amount * 10 : amount;
      if (!Number.isInteger(amount) || rial < 10_000 || (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT')) return errorAnswer(-9);
      if (rial > 1_000_000_000) return errorAnswer(-41);
      if (typeof body.description !== 'string' || body.description.length > 500) return errorAnswer(-9);
      const mobile = (body.metadata as { mobile?: unknown } | undefined)?.mobile;
      if (mobile !== undefined && !/^09[0-9]{9}$/.test(String(mobile))) return errorAnswer(-9);
      if (typeof body.callback_url !== 'string' || !URL.canParse(body.callback_url)) return errorAnswer(-9);
      if (new URL(body.callback_url).hostname !== registeredDomain) return errorAnswer(-14);
      const authority = 'S' + randomBytes(35).toString('base64').replace(/[^0-9a-zA-Z]/g, '0').slice(0, 35);
      sessions.set(authority, { merchantId: body.merchant_id as string, amount, callbackUrl: body.callback_url, status: 'IN_BANK' });
      return ok({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 2500 });
    }),
  );
  fake.handlers.set(
    'verify.json',
    guarded('verify.json', (body) =>
      session(body, (s) => {
        if (amountOf(body.amount) !== s.amount) return errorAnswer(-50);
        if (s.status !== 'PAID' && s.status !== 'VERIFIED') return errorAnswer(-51);
        const code = s.status === 'PAID' ? 100 : 101;
        s.status = 'VERIFIED';
        return ok({ code, message: 'Verified', card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 });
      }),
    ),
  );
  fake.handlers.set(
    'reverse.json',
    guarded('reverse.json', (body) =>
      session(body, (s) => {
        if (s.status !== 'VERIFIED') return errorAnswer(-51);
        s.status = 'REVERSED';
        return ok({ code: 100, message: 'Reversed' });
      }),
    ),
  );
  fake.handlers.set(
    'inquiry.json',
    guarded('inquiry.json', (body) => session(body, (s) => ok({ code: 100, message: 'Success', status: s.status }))),
  );
  fake.handlers.set(
    'unVerified.json',
    guarded('unVerified.json', () =>
      ok({
        code: '100',
        message: 'Success',
        authorities: [...sessions].filter(([, s]) => s.status === 'PAID').map(([authority, s]) => ({
          authority,
          amount: String(s.amount),
          callback_url: s.callbackUrl,
          referer: '',
          date: '2026-05-01 10:00:00',
        })),
      }),
    ),
  );
  return {
    sessions,
    pay(authority) {
      const s = sessions.get(authority);
      if (s?.status === 'IN_BANK') s.status = 'PAID';
    },
    refuse(endpoint, code) {
      refusals.set(endpoint, code);
    },
  };
}
