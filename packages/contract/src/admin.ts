import { z } from 'zod';
import { answerInt, answerText, idParamSchema, idSchema, queryNumberSchema, textSchema } from './primitives';

/**
 * The organiser API's shared conventions (docs/api.md, "The organiser API"): list queries, paged
 * answers, time ranges and the audit log. Each admin area's own items and bodies live in their own
 * file (admin-catalogue.ts, ...), built on these.
 */

export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;

/** `?page=` (from 1), `?page_size=` (default 50; above 200 counts as 200), `?search=`, `?ordering=field|-field`. */
export const adminListQuerySchema = z.object({
  page: queryNumberSchema({ min: 1 }).default(1),
  page_size: queryNumberSchema({ min: 1, max: ADMIN_PAGE_SIZE_MAX, clamp: true })
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .meta({ description: `default ${ADMIN_PAGE_SIZE_DEFAULT}; above ${ADMIN_PAGE_SIZE_MAX} counts as ${ADMIN_PAGE_SIZE_MAX}` }),
  search: textSchema().trim().max(200).optional(),
  ordering: textSchema()
    .trim()
    .regex(/^-?[a-z_]{1,64}$/, 'ترتیب باید نام یک فیلد باشد، با یا بدون «-» در آغاز.')
    .optional()
    .meta({ description: '`field` ascending or `-field` descending; each list names the fields it sorts by' }),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** A page of a list: how many there are in all, and this page's items. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: answerInt.nonnegative(), results: z.array(item) });
export interface Paged<T> {
  count: number;
  results: T[];
}

const TEHRAN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** A bound of a time range: a Tehran day `YYYY-MM-DD` (the whole day, inclusive) or an ISO 8601 time. */
export const timeBoundSchema = textSchema()
  .trim()
  .refine(
    (v) => (TEHRAN_DAY.test(v) ? isRealDay(v) : z.iso.datetime({ offset: true }).safeParse(v).success),
    'باید یک روز به شکل YYYY-MM-DD (به وقت تهران) یا یک زمان ISO 8601 باشد.',
  )
  .meta({ description: 'a Tehran day YYYY-MM-DD (inclusive) or an ISO 8601 time' });
export const isTehranDay = (bound: string) => TEHRAN_DAY.test(bound);

/** A Tehran day `YYYY-MM-DD` that exists in the calendar. */
export const tehranDaySchema = textSchema()
  .trim()
  .refine((v) => TEHRAN_DAY.test(v) && isRealDay(v), 'باید روزی به شکل YYYY-MM-DD باشد.');

export const timeRangeQuerySchema = z.object({ from: timeBoundSchema.optional(), to: timeBoundSchema.optional() });
export type TimeRangeQuery = z.infer<typeof timeRangeQuerySchema>;

const id = idSchema;
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/** Path parameter `{id}` of every admin item. */
export const adminIdParamsSchema = z.object({ id: idParamSchema });

export const auditEntrySchema = z
  .object({
    id,
    at: isoTime,
    /** null when the account that acted has since been deleted. */
    actor: z.object({ id, phone_number: answerText }).nullable(),
    action: answerText,
    object_type: answerText,
    object_id: answerText,
    before: z.unknown().meta({ description: 'the object before the change (JSON), null for a creation' }),
    after: z.unknown().meta({ description: 'the object after the change (JSON), null for a deletion' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
