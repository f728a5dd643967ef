import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setHttpOrigin } from '../http';

/**
 * For tests only: a real HTTP server on 127.0.0.1 that answers what a test tells it, per method
 * and path, and records every request. The web app's own client (shared/http.ts with its retry and
 * refresh rules, RTK Query on top) is pointed at it unchanged, so a test exercises everything of
 * ours down to the socket. It holds no rules of the API: each answer is a canned, contract-shaped
 * body that the test states next to its assertion.
 */
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Responder = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's values (the console's tables send page, ordering, search…). */
  query: Record<string, string>;
  body: unknown;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** `answer('GET /api/faq/', { body: [] })`: later calls for the same route replace earlier ones. */
  answer: (route: string, responder: Responder) => void;
  count: (route: string) => number;
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Responder>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      const [path, search = ''] = (req.url ?? '/').split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // not JSON (multipart): kept as text
      }
      const request = { method: req.method ?? 'GET', path, query, body, headers: req.headers };
      requests.push(request);
      const responder = routes.get(`${request.method} ${path}`);
      const answer = typeof responder === 'function' ? await responder(request) : (responder ?? { status: 404, body: { detail: 'not found', code: 'NOT_FOUND' } });
      const status = answer.status ?? 200;
      if (answer.body === undefined || status === 204) {
        res.writeHead(status, answer.headers).end();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app's client asks its own origin; here the origin is this server. A test page (happy-dom)
  // moves to it too, so that its fetch asks the same origin, as in production (no CORS).
  setHttpOrigin(url);
  const page = (globalThis as { happyDOM?: { setURL: (url: string) => void } }).happyDOM;
  page?.setURL(url + window.location.pathname + window.location.search);
  return {
    url,
    requests,
    answer: (route, responder) => void routes.set(route, responder),
    count: (route) => requests.filter((r) => `${r.method} ${r.path}` === route).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
