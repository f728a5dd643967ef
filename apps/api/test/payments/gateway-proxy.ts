import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP proxy standing between the API processes and the gateway (their ZARINPAL_BASE_URL),
 * forwarding every call to one server's built-in sandbox (`/_sandbox/zarinpal`, whose sessions live
 * in the shared database, so any process's sandbox answers for any session). It can lose the answer
 * of a chosen call the ways a network does:
 *  - `never-sent`: the call never reaches the bank, and no answer comes;
 *  - `no-answer`: the bank does what was asked, but its answer never comes back;
 *  - `late-answer`: the bank does it, and its answer comes only after the client gave up.
 * The sandbox refuses a callback on another origin than its own (ZarinPal's -14 rule), so a payment
 * request's callback_url is re-pointed at the sandbox's server: the buyer's browser is not followed
 * in these tests anyway.
 */
export type LostAnswer = 'never-sent' | 'no-answer' | 'late-answer';

export interface ProxyCall {
  endpoint: string;
  authority: string | null;
  /** Whether the bank was asked, and what it answered (its `data.code` or `errors.code`). */
  forwarded: boolean;
  code: number | null;
  lost: LostAnswer | null;
  /** How long the bank took to answer (ms), as the client waited for it; null while unanswered or lost. */
  ms: number | null;
}

export interface GatewayProxy {
  url: string;
  calls: ProxyCall[];
  /**
   * The next call to `endpoint` loses its answer (`how`). `arrived` resolves once the call came in
   * (and, unless never-sent, once the bank has done it): the moment to kill the process that made it.
   */
  loseNext(endpoint: string, how: LostAnswer): { arrived: Promise<ProxyCall> };
  close(): Promise<void>;
}

const PREFIX = '/pg/v4/payment/';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

function codeOf(text: string): number | null {
  try {
    const body = JSON.parse(text) as { data?: { code?: unknown }; errors?: { code?: unknown } };
    const code = body.errors && !Array.isArray(body.errors) ? body.errors.code : body.data?.code;
    return code === undefined ? null : Number(code);
  } catch {
    return null;
  }
}

/**
 * `target()`: the base URL of a live server's sandbox (e.g. `http://127.0.0.1:4321/_sandbox/zarinpal`),
 * asked at each call, so that the test can steer calls away from a process it is about to kill.
 * `clientTimeoutMs`: the processes' ZARINPAL_TIMEOUT_MS (a late answer comes after it).
 */
export async function startGatewayProxy(opts: { target: () => string; clientTimeoutMs: number }): Promise<GatewayProxy> {
  const calls: ProxyCall[] = [];
  const losses: { endpoint: string; how: LostAnswer; arrived: (c: ProxyCall) => void }[] = [];
  const open = new Set<ServerResponse>();

  const forward = async (url: string, text: string) => {
    const target = opts.target();
    let body = text;
    if (url.endsWith('/request.json')) {
      const json = JSON.parse(text) as { callback_url?: string };
      if (json.callback_url) {
        const callback = new URL(json.callback_url);
        const origin = new URL(target).origin;
        json.callback_url = origin + callback.pathname + callback.search;
        body = JSON.stringify(json);
      }
    }
    const res = await fetch(target + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: res.status, text: await res.text() };
  };

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    void (async () => {
      const text = await readBody(req);
      const url = req.url ?? '';
      const endpoint = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url;
      let authority: string | null = null;
      try {
        const a = (JSON.parse(text) as { authority?: unknown }).authority;
        authority = typeof a === 'string' ? a : null;
      } catch {
        /* not JSON: forwarded as it is */
      }
      const call: ProxyCall = { endpoint, authority, forwarded: false, code: null, lost: null, ms: null };
      const arrivedAt = Date.now();
      calls.push(call);
      const lossAt = losses.findIndex((l) => l.endpoint === endpoint);
      const loss = lossAt >= 0 ? losses.splice(lossAt, 1)[0]! : null;
      if (loss?.how === 'never-sent') {
        call.lost = 'never-sent';
        loss.arrived(call);
        return; // the socket stays open until the client gives up (or dies)
      }
      let answer: { status: number; text: string };
      try {
        answer = await forward(url, text);
      } catch (err) {
        answer = { status: 502, text: JSON.stringify({ error: String(err) }) };
      }
      call.forwarded = true;
      call.code = codeOf(answer.text);
      if (loss) {
        call.lost = loss.how;
        loss.arrived(call);
        if (loss.how === 'no-answer') return;
        await new Promise((r) => setTimeout(r, opts.clientTimeoutMs + 500));
      }
      if (res.writableEnded || res.destroyed) return;
      if (!loss) call.ms = Date.now() - arrivedAt;
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.text);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    loseNext(endpoint, how) {
      let arrived!: (c: ProxyCall) => void;
      const promise = new Promise<ProxyCall>((resolve) => (arrived = resolve));
      losses.push({ endpoint, how, arrived });
      return { arrived: promise };
    },
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
