import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * TRUST_PROXY (docs/api.md, "Settings"): behind the README's nginx, which appends the address it saw to
 * whatever X-Forwarded-For the client sent, the client address is the last entry, never one the client
 * wrote. Before, `true` took the leftmost entry: a client writing a new one each time escaped every
 * per-address limit (25 code texts of 25 where the limit is 20).
 */

const NGINX = '10.0.0.5';
let phoneCounter = 3_000_000;
const freshPhone = () => `0935${String((phoneCounter += 1)).padStart(7, '0')}`;

/** A code request as nginx forwards it: the client's own X-Forwarded-For, then the address nginx saw. */
const viaNginx = (t: TestApp, clientAddress: string, forged: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/otp/',
    remoteAddress: NGINX,
    headers: { 'x-forwarded-for': `${forged}, ${clientAddress}` },
    payload: { phone_number: freshPhone(), purpose: 'signup' },
  });

describe('TRUST_PROXY=1 (one nginx)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', OTP_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('counts a client that forges a new leftmost X-Forwarded-For entry each time against one per-address limit', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await viaNginx(t, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await viaNginx(t, '203.0.113.7', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client behind the same nginx has a budget of its own.
    const other = await viaNginx(t, '203.0.113.8', '198.51.100.99');
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/24, 127.0.0.1', OTP_RATE_LIMIT: '2' } });
  });
  afterAll(() => t.close());

  it('takes the last entry a trusted proxy added, whatever the client wrote before it', async () => {
    for (let i = 1; i <= 2; i += 1) expect((await viaNginx(t, '203.0.113.9', `10.0.0.${i}`)).statusCode).toBe(200);
    // The forged entry is a trusted proxy's address: still not believed, as the client wrote it before nginx's entry.
    expect((await viaNginx(t, '203.0.113.9', '10.0.0.77')).statusCode).toBe(429);
  });

  it('believes nothing from a caller that is not a trusted proxy', async () => {
    const direct = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/otp/',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forged },
        payload: { phone_number: freshPhone(), purpose: 'signup' },
      });
    expect((await direct('198.51.100.1')).statusCode).toBe(200);
    expect((await direct('198.51.100.2')).statusCode).toBe(200);
    expect((await direct('198.51.100.3')).statusCode).toBe(429);
  });
});

describe('the TRUST_PROXY setting', () => {
  it('reads off, a hop count (true meaning one), or addresses and CIDRs', () => {
    expect(loadSettings({}).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadSettings({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('stops the server on anything else, naming the setting', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0', 'nginx.internal', '1,2']) {
      expect(() => loadSettings({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
