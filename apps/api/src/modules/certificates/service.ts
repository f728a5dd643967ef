import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminCertificate,
  AdminCertificateCreate,
  AdminCertificateListQuery,
  Certificate,
  CertificateCheck,
  Paged,
} from '@fest/contract';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { currentEdition, editionSlugs } from '../../db/editions';
import { certificates, editions, festival, participations, presentationPresenters, presentations, presenters, users } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { storedImageFile } from '../../lib/images';
import { orderingOf, pageOf, searchCondition } from '../../lib/lists';
import { auditedChange } from '../audit';
import type { CertificatePdfInput } from './pdf-input';
import { certificateApiTexts as texts } from './texts';

/*
 * Certificates of attendance and of presenting. The rules, in one place:
 * - An attendee gets a certificate of attendance for a session when their registration is COMPLETED,
 *   they were checked in, and the session has ended; once per person and session: a revoked one is
 *   not issued again by the server (an organiser issues it again by hand). issueDueCertificates is
 *   the only code that issues them so, whoever calls it (the background pass, the visitor's list, the
 *   organisers' list and their bulk issue), and it is one INSERT ... SELECT: the unique index on the
 *   valid certificates makes any number of calls at once, on any number of processes, issue one.
 * - The name on a certificate is the person's when it was issued, and never changes; a new name is a
 *   revoke and a new issue, by an organiser, both audited.
 * - A certificate is never deleted: revoked, its check answers valid: false and its PDF is gone.
 */

/** Where uploaded signatures live: DATA_DIR/media/signatures/ (the admin settings store them). */
export const SIGNATURE_FOLDER = 'signatures';

/** Certificate codes are 32 hex digits (migration 0027); anything else names none, without asking the database. */
const CODE = /^[0-9a-f]{32}$/;
const codeOf = (text: string) => {
  const code = text.trim().toLowerCase();
  return CODE.test(code) ? code : null;
};

/** The name a certificate carries: the person's "first last" as it is now. */
const personName = (u: typeof users) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

export interface DueFilter {
  userId?: number;
  presentationId?: number;
  /** An organiser's bulk issue: before the session has ended too, and they are recorded as its issuer. */
  byOrganiser?: number;
}

/**
 * Issues every certificate of attendance that is due: a COMPLETED registration, checked in, whose
 * session has ended (by the database's clock), whose person has no certificate of attendance for that
 * session, valid or revoked. Narrowed to one person or one session when asked. Idempotent and safe
 * across processes (one statement; ON CONFLICT against the unique index of valid certificates).
 * Answers the codes it issued.
 */
export async function issueDueCertificates(db: Db | Tx, filter: DueFilter = {}): Promise<string[]> {
  const conditions: SQL[] = [sql`pa.payment_state = 'COMPLETED'`, sql`pa.checked_in_at is not null`];
  if (filter.byOrganiser === undefined) conditions.push(sql`p."end" <= now()`);
  if (filter.userId !== undefined) conditions.push(sql`pa.user_id = ${filter.userId}`);
  if (filter.presentationId !== undefined) conditions.push(sql`pa.presentation_id = ${filter.presentationId}`);
  const result = await db.execute(sql`
    insert into certificates (kind, user_id, presentation_id, participation_id, name, issued_by)
    select 'ATTENDANCE', pa.user_id, pa.presentation_id, pa.id, ${personName(users)}, ${filter.byOrganiser ?? null}::int
    from participations pa
    join presentations p on p.id = pa.presentation_id
    join users on users.id = pa.user_id
    where ${sql.join(conditions, sql` and `)}
      and not exists (select 1 from certificates c
        where c.user_id = pa.user_id and c.presentation_id = pa.presentation_id and c.kind = 'ATTENDANCE')
    order by pa.id
    on conflict do nothing
    returning code`);
  return rowsOf<{ code: string }>(result).map((r) => r.code);
}

// ---- reading ----

const itemColumns = {
  id: certificates.id,
  code: certificates.code,
  kind: certificates.kind,
  name: certificates.name,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  participationId: certificates.participationId,
  presentationId: presentations.id,
  faTitle: presentations.faTitle,
  enTitle: presentations.enTitle,
  start: presentations.start,
  end: presentations.end,
  editionId: presentations.editionId,
  userId: users.id,
  phoneNumber: users.phoneNumber,
  firstName: users.firstName,
  lastName: users.lastName,
};
const itemQuery = (db: Db | Tx) =>
  db
    .select(itemColumns)
    .from(certificates)
    .innerJoin(presentations, eq(presentations.id, certificates.presentationId))
    .innerJoin(users, eq(users.id, certificates.userId));
type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

/** The address of a certificate's PDF (no token: the code is the secret). */
export const pdfUrlOf = (code: string) => `/api/certificates/${code}.pdf`;

const visitorItem = (r: ItemRow, slugs: Map<number, string>): Certificate => ({
  code: r.code,
  kind: r.kind,
  presentation: { id: r.presentationId, fa_title: r.faTitle, en_title: r.enTitle, start: r.start.toISOString(), end: r.end.toISOString() },
  issued_at: r.issuedAt.toISOString(),
  pdf_url: pdfUrlOf(r.code),
  edition: slugs.get(r.editionId) ?? '',
});

const adminItem = (r: ItemRow, slugs: Map<number, string>): AdminCertificate => ({
  ...visitorItem(r, slugs),
  user: { id: r.userId, phone_number: r.phoneNumber, first_name: r.firstName, last_name: r.lastName },
  name: r.name,
  revoked_at: r.revokedAt?.toISOString() ?? null,
  participation: r.participationId,
});

async function adminItems(db: Db | Tx, rows: ItemRow[]): Promise<AdminCertificate[]> {
  const slugs = await editionSlugs(db, rows.map((r) => r.editionId));
  return rows.map((r) => adminItem(r, slugs));
}

async function adminItemByCode(db: Db | Tx, code: string): Promise<AdminCertificate | null> {
  const rows = await itemQuery(db).where(eq(certificates.code, code));
  return (await adminItems(db, rows))[0] ?? null;
}

/**
 * The caller's valid certificates, every edition, newest session first. Those that fell due since
 * the last background pass are issued first, so one appears as soon as its session has ended.
 */
export async function listMyCertificates(db: Db, userId: number): Promise<Certificate[]> {
  await issueDueCertificates(db, { userId });
  const rows = await itemQuery(db)
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
    .orderBy(desc(presentations.start), desc(certificates.id));
  const slugs = await editionSlugs(db, rows.map((r) => r.editionId));
  return rows.map((r) => visitorItem(r, slugs));
}

/** The public check of a code: null when it names no certificate (malformed codes included). */
export async function checkCertificate(db: Db, text: string): Promise<CertificateCheck | null> {
  const code = codeOf(text);
  if (!code) return null;
  const [row] = await itemQuery(db).where(eq(certificates.code, code));
  if (!row) return null;
  return {
    valid: row.revokedAt === null,
    name: row.name,
    kind: row.kind,
    presentation: { fa_title: row.faTitle, en_title: row.enTitle, start: row.start.toISOString() },
    issued_at: row.issuedAt.toISOString(),
  };
}

/**
 * Everything a certificate's PDF shows (the renderer, pdf.ts, reads nothing itself): the certificate,
 * its session with the presenters in the programme's order, and its edition's festival name and
 * signatory. 404 for an unknown code, and for a revoked one (its PDF is gone; the check says why).
 */
export async function pdfInputOf(
  db: Db,
  text: string,
  lang: 'fa' | 'en',
  settings: { PUBLIC_URL: string; DATA_DIR: string },
): Promise<CertificatePdfInput> {
  const code = codeOf(text);
  const [row] = code
    ? await db
        .select({
          code: certificates.code,
          kind: certificates.kind,
          name: certificates.name,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
          presentationId: presentations.id,
          faTitle: presentations.faTitle,
          enTitle: presentations.enTitle,
          start: presentations.start,
          end: presentations.end,
          festivalName: festival.name,
          editionName: editions.name,
          signatoryName: festival.signatoryName,
          signatoryTitle: festival.signatoryTitle,
          signatureImage: festival.signatureImage,
        })
        .from(certificates)
        .innerJoin(presentations, eq(presentations.id, certificates.presentationId))
        .innerJoin(editions, eq(editions.id, presentations.editionId))
        .leftJoin(festival, eq(festival.id, presentations.editionId))
        .where(eq(certificates.code, code))
    : [];
  if (!row) throw notFound(texts.notFound);
  if (row.revokedAt) throw notFound(texts.revoked);
  const names = await db
    .select({ first: presenters.firstName, last: presenters.lastName })
    .from(presentationPresenters)
    .innerJoin(presenters, eq(presenters.id, presentationPresenters.presenterId))
    .where(eq(presentationPresenters.presentationId, row.presentationId))
    .orderBy(asc(presentationPresenters.position), asc(presenters.id));
  return {
    code: row.code,
    kind: row.kind,
    lang,
    name: row.name,
    presentation: {
      faTitle: row.faTitle,
      enTitle: row.enTitle,
      start: row.start,
      end: row.end,
      presenters: names.map((n) => `${n.first} ${n.last}`.trim()),
    },
    festivalName: row.festivalName || row.editionName,
    signatory: {
      name: row.signatoryName ?? '',
      title: row.signatoryTitle ?? '',
      imagePath: await signatureFile(settings.DATA_DIR, row.signatureImage),
    },
    checkUrl: `${settings.PUBLIC_URL}/certificates/${row.code}`,
    issuedAt: row.issuedAt,
  };
}

/** The signature's file on disk, or null when none was uploaded or the file is gone (the PDF is drawn without it). */
async function signatureFile(dataDir: string, url: string | null): Promise<string | null> {
  const file = storedImageFile(path.resolve(dataDir, 'media'), SIGNATURE_FOLDER, url);
  if (!file) return null;
  return (await fs.stat(file).catch(() => null))?.isFile() ? file : null;
}

// ---- the organisers ----

/**
 * GET /api/admin/certificates/: valid and revoked, newest first. `presentation` one session's (its due
 * certificates issued first, as the visitor's list does); `edition` an edition's, the current one
 * unless a presentation is named (which narrows it anyway).
 */
export async function listAdminCertificates(db: Db, query: AdminCertificateListQuery, edition: SQL | undefined): Promise<Paged<AdminCertificate>> {
  if (query.presentation !== undefined) await issueDueCertificates(db, { presentationId: query.presentation });
  const editionId = edition ?? (query.presentation === undefined ? currentEdition() : undefined);
  const where = and(
    query.presentation !== undefined ? eq(certificates.presentationId, query.presentation) : undefined,
    editionId ? eq(presentations.editionId, editionId) : undefined,
    searchCondition(query.search, [certificates.name, certificates.code, users.phoneNumber, users.firstName, users.lastName]),
  );
  const order = orderingOf(
    query.ordering,
    { issued_at: certificates.issuedAt, name: certificates.name, start: presentations.start, kind: certificates.kind, id: certificates.id },
    { fallback: [desc(certificates.issuedAt)], tiebreak: desc(certificates.id) },
  );
  return pageOf(query, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(certificates)
        .innerJoin(presentations, eq(presentations.id, certificates.presentationId))
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: async (limit, offset) => adminItems(db, await itemQuery(db).where(where).orderBy(...order).limit(limit).offset(offset)),
  });
}

const OBJECT = 'certificate';

/**
 * POST /api/admin/certificates/: an organiser issues one by hand, audited. `{participation}`: of
 * attendance, for that COMPLETED registration's person and session (a check-in is not required, nor
 * the session's end); `{presentation, user, kind: PRESENTER}`: of presenting. 409 when the person
 * already has a valid one of that kind for that session (the unique index decides, also in a race).
 */
export function issueByHand(db: Db, actorId: number, body: AdminCertificateCreate): Promise<AdminCertificate> {
  return auditedChange(db, { actorId, action: 'issue', objectType: OBJECT }, async (tx) => {
    const values = body.participation !== undefined ? await attendanceOf(tx, body.participation) : await presenterOf(tx, body.presentation!, body.user!);
    const [made] = await tx
      .insert(certificates)
      .values({ ...values, issuedBy: actorId })
      .onConflictDoNothing()
      .returning({ code: certificates.code });
    if (!made) throw new AppError(409, 'CONFLICT', texts.alreadyIssued);
    const after = (await adminItemByCode(tx, made.code))!;
    return { result: after, objectId: made.code, before: null, after };
  });
}

type NewCertificate = Pick<typeof certificates.$inferInsert, 'kind' | 'userId' | 'presentationId' | 'participationId' | 'name'>;

async function attendanceOf(tx: Tx, participationId: number): Promise<NewCertificate> {
  // FOR SHARE: a refund cancelling it waits for this issue, or this one sees it cancelled.
  const [row] = await tx
    .select({ userId: participations.userId, presentationId: participations.presentationId, state: participations.paymentState, name: personName(users) })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(eq(participations.id, participationId))
    .for('share', { of: participations });
  if (!row) throw validationError({ participation: [texts.noSuchParticipation] });
  if (row.state !== 'COMPLETED') throw validationError({ participation: [texts.notCompleted] });
  return { kind: 'ATTENDANCE', userId: row.userId, presentationId: row.presentationId, participationId, name: row.name };
}

async function presenterOf(tx: Tx, presentationId: number, userId: number): Promise<NewCertificate> {
  const [[presentation], [user]] = await Promise.all([
    tx.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId)).for('key share'),
    tx.select({ name: personName(users) }).from(users).where(eq(users.id, userId)).for('key share'),
  ]);
  const errors: Record<string, string[]> = {};
  if (!presentation) errors.presentation = [texts.noSuchPresentation];
  if (!user) errors.user = [texts.noSuchUser];
  if (Object.keys(errors).length) throw validationError(errors);
  return { kind: 'PRESENTER', userId, presentationId, participationId: null, name: user!.name };
}

/**
 * DELETE /api/admin/certificates/{code}/: revokes it, audited; its check then answers valid: false and
 * its PDF is gone. 404 for an unknown code; 409 when it was revoked already (nothing recorded).
 */
export function revokeCertificate(db: Db, actorId: number, text: string): Promise<void> {
  return auditedChange(db, { actorId, action: 'revoke', objectType: OBJECT }, async (tx) => {
    const code = codeOf(text);
    const [row] = code ? await tx.select({ revokedAt: certificates.revokedAt }).from(certificates).where(eq(certificates.code, code)).for('update') : [];
    if (!row) throw notFound(texts.notFound);
    if (row.revokedAt) throw new AppError(409, 'CONFLICT', texts.alreadyRevoked);
    const before = (await adminItemByCode(tx, code!))!;
    await tx.update(certificates).set({ revokedAt: sql`now()`, revokedBy: actorId }).where(eq(certificates.code, code!));
    const after = (await adminItemByCode(tx, code!))!;
    return { result: undefined, objectId: code, before, after };
  });
}

/**
 * POST /api/admin/presentations/{id}/certificates/: certificates of attendance for every checked-in
 * COMPLETED registration of the session that has none (valid or revoked), at any time (an organiser
 * may issue before the session's end); one audit row naming them. 404 for an unknown session.
 */
export function issueForPresentation(db: Db, actorId: number, presentationId: number): Promise<number> {
  return auditedChange(db, { actorId, action: 'issue_certificates', objectType: 'presentation' }, async (tx) => {
    const [presentation] = await tx.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId)).for('key share');
    if (!presentation) throw notFound(texts.noSuchPresentation);
    const codes = await issueDueCertificates(tx, { presentationId, byOrganiser: actorId });
    return { result: codes.length, objectId: presentationId, before: null, after: { issued: codes.length, codes } };
  });
}

/**
 * The codes of a session's valid certificates, by name, for its ZIP (the due ones issued first, as
 * its list does). 404 for an unknown session.
 */
export async function validCodesOf(db: Db, presentationId: number): Promise<string[]> {
  const [presentation] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId));
  if (!presentation) throw notFound(texts.noSuchPresentation);
  await issueDueCertificates(db, { presentationId });
  const rows = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.presentationId, presentationId), isNull(certificates.revokedAt)))
    .orderBy(asc(certificates.name), asc(certificates.id));
  return rows.map((r) => r.code);
}
