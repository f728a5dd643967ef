import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CACHE,
  isStorable,
  otherUsersCaches,
  staleStaticCaches,
  staticCacheName,
  strategyFor,
  userCacheName,
  userCaches,
  userKeyFromAuthorization,
} from './offline-cache-rules';

const origin = 'https://fest.example.org';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
const bearer = (payload: object) => `Bearer ${token(payload)}`;
const get = (path: string, more: Partial<Parameters<typeof strategyFor>[0]> = {}) =>
  strategyFor({ method: 'GET', url: `${origin}${path}`, origin, mode: 'cors', authorization: null, ...more });

describe('which requests the service worker answers, and how', () => {
  it('keeps the programme without a session in the one shared cache', () => {
    for (const path of ['/api/presentations/all/', '/api/presentations/12', '/api/festival/', '/api/presenter/', '/api/faq/'])
      expect(get(path)).toEqual({ kind: 'api', cache: PUBLIC_CACHE, userKey: null });
  });

  it("files an answer to a request with a token under that user's own cache, never the shared one", () => {
    const alice = bearer({ sub: '7', phone: '09120000000', type: 'access' });
    const bob = bearer({ sub: '8', phone: '09130000000', type: 'access' });
    // The catalogue too: with a token it carries the buyer's online links.
    for (const path of ['/api/presentations/cart/', '/api/agenda/', '/api/users/09120000000/', '/api/presentations/all/']) {
      expect(get(path, { authorization: alice })).toEqual({ kind: 'api', cache: userCacheName('7'), userKey: '7' });
      expect(get(path, { authorization: bob })).toEqual({ kind: 'api', cache: userCacheName('8'), userKey: '8' });
    }
    expect(userCacheName('7')).not.toBe(PUBLIC_CACHE);
  });

  it('leaves alone a token it cannot read, writes, other API reads, media, sandboxes and other origins', () => {
    for (const authorization of ['Bearer nonsense', 'Basic dXNlcjpwYXNz', bearer({ phone: 'x' }), bearer({ sub: '../x' }), 'Bearer a.!!!.c'])
      expect(get('/api/presentations/cart/', { authorization })).toEqual({ kind: 'pass' });
    expect(strategyFor({ method: 'POST', url: `${origin}/api/presentations/cart/`, origin, mode: 'cors', authorization: null })).toEqual({ kind: 'pass' });
    for (const path of ['/api/payments/get_list/', '/api/agenda/feed-url/', '/api/schedule.ics', '/api/admin/stats/', '/media/seed/a.svg', '/_sandbox/zarinpal/pay'])
      expect(get(path), path).toEqual({ kind: 'pass' });
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example.com/assets/a.js', origin, mode: 'cors', authorization: null })).toEqual({ kind: 'pass' });
  });

  it('serves hashed assets cache-first and pages from the network with the shell as fallback', () => {
    expect(get('/assets/index-abc123.js')).toEqual({ kind: 'asset' });
    expect(get('/schedule', { mode: 'navigate' })).toEqual({ kind: 'shell' });
    expect(get('/profile/tickets', { mode: 'navigate' })).toEqual({ kind: 'shell' });
    expect(get('/manifest.webmanifest')).toEqual({ kind: 'shell' });
    // A page load of an API or sandbox address (the bank page) is the server's business.
    expect(get('/_sandbox/zarinpal/StartPay/A1', { mode: 'navigate' })).toEqual({ kind: 'pass' });
    expect(get('/api/schedule.ics', { mode: 'navigate' })).toEqual({ kind: 'pass' });
  });
});

describe('reading the user from a bearer token', () => {
  it('reads sub from the payload, base64url without padding', () => {
    expect(userKeyFromAuthorization(bearer({ sub: '12345', phone: '09121234567' }))).toBe('12345');
    expect(userKeyFromAuthorization(`bearer ${token({ sub: '1', name: 'ü?>' })}`)).toBe('1');
  });
  it('names nobody for anything else', () => {
    expect(userKeyFromAuthorization('Bearer')).toBeNull();
    expect(userKeyFromAuthorization('Bearer onlyonepart')).toBeNull();
    expect(userKeyFromAuthorization(bearer({ sub: 7 }))).toBeNull();
  });
});

describe('what is kept and what goes', () => {
  it('keeps only complete answers the server did not mark no-store', () => {
    expect(isStorable(200, null)).toBe(true);
    expect(isStorable(200, 'no-cache')).toBe(true);
    expect(isStorable(200, 'private, no-store')).toBe(false);
    expect(isStorable(200, 'no-store')).toBe(false);
    for (const status of [201, 204, 206, 304, 401, 404, 500]) expect(isStorable(status, null)).toBe(false);
  });

  const names = [staticCacheName('v1'), staticCacheName('v2'), PUBLIC_CACHE, userCacheName('7'), userCacheName('8'), 'other-app-cache'];

  it('drops every user cache at logout, and only those', () => {
    expect(userCaches(names)).toEqual([userCacheName('7'), userCacheName('8')]);
  });
  it("drops the previous user's cache when another user's answer is filed", () => {
    expect(otherUsersCaches(names, '8')).toEqual([userCacheName('7')]);
  });
  it("drops other versions' static caches only (the new version's, when it takes over)", () => {
    expect(staleStaticCaches(names, 'v2')).toEqual([staticCacheName('v1')]);
  });
});
