import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { HttpClient, HttpHooks } from './http-client';

/**
 * The web app's HTTP client: axios with axios-retry, built in `http-client.ts`. This module holds
 * no axios code of its own: the client (about 20 KB gzipped) is fetched with a dynamic import on
 * the first request, so the home page paints before the network layer has even downloaded.
 * `http` has axios' calling shape (`http.get<T>(url, config)` resolves to an AxiosResponse<T>).
 */

export type { HttpHooks } from './http-client';

let hooks: HttpHooks = { onLoggedOut: () => undefined, onAccessTokenRefreshed: () => undefined };

/** Called once from app/ so that the client can reach the store and router without importing them. */
export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

let client: Promise<HttpClient> | undefined;

/** The axios instance, loaded and built once; a failed chunk download is tried again next time. */
export function loadHttpClient(): Promise<HttpClient> {
  client ??= import('./http-client').then(
    (module) => module.createHttpClient(() => hooks),
    (err: unknown) => {
      client = undefined;
      throw err;
    },
  );
  return client;
}

function withClient<R>(send: (instance: HttpClient) => Promise<R>): Promise<R> {
  return loadHttpClient().then(send);
}

type Config<D> = AxiosRequestConfig<D>;

/** The methods the features use, each forwarding to the axios instance once it is loaded. */
export const http = {
  request: <T = unknown, R = AxiosResponse<T>, D = unknown>(config: Config<D>) =>
    withClient((c) => c.request<T, R, D>(config)),
  get: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: Config<D>) =>
    withClient((c) => c.get<T, R, D>(url, config)),
  delete: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: Config<D>) =>
    withClient((c) => c.delete<T, R, D>(url, config)),
  head: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: Config<D>) =>
    withClient((c) => c.head<T, R, D>(url, config)),
  options: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: Config<D>) =>
    withClient((c) => c.options<T, R, D>(url, config)),
  post: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: Config<D>) =>
    withClient((c) => c.post<T, R, D>(url, data, config)),
  put: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: Config<D>) =>
    withClient((c) => c.put<T, R, D>(url, data, config)),
  patch: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: Config<D>) =>
    withClient((c) => c.patch<T, R, D>(url, data, config)),
};

/**
 * Renews the access token from the refresh token cookie (shared with the 401 handling: one request
 * however many ask). Resolves with the new token; rejects with the HTTP error (or when there is no
 * refresh token).
 */
export function refreshAccessToken(): Promise<string> {
  return withClient((c) => c.refreshAccessToken());
}

/** A request that failed because the session could not be renewed (the login toast has said so). */
export function isSessionEnded(value: unknown): boolean {
  return isHttpError(value) && (value as { sessionEnded?: unknown }).sessionEnded === true;
}

/**
 * axios' own `isAxiosError` without importing axios (which would pull it back into the entry):
 * every error axios throws carries `isAxiosError: true`.
 */
export function isHttpError<T = unknown, D = unknown>(value: unknown): value is AxiosError<T, D> {
  return typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;
}
