import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { expectError, expectFieldError } from '../accounts/support';
import { auditLog, participations, paymentEvents, payments, presentations, smsOutbox, users } from '../../src/db/schema';
import { addToCart, createBuyer, createPresentation, remainedCapacity, type Buyer } from './fixtures';
import { buy, refund } from '../admin/money-fixtures';
import { asAdmin, createRoleAccounts, type RoleAccounts } from '../admin/authz';
import { cartOf, createStaff, scan } from '../tickets/fixtures';
import { accessTokenFor } from '../helpers/sign-in';

/** Contract, "Changing what was bought": transfer, complimentary seats and sales at the door. */
describe('changing what was bought', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  let door: Buyer;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    door = await createStaff(t, 'door');
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;

  let phones = 0;
  const newPhone = () => `0935${String(Date.now() % 1_000_000).padStart(6, '0')}${(phones++ % 10).toString()}`;
  const textsTo = (phone: string) => db().select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone)).orderBy(desc(smsOutbox.id));
  const transfer = (who: Buyer, id: number, phone: string) =>
    t.app.inject({ method: 'POST', url: `/api/presentations/cart/${id}/transfer/`, headers: who.headers, payload: { phone_number: phone } });
  const ticketOf = async (who: Buyer, id: number) => (await cartOf(t, who)).find((i) => i.id === id)?.ticket ?? null;
  async function signedIn(phone: string): Promise<Buyer> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    return { id: row!.id, phone, headers: { authorization: `Bearer ${await accessTokenFor(t.app, row!)}` } };
  }
  const give = (presentationId: number, body: Record<string, unknown>) =>
    asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/presentations/${presentationId}/complimentary/`, payload: body });
  const sell = (who: Buyer, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/checkin/walk_in/', headers: who.headers, payload: body });
  const stats = async () => (await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/stats/' })).json() as {
    revenue_total: number;
    door_revenue: number;
    presentations: { id: number; sold: number; complimentary: number; door_sales: number; revenue: number }[];
  };

  describe('transfer to another phone', () => {
    it('voids the old ticket at once and gives the recipient, a new account, a ticket that opens the door', async () => {
      const buyer = await createBuyer(t);
      const a = await createPresentation(db(), { title: 'کارگاه گیت' });
      const { payment, items } = await buy(t, buyer, [a]);
      const oldTicket = (await ticketOf(buyer, items[0]!))!;
      const phone = newPhone();

      const res = await transfer(buyer, items[0]!, phone.replace(/^0/, '+98'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ phone_number: phone, detail: expect.any(String) });

      // The old ticket is refused at the door; the buyer sees it no more, in the cart or in the payment.
      expectError(await scan(t, door, { ticket: oldTicket, presentation: a }), 404, 'TICKET_NOT_FOUND');
      expect((await cartOf(t, buyer)).map((i) => i.id)).not.toContain(items[0]);
      const list = (await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers })).json() as {
        id: number;
        participations: { id: number; ticket: string | null }[];
        kind: string;
      }[];
      const theirs = list.find((p) => p.id === payment.id)!;
      expect(theirs.kind).toBe('online');
      expect(theirs.participations).toEqual([expect.objectContaining({ id: items[0], ticket: null })]);

      // The recipient: an account made for the phone, no e-mail, no password anyone knows.
      const [account] = await db().select().from(users).where(eq(users.phoneNumber, phone));
      expect(account).toMatchObject({ email: '', role: 'user' });
      const login = await t.app.inject({ method: 'POST', url: '/api/token/access/', payload: { phone_number: phone, password: 'unused' } });
      expect(login.statusCode).toBe(401);
      const recipient = await signedIn(phone);
      const newTicket = (await ticketOf(recipient, items[0]!))!;
      expect(newTicket).not.toBe(oldTicket);
      const entered = await scan(t, door, { ticket: newTicket, presentation: a });
      expect(entered.statusCode, entered.body).toBe(200);

      // Both are texted (the recipient is told how to set a password); the move is in the payment's history.
      expect((await textsTo(buyer.phone))[0]!.text).toContain(phone);
      expect((await textsTo(phone))[0]!.text).toMatch(/کارگاه گیت[\s\S]*forgot-password/);
      const history = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
      expect(history.some((e) => e.note.includes(buyer.phone) && e.note.includes(phone))).toBe(true);
      // The payment and its money stay the buyer's.
      const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
      expect(after).toMatchObject({ userId: buyer.id, paymentState: 'COMPLETED' });
      // The seat stays sold: nothing on the counters moved.
      expect(await remainedCapacity(t, a)).toBe(9);
    });

    it('a refund of the buyer’s payment cancels the seat they gave, and its holder is told', async () => {
      const buyer = await createBuyer(t);
      const a = await createPresentation(db(), { title: 'کارگاه داکر' });
      const { payment, items } = await buy(t, buyer, [a]);
      const friend = await createBuyer(t);
      expect((await transfer(buyer, items[0]!, friend.phone)).statusCode).toBe(200);
      expect((await refund(t, accounts.admin, payment.id, { method: 'manual', note: 'لغو جشنواره' })).statusCode).toBe(201);
      const [row] = await db().select().from(participations).where(eq(participations.id, items[0]!));
      expect(row).toMatchObject({ paymentState: 'CANCELLED', ticketHash: null, userId: friend.id });
      expect((await textsTo(friend.phone))[0]!.text).toMatch(/کارگاه داکر.*واگذار شده بود لغو شد/);
      expect((await textsTo(buyer.phone))[0]!.text).toContain('بازگردانده شد');
    });

    it('the recipient may give it on but not cancel the buyer’s money; a used ticket is not given on', async () => {
      const buyer = await createBuyer(t);
      const a = await createPresentation(db());
      const { items } = await buy(t, buyer, [a]);
      const friend = await createBuyer(t);
      expect((await transfer(buyer, items[0]!, friend.phone)).statusCode).toBe(200);
      // No longer the buyer's to give or cancel.
      expectError(await transfer(buyer, items[0]!, newPhone()), 404, 'NOT_FOUND');
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/presentations/cart/${items[0]}/cancel/`,
        headers: friend.headers,
        payload: { iban: 'IR062960000000100324200001' },
      });
      expectError(cancel, 400, 'VALIDATION_ERROR');
      const third = await createBuyer(t);
      expect((await transfer(friend, items[0]!, third.phone)).statusCode).toBe(200);
      const ticket = (await ticketOf(third, items[0]!))!;
      expect((await scan(t, door, { ticket, presentation: a })).statusCode).toBe(200);
      expectError(await transfer(third, items[0]!, friend.phone), 400, 'VALIDATION_ERROR');
    });

    it('applies the rules of adding to the recipient: ALREADY_REGISTERED, TIME_CLASH; an unpaid cart item of theirs gives way', async () => {
      const buyer = await createBuyer(t);
      const a = await createPresentation(db(), { startsInHours: 24 * 90 });
      const b = await createPresentation(db(), { startsInHours: 24 * 91 });
      const { items } = await buy(t, buyer, [a, b]);

      const holder = await createBuyer(t);
      await buy(t, holder, [a]);
      expectError(await transfer(buyer, items[0]!, holder.phone), 400, 'ALREADY_REGISTERED');

      const busy = await createBuyer(t);
      const overlapping = await createPresentation(db(), { startsInHours: 24 * 91 + 1, title: 'کارگاه هم‌زمان' });
      await buy(t, busy, [overlapping]);
      const clash = await transfer(buyer, items[1]!, busy.phone);
      expectError(clash, 400, 'TIME_CLASH');
      expect(clash.json()).toMatchObject({ clashes_with: { id: overlapping, fa_title: 'کارگاه هم‌زمان' } });

      const shopper = await createBuyer(t);
      const pending = await addToCart(t, shopper, a);
      expect((await transfer(buyer, items[0]!, shopper.phone)).statusCode).toBe(200);
      const cart = await cartOf(t, shopper);
      expect(cart.map((i) => i.id)).toEqual([items[0]]);
      expect(cart[0]!.payment_state).toBe('COMPLETED');
      expect(await db().select().from(participations).where(eq(participations.id, pending))).toEqual([]);
    });

    it('refuses after TRANSFER_HOURS_BEFORE (400 TOO_LATE), to one’s own phone, a registration not paid, and without a session', async () => {
      const buyer = await createBuyer(t);
      const soon = await createPresentation(db(), { startsInHours: 1 });
      const { items } = await buy(t, buyer, [soon]);
      expectError(await transfer(buyer, items[0]!, newPhone()), 400, 'TOO_LATE');
      const later = await createPresentation(db());
      const { items: mine } = await buy(t, buyer, [later]);
      expectFieldError(await transfer(buyer, mine[0]!, buyer.phone), 'phone_number');
      expectFieldError(await transfer(buyer, mine[0]!, '12345'), 'phone_number');
      const unpaid = await addToCart(t, buyer, await createPresentation(db()));
      expectError(await transfer(buyer, unpaid, newPhone()), 400, 'VALIDATION_ERROR');
      expectError(await t.app.inject({ method: 'POST', url: `/api/presentations/cart/${mine[0]}/transfer/`, payload: { phone_number: newPhone() } }), 401, 'NOT_AUTHENTICATED');
      // Nothing was written for the refused: no account for the phone of a refused transfer.
      const phone = newPhone();
      expectError(await transfer(buyer, items[0]!, phone), 400, 'TOO_LATE');
      expect(await db().select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
    });
  });

  describe('complimentary seats', () => {
    it('gives a COMPLETED 0-Toman registration with a ticket and an SMS, audited and counted apart', async () => {
      const a = await createPresentation(db(), { capacity: 3, cost: 250_000, title: 'کارگاه کرنل' });
      const before = await stats();
      const phone = newPhone();
      const res = await give(a, { phone_number: phone, first_name: 'مریم', last_name: 'سخنران', note: 'ارائه‌دهنده' });
      expect(res.statusCode, res.body).toBe(201);
      const seat = res.json() as { participation_id: number; payment_id: number; state: string; note: string; by: { id: number } };
      expect(seat).toMatchObject({ phone_number: phone, first_name: 'مریم', last_name: 'سخنران', note: 'ارائه‌دهنده', state: 'COMPLETED', beyond_capacity: false, presentation: { id: a } });
      expect(seat.by.id).toBe(accounts.admin.id);
      const [payment] = await db().select().from(payments).where(eq(payments.id, seat.payment_id));
      expect(payment).toMatchObject({ kind: 'complimentary', totalPrice: 0, paymentState: 'COMPLETED' });
      expect(await remainedCapacity(t, a)).toBe(2);
      const guest = await signedIn(phone);
      const ticket = (await ticketOf(guest, seat.participation_id))!;
      expect((await scan(t, door, { ticket, presentation: a })).statusCode).toBe(200);
      expect((await textsTo(phone))[0]!.text).toMatch(/کارگاه کرنل[\s\S]*forgot-password/);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'complimentary_seat'), eq(auditLog.objectId, String(seat.participation_id))));
      expect(audit).toHaveLength(1);

      const after = await stats();
      expect(after.revenue_total).toBe(before.revenue_total);
      expect(after.presentations.find((p) => p.id === a)).toMatchObject({ sold: 1, complimentary: 1, door_sales: 0, revenue: 0 });
      const list = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/complimentary/?presentation=${a}` });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as { participation_id: number }[]).map((s) => s.participation_id)).toEqual([seat.participation_id]);
      // An account that exists keeps its name.
      const known = await createBuyer(t);
      const again = await give(a, { phone_number: known.phone, first_name: 'نام', last_name: 'دیگر' });
      expect(again.json()).toMatchObject({ first_name: 'خریدار' });
      expectError(await give(a, { phone_number: known.phone, first_name: 'نام', last_name: 'دیگر' }), 400, 'ALREADY_REGISTERED');
    });

    it('takes a seat (400 CAPACITY_FULL when none is free, nothing written) unless beyond_capacity, which grows the capacity', async () => {
      const a = await createPresentation(db(), { capacity: 1 });
      await buy(t, await createBuyer(t), [a]);
      const phone = newPhone();
      expectError(await give(a, { phone_number: phone, first_name: 'الف', last_name: 'ب' }), 400, 'CAPACITY_FULL');
      expect(await db().select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
      const res = await give(a, { phone_number: phone, first_name: 'الف', last_name: 'ب', beyond_capacity: true });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ beyond_capacity: true });
      const [row] = await db().select({ capacity: presentations.capacity, sold: presentations.sold }).from(presentations).where(eq(presentations.id, a));
      expect(row).toEqual({ capacity: 2, sold: 2 });
      expect(await remainedCapacity(t, a)).toBe(0);
      // Withdrawn, the seat takes its added chair with it: the room is as it was, and still full.
      const paymentId = (res.json() as { payment_id: number }).payment_id;
      expect((await refund(t, accounts.admin, paymentId, { method: 'manual', note: 'لغو' })).statusCode).toBe(201);
      const [after] = await db().select({ capacity: presentations.capacity, sold: presentations.sold }).from(presentations).where(eq(presentations.id, a));
      expect(after).toEqual({ capacity: 1, sold: 1 });
      expect(await remainedCapacity(t, a)).toBe(0);
    });

    it('is withdrawn by a refund of its payment, which frees the seat', async () => {
      const a = await createPresentation(db(), { capacity: 1 });
      const guestPhone = newPhone();
      const seat = (await give(a, { phone_number: guestPhone, first_name: 'الف', last_name: 'ب' })).json() as { payment_id: number; participation_id: number };
      const phoneOf = new Map([[seat.payment_id, guestPhone]]);
      const res = await refund(t, accounts.admin, seat.payment_id, { method: 'manual', note: 'نیامد' });
      expect(res.statusCode, res.body).toBe(201);
      // The holder is told the seat is gone, not that 0 Toman came back.
      const [told] = await textsTo(phoneOf.get(seat.payment_id)!);
      expect(told!.text).toMatch(/لغو شد و بلیت آن دیگر اعتبار ندارد/);
      expect(told!.text).not.toContain('تومان');
      expect(await remainedCapacity(t, a)).toBe(1);
      const list = (await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/complimentary/?presentation=${a}` })).json() as { state: string }[];
      expect(list).toEqual([expect.objectContaining({ state: 'CANCELLED' })]);
    });

    it('is for admins only, and checks its body', async () => {
      const a = await createPresentation(db());
      const body = { phone_number: newPhone(), first_name: 'الف', last_name: 'ب' };
      for (const who of [door, await createBuyer(t)]) {
        expectError(await t.app.inject({ method: 'POST', url: `/api/admin/presentations/${a}/complimentary/`, headers: who.headers, payload: body }), 403, 'FORBIDDEN');
      }
      expectFieldError(await give(a, { ...body, phone_number: 'نه' }), 'phone_number');
      expectFieldError(await give(a, { ...body, first_name: '' }), 'first_name');
      expectError(await give(999_999, body), 404, 'NOT_FOUND');
    });
  });

  describe('sales at the door', () => {
    it('sells a free seat and checks the person in, in one step; counted in the stats as door sales', async () => {
      const a = await createPresentation(db(), { capacity: 2, cost: 300_000, startsInHours: 0.2 });
      const before = await stats();
      const phone = newPhone();
      const res = await sell(door, { presentation: a, phone_number: phone, first_name: 'رضا', last_name: 'حضوری', amount: 300_000, method: 'CASH' });
      expect(res.statusCode, res.body).toBe(201);
      const sale = res.json() as { participation_id: number; payment_id: number; ticket: string; checked_in_at: string };
      expect(sale).toMatchObject({ result: 'OK', attendee: { first_name: 'رضا', last_name: 'حضوری', phone_last4: phone.slice(-4) }, presentation: { id: a }, amount: 300_000 });
      // Checked in already: its ticket's scan is the second.
      expectError(await scan(t, door, { ticket: sale.ticket, presentation: a }), 409, 'ALREADY_CHECKED_IN');
      const [payment] = await db().select().from(payments).where(eq(payments.id, sale.payment_id));
      expect(payment).toMatchObject({ kind: 'door', doorMethod: 'CASH', totalPrice: 300_000, paymentState: 'COMPLETED', actorId: door.id });
      const after = await stats();
      expect(after.revenue_total - before.revenue_total).toBe(300_000);
      expect(after.door_revenue - before.door_revenue).toBe(300_000);
      expect(after.presentations.find((p) => p.id === a)).toMatchObject({ sold: 1, door_sales: 1, revenue: 300_000 });
      expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'door_sale'), eq(auditLog.objectId, String(sale.participation_id))))).toHaveLength(1);
      // Counted apart in the exports: the payment's kind and method, the attendee's kind.
      const csv = (await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/exports/payments.csv?presentation=${a}` })).body;
      expect(csv).toContain('فروش حضوری,door,نقدی');
      const attendees = (await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/presentations/${a}/attendees/` })).json() as { payment_kind: string }[];
      expect(attendees.map((r) => r.payment_kind)).toEqual(['door']);

      const free = await asAdmin(t.app, accounts.admin, {
        method: 'POST',
        url: '/api/checkin/walk_in/',
        payload: { presentation: a, phone_number: newPhone(), first_name: 'س', last_name: 'ش', amount: 0, method: 'FREE' },
      });
      expect(free.statusCode, free.body).toBe(201);
      expectError(await sell(door, { presentation: a, phone_number: newPhone(), first_name: 'س', last_name: 'ش', amount: 100_000, method: 'CARD' }), 400, 'CAPACITY_FULL');
      expectError(await sell(door, { presentation: a, phone_number: phone, first_name: 'رضا', last_name: 'حضوری', amount: 0, method: 'FREE' }), 400, 'ALREADY_REGISTERED');
    });

    it('refuses a body that does not add up, and anyone but the door and the admins', async () => {
      const a = await createPresentation(db());
      const body = { presentation: a, phone_number: newPhone(), first_name: 'س', last_name: 'ش', amount: 100, method: 'FREE' };
      expectFieldError(await sell(door, body), 'amount');
      expectFieldError(await sell(door, { ...body, method: 'CASH', amount: 0 }), 'amount');
      expectFieldError(await sell(door, { ...body, method: 'CASH', amount: -5 }), 'amount');
      expectFieldError(await sell(door, { ...body, method: 'CHEQUE' }), 'method');
      expectError(await sell(await createBuyer(t), { ...body, method: 'CASH' }), 403, 'FORBIDDEN');
      expectError(await t.app.inject({ method: 'POST', url: '/api/checkin/walk_in/', payload: body }), 401, 'NOT_AUTHENTICATED');
      expectError(await sell(door, { ...body, presentation: 999_999, method: 'CASH' }), 404, 'NOT_FOUND');
    });

    it('the last seat, raced by a door sale and an online buyer: exactly one wins', async () => {
      for (let round = 0; round < 3; round += 1) {
        const a = await createPresentation(db(), { capacity: 1 });
        const online = await createBuyer(t);
        await addToCart(t, online, a);
        const [paid, sold] = await Promise.all([
          t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: online.headers, payload: {} }),
          sell(door, { presentation: a, phone_number: newPhone(), first_name: 'س', last_name: 'ش', amount: 100_000, method: 'CARD' }),
        ]);
        const onlineGotIt = paid.statusCode === 200;
        const doorGotIt = sold.statusCode === 201;
        expect([paid.statusCode, sold.statusCode], `${paid.body} ${sold.body}`).toEqual(onlineGotIt ? [200, 400] : [400, 201]);
        expect(onlineGotIt !== doorGotIt).toBe(true);
        const [row] = await db().select({ sold: presentations.sold, held: presentations.held }).from(presentations).where(eq(presentations.id, a));
        expect(row!.sold + row!.held).toBe(1);
      }
    });
  });
});
