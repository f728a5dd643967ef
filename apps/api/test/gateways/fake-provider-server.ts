import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an imitation answers to one request: JSON, raw text, or silence until the client gives up. */
export type FakeReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType?: string }
  | 'hang';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How slowly the imitation answers, and how many requests it held at once (a worker's concurrency). */
export interface FakeTiming {
  /** Each answer waits this long, as a provider across the internet does. */
  latencyMs: number;
  inFlight: number;
  maxInFlight: number;
}

export interface FakeServer {
  origin: string;
  requests: FakeRequest[];
  timing: FakeTiming;
  close(): Promise<void>;
}

/** A local HTTP server for SMS provider imitations; the imitation decides every answer. */
export async function startFakeServer(answer: (req: FakeRequest) => FakeReply): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const timing: FakeTiming = { latencyMs: 0, inFlight: 0, maxInFlight: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    timing.inFlight += 1;
    timing.maxInFlight = Math.max(timing.maxInFlight, timing.inFlight);
    res.on('close', () => (timing.inFlight -= 1));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      if (timing.latencyMs) await new Promise((resolve) => setTimeout(resolve, timing.latencyMs));
      const reply = answer(request);
      if (reply === 'hang') return; // closeAllConnections ends it
      if ('json' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/html' });
        res.end(reply.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    timing,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A few requests a minute at most, like the providers' own throttles. */
export class MinuteWindow {
  private started = Date.now();
  private count = 0;
  constructor(public limit = Number.POSITIVE_INFINITY) {}
  /** Counts one request; false when it is over the limit of the current minute. */
  take(): boolean {
    if (Date.now() - this.started >= 60_000) {
      this.started = Date.now();
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}
