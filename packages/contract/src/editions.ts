import { z } from 'zod';
import { tehranDaySchema } from './admin';
import { answerInt, answerText, textSchema } from './primitives';

/*
 * Editions: the festival comes back every year (docs/api.md, "Editions"). Exactly one is current, and
 * every public route answers it unless `?edition=slug` names another.
 */

/** An edition's slug: the database's CHECK (migration 0026), the API's and the data file's rule. */
export const EDITION_SLUG = /^[a-z0-9][a-z0-9-]{0,31}$/;
const slugMessage = 'نشانی دوره باید ۱ تا ۳۲ حرف کوچک لاتین، رقم یا خط تیره باشد (مانند 1405).';

/** An edition's slug ("1405"): lower-case Latin letters, digits and dashes, as in its archive's address. */
export const editionSlugSchema = textSchema().regex(EDITION_SLUG, slugMessage).meta({ example: '1405' });

/** `?edition=slug` of the catalogue routes, the schedule feeds and the organisers' lists. */
export const editionQuerySchema = z.object({ edition: editionSlugSchema.optional() });
export type EditionQuery = z.infer<typeof editionQuerySchema>;

const tehranDay = answerText.meta({ description: 'a Tehran day YYYY-MM-DD, or ""' });

export const editionSchema = z
  .object({
    id: answerInt,
    slug: answerText,
    name: answerText,
    starts_on: tehranDay,
    ends_on: tehranDay,
    is_current: z.boolean(),
  })
  .meta({ id: 'Edition' });
export type Edition = z.infer<typeof editionSchema>;

const nameSchema = textSchema().trim().min(1, 'نام دوره را بنویسید.').max(200, 'نام دوره حداکثر ۲۰۰ نویسه است.');
const dayOrEmpty = z.union([z.literal(''), tehranDaySchema]);

/** POST /api/admin/editions/: a new edition (never current at birth: PATCH makes it current). */
export const editionCreateSchema = z.object({
  slug: editionSlugSchema,
  name: nameSchema,
  starts_on: dayOrEmpty.optional(),
  ends_on: dayOrEmpty.optional(),
});
export type EditionCreate = z.infer<typeof editionCreateSchema>;

/** PATCH /api/admin/editions/{id}/: `is_current: true` makes it the current edition (false is refused). */
export const editionChangeSchema = z.object({
  name: nameSchema.optional(),
  starts_on: dayOrEmpty.optional(),
  ends_on: dayOrEmpty.optional(),
  is_current: z.literal(true, { error: 'برای جاری کردن دورهٔ دیگری، همان دوره را جاری کنید.' }).optional(),
});
export type EditionChange = z.infer<typeof editionChangeSchema>;
