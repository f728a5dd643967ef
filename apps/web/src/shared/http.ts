import { clearSession, readAccessToken, readRefreshToken, writeAccessToken } from './cookies';
import { t } from './i18n';
import { isOffline } from './network-state';
import { toast } from './toast';

/**
 * The web app's one HTTP client, on the browser's `fetch`: every call of the data layer
 * (shared/api/base-api.ts) and the session's renewal go through it, so its two rules hold for all
 * of them (docs/product.md#calls-and-retries, #token-refresh):
 * - what is safe to repeat is tried again, up to 10 times, each try with its own time-out;
 * - a 401 renews the access token (one renewal however many calls ask) and sends the call again, once;
 *   a renewal that fails ends the session.
 */

export interface HttpHooks {
  /** The session could not be refreshed: drop it from the app state and go to the login page. */
  onLoggedOut: () => void;
  /** A new access token was stored: keep the app state in step with the cookie. */
  onAccessTokenRefreshed: (access: string) => void;
}

export interface HttpRequest {
  url: string;
  method?: string;
  /** A FormData goes as multipart; anything else as JSON. */
  data?: unknown;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Milliseconds each try may take. */
  timeout?: number;
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** A call that failed: with the server's answer (`response`) when there was one, without when the network or the time-out failed. */
export class HttpError extends Error {
  /** The session could not be renewed: the login toast has said so already. */
  sessionEnded?: true;
  constructor(
    message: string,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const RETRIES = 10; // docs/product.md#calls-and-retries
export const TIMEOUT_MS = 30_000;
const MAX_PAUSE_MS = 8_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Endpoints that issue tokens: a 401 from them means bad credentials, not an old token. */
const TOKEN_ENDPOINT = /^\/?api\/token\//;
const PUBLIC_ENDPOINT = /^\/?api\/(token\/|users\/signup\/?)/;

let hooks: HttpHooks = { onLoggedOut: () => undefined, onAccessTokenRefreshed: () => undefined };
/** Same origin as the page: the API server also serves the app, and Vite proxies /api in development. */
let origin = '';

/** Called once from app/ so that the client can reach the store and router without importing them. */
export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** For tests only: the API lives at another origin (a test server). */
export function setHttpOrigin(next: string): void {
  origin = next;
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** A request that failed because the session could not be renewed (the login toast has said so). */
export function isSessionEnded(value: unknown): boolean {
  return isHttpError(value) && value.sessionEnded === true;
}

/**
 * Retry what is safe to repeat: an idempotent request that got no answer (network down, time-out)
 * or a 5xx/429. A POST is never repeated: the browser cannot tell whether a failed POST reached the
 * server, and repeating a login, a payment or an add-to-cart could do it twice. Offline, a retry cannot
 * succeed: the page shows its failed state (with a retry button) at once instead of "loading" for the
 * minute the back-off would take.
 */
function shouldRetry(method: string, error: HttpError): boolean {
  if (isOffline() || !IDEMPOTENT.has(method)) return false;
  const status = error.response?.status;
  return status === undefined || status === 429 || status >= 500;
}

/** 250 ms, doubling, a fifth more at random so that clients don't retry in step; `Retry-After` if longer; 8 s at most. */
function pauseBefore(retry: number, error: HttpError): number {
  const after = Number(error.response?.headers['retry-after']);
  const wait = Math.max(2 ** (retry - 1) * 250, Number.isFinite(after) ? after * 1000 : 0);
  return Math.min(wait * (1 + Math.random() * 0.2), MAX_PAUSE_MS);
}

function address({ url, params }: HttpRequest): string {
  const query = params ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString() : '';
  return origin + url + (query ? `${url.includes('?') ? '&' : '?'}${query}` : '');
}

/** One try: the time-out starts with it, so a retry has the whole time-out again. */
async function attempt(request: HttpRequest, method: string, token: string | undefined): Promise<HttpResponse> {
  const headers = new Headers(request.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (request.data instanceof FormData) body = request.data;
  else if (request.data !== undefined) {
    body = JSON.stringify(request.data);
    headers.set('content-type', 'application/json');
  }
  let answer: Response;
  let data: unknown;
  try {
    answer = await fetch(address(request), { method, headers, body, signal: AbortSignal.timeout(request.timeout ?? TIMEOUT_MS) });
    if (request.responseType === 'blob') data = await answer.blob();
    else {
      const text = await answer.text();
      data = parseJson(text);
    }
  } catch (err) {
    throw new HttpError(err instanceof Error ? err.message : 'network error');
  }
  const response: HttpResponse = { status: answer.status, data, headers: Object.fromEntries(answer.headers) };
  if (!answer.ok) throw new HttpError(`${method} ${request.url}: ${answer.status}`, response);
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : text;
  } catch {
    return text;
  }
}

async function withRetries(request: HttpRequest, method: string, token: string | undefined): Promise<HttpResponse> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt(request, method, token);
    } catch (err) {
      if (!(err instanceof HttpError) || retry > RETRIES || !shouldRetry(method, err)) throw err;
      const pause = pauseBefore(retry, err);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

let refreshing: Promise<string> | null = null;

/**
 * Renews the access token from the refresh token cookie: one request however many ask at once.
 * Resolves with the new token; rejects with the HTTP error (or when there is no refresh token).
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refresh = readRefreshToken();
    if (!refresh) throw new Error('no refresh token');
    const { data } = await request<{ access: string }>({ url: '/api/token/refresh/', method: 'POST', data: { refresh } });
    writeAccessToken(data.access);
    hooks.onAccessTokenRefreshed(data.access);
    return data.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let endingSession = false;

/**
 * A failed refresh: one toast however many requests failed, then log out and go to /login. The
 * requests' errors are marked (sessionEnded) so that no page adds a toast of its own.
 */
function endSession(error: HttpError): never {
  error.sessionEnded = true;
  if (!endingSession) {
    endingSession = true;
    clearSession();
    toast.error(t('common.needLogin'), { toastId: 'need-login' });
    hooks.onLoggedOut();
    // Let the other requests that failed in the same burst settle before a later session can end again.
    setTimeout(() => {
      endingSession = false;
    }, 1_000);
  }
  throw error;
}

async function request<T = unknown>(config: HttpRequest): Promise<HttpResponse<T>> {
  const method = (config.method ?? 'GET').toUpperCase();
  const sentWith = PUBLIC_ENDPOINT.test(config.url) ? undefined : readAccessToken();
  try {
    return (await withRetries(config, method, sentWith)) as HttpResponse<T>;
  } catch (err) {
    if (!(err instanceof HttpError) || err.response?.status !== 401 || TOKEN_ENDPOINT.test(config.url)) throw err;
    // A request sent with a token that has been renewed since (its 401 came after another request's
    // refresh had finished) is simply repeated with the new one: a second refresh would be wasted.
    const current = readAccessToken();
    let access: string;
    if (current && sentWith && current !== sentWith) access = current;
    else {
      try {
        access = await refreshAccessToken();
      } catch {
        return endSession(err);
      }
    }
    // Repeated once: a 401 to the repeat is the answer.
    return (await withRetries(config, method, access)) as HttpResponse<T>;
  }
}

export const http = { request };
