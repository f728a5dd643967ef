import { MinuteWindow, startFakeServer, type FakeReply, type FakeRequest, type FakeTiming } from './fake-provider-server';

/**
 * A local imitation of Kavenegar's REST API v1 as ../shared/docs/sms-providers.md describes it:
 * POST /v1/{API_KEY}/sms/send.json and /v1/{API_KEY}/verify/lookup.json, form-encoded, answering
 * {return: {status, message}, entries} with the HTTP status equal to return.status. It keeps an
 * account (key, credit, templates, a per-minute throttle) so the client meets the errors the way a
 * real account produces them. The throttle's answer (429) is not in Kavenegar's published list: it
 * is the plain HTTP meaning, which the client must handle from any provider.
 */
export interface KavenegarSent {
  messageid: number;
  receptor: string;
  message?: string;
  sender?: string;
  template?: string;
  token?: string;
  /** The client's own id of a text (localid), which sms/statuslocalmessageid.json looks up. */
  localid?: string;
}

export interface FakeKavenegar {
  /** The base URL to give the client (without the key). */
  url: string;
  apiKey: string;
  /** Messages the account can still pay for. */
  credit: number;
  templates: Set<string>;
  /** Receptors the provider refuses (unassigned or blocked numbers). */
  refusedNumbers: Set<string>;
  throttle: MinuteWindow;
  /** 'down' answers 502 with an HTML page, 'hang' never answers, 'garbage' answers 200 with non-JSON. */
  outage: 'none' | 'down' | 'hang' | 'garbage';
  /** The next this many messages are sent, and then their answer is lost (the connection hangs). */
  loseAnswers: number;
  sent: KavenegarSent[];
  requests: FakeRequest[];
  timing: FakeTiming;
  close(): Promise<void>;
}

const error = (status: number, message: string, headers?: Record<string, string>): FakeReply => ({
  status,
  json: { return: { status, message }, entries: null },
  headers,
});

export async function startFakeKavenegar(apiKey = 'fake-kavenegar-key-1234567890'): Promise<FakeKavenegar> {
  let nextId = 8_792_343;
  const state = {
    apiKey,
    credit: 100,
    templates: new Set(['fest-signup', 'fest-reset']),
    refusedNumbers: new Set<string>(),
    throttle: new MinuteWindow(),
    outage: 'none' as FakeKavenegar['outage'],
    loseAnswers: 0,
    sent: [] as KavenegarSent[],
  };

  const answer = (req: FakeRequest): FakeReply => {
    if (state.outage === 'hang') return 'hang';
    if (state.outage === 'down') return { status: 502, text: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
    if (state.outage === 'garbage') return { status: 200, text: 'OK', contentType: 'text/plain' };
    const match = /^\/v1\/([^/]+)\/(sms\/send\.json|verify\/lookup\.json|sms\/statuslocalmessageid\.json)$/.exec(req.path.split('?')[0]!);
    if (!match) return error(404, 'متد مورد نظر وجود ندارد');
    if (req.method !== 'POST') return error(405, 'متد فراخوانی Get یا Post اشتباه است');
    if (decodeURIComponent(match[1]!) !== state.apiKey) return error(403, 'کد شناسائی API-Key معتبر نمی‌باشد');
    if (!state.throttle.take()) return error(429, 'تعداد درخواست‌ها بیش از حد مجاز است', { 'retry-after': '30' });
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return error(400, 'پارامترها ناقص هستند');
    const form = new URLSearchParams(req.body);
    if (match[2] === 'sms/statuslocalmessageid.json') {
      // One entry per localid asked; an unknown one has no message id and status 100 (not found).
      const localid = form.get('localid') ?? '';
      if (!localid) return error(400, 'پارامترها ناقص هستند');
      const found = state.sent.find((m) => m.localid === localid);
      const entry = found
        ? { messageid: found.messageid, localid, status: 10, statustext: 'رسیده به گیرنده' }
        : { messageid: 0, localid, status: 100, statustext: 'شناسه پیامک نامعتبر است' };
      return { status: 200, json: { return: { status: 200, message: 'تایید شد' }, entries: [entry] } };
    }
    const receptor = form.get('receptor') ?? '';
    if (!/^09\d{9}$/.test(receptor) || state.refusedNumbers.has(receptor)) return error(411, 'دریافت کننده نامعتبر است');
    const sent: KavenegarSent = { messageid: 0, receptor };
    if (match[2] === 'sms/send.json') {
      const message = form.get('message');
      if (!message) return error(400, 'پارامترها ناقص هستند');
      sent.message = message;
      if (form.has('sender')) sent.sender = form.get('sender')!;
      if (form.has('localid')) sent.localid = form.get('localid')!;
    } else {
      const template = form.get('template') ?? '';
      const token = form.get('token') ?? '';
      if (!token || /\s/.test(token)) return error(400, 'پارامترها ناقص هستند');
      if (!state.templates.has(template)) return error(424, 'الگوی مورد نظر پیدا نشد');
      Object.assign(sent, { template, token });
    }
    if (state.credit <= 0) return error(418, 'اعتبار حساب شما کافی نیست');
    state.credit -= 1;
    sent.messageid = nextId++;
    state.sent.push(sent);
    if (state.loseAnswers > 0) {
      state.loseAnswers -= 1;
      return 'hang';
    }
    return {
      status: 200,
      json: {
        return: { status: 200, message: 'تایید شد' },
        entries: [
          {
            messageid: sent.messageid,
            message: sent.message ?? `کد تایید شما: ${sent.token}`,
            status: 5,
            statustext: 'ارسال به مخابرات',
            sender: sent.sender ?? '10004346',
            receptor,
            date: Math.floor(Date.now() / 1000),
            cost: 1200,
          },
        ],
      },
    };
  };

  const server = await startFakeServer(answer);
  return Object.assign(state, { url: `${server.origin}/v1`, requests: server.requests, timing: server.timing, close: server.close });
}
