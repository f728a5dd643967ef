import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { toApiError, type SerializedApiError } from '../api-error';
import { http } from '../http';

/**
 * The web app's one data layer (docs/decisions/005-rtk-query-data-layer.md). Every URL of the
 * contract is written in this folder, one file per resource, each adding its endpoints to `api`
 * with injectEndpoints. Requests go through `shared/http` (axios, loaded on the first request),
 * so the 401-refresh and retry rules of http-client.ts hold for every endpoint.
 */

export interface HttpArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** A failed request: the contract's error, plus the body for the one endpoint that reads it (verify). */
export type ApiQueryError = SerializedApiError & { body?: unknown };

/** What the base query returns besides the data: the HTTP status (pay_all tells 204 from 200 by it). */
export interface HttpMeta {
  status: number;
}

export const httpBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiQueryError, object, HttpMeta> = async (args) => {
  const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({ url, method, data: body });
    return { data: response.data, meta: { status: response.status } };
  } catch (err) {
    const error: ApiQueryError = toApiError(err);
    const answer = (err as { response?: { data?: unknown } }).response?.data;
    if (answer !== undefined) error.body = answer;
    return { error };
  }
};

/**
 * Tags name what a change makes stale: a cart change frees or takes seats (Presentations), a
 * completed payment changes the cart, the payment list and the user (competition sign-up).
 */
export const tagTypes = ['Cart', 'Presentations', 'Presenters', 'Payments', 'User', 'Accessories', 'Faq', 'Staff', 'Competition', 'Agenda'] as const;
export type ApiTag = (typeof tagTypes)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes,
  // Every page asks afresh when it mounts (the seats and the cart change under the visitor's feet);
  // while a request runs the page keeps showing what it had.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
