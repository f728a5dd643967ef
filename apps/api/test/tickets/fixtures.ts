import { expect } from 'vitest';
import type { UserRole } from '@fest/contract';
import { users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { addToCart, payAll, type Buyer } from '../payments/fixtures';

let seq = 0;

/** A door volunteer or an admin (or a plain user), signed in. */
export async function createStaff(t: TestApp, role: UserRole, firstName = 'دربان'): Promise<Buyer> {
  seq += 1;
  const n = seq + Math.floor(Math.random() * 1000) * 1000;
  const phone = `0913${String(n).padStart(7, '0')}`;
  const [row] = await t.database.db
    .insert(users)
    .values({ phoneNumber: phone, email: `staff${n}@example.ir`, firstName, lastName: 'کارکن', passwordHash: 'unused', role })
    .returning({ id: users.id });
  const token = await accessTokenFor(t.app, row!);
  return { id: row!.id, phone, headers: { authorization: `Bearer ${token}` } };
}

export interface CartItemAnswer {
  id: number;
  payment_state: string;
  ticket: string | null;
  presentation: { id: number };
}

export async function cartOf(t: TestApp, buyer: Buyer): Promise<CartItemAnswer[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartItemAnswer[];
}

/** Registers the buyer for a free presentation (pay_all completes it at once) and returns the ticket. */
export async function freeTicket(t: TestApp, buyer: Buyer, presentationId: number): Promise<{ participationId: number; ticket: string }> {
  const participationId = await addToCart(t, buyer, presentationId);
  const res = await payAll(t, buyer);
  expect(res.statusCode, res.body).toBe(204);
  const item = (await cartOf(t, buyer)).find((i) => i.id === participationId)!;
  expect(item.ticket).toEqual(expect.any(String));
  return { participationId, ticket: item.ticket! };
}

export function scan(t: TestApp, who: Buyer | null, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/checkin/', headers: who?.headers ?? {}, payload: body });
}
