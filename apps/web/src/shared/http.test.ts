import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The HTTP client's own rules (retry, refresh, logout) with the network imitated at axios' adapter,
 * the boundary to the outside. The real server round trip is covered by the Playwright journeys.
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

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | 'network';

async function loadClient(handler: Handler) {
  vi.resetModules();
  const { http, configureHttp, loadHttpClient } = await import('./http');
  const calls: Array<{ url: string; method: string; auth?: string }> = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ url: config.url ?? '', method: config.method ?? 'get', auth: config.headers.get('Authorization')?.toString() });
    const answer = handler(config);
    if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      data: answer.data,
    };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // The axios instance behind `http` arrives with the first request; imitate the network on it.
  (await loadHttpClient()).defaults.adapter = adapter;
  const hooks = { onLoggedOut: vi.fn(), onAccessTokenRefreshed: vi.fn() };
  configureHttp(hooks);
  return { http, calls, hooks };
}

let jar: Map<string, string>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  jar = installCookieJar();
  jar.set('access_token', 'old-access');
  jar.set('refresh_token', 'the-refresh');
  jar.set('phone_number', '09120000000');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('on a 401', () => {
  it('refreshes once for concurrent requests, stores the new token and repeats them', async () => {
    const { http, calls, hooks } = await loadClient((config) => {
      if (config.url === '/api/token/refresh/') return { status: 200, data: { access: 'new-access' } };
      return config.headers.get('Authorization') === 'Bearer new-access' ? { status: 200, data: 'ok' } : { status: 401 };
    });
    const answers = await Promise.all([http.get('/api/a/'), http.get('/api/b/'), http.get('/api/c/')]);
    expect(answers.map((a) => a.data)).toEqual(['ok', 'ok', 'ok']);
    expect(calls.filter((c) => c.url === '/api/token/refresh/')).toHaveLength(1);
    expect(jar.get('access_token')).toBe('new-access');
    expect(hooks.onAccessTokenRefreshed).toHaveBeenCalledWith('new-access');
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('repeats a request whose 401 arrives after the refresh finished with the new token, without a second refresh', async () => {
    let releaseLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    const { http, calls } = await loadClient((config) => {
      if (config.url === '/api/token/refresh/') return { status: 200, data: { access: 'new-access' } };
      return config.headers.get('Authorization') === 'Bearer new-access' ? { status: 200, data: 'ok' } : { status: 401 };
    });
    // The adapter answers /api/slow/ only once the first request has been refreshed and repeated.
    const client = await (await import('./http')).loadHttpClient();
    const adapter = client.defaults.adapter as AxiosAdapter;
    client.defaults.adapter = async (config) => {
      if (config.url === '/api/slow/' && config.headers.get('Authorization') === 'Bearer old-access') await late;
      return adapter(config);
    };
    const slow = http.get('/api/slow/');
    expect((await http.get('/api/fast/')).data).toBe('ok');
    releaseLate();
    expect((await slow).data).toBe('ok');
    expect(calls.filter((c) => c.url === '/api/token/refresh/')).toHaveLength(1);
  });

  it('marks the failed requests of a dead session, so that pages add no toast of their own', async () => {
    const { http } = await loadClient(() => ({ status: 401, data: { detail: 'x', code: 'TOKEN_INVALID' } }));
    const { isSessionEnded } = await import('./http');
    const { alreadyReported, toApiError } = await import('./api-error');
    const error = await http.get('/api/presentations/cart/').catch((err: unknown) => err);
    expect(isSessionEnded(error)).toBe(true);
    expect(alreadyReported(error)).toBe(true);
    expect(toApiError(error)).toEqual({ code: 'SESSION_ENDED', status: 401 });
  });

  it('ends the session once when the refresh fails', async () => {
    const { http, hooks } = await loadClient(() => ({ status: 401, data: { detail: 'x', code: 'TOKEN_INVALID' } }));
    const results = await Promise.allSettled([http.get('/api/a/'), http.get('/api/b/')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(hooks.onLoggedOut).toHaveBeenCalledTimes(1);
    expect(jar.has('access_token')).toBe(false);
    expect(jar.has('refresh_token')).toBe(false);
    expect(jar.has('phone_number')).toBe(false);
  });

  it('passes a failed login straight through, without refreshing or logging out', async () => {
    const { http, calls, hooks } = await loadClient(() => ({ status: 401, data: { detail: 'x', code: 'INVALID_CREDENTIALS' } }));
    await expect(http.post('/api/token/access/', { phone_number: '0912', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toHaveLength(1);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('sends the bearer token from the cookie, but not to the token endpoints', async () => {
    const { http, calls } = await loadClient(() => ({ status: 200, data: {} }));
    await http.get('/api/users/09120000000/');
    await http.post('/api/token/refresh/', { refresh: 'r' });
    expect(calls[0].auth).toBe('Bearer old-access');
    expect(calls[1].auth).toBeUndefined();
  });
});

describe('retries', () => {
  it('repeats an idempotent request after network failures', async () => {
    let failures = 3;
    const { http, calls } = await loadClient(() => (failures-- > 0 ? 'network' : { status: 200, data: 'ok' }));
    const pending = http.get('/api/presentations/all/');
    await vi.runAllTimersAsync();
    expect((await pending).data).toBe('ok');
    expect(calls).toHaveLength(4);
  });

  it('gives up after 10 retries', async () => {
    const { http, calls } = await loadClient(() => ({ status: 503 }));
    const pending = http.get('/api/faq/').catch((err: unknown) => err);
    await vi.runAllTimersAsync();
    expect(await pending).toBeInstanceOf(AxiosError);
    expect(calls).toHaveLength(11);
  });

  it('does not retry while the browser is offline, so the page can show its failure at once', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { http, calls } = await loadClient(() => 'network');
    const error = await http.get('/api/presentations/all/').catch((err: unknown) => err);
    expect(calls).toHaveLength(1);
    const { toApiError, errorMessage } = await import('./api-error');
    expect(toApiError(error).code).toBe('OFFLINE');
    expect(errorMessage(error)).toBe('به اینترنت وصل نیستید. پس از وصل شدن، دوباره تلاش کنید.');
  });

  it('never repeats a POST', async () => {
    const { http, calls } = await loadClient(() => 'network');
    const pending = http.post('/api/payments/pay_all/').catch((err: unknown) => err);
    await vi.runAllTimersAsync();
    expect(await pending).toBeInstanceOf(AxiosError);
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a refused request', async () => {
    const { http, calls } = await loadClient(() => ({ status: 404, data: { detail: 'x', code: 'NOT_FOUND' } }));
    await expect(http.get('/api/presentations/99/')).rejects.toBeInstanceOf(AxiosError);
    expect(calls).toHaveLength(1);
  });
});

describe('isHttpError', () => {
  it("recognises axios' errors without importing axios", async () => {
    const { isHttpError } = await import('./http');
    expect(isHttpError(new AxiosError('failed', 'ERR_NETWORK'))).toBe(true);
    expect(isHttpError(new Error('failed'))).toBe(false);
    expect(isHttpError({ code: 'NETWORK_ERROR' })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});
