import { saveBlob } from '../download';
import type { ApiQueryError, HttpArgs, HttpMeta } from './base-api';

type Answer = { data: unknown; error?: undefined; meta?: HttpMeta } | { error: ApiQueryError; data?: undefined; meta?: HttpMeta };
/** The base query as an endpoint's queryFn receives it. */
type BaseQuery = (args: HttpArgs) => Answer | PromiseLike<Answer>;

/**
 * A refusal of a download is JSON like any other (`{detail, code, errors}`), but a download asks for a
 * Blob, so the base query hands the body over unread. Read here, the error says what the server
 * said (a 400 naming what is missing) instead of a bare "something went wrong".
 */
async function readBlobError(error: ApiQueryError): Promise<ApiQueryError> {
  if (!(error.body instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await error.body.text());
    if (typeof body !== 'object' || body === null) return error;
    const { detail, code, errors } = body as { detail?: unknown; code?: unknown; errors?: unknown };
    return {
      ...error,
      body,
      code: typeof code === 'string' ? code : error.code,
      detail: typeof detail === 'string' ? detail : error.detail,
      errors: errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : error.errors,
    };
  } catch {
    return error;
  }
}

/**
 * A file the API gives only to the logged-in (a receipt, an invoice): a plain link would go without the
 * token, so it is fetched through the data layer (token, refresh and retries included) as a Blob and
 * then handed to the browser as a download named `fileName`.
 */
export async function fetchAndSave(baseQuery: BaseQuery, args: HttpArgs, fileName: string): Promise<{ data: null } | { error: ApiQueryError }> {
  const answer = await baseQuery({ ...args, responseType: 'blob' });
  if (answer.error) return { error: await readBlobError(answer.error) };
  saveBlob(answer.data as Blob, fileName);
  return { data: null };
}
