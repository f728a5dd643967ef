import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { toApiError, type SerializedApiError } from '../api-error';
import { http, isHttpError } from '../http';
import { noteAnswer } from '../offline-copy';

/**
 * The web app's one data layer (docs/decisions/005-rtk-query-data-layer.md). Every URL of the
 * contract is written in this folder, one file per resource, each adding its endpoints to `api`
 * with injectEndpoints. Requests go through `shared/http`, so its 401-refresh and retry rules hold
 * for every endpoint.
 */

export interface HttpArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Milliseconds before giving up (default: the client's 30 s); the door wants to know sooner. */
  timeout?: number;
  /** Query string values; empty ones ('' or undefined) are left out. */
  params?: Record<string, string | number | undefined>;
  /** 'blob' for downloads (the organiser console's exports). */
  responseType?: 'json' | 'blob';
  /** Extra request headers (a refund's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** A failed request: the contract's error, plus the body for the one endpoint that reads it (verify). */
export type ApiQueryError = SerializedApiError & { body?: unknown };

/** What the base query returns besides the data: the HTTP status (pay_all tells 204 from 200 by it). */
export interface HttpMeta {
  status: number;
}

export const httpBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiQueryError, object, HttpMeta> = async (args) => {
  const { url, method = 'GET', body, timeout, params, responseType, headers } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({
      url,
      method,
      data: body,
      params: params && withoutEmpty(params),
      responseType,
      ...(headers ? { headers } : {}),
      ...(timeout ? { timeout } : {}),
    });
    noteAnswer(response.headers);
    return { data: response.data, meta: { status: response.status } };
  } catch (err) {
    const error: ApiQueryError = toApiError(err);
    const failed = isHttpError(err) ? err.response : undefined;
    // An answer from the server (an error too) is fresh: the offline note goes.
    if (failed) noteAnswer(failed.headers);
    const answer = failed?.data;
    if (answer !== undefined) error.body = answer;
    return { error };
  }
};

function withoutEmpty(params: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * Tags name what a change makes stale: a cart change frees or takes seats (Presentations), a
 * completed payment changes the cart, the payment list and the user (competition sign-up).
 */
export const tagTypes = [
  'Cart',
  'Presentations',
  'Presenters',
  'Payments',
  'User',
  'Accessories',
  'Faq',
  'Staff',
  'Competition',
  'Checkin',
  'Agenda',
  'Waitlist',
  'Editions',
  'Certificates',
  'Proposals',
  'SpeakerProfile',
  'Reviews',
  'Feedback',
  // The organiser console's (shared/api/admin-*.ts): a write makes its own list, the stats and the
  // audit log stale, and the public list it feeds.
  'AdminPresentations',
  'AdminPresenters',
  'AdminTags',
  'AdminFaq',
  'AdminStaff',
  'AdminAccessories',
  'AdminCoupons',
  'AdminSettings',
  'AdminUsers',
  'AdminPayments',
  'AdminRefunds',
  'AdminStats',
  'AdminAudit',
  'AdminCertificates',
  'AdminProposals',
  'AdminCfp',
  'AdminFeedback',
] as const;
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
