import { isHttpError, isSessionEnded } from './http';
import { isOffline } from './network-state';
import { getLocale, hasMessage, t, type MessageKey } from './i18n';

/** The contract's error body: `{detail, code, errors?}`. */
export interface ApiErrorBody {
  detail: string;
  code: string;
  errors?: Record<string, string[]>;
  /** RATE_LIMITED at password login: the phone's password budget is spent; a login code still works. */
  login_by_code?: boolean;
}

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/**
 * What a thunk hands to its reducer on failure: a plain, serialisable copy of the error, so that
 * Redux state never holds an Error or an HTTP response.
 */
export interface SerializedApiError {
  detail?: string;
  code: string;
  errors?: Record<string, string[]>;
  status?: number;
  /** The server said to log in with a code instead (login_by_code). */
  loginByCode?: boolean;
}

/** Reduces anything thrown by an API call to a SerializedApiError. */
export function toApiError(err: unknown): SerializedApiError {
  if (isHttpError(err)) {
    // The session could not be renewed: the login toast has said so; pages say nothing more.
    if (isSessionEnded(err)) return { code: 'SESSION_ENDED', status: 401 };
    const data: unknown = err.response?.data;
    if (!err.response) return { code: isOffline() ? 'OFFLINE' : 'NETWORK_ERROR' };
    if (isErrorBody(data)) {
      return {
        detail: typeof data.detail === 'string' ? data.detail : undefined,
        code: typeof data.code === 'string' ? data.code : 'UNKNOWN',
        errors: data.errors && typeof data.errors === 'object' ? data.errors : undefined,
        status: err.response.status,
        ...(data.login_by_code === true ? { loginByCode: true } : {}),
      };
    }
    return { code: 'UNKNOWN', status: err.response.status };
  }
  if (isErrorBody(err) && typeof err.code === 'string') return err as SerializedApiError;
  // Not an answer at all, with the browser offline: most likely code that loads on demand could not
  // be downloaded.
  if (isOffline()) return { code: 'OFFLINE' };
  return { code: 'UNKNOWN' };
}

/** A failure that the "log in again" toast has already reported: no page adds a toast of its own. */
export function alreadyReported(err: unknown): boolean {
  return toApiError(err).code === 'SESSION_ENDED';
}

/** The catalogue's message for a code (docs/product.md#error-messages); unknown codes get the generic message. */
export function catalogueMessage(code: string | undefined): string {
  const key = code && hasMessage('errors', code) ? code : 'UNKNOWN';
  return t(`errors.${key}` as MessageKey);
}

/**
 * A message the server wrote for people (its `detail`, a field's message): the server writes them in
 * Persian, so in English there is none and the caller says it in its own words (by the error code).
 */
export function serverText(text: string | null | undefined): string | undefined {
  return getLocale() === 'fa' && text?.trim() ? text : undefined;
}

/** What to show the user: the server's `detail` when it sent one (in Persian), else the catalogue message for its code. */
export function errorMessage(err: unknown): string {
  const apiError = toApiError(err);
  return serverText(apiError.detail) ?? catalogueMessage(apiError.code);
}

/** The first message for each field of a 400 VALIDATION_ERROR, keyed by contract field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  const { errors } = toApiError(err);
  const result: Record<string, string> = {};
  if (!errors) return result;
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && messages.length > 0) result[field] = serverText(String(messages[0])) ?? t('common.fieldRejected');
  }
  return result;
}
