import fs from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import type { Edition, EditionChange, EditionCreate } from '@fest/contract';
import { rowsOf, type Db, type Tx } from '../../../db/client';
import { accessories, editions, festival, staff } from '../../../db/schema';
import { AppError, validationError } from '../../../lib/errors';
import { removeStoredImage, storedImageFile, storeImage } from '../../../lib/images';
import { auditedChange } from '../../audit';
import { ACCESSORY_FOLDER } from './accessories';
import { missing } from './refs';
import { STAFF_FOLDER } from './staff';
import { SIGNATURE_FOLDER } from '../../certificates';
import { adminTexts } from '../texts';
import { editionWire } from '../../catalogue';

const OBJECT = 'edition';
const get = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(editions).where(eq(editions.id, id));
  return row ? editionWire(row) : null;
};

async function requireFreeSlug(tx: Tx, slug: string) {
  const [taken] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.slug, slug));
  if (taken) throw validationError({ slug: [adminTexts.editionSlugTaken] });
}

/**
 * A new edition, not current (PATCH makes it current when its programme is ready), with an empty
 * festival row of its own, the festival named as the edition (the site's name once it is current).
 */
export const createEdition = (db: Db, actorId: number, body: EditionCreate) =>
  auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
    // One writer of editions at a time: two creations of one slug, or a creation beside a switch.
    await tx.execute(sql`lock table editions in share row exclusive mode`);
    await requireFreeSlug(tx, body.slug);
    const [row] = await tx
      .insert(editions)
      .values({ slug: body.slug, name: body.name, startsOn: body.starts_on ?? '', endsOn: body.ends_on ?? '' })
      .returning();
    await tx.insert(festival).values({ id: row!.id, name: row!.name, startsOn: row!.startsOn, endsOn: row!.endsOn });
    const after = editionWire(row!);
    return { result: after, objectId: row!.id, before: null, after };
  });

/**
 * Renames or re-dates an edition (its festival row's dates follow), and with `is_current: true`
 * makes it the current one: every public route answers it from that COMMIT on, on every process
 * (the edition is resolved by PostgreSQL in each statement, and the catalogue's caches hear the
 * change, migration 0026). Audited as `make_current` when it does that.
 */
export const changeEdition = (db: Db, actorId: number, id: number, body: EditionChange) =>
  auditedChange(db, { actorId, action: body.is_current ? 'make_current' : 'update', objectType: OBJECT }, async (tx) => {
    await tx.execute(sql`lock table editions in share row exclusive mode`);
    const before = await get(tx, id);
    if (!before) throw missing();
    const set: Partial<typeof editions.$inferInsert> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.starts_on !== undefined) set.startsOn = body.starts_on;
    if (body.ends_on !== undefined) set.endsOn = body.ends_on;
    if (Object.keys(set).length) await tx.update(editions).set(set).where(eq(editions.id, id));
    const days = { ...(set.startsOn !== undefined ? { startsOn: set.startsOn } : {}), ...(set.endsOn !== undefined ? { endsOn: set.endsOn } : {}) };
    if (Object.keys(days).length) await tx.update(festival).set(days).where(eq(festival.id, id));
    if (body.is_current && !before.is_current) {
      // The old one first: the unique index on the current edition is checked row by row.
      await tx.update(editions).set({ isCurrent: false }).where(eq(editions.isCurrent, true));
      await tx.update(editions).set({ isCurrent: true }).where(eq(editions.id, id));
    }
    const after = (await get(tx, id))!;
    return { result: after, objectId: id, before, after };
  });

/** A copy of a stored image under a new name (so deleting either edition's leaves the other's); other URLs as they are. */
async function copiedImage(mediaRoot: string, folder: string, url: string | null, made: { folder: string; url: string }[]) {
  const file = storedImageFile(mediaRoot, folder, url);
  if (!file) return url;
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) return null;
  const copy = await storeImage(mediaRoot, folder, bytes);
  made.push({ folder, url: copy });
  return copy;
}

/**
 * Copies into edition `id` what another edition's organisers set up once and keep year to year: the
 * settings and festival facts (not its name or dates, and the competition closed and empty), the FAQ, staff,
 * tags and accessories (never presentations, coupons or sales). Only into an edition that has none of
 * those yet: 409 otherwise. Images are copied as files, so each edition owns its own.
 */
export async function copyEdition(db: Db, mediaRoot: string, actorId: number, id: number, fromId: number): Promise<Edition> {
  if (id === fromId) throw new AppError(409, 'CONFLICT', adminTexts.editionCopyFromItself);
  const [target, source] = await Promise.all([get(db, id), get(db, fromId)]);
  if (!target || !source) throw missing();
  const [staffRows, accessoryRows, [sourceFestival]] = await Promise.all([
    db.select().from(staff).where(eq(staff.editionId, fromId)).orderBy(asc(staff.id)),
    db.select().from(accessories).where(eq(accessories.editionId, fromId)).orderBy(asc(accessories.id)),
    db.select({ signatureImage: festival.signatureImage }).from(festival).where(eq(festival.id, fromId)),
  ]);
  // The files first, outside the transaction; removed again if it fails.
  const made: { folder: string; url: string }[] = [];
  try {
    const staffImages = await Promise.all(staffRows.map((s) => copiedImage(mediaRoot, STAFF_FOLDER, s.image, made)));
    const accessoryImages = await Promise.all(accessoryRows.map((a) => copiedImage(mediaRoot, ACCESSORY_FOLDER, a.img, made)));
    const signature = await copiedImage(mediaRoot, SIGNATURE_FOLDER, sourceFestival?.signatureImage ?? null, made);
    return await auditedChange(db, { actorId, action: 'copy', objectType: OBJECT }, async (tx) => {
      await tx.execute(sql`select id from editions where id = ${id} for update`);
      const [filled] = rowsOf<{ filled: boolean }>(
        await tx.execute(sql`select exists (select 1 from faqs where edition_id = ${id}) or exists (select 1 from staff where edition_id = ${id})
          or exists (select 1 from tags where edition_id = ${id}) or exists (select 1 from accessories where edition_id = ${id}) as filled`),
      );
      if (filled?.filled) throw new AppError(409, 'CONFLICT', adminTexts.editionNotEmpty);
      await tx.execute(sql`insert into festival (id, name, competition_price, competition_capacity, venue, address, en_venue, en_address,
          map_url, contact_email, contact_phone, starts_on, ends_on, signatory_name, signatory_title, signature_image)
        select ${id}, e.name, f.competition_price, f.competition_capacity, f.venue, f.address, f.en_venue, f.en_address, f.map_url,
          f.contact_email, f.contact_phone, e.starts_on, e.ends_on, f.signatory_name, f.signatory_title, ${signature}::text
        from festival f, editions e where f.id = ${fromId} and e.id = ${id}
        on conflict (id) do update set competition_price = excluded.competition_price,
          competition_capacity = excluded.competition_capacity, venue = excluded.venue, address = excluded.address,
          en_venue = excluded.en_venue, en_address = excluded.en_address, map_url = excluded.map_url, contact_email = excluded.contact_email, contact_phone = excluded.contact_phone,
          signatory_name = excluded.signatory_name, signatory_title = excluded.signatory_title,
          signature_image = excluded.signature_image`);
      await tx.execute(sql`insert into faqs (edition_id, question, answer, en_question, en_answer, position)
        select ${id}, question, answer, en_question, en_answer, position from faqs where edition_id = ${fromId} order by position, id`);
      await tx.execute(sql`insert into tags (edition_id, name, en_name, color)
        select ${id}, name, en_name, color from tags where edition_id = ${fromId} order by id`);
      if (staffRows.length) {
        await tx.insert(staff).values(
          staffRows.map((s, i) => ({ ...s, id: undefined, editionId: id, image: staffImages[i] ?? null })),
        );
      }
      if (accessoryRows.length) {
        await tx.insert(accessories).values(
          accessoryRows.map((a, i) => ({ ...a, id: undefined, editionId: id, img: accessoryImages[i] ?? null })),
        );
      }
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before: { copied_from: source.slug }, after };
    });
  } catch (err) {
    await Promise.all(made.map((m) => removeStoredImage(mediaRoot, m.folder, m.url)));
    throw err;
  }
}
