import { recount } from '../../src/modules/inventory';
import type { Db } from '../../src/db/client';
import {
  accessories,
  coupons,
  couponPresentations,
  participations,
  paymentItems,
  payments,
  presentationPresenters,
  presentations,
  presentationTags,
  presenters,
  tags,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

let phoneCounter = 0;
let passwordHash: Promise<string> | undefined;

/** A user inserted directly (argon2 hashing once per test file keeps the suite quick). */
export async function createUser(db: Db): Promise<{ id: number; phone: string }> {
  phoneCounter += 1;
  const phone = `0912${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
  const [row] = await db
    .insert(users)
    .values({
      phoneNumber: phone,
      email: `u${process.pid}-${phoneCounter}@example.com`,
      firstName: 'کاربر',
      lastName: 'آزمایشی',
      passwordHash: await (passwordHash ??= hashPassword('Secret-pass-123')),
    })
    .returning({ id: users.id });
  return { id: row!.id, phone };
}

export type PresentationInput = Partial<typeof presentations.$inferInsert>;

export async function createPresentation(db: Db, input: PresentationInput = {}): Promise<number> {
  const start = input.start ?? new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const [row] = await db
    .insert(presentations)
    .values({
      serviceType: 'TALK',
      faTitle: 'ارائه',
      enTitle: 'Talk',
      capacity: 10,
      cost: 100000,
      ...input,
      start,
      end: input.end ?? new Date(start.getTime() + 2 * 3600 * 1000),
    })
    .returning({ id: presentations.id });
  return row!.id;
}

export async function createPresenter(db: Db, firstName = 'علی', lastName = 'رضایی'): Promise<number> {
  const [row] = await db
    .insert(presenters)
    .values({ firstName, lastName, description: 'توسعه‌دهنده', linkedin: 'https://linkedin.com/in/x' })
    .returning({ id: presenters.id });
  return row!.id;
}

export async function linkPresenter(db: Db, presentationId: number, presenterId: number, position: number) {
  await db.insert(presentationPresenters).values({ presentationId, presenterId, position });
}

export async function createTag(db: Db, name: string, color = '#123456'): Promise<number> {
  const [row] = await db.insert(tags).values({ name, color }).returning({ id: tags.id });
  return row!.id;
}

export async function tagPresentation(db: Db, presentationId: number, tagId: number) {
  await db.insert(presentationTags).values({ presentationId, tagId });
}

export async function addParticipation(
  db: Db,
  userId: number,
  presentationId: number,
  state: 'PENDING' | 'COMPLETED',
): Promise<number> {
  const [row] = await db
    .insert(participations)
    .values({ userId, presentationId, paymentState: state, completedAt: state === 'COMPLETED' ? new Date() : null })
    .returning({ id: participations.id });
  // Facts written by hand, as an organiser's SQL would be: the counters are repaired as after such SQL.
  await recount(db);
  return row!.id;
}

/** A PENDING payment holding the given participations (and optionally a coupon use) until `holdUntil`. */
export async function holdSeats(
  db: Db,
  userId: number,
  items: { participationId: number; presentationId: number }[],
  holdUntil: Date,
  couponId?: number,
): Promise<number> {
  const [payment] = await db
    .insert(payments)
    .values({ userId, subtotal: 0, totalPrice: 0, holdExpiresAt: holdUntil, couponId: couponId ?? null })
    .returning({ id: payments.id });
  if (items.length) {
    await db.insert(paymentItems).values(items.map((i) => ({ paymentId: payment!.id, ...i, cost: 0 })));
  }
  await recount(db);
  return payment!.id;
}

export async function createCoupon(
  db: Db,
  input: { code: string; percentage: number; maxUses: number; usedCount?: number; expiresAt?: Date | null },
  eligible: number[] = [],
): Promise<number> {
  const [row] = await db.insert(coupons).values(input).returning({ id: coupons.id });
  if (eligible.length) {
    await db.insert(couponPresentations).values(eligible.map((presentationId) => ({ couponId: row!.id, presentationId })));
  }
  return row!.id;
}

export async function createAccessory(db: Db, name: string, isActive: boolean): Promise<number> {
  const [row] = await db
    .insert(accessories)
    .values({ name, description: 'توضیح', price: 120000, isActive })
    .returning({ id: accessories.id });
  return row!.id;
}

export const inFuture = (seconds: number) => new Date(Date.now() + seconds * 1000);
