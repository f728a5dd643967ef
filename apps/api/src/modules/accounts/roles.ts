import { asc, eq } from 'drizzle-orm';
import type { UserRole } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { changedHere, CHANNELS } from '../../db/listen';
import { accountTexts } from './texts';

export interface RoleChange {
  /** Who asks (an admin in the console); null for the admin command run on the server. */
  actorId: number | null;
  userId: number;
  role: UserRole;
}

export interface RoleChanged {
  id: number;
  phone_number: string;
  role: UserRole;
}

/**
 * Gives a user another role; the festival never runs out of admins: demoting the last one is a 409
 * CONFLICT. Every admin row is locked (in id order, so two changes can't deadlock) before the
 * count, so two admins demoting each other at the same moment on two processes leave one admin.
 * The change ends the user's access tokens on their next request (the role moves the session
 * version: migration 0004). Takes a transaction too, so the console can audit in the same one.
 */
export async function changeRole(db: Db | Tx, { actorId, userId, role }: RoleChange): Promise<RoleChanged> {
  const changed = await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
    const [target] = await tx
      .select({ id: users.id, phone_number: users.phoneNumber, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound(accountTexts.userNotFound, 'USER_NOT_FOUND');
    if (target.role === role) return target;
    if (target.role === 'admin' && !admins.some((a) => a.id !== userId)) {
      const detail =
        actorId === userId
          ? accountTexts.lastAdminYourself
          : accountTexts.lastAdminOther;
      throw new AppError(409, 'CONFLICT', detail);
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    return { ...target, role };
  });
  // Committed here (a caller's own transaction tells this process after its commit): the user's
  // sessions in this process's cache end at once.
  if (!(db instanceof PgTransaction)) changedHere(db, CHANNELS.sessions, String(userId));
  return changed;
}
