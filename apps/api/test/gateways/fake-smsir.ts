import { MinuteWindow, startFakeServer, type FakeReply, type FakeRequest } from './fake-provider-server';

/**
 * A local imitation of SMS.ir's REST API v1 as ../shared/docs/sms-providers.md describes it:
 * X-API-KEY header, JSON bodies, POST /v1/send/verify and /v1/send/bulk, GET /v1/credit, answers
 * {status, message, data} with status 1 for success. Errors carry an HTTP 4xx (401 bad key, 429 too
 * fast, as documented) and a body status from SMS.ir's v1 status table (10 bad key, 20 too many
 * requests, 101 bad line, 102 no credit, 104 bad mobile, 113 template not found).
 */
export interface SmsIrSent {
  messageId: number;
  mobile: string;
  messageText?: string;
  lineNumber?: number;
  templateId?: number;
  parameters?: { name: string; value: string }[];
}

export interface FakeSmsIr {
  url: string;
  apiKey: string;
  credit: number;
  /** The account's lines. */
  lines: Set<number>;
  /** Template id -> the names of its parameters. */
  templates: Map<number, string[]>;
  refusedNumbers: Set<string>;
  throttle: MinuteWindow;
  outage: 'none' | 'down' | 'hang' | 'garbage';
  sent: SmsIrSent[];
  requests: FakeRequest[];
  close(): Promise<void>;
}

const error = (http: number, status: number, message: string, headers?: Record<string, string>): FakeReply => ({
  status: http,
  json: { status, message, data: null },
  headers,
});

export async function startFakeSmsIr(apiKey = 'fake-smsir-key-ABCDEFGHIJKLMNOP'): Promise<FakeSmsIr> {
  let nextId = 512_000_001;
  const state = {
    apiKey,
    credit: 100,
    lines: new Set([30007732000000]),
    templates: new Map([[123456, ['Code']]]),
    refusedNumbers: new Set<string>(),
    throttle: new MinuteWindow(),
    outage: 'none' as FakeSmsIr['outage'],
    sent: [] as SmsIrSent[],
  };

  const answer = (req: FakeRequest): FakeReply => {
    if (state.outage === 'hang') return 'hang';
    if (state.outage === 'down') return { status: 503, text: '<html><body>Service Unavailable</body></html>' };
    if (state.outage === 'garbage') return { status: 200, text: '<html>maintenance</html>' };
    const path = req.path.split('?')[0];
    const route = `${req.method} ${path}`;
    if (!['POST /v1/send/verify', 'POST /v1/send/bulk', 'GET /v1/credit'].includes(route)) return error(404, 0, 'Not Found');
    if (req.headers['x-api-key'] !== state.apiKey) return error(401, 10, 'کلید وب سرویس نامعتبر است');
    if (!state.throttle.take()) return error(429, 20, 'تعداد درخواست بیشتر از حد مجاز است', { 'retry-after': '10' });
    if (route === 'GET /v1/credit') return { status: 200, json: { status: 1, message: 'موفق', data: state.credit } };
    if (!String(req.headers['content-type']).startsWith('application/json')) return error(415, 0, 'Unsupported Media Type');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return error(400, 0, 'درخواست نامعتبر است');
    }
    const sent: SmsIrSent = { messageId: 0, mobile: '' };
    if (path === '/v1/send/verify') {
      const { mobile, templateId, parameters } = body as { mobile?: unknown; templateId?: unknown; parameters?: unknown };
      if (typeof mobile !== 'string' || !/^09\d{9}$/.test(mobile) || state.refusedNumbers.has(mobile)) return error(400, 104, 'درخواست شما دارای موبایل نادرست است');
      if (typeof templateId !== 'number' || !state.templates.has(templateId)) return error(400, 113, 'قالب یافت نشد');
      const params = Array.isArray(parameters) ? (parameters as { name?: unknown; value?: unknown }[]) : [];
      const wanted = state.templates.get(templateId)!;
      const names = params.map((p) => p.name);
      if (wanted.some((n) => !names.includes(n)) || params.some((p) => typeof p.value !== 'string')) {
        return error(400, 116, 'مقدار یک یا چند پارامتر قالب تعیین نشده است');
      }
      Object.assign(sent, { mobile, templateId, parameters: params });
    } else {
      const { lineNumber, messageText, mobiles, sendDateTime } = body as Record<string, unknown>;
      if (typeof lineNumber !== 'number' || !state.lines.has(lineNumber)) return error(400, 101, 'شماره خط نامعتبر میباشد');
      if (typeof messageText !== 'string' || !messageText) return error(400, 103, 'درخواست شما دارای متن خالی است');
      if (!Array.isArray(mobiles) || mobiles.length !== 1) return error(400, 105, 'تعداد موبایل‌ها نامعتبر است');
      const mobile = mobiles[0];
      if (typeof mobile !== 'string' || !/^09\d{9}$/.test(mobile) || state.refusedNumbers.has(mobile)) return error(400, 104, 'درخواست شما دارای موبایل نادرست است');
      if (sendDateTime !== null && sendDateTime !== undefined) return error(400, 109, 'زمان ارسال نامعتبر میباشد');
      Object.assign(sent, { mobile, messageText, lineNumber });
    }
    if (state.credit <= 0) return error(400, 102, 'اعتبار کافی نمیباشد');
    state.credit -= 1;
    sent.messageId = nextId++;
    state.sent.push(sent);
    const data = path === '/v1/send/verify' ? { messageId: sent.messageId, cost: 1 } : { packId: 'f4e7c2a0-1d2b-4c3d-9e8f-0a1b2c3d4e5f', messageIds: [sent.messageId], cost: 1 };
    return { status: 200, json: { status: 1, message: 'موفق', data } };
  };

  const server = await startFakeServer(answer);
  return Object.assign(state, { url: `${server.origin}/v1`, requests: server.requests, close: server.close });
}
