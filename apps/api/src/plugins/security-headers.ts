import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets for `options`, worked out once at start. Our options are static (no nonces,
 * no per-request directives), so every answer gets the same set; @fastify/helmet instead rebuilt
 * helmet from its options on every request (parsing the CSP each time), about 15% of the CPU of a
 * small cached answer (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return [...headers];
}

/** Writes the headers on the raw answer, as helmet did: they stay on errors and not-found answers too. */
export function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
