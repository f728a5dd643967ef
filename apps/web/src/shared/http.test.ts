import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type RecordedRequest, type TestServer } from './api/test-server';

/**
 * The HTTP client's own rules (retry, time-out, refresh, logout) against a real HTTP server on
 * 127.0.0.1 (api/test-server.ts): what a test asserts went over a socket.
 */

/** A minimal cookie jar standing in for document.cookie (js-cookie only reads and writes that string). */
function installCookieJar() {
  const jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', { isSecureContext: true });
  return jar;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let jar: Map<string, string>;
beforeEach(() => {
  server.requests.length = 0;
  jar = installCookieJar();
  jar.set('access_token', 'old-access');
  jar.set('refresh_token', 'the-refresh');
  jar.set('phone_number', '09120000000');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fresh client (no refresh in flight, no session ending) pointed at the test server. */
async function loadClient(origin = server.url) {
  vi.resetModules();
  const module = await import('./http');
  module.setHttpOrigin(origin);
  const hooks = { onLoggedOut: vi.fn(), onAccessTokenRefreshed: vi.fn() };
  module.configureHttp(hooks);
  return { ...module, hooks };
}

const bearer = (request: RecordedRequest) => request.headers.authorization;
const onlyWithNewToken = (request: RecordedRequest) => (bearer(request) === 'Bearer new-access' ? { body: 'ok' } : { status: 401, body: { detail: 'x', code: 'TOKEN_INVALID' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('on a 401', () => {
  it('refreshes once for parallel requests, stores the new token and repeats each of them', async () => {
    const { http, hooks } = await loadClient();
    for (const path of ['/api/a/', '/api/b/', '/api/c/', '/api/d/']) server.answer(`GET ${path}`, onlyWithNewToken);
    server.answer('POST /api/token/refresh/', async () => {
      await sleep(50);
      return { body: { access: 'new-access' } };
    });
    const answers = await Promise.all(['/api/a/', '/api/b/', '/api/c/', '/api/d/'].map((url) => http.request({ url })));
    expect(answers.map((a) => a.data)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(server.count('POST /api/token/refresh/')).toBe(1);
    expect(server.requests.find((r) => r.path === '/api/token/refresh/')?.body).toEqual({ refresh: 'the-refresh' });
    // Each request twice: with the old token (401), then repeated with the new one.
    expect(server.count('GET /api/a/')).toBe(2);
    expect(server.requests.filter((r) => r.path === '/api/a/').map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(jar.get('access_token')).toBe('new-access');
    expect(hooks.onAccessTokenRefreshed).toHaveBeenCalledWith('new-access');
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('repeats a request whose 401 arrives after the refresh finished with the new token, without a second refresh', async () => {
    const { http } = await loadClient();
    let releaseLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    server.answer('POST /api/token/refresh/', { body: { access: 'new-access' } });
    server.answer('GET /api/fast/', onlyWithNewToken);
    server.answer('GET /api/slow/', async (request) => {
      if (bearer(request) === 'Bearer old-access') await late;
      return onlyWithNewToken(request);
    });
    const slow = http.request({ url: '/api/slow/' });
    expect((await http.request({ url: '/api/fast/' })).data).toBe('ok');
    releaseLate();
    expect((await slow).data).toBe('ok');
    expect(server.count('POST /api/token/refresh/')).toBe(1);
  });

  it('repeats the request once: a 401 to the repeat is the answer', async () => {
    const { http, hooks } = await loadClient();
    server.answer('POST /api/token/refresh/', { body: { access: 'new-access' } });
    server.answer('GET /api/a/', { status: 401, body: { detail: 'x', code: 'TOKEN_INVALID' } });
    await expect(http.request({ url: '/api/a/' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.count('GET /api/a/')).toBe(2);
    expect(server.count('POST /api/token/refresh/')).toBe(1);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('ends the session once when the refresh fails: one toast, the cookies gone, logged out', async () => {
    const { http, hooks } = await loadClient();
    server.answer('POST /api/token/refresh/', { status: 401, body: { detail: 'x', code: 'TOKEN_INVALID' } });
    server.answer('GET /api/a/', onlyWithNewToken);
    server.answer('GET /api/b/', onlyWithNewToken);
    const results = await Promise.allSettled([http.request({ url: '/api/a/' }), http.request({ url: '/api/b/' })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(hooks.onLoggedOut).toHaveBeenCalledTimes(1);
    expect([...jar.keys()]).toEqual([]);
    const { currentToasts } = await import('./toast');
    expect(currentToasts().map((t) => [t.kind, t.content])).toEqual([['error', 'نیاز دارید تا وارد شوید!']]);
  });

  it('marks the failed requests of a dead session, so that pages add no toast of their own', async () => {
    const { http, isSessionEnded } = await loadClient();
    server.answer('POST /api/token/refresh/', { status: 401, body: { detail: 'x', code: 'TOKEN_INVALID' } });
    server.answer('GET /api/presentations/cart/', { status: 401, body: { detail: 'x', code: 'TOKEN_INVALID' } });
    const { alreadyReported, toApiError } = await import('./api-error');
    const error = await http.request({ url: '/api/presentations/cart/' }).catch((err: unknown) => err);
    expect(isSessionEnded(error)).toBe(true);
    expect(alreadyReported(error)).toBe(true);
    expect(toApiError(error)).toEqual({ code: 'SESSION_ENDED', status: 401 });
  });

  it('passes a failed login straight through, without refreshing or logging out', async () => {
    const { http, hooks } = await loadClient();
    server.answer('POST /api/token/access/', { status: 401, body: { detail: 'x', code: 'INVALID_CREDENTIALS' } });
    await expect(http.request({ url: '/api/token/access/', method: 'POST', data: { phone_number: '0912', password: 'x' } })).rejects.toMatchObject({
      response: { status: 401, data: { code: 'INVALID_CREDENTIALS' } },
    });
    expect(server.requests).toHaveLength(1);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('sends the bearer token from the cookie, but not to the token endpoints', async () => {
    const { http } = await loadClient();
    server.answer('GET /api/users/09120000000/', { body: {} });
    server.answer('POST /api/token/refresh/', { body: { access: 'a' } });
    await http.request({ url: '/api/users/09120000000/' });
    await http.request({ url: '/api/token/refresh/', method: 'POST', data: { refresh: 'r' } });
    expect(server.requests.map(bearer)).toEqual(['Bearer old-access', undefined]);
  });
});

describe('bodies and answers', () => {
  it('sends an object as JSON, a FormData as multipart, and the query from params', async () => {
    const { http } = await loadClient();
    server.answer('POST /api/json/', { status: 201, body: { id: 7 } });
    server.answer('PUT /api/form/', { status: 204 });
    const created = await http.request({ url: '/api/json/', method: 'POST', data: { name: 'نام' }, params: { page: 2, search: 'لینوکس' } });
    expect(created).toMatchObject({ status: 201, data: { id: 7 } });
    const form = new FormData();
    form.append('first_name', 'سارا');
    expect((await http.request({ url: '/api/form/', method: 'PUT', data: form })).status).toBe(204);
    const [json, multipart] = server.requests;
    expect(json.headers['content-type']).toBe('application/json');
    expect(json.body).toEqual({ name: 'نام' });
    expect(json.query).toEqual({ page: '2', search: 'لینوکس' });
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="first_name"');
    expect(multipart.body).toContain('سارا');
  });

  it("gives an error the server's answer: status, body and headers", async () => {
    const { http, isHttpError } = await loadClient();
    server.answer('POST /api/cart/', { status: 409, body: { detail: 'پر است', code: 'CAPACITY_FULL' }, headers: { 'x-fest-saved-at': 'now' } });
    const error = await http.request({ url: '/api/cart/', method: 'POST' }).catch((err: unknown) => err);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ response: { status: 409, data: { code: 'CAPACITY_FULL' }, headers: { 'x-fest-saved-at': 'now' } } });
  });
});

/**
 * Runs the client's pauses between tries at once (its setTimeout is faked) while the sockets and the
 * time-outs (AbortSignal's own clock) work in real time.
 */
async function settle<T>(pending: Promise<T>): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | undefined;
  pending.then(
    (value) => (result = { status: 'fulfilled', value }),
    (reason: unknown) => (result = { status: 'rejected', reason }),
  );
  while (!result) {
    await vi.advanceTimersToNextTimerAsync();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

describe('retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('repeats an idempotent request answered 5xx or 429 until it succeeds', async () => {
    const { http } = await loadClient();
    const statuses = [503, 500, 429, 502];
    server.answer('GET /api/presentations/all/', () => (statuses.length ? { status: statuses.shift(), body: {} } : { body: 'ok' }));
    server.answer('PUT /api/agenda/3/', () => (server.count('PUT /api/agenda/3/') < 3 ? { status: 503 } : { status: 204 }));
    server.answer('DELETE /api/agenda/3/', () => (server.count('DELETE /api/agenda/3/') < 2 ? { status: 503 } : { status: 204 }));
    expect(await settle(http.request({ url: '/api/presentations/all/' }))).toMatchObject({ status: 'fulfilled', value: { data: 'ok' } });
    expect(server.count('GET /api/presentations/all/')).toBe(5);
    expect(await settle(http.request({ url: '/api/agenda/3/', method: 'PUT' }))).toMatchObject({ status: 'fulfilled' });
    expect(server.count('PUT /api/agenda/3/')).toBe(3);
    expect(await settle(http.request({ url: '/api/agenda/3/', method: 'DELETE' }))).toMatchObject({ status: 'fulfilled' });
    expect(server.count('DELETE /api/agenda/3/')).toBe(2);
  });

  it('gives up after 10 retries, with the last answer', async () => {
    const { http } = await loadClient();
    server.answer('GET /api/faq/', { status: 503, body: { detail: 'x', code: 'UNAVAILABLE' } });
    const result = await settle(http.request({ url: '/api/faq/' }));
    expect(result).toMatchObject({ status: 'rejected', reason: { response: { status: 503 } } });
    expect(server.count('GET /api/faq/')).toBe(11);
  });

  it('never repeats a POST', async () => {
    const { http } = await loadClient();
    server.answer('POST /api/payments/pay_all/', { status: 503 });
    expect(await settle(http.request({ url: '/api/payments/pay_all/', method: 'POST' }))).toMatchObject({ status: 'rejected' });
    expect(server.count('POST /api/payments/pay_all/')).toBe(1);
  });

  it('does not repeat a refused request (4xx)', async () => {
    const { http } = await loadClient();
    server.answer('GET /api/presentations/99/', { status: 404, body: { detail: 'x', code: 'NOT_FOUND' } });
    server.answer('PUT /api/users/09120000000/', { status: 400, body: { detail: 'x', code: 'VALIDATION_ERROR' } });
    expect(await settle(http.request({ url: '/api/presentations/99/' }))).toMatchObject({ status: 'rejected', reason: { response: { status: 404 } } });
    expect(await settle(http.request({ url: '/api/users/09120000000/', method: 'PUT', data: {} }))).toMatchObject({ status: 'rejected' });
    expect(server.requests).toHaveLength(2);
  });

  it('repeats a request that got no answer at all', async () => {
    // Nothing listens there: every try fails before an answer, as with the network down.
    const { http } = await loadClient('http://127.0.0.1:1');
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    const result = await settle(http.request({ url: '/api/faq/' }));
    expect(result).toMatchObject({ status: 'rejected' });
    expect((result as PromiseRejectedResult).reason.response).toBeUndefined();
    // One pause before each of the 10 retries.
    expect(pauses).toHaveBeenCalledTimes(10);
  });

  it('does not retry while the browser is offline, so the page can show its failure at once', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { http } = await loadClient('http://127.0.0.1:1');
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    const error = await http.request({ url: '/api/presentations/all/' }).catch((err: unknown) => err);
    expect(pauses).not.toHaveBeenCalled();
    const { toApiError, errorMessage } = await import('./api-error');
    expect(toApiError(error).code).toBe('OFFLINE');
    expect(errorMessage(error)).toBe('به اینترنت وصل نیستید. پس از وصل شدن، دوباره تلاش کنید.');
  });
});

describe('the time-out', () => {
  it('starts afresh with each try', async () => {
    const { http } = await loadClient();
    // The first try gets no answer and is cut at the time-out; the second is answered after most of
    // a time-out of its own, by when more than one time-out has passed since the first began.
    const timeout = 400;
    server.answer('GET /api/slow/', async () => {
      if (server.count('GET /api/slow/') === 1) await sleep(timeout * 5);
      else await sleep(timeout * 0.6);
      return { body: 'ok' };
    });
    const started = Date.now();
    const answer = await http.request({ url: '/api/slow/', timeout });
    expect(answer.data).toBe('ok');
    expect(server.count('GET /api/slow/')).toBe(2);
    expect(Date.now() - started).toBeGreaterThan(timeout * 1.5);
  });
});
