import { z } from 'zod';

/**
 * The building blocks every request schema uses, so that a whole class of bad input is refused in
 * one place (docs/api.md, "General rules"): ids that PostgreSQL can hold, text PostgreSQL can store.
 */

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row, and would make the query fail. */
export const INT32_MAX = 2_147_483_647;

const idMessage = 'شناسه باید یک عدد صحیح مثبت باشد.';

/** An id in a JSON body. */
export const idSchema = z.number({ error: idMessage }).int(idMessage).positive(idMessage).max(INT32_MAX, 'شناسه بیش از حد بزرگ است.');

/** An id in a path or query string (text on the wire): digits only, then the same bounds as idSchema. */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, idMessage)
  .transform(Number)
  .pipe(idSchema)
  .meta({ type: 'integer', minimum: 1, maximum: INT32_MAX });

/**
 * C0 control characters and DEL. PostgreSQL cannot store NUL in text at all, and none of these has
 * a place in anything a person types. Tab and line breaks are left to multiline text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = 'نویسه‌های کنترلی (مانند NUL) در این فیلد مجاز نیستند.';

/** True when `value` holds no control character (tab and line breaks allowed when `multiline`). */
export const isCleanText = (value: string, multiline = false) => !(multiline ? CONTROL : CONTROL_OR_LINE_BREAK).test(value);

/**
 * A string with no control characters: the one text schema every request field is built from.
 * Single-line unless `multiline`, which also allows tab, CR and LF (descriptions, answers).
 * `error` words the message for a missing field or a value that is not text.
 */
export function textSchema(opts: { multiline?: boolean; error?: z.core.$ZodErrorMap } = {}) {
  const multiline = opts.multiline ?? false;
  return z.string(opts.error ? { error: opts.error } : undefined).refine((v) => isCleanText(v, multiline), CONTROL_CHARACTER_MESSAGE);
}
