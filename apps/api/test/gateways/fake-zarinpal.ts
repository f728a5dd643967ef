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
