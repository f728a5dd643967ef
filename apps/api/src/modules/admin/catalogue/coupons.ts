import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponChange, AdminCouponCreate, AdminCouponUse, AdminListQuery, Paged } from '@fest/contract';
import { readTogether, type Db, type Tx } from '../../../db/client';
import { couponPresentations, coupons, payments, presentations, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, validationError } from '../../../lib/errors';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { auditedChange } from '../../audit';
import { couponUseCounts, endRanOutHolds, lockCoupon } from '../../inventory';
import { groupBy, missing, requireIds } from './refs';
import { adminTexts } from '../texts';

type Row = typeof coupons.$inferSelect;
const OBJECT = 'coupon';
const CODE_TAKEN = adminTexts.couponCodeTaken;

/** Coupons with used / held / remaining and their presentations: three queries whatever the number. */
async function present(db: Db | Tx, rows: Row[]): Promise<AdminCoupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [uses, links] = await readTogether(db, [
    () => couponUseCounts(db, ids),
    () =>
      db
        .select({ id: couponPresentations.couponId, presentation: couponPresentations.presentationId })
        .from(couponPresentations)
        .where(inArray(couponPresentations.couponId, ids))
        .orderBy(asc(couponPresentations.presentationId)),
  ]);
  const eligible = groupBy(links.map((l) => [l.id, l.presentation]));
  return rows.map((r) => {
    const { used, held } = uses.get(r.id) ?? { used: r.usedCount, held: 0 };
    return {
      id: r.id,
      code: r.code,
      percentage: r.percentage,
      max_uses: r.maxUses,
      used_count: used,
      held,
      remaining: Math.max(0, r.maxUses - used - held),
      expires_at: r.expiresAt?.toISOString() ?? null,
      eligible_presentations: eligible.get(r.id) ?? [],
    };
  });
}

const get = async (db: Db | Tx, id: number) => (await present(db, await db.select().from(coupons).where(eq(coupons.id, id))))[0] ?? null;

/** 400 naming `code` when another coupon of the edition (a changed one's own) has the code, ignoring case. */
async function requireFreeCode(tx: Tx, code: string, except: number | null, inEdition?: SQL) {
  const edition = inEdition ?? sql`(select c.edition_id from coupons c where c.id = ${except})`;
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`${coupons.editionId} = ${edition} and lower(${coupons.code}) = lower(${code})`,
        except === null ? undefined : sql`${coupons.id} <> ${except}`,
      ),
    );
  if (taken) throw validationError({ code: [CODE_TAKEN] });
}

async function setEligible(tx: Tx, id: number, list: number[] | undefined) {
  if (!list) return;
  // A coupon counts in its own edition: it names presentations of that edition.
  const ids = await requireIds(tx, presentations, presentations.id, list, 'eligible_presentations', {
    column: presentations.editionId,
    edition: sql`(select c.edition_id from coupons c where c.id = ${id})`,
  });
  await tx.delete(couponPresentations).where(eq(couponPresentations.couponId, id));
  if (ids.length) await tx.insert(couponPresentations).values(ids.map((presentationId) => ({ couponId: id, presentationId })));
}

/** Two organisers saving the same new code at once both pass the look-up; the unique index settles it. */
async function codeRace<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err, /coupons_code_lower_idx|lower\(code\)/)) throw validationError({ code: [CODE_TAKEN] });
    throw err;
  }
}

export const couponsArea = {
  path: '/coupons',
  noun: 'coupon',
  listNote: 'search: code; ordering: code, percentage, max_uses, used_count, expires_at, id (default -id: newest first)',
  perEdition: true,
  list: async (db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminCoupon>> => {
    const where = and(eq(coupons.editionId, edition), searchCondition(query.search, [coupons.code]));
    const order = orderingOf(
      query.ordering,
      {
        code: coupons.code,
        percentage: coupons.percentage,
        max_uses: coupons.maxUses,
        used_count: coupons.usedCount,
        expires_at: coupons.expiresAt,
        id: coupons.id,
      },
      { fallback: [], tiebreak: desc(coupons.id) },
    );
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(coupons).where(where))[0]!.n,
      rows: async (limit, offset) => present(db, await db.select().from(coupons).where(where).orderBy(...order).limit(limit).offset(offset)),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminCouponCreate, edition: SQL) =>
    codeRace(
      auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
        await requireFreeCode(tx, body.code, null, edition);
        const [row] = await tx
          .insert(coupons)
          .values({
            editionId: sql`${edition}`,
            code: body.code,
            percentage: body.percentage,
            maxUses: body.max_uses,
            expiresAt: body.expires_at ? new Date(body.expires_at) : null,
          })
          .returning({ id: coupons.id });
        await setEligible(tx, row!.id, body.eligible_presentations);
        const after = (await get(tx, row!.id))!;
        return { result: after, objectId: row!.id, before: null, after };
      }),
    ),
  /**
   * Under the coupon's row lock (the one pay_all and settling take), so the uses counted are every
   * use spent or held: `max_uses` below them is a 400 naming max_uses.
   */
  change: async (db: Db, actorId: number, id: number, body: AdminCouponChange) => {
    // Uses still counted by holds that ran out are given back first, so the floor is what is really held.
    if (body.max_uses !== undefined) await endRanOutHolds(db, { coupon: id });
    return codeRace(
      auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
        const locked = await lockCoupon(tx, { id });
        if (!locked) throw missing();
        const before = (await get(tx, id))!;
        if (body.code !== undefined) await requireFreeCode(tx, body.code, id);
        // The counters of the locked row (a hold that ran out since still counts): what the CHECK enforces.
        const taken = before.max_uses - locked.usesLeft;
        if (body.max_uses !== undefined && body.max_uses < taken) {
          throw validationError({ max_uses: [adminTexts.maxUsesBelowTaken(taken)] });
        }
        const set: Partial<Row> = {};
        if (body.code !== undefined) set.code = body.code;
        if (body.percentage !== undefined) set.percentage = body.percentage;
        if (body.max_uses !== undefined) set.maxUses = body.max_uses;
        if (body.expires_at !== undefined) set.expiresAt = body.expires_at ? new Date(body.expires_at) : null;
        if (Object.keys(set).length) await tx.update(coupons).set(set).where(eq(coupons.id, id));
        await setEligible(tx, id, body.eligible_presentations);
        const after = (await get(tx, id))!;
        return { result: after, objectId: id, before, after };
      }),
    );
  },
  /** A coupon that was used, or that any payment names (one in progress among them), can't be deleted: 409. */
  remove: (db: Db, actorId: number, id: number) =>
    auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
      const [locked] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
      if (!locked) throw missing();
      const before = (await get(tx, id))!;
      const [named] = await tx.select({ n: count() }).from(payments).where(eq(payments.couponId, id));
      if (before.used_count > 0 || named!.n > 0) {
        throw new AppError(409, 'CONFLICT', adminTexts.couponUsed);
      }
      await tx.delete(coupons).where(eq(coupons.id, id));
      return { result: undefined, objectId: id, before, after: null };
    }),
};

/** The completed payments that used a coupon, newest first (ordering: verified_date, total_price, id). */
export async function listCouponUses(db: Db, id: number, query: AdminListQuery): Promise<Paged<AdminCouponUse>> {
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
  if (!exists) throw missing();
  const where = and(eq(payments.couponId, id), eq(payments.paymentState, 'COMPLETED'));
  const order = orderingOf(
    query.ordering,
    { verified_date: payments.verifiedDate, total_price: payments.totalPrice, id: payments.id },
    { fallback: [sql`${payments.verifiedDate} desc nulls last`], tiebreak: desc(payments.id) },
  );
  return pageOf(query, {
    count: async () => (await db.select({ n: count() }).from(payments).where(where))[0]!.n,
    rows: async (limit, offset) => {
      const rows = await db
        .select({ payment: payments, user: { id: users.id, phone_number: users.phoneNumber, first_name: users.firstName, last_name: users.lastName } })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(({ payment, user }) => ({
        payment_id: payment.id,
        user,
        subtotal: payment.subtotal,
        discount: payment.discount,
        total_price: payment.totalPrice,
        verified_date: payment.verifiedDate?.toISOString() ?? null,
      }));
    },
  });
}
