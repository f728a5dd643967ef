import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The security headers every answer carries, pinned whole: they are worked out once at start
 * (plugins/security-headers.ts) instead of by helmet on each request, and must stay exactly these.
 */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self' https://payment.zarinpal.com https://sandbox.zarinpal.com;" +
  "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";
const EXPECTED: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const SECURITY_NAMES = [...Object.keys(EXPECTED), 'strict-transport-security', 'cross-origin-embedder-policy'];

const requests = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/faq/' }, // a kept (cached) answer
  { method: 'GET', url: '/api/no-such-route' }, // not found
  { method: 'POST', url: '/api/token/access/', payload: { phone_number: 'x' } }, // a validation error
  { method: 'GET', url: '/media/missing.png' },
] as const;

describe.each([
  { name: 'over http', env: {} as Record<string, string>, hsts: undefined },
  { name: 'over https', env: { PUBLIC_URL: 'https://fest.example' }, hsts: 'max-age=31536000' },
])('security headers $name', ({ env, hsts }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('are the same full set on answers, cached answers, errors and not-found answers', async () => {
    for (const request of requests) {
      const res = await t.app.inject(request);
      const sent = Object.fromEntries(SECURITY_NAMES.filter((n) => res.headers[n] !== undefined).map((n) => [n, res.headers[n]]));
      expect(sent, `${request.method} ${request.url}`).toEqual({ ...EXPECTED, ...(hsts ? { 'strict-transport-security': hsts } : {}) });
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('leave the API documentation its own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
