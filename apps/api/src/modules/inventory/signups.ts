import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { competitionSignups } from '../../db/schema';

/*
 * Who is signed up for an edition's competition: the facts its sold competition seats count
 * (reconcile.ts). `edition` is an SQL expression of the edition's id (db/editions.ts).
 */

/** Whether the user is signed up for that edition's competition. */
export async function isSignedUpForCompetition(db: Db | Tx, userId: number, edition: SQL): Promise<boolean> {
  const [row] = await db
    .select({ userId: competitionSignups.userId })
    .from(competitionSignups)
    .where(and(eq(competitionSignups.userId, userId), eq(competitionSignups.editionId, edition)));
  return row !== undefined;
}

/** Signs the user up (their seat is sold by the caller, in the same transaction). */
export async function signUpForCompetition(tx: Tx, userId: number, edition: SQL): Promise<void> {
  await tx.insert(competitionSignups).values({ userId, editionId: sql`${edition}` });
}

/** Signs the user out (a refund); true when they were signed up, and their sold seat is then the caller's to give back. */
export async function signOutOfCompetition(tx: Tx, userId: number, edition: SQL): Promise<boolean> {
  const gone = await tx
    .delete(competitionSignups)
    .where(and(eq(competitionSignups.userId, userId), eq(competitionSignups.editionId, edition)))
    .returning({ userId: competitionSignups.userId });
  return gone.length > 0;
}
