import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { expectError } from '../accounts/support';
import { coupons, participations, refunds } from '../../src/db/schema';
import { sweepPayments } from '../../src/modules/payments';
import { errorAnswer, startFakeZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import { remainedCapacity } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, type RoleAccounts } from './authz';
import { completedPaymentByHand, paymentRow, refund, refundsOfPayment } from './money-fixtures';

const TIMEOUT_MS = 300;
const ok = (data: Record<string, unknown>) => ({ json: { data: { code: 100, message: 'Success', ...data }, errors: [] } });

/**
 * Gateway refunds whose answer is lost (contract, Refunds): the refund stays PENDING and is settled by
 * asking the gateway (inquiry.json), by the sweep or before any other refund of the payment. The gateway
 * is a local imitation keeping one fact per session: was it reversed.
 */
describe('a gateway refund whose answer is lost', () => {
  let fake: FakeZarinpal;
  let t: TestApp;
  let accounts: RoleAccounts;
  const reversed = new Set<string>();
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    t = await createTestApp({ env: { ZARINPAL_BASE_URL: fake.url, ZARINPAL_TIMEOUT_MS: String(TIMEOUT_MS) } });
    accounts = await createRoleAccounts(t.app);
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.handlers.clear();
    fake.calls.length = 0;
    fake.handlers.set('inquiry.json', (body) => ok({ status: reversed.has(String(body.authority)) ? 'REVERSED' : 'VERIFIED' }));
  });
  const db = () => t.database.db;
  const admin = () => accounts.admin;
  const reverseCalls = () => fake.calls.filter((c) => c.endpoint === 'reverse.json').length;
  /** Time passes: no live request can still be asking the gateway about these refunds. */
  const ageRefunds = (paymentId: number) => db().update(refunds).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(refunds.paymentId, paymentId));
  const sweep = () => sweepPayments({ db: db(), gateway: t.app.gateway, settings: t.settings, log: t.app.log, ticketKey: t.app.ticketKey });
  const ticketsOf = async (ids: number[]) =>
    (await db().select({ id: participations.id, hash: participations.ticketHash, state: participations.paymentState }).from(participations)).filter((p) => ids.includes(p.id));

  it('reversed, then no answer: PENDING, nothing given back yet, other refunds 409; settled by inquiry before the next refund, money returned once', async () => {
    const p = await completedPaymentByHand(db());
    fake.handlers.set('reverse.json', (body) => {
      reversed.add(String(body.authority));
      return 'hang';
    });
    const first = await refund(t, admin(), p.id, { method: 'gateway' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: 'PENDING', amount: 153_000, done_at: null });
    // Nothing was given back on a guess: the payment, the tickets and the seats stand.
    expect((await paymentRow(t, p.id)).paymentState).toBe('COMPLETED');
    expect((await ticketsOf(p.items)).every((x) => x.state === 'COMPLETED' && x.hash !== null)).toBe(true);
    const pending = await asAdmin(t.app, admin(), { method: 'GET', url: '/api/admin/refunds/?state=PENDING' });
    expect(pending.json().results.map((r: { id: number }) => r.id)).toContain(first.json().id);

    // The organiser's natural next step, while the gateway may still be answering: refused.
    expectError(await refund(t, admin(), p.id, { method: 'manual', note: 'دستی' }), 409, 'CONFLICT');
    expectError(await refund(t, admin(), p.id, { method: 'gateway' }), 409, 'CONFLICT');

    // Later: the next refund first asks the gateway, which says REVERSED: that refund is DONE, nothing is left to return.
    await ageRefunds(p.id);
    expectError(await refund(t, admin(), p.id, { method: 'manual', note: 'دستی' }), 409, 'CONFLICT');
    const [settled] = await refundsOfPayment(t, p.id);
    expect(settled).toMatchObject({ state: 'DONE', method: 'gateway' });
    expect(await refundsOfPayment(t, p.id)).toHaveLength(1);
    expect((await paymentRow(t, p.id)).paymentState).toBe('REFUNDED');
    expect((await ticketsOf(p.items)).every((x) => x.state === 'CANCELLED' && x.hash === null)).toBe(true);
    expect(await remainedCapacity(t, p.presentations[0]!)).toBe(2);
    expect((await db().select().from(coupons).where(eq(coupons.id, p.couponId)))[0]!.usedCount).toBe(0);
    expect(reverseCalls()).toBe(1);
  });

  it('no answer and never reversed: the sweep settles it FAILED, and the lines may be refunded again', async () => {
    const p = await completedPaymentByHand(db());
    fake.handlers.set('reverse.json', () => 'hang');
    expect((await refund(t, admin(), p.id, { method: 'gateway' })).json().state).toBe('PENDING');
    // Too young: the sweep leaves it to the request that may still be waiting.
    expect((await sweep()).refundsAsked).toBe(0);
    await ageRefunds(p.id);
    expect((await sweep()).refundsAsked).toBe(1);
    const [failed] = await refundsOfPayment(t, p.id);
    expect(failed).toMatchObject({ state: 'FAILED', doneAt: null });
    expect((await paymentRow(t, p.id)).paymentState).toBe('COMPLETED');
    const manual = await refund(t, admin(), p.id, { method: 'manual', note: 'کارت به کارت' });
    expect(manual.json()).toMatchObject({ state: 'DONE', amount: 153_000 });
    expect((await paymentRow(t, p.id)).paymentState).toBe('REFUNDED');
  });

  it('-51 on the reverse is an answer to settle, never "refused": the inquiry says REVERSED, so the refund is DONE', async () => {
    const p = await completedPaymentByHand(db());
    reversed.add(p.authority);
    fake.handlers.set('reverse.json', () => errorAnswer(-51));
    const res = await refund(t, admin(), p.id, { method: 'gateway' });
    expect(res.json()).toMatchObject({ state: 'DONE', gateway_code: null });
    expect((await paymentRow(t, p.id)).paymentState).toBe('REFUNDED');
  });

  it('a refusal (-63, past the window at the gateway) is a FAILED refund with its code, and nothing else changed', async () => {
    const p = await completedPaymentByHand(db());
    fake.handlers.set('reverse.json', () => errorAnswer(-63));
    const res = await refund(t, admin(), p.id, { method: 'gateway' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'FAILED', gateway_code: -63 });
    expect((await paymentRow(t, p.id)).paymentState).toBe('COMPLETED');
    expect((await ticketsOf(p.items)).every((x) => x.state === 'COMPLETED')).toBe(true);
    expect((await refund(t, admin(), p.id, { method: 'manual', note: 'دستی' })).json().state).toBe('DONE');
  });

  it('a PENDING refund the gateway cannot be asked about: the next refund is 502 and nothing changes', async () => {
    const p = await completedPaymentByHand(db());
    fake.handlers.set('reverse.json', () => 'hang');
    expect((await refund(t, admin(), p.id, { method: 'gateway' })).json().state).toBe('PENDING');
    await ageRefunds(p.id);
    fake.handlers.set('inquiry.json', () => 'hang');
    expectError(await refund(t, admin(), p.id, { method: 'manual', note: 'دستی' }), 502, 'GATEWAY_ERROR');
    expect((await refundsOfPayment(t, p.id)).map((r) => r.state)).toEqual(['PENDING']);
    expect((await paymentRow(t, p.id)).paymentState).toBe('COMPLETED');
    // Settled when the gateway is back (it was never reversed), so the books end clean.
    fake.handlers.set('inquiry.json', () => ok({ status: 'VERIFIED' }));
    await sweep();
    expect((await refundsOfPayment(t, p.id)).map((r) => r.state)).toEqual(['FAILED']);
  });
});
