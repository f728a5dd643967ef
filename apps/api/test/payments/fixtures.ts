import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import {
  accessories,
  couponPresentations,
  coupons,
  festival,
  participations,
  payments,
  presentations,
  users,
} from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';

/** Test data for the cart, payment and competition tests, written straight into the database. */

let counter = 0;
const next = () => (counter += 1) + Math.floor(Math.random() * 1000) * 10_000;

export interface Buyer {
  id: number;
  phone: string;
  headers: { authorization: string };
}

export async function createBuyer(t: TestApp): Promise<Buyer> {
  const n = next();
  const phone = `0912${String(n).padStart(7, '0')}`;
  const [row] = await t.database.db
    .insert(users)
    .values({ phoneNumber: phone, email: `buyer${n}@example.ir`, firstName: 'خریدار', lastName: String(n), passwordHash: 'unused' })
    .returning({ id: users.id });
  const token = await accessTokenFor(t.app, row!);
  return { id: row!.id, phone, headers: { authorization: `Bearer ${token}` } };
}

let slot = 0;

export async function createPresentation(
  db: Db,
  opts: { capacity?: number; cost?: number; startsInHours?: number; open?: boolean; title?: string } = {},
): Promise<number> {
  // Each workshop in a time slot of its own unless told when: several in one cart must not clash.
  slot += 1;
  const start = new Date(Date.now() + (opts.startsInHours ?? 24 * 30 + slot * 3) * 3600_000);
  const [row] = await db
    .insert(presentations)
    .values({
      serviceType: 'WORKSHOP',
      faTitle: opts.title ?? 'کارگاه لینوکس',
      enTitle: 'Linux workshop',
      start,
      end: new Date(start.getTime() + 2 * 3600_000),
      capacity: opts.capacity ?? 10,
      cost: opts.cost ?? 100_000,
      isRegistrationActive: opts.open ?? true,
      presentationLink: 'https://meet.example/room',
    })
    .returning({ id: presentations.id });
  return row!.id;
}

export async function createCoupon(
  db: Db,
  opts: { code?: string; percentage: number; maxUses?: number; usedCount?: number; expiresAt?: Date; eligible?: number[] },
) {
  const code = opts.code ?? `OFF${next()}`;
  const [row] = await db
    .insert(coupons)
    .values({ code, percentage: opts.percentage, maxUses: opts.maxUses ?? 100, usedCount: opts.usedCount ?? 0, expiresAt: opts.expiresAt })
    .returning({ id: coupons.id });
  if (opts.eligible?.length) {
    await db.insert(couponPresentations).values(opts.eligible.map((presentationId) => ({ couponId: row!.id, presentationId })));
  }
  return { id: row!.id, code };
}

export async function createAccessory(db: Db, opts: { price?: number; active?: boolean } = {}): Promise<number> {
  const [row] = await db
    .insert(accessories)
    .values({ name: 'تی‌شرت', description: 'تی‌شرت جشنواره', price: opts.price ?? 50_000, isActive: opts.active ?? true })
    .returning({ id: accessories.id });
  return row!.id;
}

export async function setFestival(db: Db, opts: { price: number; capacity: number; open: boolean }) {
  await db
    .insert(festival)
    .values({ id: sql`fest_current_edition()`, name: 'جشنواره', competitionPrice: opts.price, competitionCapacity: opts.capacity, competitionRegistrationOpen: opts.open })
    .onConflictDoUpdate({
      target: festival.id,
      set: { competitionPrice: opts.price, competitionCapacity: opts.capacity, competitionRegistrationOpen: opts.open },
    });
}

/** The current edition's competition counters on its festival row (inventory/counters.ts). */
export async function competitionCounters(db: Db) {
  const [row] = await db
    .select({ sold: festival.competitionSold, held: festival.competitionHeld })
    .from(festival)
    .where(eq(festival.id, sql`fest_current_edition()`));
  return row!;
}

export async function addToCart(t: TestApp, buyer: Buyer, presentationId: number): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `/api/presentations/${presentationId}/add_participation/`, headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export function payAll(t: TestApp, buyer: Buyer, body: { coupon?: string; accessories?: number[] } = {}) {
  return t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: buyer.headers, payload: body });
}

export function verify(t: TestApp, buyer: Buyer, authority: string, status: 'OK' | 'NOK' = 'OK') {
  return t.app.inject({ method: 'POST', url: '/api/payments/verify/', headers: buyer.headers, payload: { authority, status } });
}

/** The buyer presses pay (OK) or cancel (NOK) on the built-in sandbox's bank page. */
export async function pressAtBank(t: TestApp, authority: string, status: 'OK' | 'NOK' = 'OK') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/_sandbox/zarinpal/pg/StartPay/${authority}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `status=${status}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location as string;
}

export async function remainedCapacity(t: TestApp, presentationId: number): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${presentationId}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { remained_capacity: number }).remained_capacity;
}

export async function paymentByAuthority(db: Db, authority: string) {
  const [row] = await db.select().from(payments).where(eq(payments.authority, authority));
  return row!;
}

export async function paymentsOf(db: Db, userId: number) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
}

export async function participationState(db: Db, id: number) {
  const [row] = await db.select({ s: participations.paymentState }).from(participations).where(eq(participations.id, id));
  return row?.s ?? null;
}

/** Makes a payment's hold run out now (as if PAYMENT_HOLD_SECONDS had passed). */
export async function expireHold(db: Db, paymentId: number) {
  await db.update(payments).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(payments.id, paymentId));
}

export async function couponUsedCount(db: Db, id: number) {
  const [row] = await db.select({ n: coupons.usedCount }).from(coupons).where(and(eq(coupons.id, id)));
  return row!.n;
}
