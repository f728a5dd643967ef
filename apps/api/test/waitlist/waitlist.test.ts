import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { and, eq, sql } from 'drizzle-orm';
import type { CartItem, Presentation, WaitlistEntry } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations, presentations, smsOutbox } from '../../src/db/schema';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { offerFreedSeats } from '../../src/modules/waitlist';
import { nextOfferDueInMs } from '../../src/modules/inventory';
import { asAdmin, createAccount, type Account } from '../admin/authz';
import { buy, refund } from '../admin/money-fixtures';
import {
  addToCart,
  createBuyer,
  createPresentation,
  expireHold,
  payAll,
  paymentByAuthority,
  pressAtBank,
  remainedCapacity,
  verify,
  type Buyer,
} from '../payments/fixtures';

/** Waiting lists (contract "The programme, an agenda and a waiting list"). */
describe('waiting lists', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const pass = () => offerFreedSeats({ db: db(), settings: t.settings, log: t.app.log });

  const join = (buyer: Buyer | { headers: Record<string, string> }, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/presentations/${id}/waitlist/`, headers: buyer.headers });
  const leave = (buyer: Buyer, id: number) => t.app.inject({ method: 'DELETE', url: `/api/presentations/${id}/waitlist/`, headers: buyer.headers });
  const mine = async (buyer: Buyer) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/waitlist/', headers: buyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WaitlistEntry[];
  };
  const cart = async (buyer: Buyer) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as CartItem[];
  };
  const presentation = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/presentations/${id}` })).json() as Presentation;
  const offerTexts = (phone: string) =>
    db().select().from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, phone), eq(smsOutbox.purpose, 'waitlist')));

  /** A full workshop of `capacity` seats, every one held by a payment in progress; returns the holders' payments. */
  async function fullWorkshop(capacity = 1) {
    const id = await createPresentation(db(), { capacity, title: 'کارگاه پر' });
    const holders: { buyer: Buyer; authority: string }[] = [];
    for (let i = 0; i < capacity; i += 1) {
      const buyer = await createBuyer(t);
      await addToCart(t, buyer, id);
      const res = await payAll(t, buyer);
      expect(res.statusCode, res.body).toBe(200);
      holders.push({ buyer, authority: (res.json() as { authority: string }).authority });
    }
    expect(await remainedCapacity(t, id)).toBe(0);
    return { id, holders };
  }

  async function joined(buyer: Buyer, id: number) {
    const res = await join(buyer, id);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { position: number }).position;
  }

  it('needs a token', async () => {
    const { id } = await fullWorkshop();
    expect((await join({ headers: {} }, id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/presentations/${id}/waitlist/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/waitlist/' })).statusCode).toBe(401);
  });

  it('numbers the line in the order people join (201 {position}); the Presentation counts them in `waiting`', async () => {
    const { id } = await fullWorkshop();
    expect((await presentation(id)).waiting).toBe(0);
    const people = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    const positions = [];
    for (const person of people) positions.push(await joined(person, id));
    expect(positions).toEqual([1, 2, 3]);
    expect((await presentation(id)).waiting).toBe(3);
    expect(await mine(people[1]!)).toEqual([{ presentation: id, position: 2, offer_expires_at: null }]);
    // Works without the trailing slash, and an empty JSON body is fine.
    const fourth = await createBuyer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${id}/waitlist`,
      headers: { ...fourth.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ position: 4 });
  });

  it('refuses a second join with ALREADY_WAITING, and a presentation with a seat left with NOT_FULL', async () => {
    const { id } = await fullWorkshop();
    const buyer = await createBuyer(t);
    await joined(buyer, id);
    const again = await join(buyer, id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ALREADY_WAITING', detail: expect.any(String) });

    const roomy = await createPresentation(db(), { capacity: 5 });
    const notFull = await join(buyer, roomy);
    expect(notFull.statusCode).toBe(400);
    expect(notFull.json()).toMatchObject({ code: 'NOT_FULL', detail: expect.any(String) });
    expect((await presentation(roomy)).waiting).toBe(0);
    expect((await join(buyer, 999_999)).statusCode).toBe(404);
  });

  it('refuses someone who has it: ALREADY_IN_CART (in the cart) and ALREADY_REGISTERED (bought)', async () => {
    const id = await createPresentation(db(), { capacity: 2 });
    const buyer = await createBuyer(t);
    const waiting = await createBuyer(t);
    await addToCart(t, waiting, id); // added while there was room; not paid
    await buy(t, buyer, [id]);
    await buy(t, await createBuyer(t), [id]);
    expect(await remainedCapacity(t, id)).toBe(0);
    expect((await join(waiting, id)).json()).toMatchObject({ code: 'ALREADY_IN_CART' });
    const bought = await join(buyer, id);
    expect(bought.statusCode).toBe(400);
    expect(bought.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
  });

  it('refuses closed registration (REGISTRATION_CLOSED) and a started presentation (ALREADY_STARTED), as adding does', async () => {
    const buyer = await createBuyer(t);
    const closed = await createPresentation(db(), { capacity: 0, open: false });
    const started = await createPresentation(db(), { capacity: 0, startsInHours: -1 });
    expect((await join(buyer, closed)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    expect((await join(buyer, started)).json()).toMatchObject({ code: 'ALREADY_STARTED' });
    expect(await mine(buyer)).toEqual([]);
  });

  it('leaving (204, idempotent) moves the ones behind up', async () => {
    const { id } = await fullWorkshop();
    const [a, b, c] = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    for (const p of [a, b, c]) await joined(p, id);
    const res = await leave(b, id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await leave(b, id)).statusCode).toBe(204);
    expect(await mine(b)).toEqual([]);
    expect(await mine(c)).toEqual([{ presentation: id, position: 2, offer_expires_at: null }]);
    expect((await presentation(id)).waiting).toBe(2);
    expect((await leave(b, 999_999)).statusCode).toBe(404);
  });

  it('a hold that runs out frees the seat: the first in line gets an offer held in the cart for WAITLIST_OFFER_MINUTES, and one SMS', async () => {
    const { id, holders } = await fullWorkshop();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    await joined(a, id);
    await joined(b, id);
    expect((await pass()).offered).toBe(0); // nothing freed yet

    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    const before = Date.now();
    expect(await pass()).toMatchObject({ offered: 1 });

    const items = await cart(a);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ payment_state: 'PENDING', presentation: { id, remained_capacity: 0, waiting: 1 } });
    const deadline = new Date(items[0]!.offer_expires_at!).getTime();
    expect(Math.abs(deadline - (before + t.settings.WAITLIST_OFFER_MINUTES * 60_000))).toBeLessThan(60_000);
    expect(await mine(a)).toEqual([{ presentation: id, position: 0, offer_expires_at: items[0]!.offer_expires_at }]);
    expect(await mine(b)).toEqual([{ presentation: id, position: 1, offer_expires_at: null }]);

    const texts = await offerTexts(a.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('کارگاه پر');
    expect(texts[0]!.text).toContain('/profile/cart');
    expect(await offerTexts(b.phone)).toHaveLength(0);

    // Nothing more to give: a second pass (another process, a restart) makes no second offer.
    expect((await pass()).offered).toBe(0);
    expect(await offerTexts(a.phone)).toHaveLength(1);
  });

  it('the seat an offer holds counts as taken everywhere: the catalogue, adding, pay_all and the admin list', async () => {
    const { id, holders } = await fullWorkshop();
    const outsider = await createBuyer(t);
    const a = await createBuyer(t);
    await joined(a, id);
    // The outsider put it in the cart while the seat was free for a moment, then the offer took it.
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    await db().insert(participations).values({ userId: outsider.id, presentationId: id });
    expect((await pass()).offered).toBe(1);

    expect(await remainedCapacity(t, id)).toBe(0);
    const late = await createBuyer(t);
    const add = await t.app.inject({ method: 'POST', url: `/api/presentations/${id}/add_participation/`, headers: late.headers });
    expect(add.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    const pay = await payAll(t, outsider);
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    const listed = await asAdmin(t.app, admin, { method: 'GET', url: `/api/admin/presentations/${id}/` });
    expect(listed.json()).toMatchObject({ sold: 0, held: 1, remained_capacity: 0 });
    // And the organisers can't lower the capacity below it.
    const lower = await asAdmin(t.app, admin, { method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { capacity: 0 } });
    expect(lower.statusCode).toBe(409);
  });

  it('an accepted offer is paid like any cart item; it then leaves the waiting list', async () => {
    const { id, holders } = await fullWorkshop();
    const a = await createBuyer(t);
    await joined(a, id);
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    await pass();

    const res = await payAll(t, a);
    expect(res.statusCode, res.body).toBe(200);
    const { authority } = res.json() as { authority: string };
    await pressAtBank(t, authority, 'OK');
    const verified = await verify(t, a, authority);
    expect(verified.json()).toMatchObject({ payment_state: 'COMPLETED' });
    const [item] = await cart(a);
    expect(item).toMatchObject({ payment_state: 'COMPLETED', offer_expires_at: null, ticket: expect.any(String) });
    expect(await mine(a)).toEqual([]);
    expect(await remainedCapacity(t, id)).toBe(0);
  });

  it('an offer that runs out leaves the cart and passes to the next in line', async () => {
    const { id, holders } = await fullWorkshop();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    await joined(a, id);
    await joined(b, id);
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    await pass();
    const [offer] = await cart(a);

    // Past the deadline the seat is still the line's until the pass hands it on.
    await db().update(participations).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(participations.id, offer!.id));
    expect(await remainedCapacity(t, id)).toBe(0);
    expect(await pass()).toMatchObject({ expired: 1, offered: 1 });

    expect(await cart(a)).toEqual([]);
    expect(await mine(a)).toEqual([]);
    const [next] = await cart(b);
    expect(next).toMatchObject({ presentation: { id, waiting: 0 }, offer_expires_at: expect.any(String) });
    expect(await mine(b)).toEqual([{ presentation: id, position: 0, offer_expires_at: next!.offer_expires_at }]);
    expect(await offerTexts(b.phone)).toHaveLength(1);
  });

  it('an offer being paid when its deadline passes is kept while its payment lasts, and passed on if that payment fails', async () => {
    const { id, holders } = await fullWorkshop();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    await joined(a, id);
    await joined(b, id);
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    await pass();
    const [offer] = await cart(a);
    const started = await payAll(t, a);
    const { authority } = started.json() as { authority: string };
    await db().update(participations).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(participations.id, offer!.id));
    expect(await pass()).toMatchObject({ expired: 0, offered: 0 });
    expect(await cart(a)).toHaveLength(1);
    // The worker is next due when a hold runs out (minutes away), not at once and again and again.
    expect(await nextOfferDueInMs(db())).toBeGreaterThan(60_000);

    await pressAtBank(t, authority, 'NOK');
    expect((await verify(t, a, authority, 'NOK')).json()).toMatchObject({ payment_state: 'FAILED' });
    expect(await pass()).toMatchObject({ expired: 1, offered: 1 });
    expect(await cart(a)).toEqual([]);
    expect((await cart(b))[0]).toMatchObject({ presentation: { id }, offer_expires_at: expect.any(String) });
  });

  it('declining an offer (removing it from the cart) passes it to the next', async () => {
    const { id, holders } = await fullWorkshop();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    await joined(a, id);
    await joined(b, id);
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    await pass();
    const [offer] = await cart(a);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/presentations/${offer!.id}/remove_participation/`, headers: a.headers });
    expect(removed.statusCode).toBe(200);
    expect((await pass()).offered).toBe(1);
    expect((await cart(b))[0]?.offer_expires_at).toEqual(expect.any(String));
  });

  it('a refund frees the seat for the first in line', async () => {
    const id = await createPresentation(db(), { capacity: 1 });
    const { payment } = await buy(t, await createBuyer(t), [id]);
    const a = await createBuyer(t);
    await joined(a, id);
    expect((await refund(t, admin, payment.id, { method: 'manual', note: 'انصراف' })).statusCode).toBe(201);
    expect((await pass()).offered).toBe(1);
    expect((await mine(a))[0]).toMatchObject({ presentation: id, position: 0, offer_expires_at: expect.any(String) });
  });

  it('a freed seat cannot be jumped: before its offer is made, buyers polling add and pay are refused and see no seat', async () => {
    const id = await createPresentation(db(), { capacity: 1 });
    // Had it in the cart before the workshop filled: pay_all is all it needs.
    const early = await createBuyer(t);
    await addToCart(t, early, id);
    const holder = await createBuyer(t);
    await addToCart(t, holder, id);
    const held = await payAll(t, holder);
    expect(held.statusCode, held.body).toBe(200);
    const inLine = await createBuyer(t);
    await joined(inLine, id);
    const poller = await createBuyer(t);

    // The hold runs out; no worker has looked yet.
    await expireHold(db(), (await paymentByAuthority(db(), (held.json() as { authority: string }).authority)).id);
    expect((await payAll(t, early)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
    const added = await t.app.inject({ method: 'POST', url: `/api/presentations/${id}/add_participation/`, headers: poller.headers });
    expect(added.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    expect(await remainedCapacity(t, id)).toBe(0);
    // The seat is the line's: the worker's pass offers it to the first in line.
    await pass();
    expect((await mine(inLine))[0]).toMatchObject({ presentation: id, position: 0, offer_expires_at: expect.any(String) });
    expect((await payAll(t, early)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });

  it('a seat freed by a removed cart item goes to the line, not to a buyer who pays before the worker looks', async () => {
    const id = await createPresentation(db(), { capacity: 1 });
    const early = await createBuyer(t);
    await addToCart(t, early, id);
    const holder = await createBuyer(t);
    const item = await addToCart(t, holder, id);
    expect((await payAll(t, holder)).statusCode).toBe(200);
    const inLine = await createBuyer(t);
    await joined(inLine, id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/presentations/${item}/remove_participation/`, headers: holder.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await payAll(t, early)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
    expect((await presentation(id)).remained_capacity).toBe(0);
    await pass();
    expect((await cart(inLine))[0]).toMatchObject({ offer_expires_at: expect.any(String) });
  });

  it('raising the capacity offers each new seat to the next in line', async () => {
    const { id } = await fullWorkshop();
    const people = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    for (const p of people) await joined(p, id);
    const raised = await asAdmin(t.app, admin, { method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { capacity: 3 } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await pass()).offered).toBe(2);
    expect((await mine(people[0]!))[0]?.position).toBe(0);
    expect((await mine(people[1]!))[0]?.position).toBe(0);
    expect(await mine(people[2]!)).toEqual([{ presentation: id, position: 1, offer_expires_at: null }]);
    expect((await presentation(id)).waiting).toBe(1);
  });

  it('passes running at once (as on several processes) offer a freed seat once', async () => {
    const { id, holders } = await fullWorkshop();
    const people = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    for (const p of people) await joined(p, id);
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    const reports = await Promise.all(Array.from({ length: 5 }, () => pass()));
    expect(reports.reduce((n, r) => n + r.offered, 0)).toBe(1);
    expect((await mine(people[0]!))[0]?.position).toBe(0);
    expect((await offerTexts(people[0]!.phone)).length + (await offerTexts(people[1]!.phone)).length).toBe(1);
  });

  it('makes no offer while registration is closed', async () => {
    const { id, holders } = await fullWorkshop();
    const a = await createBuyer(t);
    await joined(a, id);
    await db().update(presentations).set({ isRegistrationActive: false }).where(eq(presentations.id, id));
    await expireHold(db(), (await paymentByAuthority(db(), holders[0]!.authority)).id);
    expect((await pass()).offered).toBe(0);
    expect(await cart(a)).toEqual([]);
  });
});

describe('WAITLIST_OFFER_MINUTES', () => {
  it('defaults to 30, takes fractions, and refuses what is not a positive number', () => {
    expect(loadSettings({}).WAITLIST_OFFER_MINUTES).toBe(30);
    expect(loadSettings({ WAITLIST_OFFER_MINUTES: '0.5' }).WAITLIST_OFFER_MINUTES).toBe(0.5);
    expect(() => loadSettings({ WAITLIST_OFFER_MINUTES: '0' })).toThrow(SettingsError);
    expect(() => loadSettings({ WAITLIST_OFFER_MINUTES: 'half' })).toThrow(/WAITLIST_OFFER_MINUTES/);
  });
});
