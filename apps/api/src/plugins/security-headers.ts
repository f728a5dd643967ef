import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
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

/**
 * Puts the headers among the answer's own, from the first hook: they stay on errors and not-found
 * answers too (Fastify writes its headers on those as well). Not on the raw answer, as helmet does:
 * one header set there sends Node's writeHead down its slow path, where every header of the answer is
 * stored and checked one by one. Measured: 4% of the CPU of a kept detail answer (docs/performance.md).
 */
export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  for (const [name, value] of headers) reply.header(name, value);
}
