import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db, type Tx } from '../db/client';
import {
  accessories,
  cfpSettings,
  couponPresentations,
  coupons,
  faqs,
  editions,
  festival,
  participations,
  paymentItems,
  payments,
  presentationPresenters,
  presentations,
  presentationTags,
  presenters,
  staff,
  tags,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { jalaliYearOf } from '../lib/jalali';
import { sanitizeDescription, sanitizeRichText } from '../lib/sanitize';
import { crossCheck, isRemoteUrl, type Problem } from './cross-check';
import { festivalFileSchema, type FestivalFile } from './file-schema';
import { needsSteps, problemsWithTheCall, writeProposals, type ProposalSteps } from './proposals';

export type { Problem } from './cross-check';
export type { ProposalSteps } from './proposals';

/** The file broke at least one rule; nothing was written. */
export class FestivalFileRefused extends Error {
  constructor(
    public readonly file: string,
    public readonly problems: Problem[],
  ) {
    super(`${file} was refused (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
  }
}

export const formatProblem = (p: Problem) => `${p.path}: ${p.message}`;

/** Serialises seeding across API processes sharing one database (any fixed number will do). */
const SEED_LOCK_KEY = 724002;

function zodPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : `${out ? '.' : ''}${String(s)}`;
  return out || '(file)';
}

/**
 * Checks a parsed data file against every rule; `baseDir` is where relative image paths start.
 * Either the file, or every problem found (never just the first).
 */
export function validateFestival(raw: unknown, baseDir: string): { ok: true; file: FestivalFile } | { ok: false; problems: Problem[] } {
  // English messages whatever locale the server configured: these go to the organiser's terminal.
  const parsed = festivalFileSchema.safeParse(raw, { error: z.locales.en().localeError });
  const problems: Problem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: zodPath(issue.path), message: issue.message }));
  problems.push(...crossCheck(raw, baseDir));
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, file: parsed.data };
}

/** Reads and validates a data file; throws FestivalFileRefused listing every problem. */
export function readFestivalFile(filePath: string): FestivalFile {
  const full = path.resolve(filePath);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `not valid JSON (${(err as Error).message})`;
    throw new FestivalFileRefused(full, [{ path: '(file)', message: reason }]);
  }
  const result = validateFestival(raw, path.dirname(full));
  if (!result.ok) throw new FestivalFileRefused(full, result.problems);
  return result.file;
}

/** "Empty" means never seeded: no festival row and no presentations. */
export async function isDatabaseEmpty(db: Db | Tx): Promise<boolean> {
  const result = await db.execute(
    sql`select (exists (select 1 from festival) or exists (select 1 from presentations)) as filled`,
  );
  return !rowsOf<{ filled: boolean }>(result)[0]?.filled;
}

export interface LoadOptions {
  /** Where the file's images are copied (DATA_DIR/media/seed). */
  dataDir: string;
  /**
   * The proposals module's steps (modules/proposals' proposalFileSteps), which a file that invites
   * co-speakers or decides proposals needs (seed/proposals.ts); without them such a file is not loaded.
   */
  proposalSteps?: ProposalSteps;
}

export type LoadResult =
  | { status: 'loaded'; counts: Record<string, number>; edition: string }
  | { status: 'not-empty' };

/**
 * Loads a data file: validates all of it first (throwing FestivalFileRefused with every problem),
 * copies its images into DATA_DIR/media/seed, then writes everything in one transaction.
 * - Into an empty database: the file describes its one edition (migration 0026), from its `edition`
 *   section, or named after the festival with the Jalali year of its first day as slug.
 * - Into a database that holds a festival: only a file with an `edition` section, loaded as a new
 *   edition beside the others, which it does not touch (a taken slug is refused, nothing written).
 *   Its users who already have an account keep it (and get the file's registrations); its presenters
 *   who already exist (same first and last name) are the same people. Without `edition`: not loaded.
 * - Its proposals (seed/proposals.ts) come last, checked against the edition's call, their invitations
 *   and decisions made through `opts.proposalSteps`.
 * Several processes may call this at once on one database: an advisory lock serialises them and each
 * re-checks, so exactly one loads.
 */
export async function loadFestivalFile(db: Db, filePath: string, opts: LoadOptions): Promise<LoadResult> {
  const full = path.resolve(filePath);
  const file = readFestivalFile(full);
  if (needsSteps(file) && !opts.proposalSteps) {
    throw new Error(`${full} invites co-speakers or decides proposals: load it with the proposals module's steps (proposalFileSteps)`);
  }
  if (!file.edition && !(await isDatabaseEmpty(db))) return { status: 'not-empty' };

  const media = copyImages(file, path.dirname(full), path.resolve(opts.dataDir, 'media', 'seed'));
  // argon2 is slow on purpose; hash before taking the lock so the transaction stays short.
  const hashes = await Promise.all(file.users.map((u) => hashPassword(u.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const empty = await isDatabaseEmpty(tx);
    if (!empty && !file.edition) return { status: 'not-empty' as const };
    const edition = empty ? await describeTheEdition(tx, file) : await addAnEdition(tx, full, file);
    const counts = await writeFestival(tx, file, media, hashes, edition.id);
    await writeCall(tx, file, edition.id);
    const problems = await problemsWithTheCall(tx, file, edition.id);
    if (problems.length) throw new FestivalFileRefused(full, problems);
    const proposalCounts = await writeProposals(tx, file, edition.id, opts.proposalSteps);
    return { status: 'loaded' as const, counts: { ...counts, ...proposalCounts }, edition: edition.slug };
  });
}

/** The empty database's one edition, described by the file. */
async function describeTheEdition(tx: Tx, file: FestivalFile) {
  const s = file.settings;
  const startsOn = file.edition?.starts_on ?? s?.starts_on ?? '';
  const [edition] = await tx
    .update(editions)
    .set({
      name: file.edition?.name ?? s?.festival_name ?? 'جشنواره لینوکس',
      startsOn,
      endsOn: file.edition?.ends_on ?? s?.ends_on ?? '',
      ...(file.edition ? { slug: file.edition.slug } : startsOn ? { slug: jalaliYearOf(startsOn) } : {}),
    })
    .where(eq(editions.isCurrent, true))
    .returning({ id: editions.id, slug: editions.slug });
  return edition!;
}

/** The edition's call for proposals, when the file opens one (its row came with the edition, migration 0034). */
async function writeCall(tx: Tx, file: FestivalFile, editionId: number): Promise<void> {
  if (!file.cfp) return;
  await tx
    .update(cfpSettings)
    .set({ opensAt: new Date(file.cfp.opens_at), closesAt: new Date(file.cfp.closes_at) })
    .where(eq(cfpSettings.editionId, editionId));
}

/** A new edition beside the others (not current); refused when its slug is taken. */
async function addAnEdition(tx: Tx, full: string, file: FestivalFile) {
  const e = file.edition!;
  const [taken] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.slug, e.slug));
  if (taken) throw new FestivalFileRefused(full, [{ path: 'edition.slug', message: `an edition "${e.slug}" already exists` }]);
  const [edition] = await tx
    .insert(editions)
    .values({ slug: e.slug, name: e.name, startsOn: e.starts_on ?? file.settings?.starts_on ?? '', endsOn: e.ends_on ?? file.settings?.ends_on ?? '' })
    .returning({ id: editions.id, slug: editions.slug });
  return edition!;
}

async function writeFestival(
  tx: Tx,
  file: FestivalFile,
  media: (value: string | undefined) => string | null,
  passwordHashes: string[],
  editionId: number,
): Promise<Record<string, number>> {
  const s = file.settings;
  const name = s?.festival_name ?? 'جشنواره لینوکس';
  await tx.insert(festival).values({
    id: editionId,
    name,
    competitionPrice: s?.competition_price ?? 0,
    competitionCapacity: s?.competition_capacity ?? 0,
    competitionRegistrationOpen: s?.competition_registration_open ?? false,
    startsOn: s?.starts_on ?? '',
    endsOn: s?.ends_on ?? '',
    venue: s?.venue ?? '',
    address: s?.address ?? '',
    enFestivalName: s?.en_festival_name ?? '',
    enVenue: s?.en_venue ?? '',
    enAddress: s?.en_address ?? '',
    mapUrl: s?.map_url ?? '',
    contactEmail: s?.contact_email ?? '',
    contactPhone: s?.contact_phone ?? '',
    competitionDate: s?.competition_date ?? '',
    competitionTime: s?.competition_time ?? '',
    signatoryName: s?.signatory_name ?? '',
    signatoryTitle: s?.signatory_title ?? '',
    sellerName: s?.seller_name ?? '',
    sellerNationalId: s?.seller_national_id ?? '',
    sellerEconomicCode: s?.seller_economic_code ?? '',
    sellerRegistrationNumber: s?.seller_registration_number ?? '',
    sellerAddress: s?.seller_address ?? '',
    sellerPostalCode: s?.seller_postal_code ?? '',
    sellerPhone: s?.seller_phone ?? '',
  });

  // Row by row: the file's keys must map to the ids PostgreSQL hands out, and the files are small.
  const presenterIds = new Map<string, number>();
  for (const p of file.presenters) {
    // A person who spoke in another edition is the same presenter (people have no edition).
    const [known] = await tx
      .select({ id: presenters.id })
      .from(presenters)
      .where(and(eq(presenters.firstName, p.first_name), eq(presenters.lastName, p.last_name)))
      .orderBy(asc(presenters.id))
      .limit(1);
    if (known) {
      presenterIds.set(p.key, known.id);
      // What they had in English stays; what they lacked, this file may give.
      await tx
        .update(presenters)
        .set({
          enFirstName: sql`case when ${presenters.enFirstName} = '' then ${p.en_first_name} else ${presenters.enFirstName} end`,
          enLastName: sql`case when ${presenters.enLastName} = '' then ${p.en_last_name} else ${presenters.enLastName} end`,
          enDescription: sql`case when ${presenters.enDescription} = '' then ${sanitizeDescription(p.en_description)} else ${presenters.enDescription} end`,
        })
        .where(eq(presenters.id, known.id));
      continue;
    }
    const [row] = await tx
      .insert(presenters)
      .values({
        firstName: p.first_name,
        lastName: p.last_name,
        description: sanitizeDescription(p.description),
        enFirstName: p.en_first_name,
        enLastName: p.en_last_name,
        enDescription: sanitizeDescription(p.en_description),
        avatar: media(p.avatar),
        linkedin: p.linkedin ?? null,
      })
      .returning({ id: presenters.id });
    presenterIds.set(p.key, row!.id);
  }

  const tagIds = new Map<string, number>();
  for (const t of file.tags) {
    const [row] = await tx.insert(tags).values({ editionId, name: t.name, enName: t.en_name, color: t.color }).returning({ id: tags.id });
    tagIds.set(t.key, row!.id);
  }

  const presentationIds = new Map<string, number>();
  for (const p of file.presentations) {
    const [row] = await tx
      .insert(presentations)
      .values({
        editionId,
        serviceType: p.service_type,
        faTitle: p.fa_title,
        enTitle: p.en_title,
        faDescription: sanitizeRichText(p.fa_description),
        enDescription: sanitizeRichText(p.en_description),
        start: new Date(p.start),
        end: new Date(p.end),
        room: p.room ?? '',
        enRoom: p.en_room,
        capacity: p.capacity,
        cost: p.cost,
        isRegistrationActive: p.is_registration_active,
        presentationLink: p.presentation_link ?? '',
        poster: media(p.poster) ?? '',
      })
      .returning({ id: presentations.id });
    const id = row!.id;
    presentationIds.set(p.key, id);
    if (p.presenters.length) {
      await tx
        .insert(presentationPresenters)
        .values(p.presenters.map((k, position) => ({ presentationId: id, presenterId: presenterIds.get(k)!, position })));
    }
    if (p.tags.length) {
      await tx.insert(presentationTags).values(p.tags.map((k) => ({ presentationId: id, tagId: tagIds.get(k)! })));
    }
  }

  for (const c of file.coupons) {
    const [row] = await tx
      .insert(coupons)
      .values({
        editionId,
        code: c.code,
        percentage: c.percentage,
        maxUses: c.max_uses,
        expiresAt: c.expires_at ? new Date(c.expires_at) : null,
      })
      .returning({ id: coupons.id });
    if (c.eligible_presentations.length) {
      await tx
        .insert(couponPresentations)
        .values(c.eligible_presentations.map((k) => ({ couponId: row!.id, presentationId: presentationIds.get(k)! })));
    }
  }

  if (file.accessories.length) {
    await tx.insert(accessories).values(
      file.accessories.map((a) => ({
        editionId,
        name: a.name,
        description: a.description.trim(),
        enName: a.en_name,
        enDescription: a.en_description.trim(),
        price: a.price,
        img: media(a.img),
        isActive: a.is_active,
      })),
    );
  }

  if (file.faq.length) {
    await tx
      .insert(faqs)
      .values(
        file.faq.map((f, position) => ({
          editionId,
          question: f.question,
          answer: sanitizeRichText(f.answer),
          enQuestion: f.en_question,
          enAnswer: sanitizeRichText(f.en_answer),
          position,
        })),
      );
  }

  if (file.staff.length) {
    await tx.insert(staff).values(
      file.staff.map((m, position) => ({
        editionId,
        name: m.name,
        image: media(m.image),
        quote: m.quote.trim(),
        enName: m.en_name,
        enQuote: m.en_quote.trim(),
        role: m.role,
        team: m.team,
        linkedin: m.linkedin ?? null,
        position,
      })),
    );
  }

  let registrations = 0;
  for (const [i, u] of file.users.entries()) {
    // Accounts last across editions: a user who already has one keeps it as it is.
    const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, u.phone_number));
    const [row] = known
      ? [known]
      : await tx
          .insert(users)
          .values({
            phoneNumber: u.phone_number,
            email: u.email,
            firstName: u.first_name,
            lastName: u.last_name,
            passwordHash: passwordHashes[i]!,
            role: u.role,
          })
          .returning({ id: users.id });
    const keys = [...new Set(u.registrations)];
    if (keys.length) {
      // One paid order per person: their billing, the stats and the sales comparison show the file's
      // registrations as if bought a week before the first of them (today, when that is still ahead).
      const bought = keys.map((k) => file.presentations.find((p) => p.key === k)!);
      const total = bought.reduce((sum, p) => sum + p.cost, 0);
      const firstStart = Math.min(...bought.map((p) => Date.parse(p.start)));
      const paidAt = new Date(Math.min(Date.now(), firstStart - 7 * 24 * 3600_000));
      const [payment] = await tx
        .insert(payments)
        .values({ userId: row!.id, editionId, subtotal: total, totalPrice: total, paymentState: 'COMPLETED', holdExpiresAt: paidAt, createdDate: paidAt, verifiedDate: paidAt })
        .returning({ id: payments.id });
      const items = await tx
        .insert(participations)
        .values(
          keys.map((k) => ({
            userId: row!.id,
            presentationId: presentationIds.get(k)!,
            paymentState: 'COMPLETED' as const,
            completedAt: paidAt,
          })),
        )
        .returning({ id: participations.id });
      await tx
        .insert(paymentItems)
        .values(items.map((item, i) => ({ paymentId: payment!.id, participationId: item.id, presentationId: presentationIds.get(keys[i]!)!, cost: bought[i]!.cost })));
      // The seats these registrations take (inventory's counters; the CHECK refuses a file that oversells).
      for (const k of keys) {
        await tx.update(presentations).set({ sold: sql`${presentations.sold} + 1` }).where(sql`${presentations.id} = ${presentationIds.get(k)!}`);
      }
      registrations += keys.length;
    }
  }

  return {
    presenters: file.presenters.length,
    tags: file.tags.length,
    presentations: file.presentations.length,
    coupons: file.coupons.length,
    accessories: file.accessories.length,
    faq: file.faq.length,
    staff: file.staff.length,
    users: file.users.length,
    registrations,
  };
}

/**
 * Copies every local image the file names into `targetDir` and returns the lookup from the file's
 * value to the stored URL (`/media/seed/<name>`); http(s) URLs are kept as they are. Two different
 * files with the same name get a short hash of their path so neither overwrites the other.
 */
function copyImages(file: FestivalFile, baseDir: string, targetDir: string): (value: string | undefined) => string | null {
  const values = [
    ...file.presenters.map((p) => p.avatar),
    ...file.presentations.map((p) => p.poster),
    ...file.accessories.map((a) => a.img),
    ...file.staff.map((m) => m.image),
  ].filter((v): v is string => Boolean(v) && !isRemoteUrl(v!));

  const urls = new Map<string, string>();
  const sourceOfName = new Map<string, string>();
  if (values.length) fs.mkdirSync(targetDir, { recursive: true });
  for (const value of new Set(values)) {
    const source = path.resolve(baseDir, value);
    let name = path.basename(source).replace(/[^\w.-]/g, '_');
    const holder = sourceOfName.get(name);
    if (holder !== undefined && holder !== source) {
      const ext = path.extname(name);
      name = `${path.basename(name, ext)}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}${ext}`;
    }
    sourceOfName.set(name, source);
    // Copy then rename, so a process serving /media/ never reads a half-written file.
    const target = path.join(targetDir, name);
    const temporary = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(source, temporary);
    fs.renameSync(temporary, target);
    urls.set(value, `/media/seed/${encodeURIComponent(name)}`);
  }
  return (value) => (value ? (urls.get(value) ?? value) : null);
}
