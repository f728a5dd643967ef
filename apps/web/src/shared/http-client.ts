import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import { clearSession, readAccessToken, readRefreshToken, writeAccessToken } from './cookies';
import { isOffline } from './network-state';
import { t } from './i18n';
import { toast } from './toast';

/**
 * The axios client behind `shared/http.ts`. It sits in its own module so that axios and
 * axios-retry arrive with the first request, after the first screen has painted, instead of
 * with the app's entry script. Only `http.ts` imports it (dynamically).
 */

const RETRIES = 10; // docs/product.md#calls-and-retries
const IDEMPOTENT = new Set(['get', 'head', 'options', 'put', 'delete']);
/** Endpoints that issue or revoke tokens: a 401 from them means bad credentials, not an old token. */
const TOKEN_ENDPOINT = /^\/?api\/token\//;
const PUBLIC_ENDPOINT = /^\/?api\/(token\/|users\/signup\/?)/;

export interface HttpHooks {
  /** The session could not be refreshed: drop it from the app state and go to the login page. */
  onLoggedOut: () => void;
  /** A new access token was stored: keep the app state in step with the cookie. */
  onAccessTokenRefreshed: (access: string) => void;
}

/**
 * Retry what is safe to repeat: an idempotent request that got no answer (network down, time-out)
 * or a 5xx/429. A POST is never repeated: the browser cannot tell whether a failed POST reached
 * the server, and repeating a login, a payment or an add-to-cart could do it twice.
 */
export function shouldRetry(error: AxiosError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  // Offline, a retry cannot succeed: the page shows its failed state (with a retry button) at once
  // instead of "loading" for the minute the back-off would take.
  if (isOffline()) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT.has(method)) return false;
  const status = error.response?.status;
  return status === undefined || status === 429 || (status >= 500 && status <= 599);
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _afterRefresh?: boolean;
}

/** The error of a request whose session could not be renewed: the login toast has said it already. */
export interface SessionEndedError extends AxiosError {
  sessionEnded: true;
}

/** The axios instance with the one way of renewing the access token every caller shares. */
export interface HttpClient extends AxiosInstance {
  /** Renews the access token from the refresh token (one request however many ask); rejects when it can't. */
  refreshAccessToken: () => Promise<string>;
}

/**
 * Builds the one HTTP client of the web app. Same origin as the page (baseURL ''): the API server
 * also serves the built app, and Vite proxies /api in development. `hooks` is read at each use, so
 * hooks configured after the client was built still apply.
 */
export function createHttpClient(hooks: () => HttpHooks): HttpClient {
  const http = axios.create({ baseURL: '', timeout: 30_000 }) as HttpClient;

  http.interceptors.request.use((config) => {
    const url = config.url ?? '';
    const token = readAccessToken();
    if (token && !PUBLIC_ENDPOINT.test(url) && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  axiosRetry(http, {
    retries: RETRIES,
    shouldResetTimeout: true,
    retryCondition: shouldRetry,
    // Back off exponentially (honouring Retry-After) but never wait more than 8 s between tries.
    retryDelay: (retryCount, error) => Math.min(exponentialDelay(retryCount, error, 250), 8_000),
  });

  let refreshing: Promise<string> | null = null;

  /** One refresh at a time: concurrent 401s all wait for the same answer. */
  function refreshAccessToken(): Promise<string> {
    refreshing ??= (async () => {
      const refresh = readRefreshToken();
      if (!refresh) throw new Error('no refresh token');
      const { data } = await http.post<{ access: string }>('/api/token/refresh/', { refresh });
      writeAccessToken(data.access);
      hooks().onAccessTokenRefreshed(data.access);
      return data.access;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  http.refreshAccessToken = refreshAccessToken;

  let endingSession = false;

  /**
   * A failed refresh: one toast however many requests failed, then log out and go to /login. The
   * requests' errors are marked (SessionEndedError) so that no page adds a toast of its own.
   */
  function endSession(error: AxiosError): never {
    (error as SessionEndedError).sessionEnded = true;
    if (!endingSession) {
      endingSession = true;
      clearSession();
      toast.error(t('common.needLogin'), { toastId: 'need-login' });
      hooks().onLoggedOut();
      // Let the other requests that failed in the same burst settle before a later session can end again.
      setTimeout(() => {
        endingSession = false;
      }, 1_000);
    }
    throw error;
  }

  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const url = config?.url ?? '';
    if (error.response?.status !== 401 || !config || TOKEN_ENDPOINT.test(url) || config._afterRefresh) {
      throw error;
    }
    config._afterRefresh = true;
    // A request sent with a token that has been renewed since (its 401 came after another request's
    // refresh had finished) is simply repeated with the new one: a second refresh would be wasted.
    const sentWith = config.headers.get('Authorization')?.toString().replace(/^Bearer /, '');
    const current = readAccessToken();
    if (current && sentWith && current !== sentWith) {
      config.headers.set('Authorization', `Bearer ${current}`);
      return http.request(config);
    }
    let access: string;
    try {
      access = await refreshAccessToken();
    } catch {
      return endSession(error);
    }
    config.headers.set('Authorization', `Bearer ${access}`);
    return http.request(config);
  });

  return http;
}
