import { z } from 'zod';

/**
 * The building blocks every schema of the contract is made of, so that a whole class of bad input is
 * refused in one place (docs/api.md, "General rules"): ids that PostgreSQL can hold, written in
 * decimal digits only; numbers with a ceiling; text PostgreSQL can store. No other file of the
 * contract calls `z.string()`, `z.number()`, `z.int()` or `z.coerce` (primitives.test.ts fails if
 * one does): a request field is one of the input primitives below, an answer field one of the
 * `answer*` ones.
 */

/** Ids and counts are PostgreSQL `integer`s: a larger number cannot name a row, and would make the query fail. */
export const INT32_MAX = 2_147_483_647;

const idMessage = 'شناسه باید یک عدد صحیح مثبت باشد.';

/** An id in a JSON body. */
export const idSchema = z.number({ error: idMessage }).int(idMessage).positive(idMessage).max(INT32_MAX, 'شناسه بیش از حد بزرگ است.');

/**
 * Marks the issue of a path or query value that is not an id (`params.reason`), so that the API can
 * answer 404 for it in a path ("no such thing": nothing can have that id) and 400 in a query.
 */
export const NOT_AN_ID = 'not_an_id';

const DECIMAL_ID = /^\d{1,10}$/;

/**
 * An id in a path or query string (text on the wire): decimal digits only, 1 to 2147483647. `0x10`,
 * `+1`, `1e1` and ` 1` are not ids (Number() would read them as 16, 1, 10 and 1).
 */
export const idParamSchema = z
  .string()
  .transform((value, ctx) => {
    const id = DECIMAL_ID.test(value) ? Number(value) : 0;
    if (id >= 1 && id <= INT32_MAX) return id;
    ctx.issues.push({ code: 'custom', input: value, message: idMessage, params: { reason: NOT_AN_ID } });
    return z.NEVER;
  })
  .meta({ type: 'integer', minimum: 1, maximum: INT32_MAX });

/** A whole number in a JSON body, within [min, max] (max at most a PostgreSQL integer's). */
export function wholeNumberSchema(opts: { min?: number; max?: number } = {}) {
  return z
    .number()
    .int()
    .min(opts.min ?? 0)
    .max(Math.min(opts.max ?? INT32_MAX, INT32_MAX));
}

/**
 * A whole number in a query string: decimal digits only (no sign, exponent, hex or spaces), within
 * [min, max]. With `clamp`, a larger value counts as `max` instead of being refused (`page_size`).
 */
export function queryNumberSchema(opts: { min?: number; max?: number; clamp?: boolean } = {}) {
  const min = opts.min ?? 0;
  const max = Math.min(opts.max ?? INT32_MAX, INT32_MAX);
  const message = `باید عددی صحیح از ${min} تا ${max} باشد.`;
  return z
    .string()
    .transform((value, ctx) => {
      if (/^\d{1,400}$/.test(value)) {
        const n = Number(value);
        if (n >= min && n <= max) return n;
        if (opts.clamp && n > max) return max;
      }
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/**
 * C0 control characters and DEL. PostgreSQL cannot store NUL in text at all, and none of these has
 * a place in anything a person types. Tab and line breaks are left to multiline text. Written as
 * patterns (not refinements) so that the OpenAPI document states them too.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
export const CONTROL_CHARACTER_MESSAGE = 'نویسه‌های کنترلی (مانند NUL) در این فیلد مجاز نیستند.';

/** True when `value` holds no control character (tab and line breaks allowed when `multiline`). */
export const isCleanText = (value: string, multiline = false) => (multiline ? MULTILINE : SINGLE_LINE).test(value);

/**
 * A string with no control characters: the one text schema every request field is built from.
 * Single-line unless `multiline`, which also allows tab, CR and LF (descriptions, answers).
 * `error` words the message for a missing field or a value that is not text.
 */
export function textSchema(opts: { multiline?: boolean; error?: string | z.core.$ZodErrorMap } = {}) {
  return z.string(opts.error ? { error: opts.error } : undefined).regex(opts.multiline ? MULTILINE : SINGLE_LINE, CONTROL_CHARACTER_MESSAGE);
}

/**
 * A secret that is only ever hashed, never stored or shown as text (a password being checked): any
 * characters, so that a password set before control characters were refused still signs in.
 * Marked `format: password` in the OpenAPI document, the one kind of request text exempt from the
 * control-character rule.
 */
export function hashedSecretSchema(opts: { error?: string | z.core.$ZodErrorMap } = {}) {
  return z.string(opts.error ? { error: opts.error } : undefined).meta({ format: 'password' });
}

// ---- answers ----------------------------------------------------------------------------------
// What the server writes, never what it reads: no checks that a stored value could fail (an answer
// that failed its schema would be a 500). A request schema built from these would be caught by the
// API's test of the OpenAPI document (every request string refuses control characters, every number
// has a ceiling).

/** Text in an answer. */
export const answerText = z.string();
/** A whole number in an answer. */
export const answerInt = z.number().int();
/** A number in an answer. */
export const answerNumber = z.number();
