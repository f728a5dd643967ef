import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Statement, Tx } from '../../db/client';
import { coupons, festival, presentations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { inventoryTexts } from './texts';
import { couponNamedSql, registrationOpenSql } from './counters';

/**
 * Row locks taken by everything that changes seats or coupon uses (pay_all, competition signup,
 * settling a payment, removing a cart item).
 *
 * Lock order, the same everywhere so that transactions never deadlock:
 *   user row -> payment rows -> festival row -> presentation rows (by id) -> coupon row.
 * (Ending a user's payments may give back a competition seat and presentation seats at once, and a
 * competition signup ends the user's cart payment: both touch the festival row first.)
 * Locks are FOR NO KEY UPDATE: they exclude each other exactly as FOR UPDATE would, but not the
 * KEY SHARE locks that foreign-key checks take, so adding a cart item (which references the user
 * and the presentation) neither waits for a pay_all nor can deadlock with one.
 * Seats and coupon uses are decided by the counters' conditional UPDATEs (counters.ts), which lock
 * the row they change: the same order applies (the festival, presentations by id, then the coupon).
 * A counter read to decide something (late money, freeSeats) is read in a statement AFTER the lock
 * is taken: in READ COMMITTED each statement sees what was committed before it began.
 */

/**
 * Locks the user's row: one pay_all / signup / completion / removal per user at a time. Returns what
 * those need of the user; a user deleted meanwhile is a session that no longer stands. A named
 * statement (every pay_all and verify starts with it): planned once per server connection.
 */
export async function lockUser(tx: Tx, userId: number) {
  return lockUserStatement(tx, userId).execute();
}

/** lockUser as a statement of a transaction's inOrder (db/client.ts), sent when executed. */
export function lockUserStatement(tx: Tx, userId: number): Statement<LockedUser> {
  return {
    execute: async () => {
      const [user] = await tx
        .select({ id: users.id, phoneNumber: users.phoneNumber, email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .for('no key update')
        .prepare('lock_user')
        .execute({ userId });
      if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', inventoryTexts.accountGone);
      return user;
    },
  };
}

export interface LockedUser {
  id: number;
  phoneNumber: string;
  email: string;
}

/** Locks presentation rows in id order and reports whether each has started (database clock). */
export async function lockPresentations(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: presentations.id,
      faTitle: presentations.faTitle,
      capacity: presentations.capacity,
      cost: presentations.cost,
      isRegistrationActive: sql<boolean>`${registrationOpenSql('presentations')}`,
      started: sql<boolean>`${presentations.start} <= now()`,
    })
    .from(presentations)
    .where(inArray(presentations.id, ids))
    .orderBy(asc(presentations.id))
    .for('no key update');
}

/** Locks an edition's festival row (its competition counters); undefined for a festival never seeded. */
export async function lockFestival(tx: Tx, edition: SQL) {
  const [fest] = await tx.select().from(festival).where(eq(festival.id, edition)).for('no key update');
  return fest;
}

/** Locks a coupon, found by id or by code (case-insensitively); undefined when there is none. */
export async function lockCoupon(tx: Tx, which: { id: number } | { code: string }) {
  const [coupon] = await tx
    .select({
      id: coupons.id,
      code: coupons.code,
      percentage: coupons.percentage,
      expired: sql<boolean>`coalesce(${coupons.expiresAt} <= now(), false)`,
      usesLeft: sql<number>`(${coupons.maxUses} - ${coupons.usedCount} - ${coupons.held})::int`,
    })
    .from(coupons)
    .where('id' in which ? eq(coupons.id, which.id) : couponNamedSql(which.code))
    .for('no key update');
  return coupon;
}
