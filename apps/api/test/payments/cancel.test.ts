import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { expectError, expectFieldError } from '../accounts/support';
import { participations, payments, refunds, smsOutbox } from '../../src/db/schema';
import { addToCart, createBuyer, createPresentation, remainedCapacity, type Buyer } from './fixtures';
import { asAdmin, createRoleAccounts, type RoleAccounts } from '../admin/authz';
import { buy } from '../admin/money-fixtures';

const SHEBA = 'IR062960000000100324200001';

/** POST /api/presentations/cart/{id}/cancel/ and the organisers' POST /api/admin/refunds/{id}/paid/. */
describe.each<{ fee: number; env: Record<string, string> }>([
  { fee: 0, env: {} },
  { fee: 10, env: { CANCEL_FEE_PERCENT: '10' } },
])('a visitor cancelling a registration (fee $fee%)', ({ fee, env }) => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env });
    accounts = await createRoleAccounts(t.app);
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const cancel = (buyer: Buyer, id: number, body?: object) =>
    t.app.inject({ method: 'POST', url: `/api/presentations/cart/${id}/cancel/`, headers: buyer.headers, ...(body ? { payload: body } : {}) });
  const stateOf = async (id: number) => (await db().select().from(participations).where(eq(participations.id, id)))[0]!;
  const less = (amount: number) => amount - Math.round((amount * fee) / 100);

  async function twoWorkshops(hours = 24 * 10) {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost: 200_000, capacity: 1, startsInHours: hours });
    const b = await createPresentation(db(), { cost: 100_000, startsInHours: hours + 5 });
    const { payment, items } = await buy(t, buyer, [a, b]);
    return { buyer, payment, items, a, b };
  }

  it('frees the seat and voids the ticket at once, and leaves a refund to pay to the Sheba given', async () => {
    const { buyer, payment, items, a } = await twoWorkshops();
    expect(await remainedCapacity(t, a)).toBe(0);
    expectFieldError(await cancel(buyer, items[0]!), 'iban');
    expectFieldError(await cancel(buyer, items[0]!, { iban: 'IR062960000000100324200002' }), 'iban');
    expect((await stateOf(items[0]!)).paymentState).toBe('COMPLETED');

    const res = await cancel(buyer, items[0]!, { iban: SHEBA.replace(/(.{4})/g, '$1 ') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'manual', state: 'PENDING', amount: less(200_000), iban: SHEBA, participations: [items[0]] });
    const row = await stateOf(items[0]!);
    expect(row).toMatchObject({ paymentState: 'CANCELLED', ticketHash: null });
    expect(await remainedCapacity(t, a)).toBe(1);
    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, buyer.phone));
    expect(texts.some((m) => m.text.includes('لغو شد') && m.text.includes('0001'))).toBe(true);

    // In the organisers' list of refunds to pay, until one of them marks it paid.
    const toPay = await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/refunds/?state=PENDING' });
    const refundId = (res.json() as { id: number }).id;
    expect((toPay.json() as { results: { id: number }[] }).results.map((r) => r.id)).toContain(refundId);
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${refundId}/paid/`, headers: buyer.headers }), 403, 'FORBIDDEN');
    const paid = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/refunds/${refundId}/paid/` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'DONE' });
    expectError(await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/refunds/${refundId}/paid/` }), 409, 'CONFLICT');
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.paymentState).toBe('COMPLETED');
    // Cancelling it again is refused: it is no longer a paid registration.
    expectError(await cancel(buyer, items[0]!, { iban: SHEBA }), 400, 'VALIDATION_ERROR');
  });

  it('refuses after the deadline (400 TOO_LATE), another’s registration (404) and one not paid (400)', async () => {
    const late = await twoWorkshops(47);
    expectError(await cancel(late.buyer, late.items[0]!, { iban: SHEBA }), 400, 'TOO_LATE');
    expect((await stateOf(late.items[0]!)).paymentState).toBe('COMPLETED');
    const other = await createBuyer(t);
    expectError(await cancel(other, late.items[0]!, { iban: SHEBA }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'POST', url: `/api/presentations/cart/${late.items[0]}/cancel/` }), 401, 'NOT_AUTHENTICATED');
    const inCart = await addToCart(t, other, await createPresentation(db()));
    expectError(await cancel(other, inCart, { iban: SHEBA }), 400, 'VALIDATION_ERROR');
  });

  it('returns a lone registration bought minutes ago through the gateway when nothing is kept', async () => {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost: 150_000 });
    const { payment, items } = await buy(t, buyer, [a]);
    const res = await cancel(buyer, items[0]!);
    if (fee > 0) {
      // The gateway returns whole transactions only: a fee kept means a refund by hand.
      expectFieldError(res, 'iban');
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'gateway', state: 'DONE', amount: 150_000 });
    expect((await stateOf(items[0]!)).paymentState).toBe('CANCELLED');
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.paymentState).toBe('REFUNDED');
  });

  it('keeps a registration let in at the door, and the cart and the billing history say when it was', async () => {
    const { buyer, payment, items, a } = await twoWorkshops();
    const cart = async () => (await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers: buyer.headers })).json() as { id: number; ticket: string; checked_in_at: string | null }[];
    const before = (await cart()).find((i) => i.id === items[0])!;
    expect(before.checked_in_at).toBeNull();
    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/',
      headers: { authorization: `Bearer ${accounts.door.token}` },
      payload: { ticket: before.ticket, presentation: a },
    });
    expect(scan.statusCode, scan.body).toBe(200);

    const entered = (await cart()).find((i) => i.id === items[0])!;
    expect(Date.parse(entered.checked_in_at!)).toBeGreaterThan(Date.now() - 60_000);
    const history = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers });
    const line = (history.json() as { id: number; participations: { id: number; checked_in_at: string | null }[] }[])
      .find((p) => p.id === payment.id)!
      .participations.find((p) => p.id === items[0])!;
    expect(line.checked_in_at).toBe(entered.checked_in_at);

    // Its seat was used: no money back by the visitor's own hand; the other registration still cancels.
    expectError(await cancel(buyer, items[0]!, { iban: SHEBA }), 400, 'VALIDATION_ERROR');
    expect((await stateOf(items[0]!)).paymentState).toBe('COMPLETED');
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(0);
    expect((await cancel(buyer, items[1]!, { iban: SHEBA })).statusCode).toBe(200);
  });

  it('refunds at most once when cancelled twice at the same moment', async () => {
    const { buyer, payment, items } = await twoWorkshops();
    const answers = await Promise.all([cancel(buyer, items[1]!, { iban: SHEBA }), cancel(buyer, items[1]!, { iban: SHEBA })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const made = await db().select().from(refunds).where(and(eq(refunds.paymentId, payment.id)));
    expect(made).toHaveLength(1);
    expect(made[0]!.amount).toBe(less(100_000));
  });
});

describe('cancellation switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CANCEL_HOURS_BEFORE: '0' } });
  });
  afterAll(() => t.close());

  it('answers TOO_LATE to every cancellation when CANCEL_HOURS_BEFORE is 0, and says so in its policy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/presentations/cart/cancel_policy/' })).json()).toEqual({ cancel_hours_before: 0, cancel_fee_percent: 0, transfer_hours_before: 2 });
    const buyer = await createBuyer(t);
    const { items } = await buy(t, buyer, [await createPresentation(t.database.db, { startsInHours: 24 * 60 })]);
    expectError(await t.app.inject({ method: 'POST', url: `/api/presentations/cart/${items[0]}/cancel/`, headers: buyer.headers, payload: { iban: SHEBA } }), 400, 'TOO_LATE');
  });
});
