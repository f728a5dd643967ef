import { recount } from '../../src/modules/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { presentationSchema, type CartItem, type Presentation } from '@fest/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { faqs, participations, paymentItems, payments, presentations, staff, waitlistEntries } from '../../src/db/schema';
import { AnswerCache, answerOf, type Answer } from '../../src/modules/catalogue/answer-cache';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { accessTokenFor } from '../helpers/sign-in';
import { addToCart, createBuyer, payAll, pressAtBank, verify } from '../payments/fixtures';
import { createCountingApp } from './counting-app';
import {
  addParticipation,
  createAccessory,
  createPresentation,
  createPresenter,
  createTag,
  createUser,
  holdSeats,
  inFuture,
  linkPresenter,
  tagPresentation,
} from './fixtures';

type CountingApp = Awaited<ReturnType<typeof createCountingApp>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * On a server, the NOTIFY of a write this process made comes back a moment after the write (the
 * cache dropped its answers at once already; the echo drops them once more). Tests that count
 * queries of kept answers let those echoes arrive first. PGlite delivers them with the write.
 */
const settle = () => (onServer ? sleep(200) : Promise.resolve());

describe('AnswerCache', () => {
  /** A build the test finishes by hand, counting how often it was started. */
  function manualBuild() {
    let started = 0;
    let finish: (answer: Answer) => void = () => {};
    const build = () => {
      started += 1;
      return new Promise<Answer>((resolve) => (finish = resolve));
    };
    return { build, started: () => started, finish: (json: string, validUntil?: number) => finish(answerOf(json, validUntil)) };
  }

  it('keeps nothing while not listening', async () => {
    const cache = new AnswerCache();
    let builds = 0;
    const build = async () => (builds += 1, answerOf('[]'));
    await cache.get('k', build);
    await cache.get('k', build);
    expect(builds).toBe(2);
    cache.setListening(true);
    await cache.get('k', build);
    await cache.get('k', build);
    expect(builds).toBe(3);
    cache.setListening(false);
    await cache.get('k', build);
    expect(builds).toBe(4);
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new AnswerCache();
    cache.setListening(true);
    const m = manualBuild();
    const waiting = Array.from({ length: 10 }, () => cache.get('k', m.build));
    m.finish('[1]');
    const answers = await Promise.all(waiting);
    expect(m.started()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('neither keeps nor shares a build that an invalidation overtook', async () => {
    const cache = new AnswerCache();
    cache.setListening(true);
    const before = manualBuild();
    const early = cache.get('k', before.build);
    cache.invalidate();
    // A request after the change must not wait for the build that may have read the old data.
    const after = manualBuild();
    const late = cache.get('k', after.build);
    expect(after.started()).toBe(1);
    // The newer build finishes first; the overtaken one, finishing later, must not replace it.
    after.finish('"new"');
    expect((await late)?.body.toString()).toBe('"new"');
    before.finish('"old"');
    expect((await early)?.body.toString()).toBe('"old"');
    const next = manualBuild();
    expect((await cache.get('k', next.build))?.body.toString()).toBe('"new"');
    expect(next.started()).toBe(0);

    // Nor is it kept when nobody asked again meanwhile.
    const overtaken = manualBuild();
    const asked = cache.get('x', overtaken.build);
    cache.invalidate();
    overtaken.finish('"old"');
    await asked;
    const fresh = manualBuild();
    const again = cache.get('x', fresh.build);
    expect(fresh.started()).toBe(1);
    fresh.finish('"new"');
    expect((await again)?.body.toString()).toBe('"new"');
  });

  it('drops an answer at its validUntil, and a request arriving after it does not take a late build', async () => {
    const cache = new AnswerCache();
    cache.setListening(true);
    const soon = performance.now() + 30;
    const first = manualBuild();
    const waiting = cache.get('k', first.build);
    first.finish('"held"', soon);
    expect((await waiting)?.body.toString()).toBe('"held"');
    await sleep(40);
    const fresh = manualBuild();
    const again = cache.get('k', fresh.build);
    expect(fresh.started()).toBe(1);
    fresh.finish('"free"');
    expect((await again)?.body.toString()).toBe('"free"');

    // A request that joins a build, but arrives after the moment that build's answer lapses.
    cache.invalidate();
    const slow = manualBuild();
    const joinedEarly = cache.get('k', slow.build);
    await sleep(20);
    const joinedLate = cache.get('k', async () => answerOf('"rebuilt"'));
    slow.finish('"counts an expired hold"', performance.now() - 5);
    expect((await joinedEarly)?.body.toString()).toBe('"counts an expired hold"');
    expect((await joinedLate)?.body.toString()).toBe('"rebuilt"');
  });
});

describe('catalogue answer cache', () => {
  let t: TestApp;
  /** Listens like a real process and counts its queries. */
  let cached: CountingApp;
  /** Hears of nothing, so builds every answer: the reference bytes. */
  let built: CountingApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
    cached = await createCountingApp(t, { listen: t.database.listen });
    built = await createCountingApp(t);
    const user = await createUser(t.database.db);
    token = await accessTokenFor(t.app, user);
  });
  afterAll(async () => {
    await cached.app.close();
    await built.app.close();
    await t.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  async function remained(app: FastifyInstance, id: number): Promise<{ list: number; one: number }> {
    const list = (await get(app, '/api/presentations/all/')).json() as Presentation[];
    const one = (await get(app, `/api/presentations/${id}`)).json() as Presentation;
    return { list: list.find((p) => p.id === id)!.remained_capacity, one: one.remained_capacity };
  }
  /** Queries `app` sends for one request. */
  async function queriesFor(app: CountingApp, url: string, headers: Record<string, string> = {}) {
    app.reset();
    const res = await get(app.app, url, headers);
    expect(res.statusCode).toBe(200);
    return app.queries();
  }

  async function someOfEverything() {
    const db = t.database.db;
    const id = await createPresentation(db, { presentationLink: 'https://meet.example/secret', poster: '/media/p.webp' });
    const presenter = await createPresenter(db);
    await linkPresenter(db, id, presenter, 0);
    await tagPresentation(db, id, await createTag(db, 'شبکه'));
    await db.insert(faqs).values({ question: 'چه زمانی؟', answer: '<p>بهار</p>', position: 1 });
    await db.insert(staff).values({ name: 'دبیر', role: 'DIRECTOR', team: 'DIRECTOR', quote: 'سلام', position: 1 });
    await createAccessory(db, 'ماگ', true);
    return id;
  }

  const urls = (id: number) => [
    '/api/presentations/all/',
    `/api/presentations/${id}`,
    '/api/presenter/',
    '/api/faq/',
    '/api/staff/',
    '/api/accessory/',
    '/api/festival/',
  ];

  it('answers a repeated anonymous request without a single query; a signed-in one with one look-up, built only when a link of theirs shows', async () => {
    const id = await someOfEverything();
    await settle();
    for (const url of urls(id)) {
      expect(await queriesFor(cached, url), url).toBeGreaterThan(0);
      expect(await queriesFor(cached, url), url).toBe(0);
    }
    // A buyer with no COMPLETED registration sees what anyone sees: the kept answer, after one look-up.
    const auth = { authorization: `Bearer ${token}` };
    for (const url of urls(id).slice(0, 2)) {
      await queriesFor(cached, url, auth); // the session, read once per process
      expect(await queriesFor(cached, url, auth), url).toBe(1);
      expect((await get(cached.app, url, auth)).body, url).toBe((await get(cached.app, url)).body);
    }
    // An attendee's answer carries their link: built for them, every time.
    const attendee = await createUser(t.database.db);
    await addParticipation(t.database.db, attendee.id, id, 'COMPLETED');
    await settle();
    const theirs = { authorization: `Bearer ${await accessTokenFor(t.app, attendee)}` };
    for (const url of urls(id).slice(0, 2)) {
      await queriesFor(cached, url, theirs);
      expect(await queriesFor(cached, url, theirs), url).toBeGreaterThan(1);
      expect((await get(cached.app, url, theirs)).body, url).toContain('https://meet.example/secret');
    }
    // An app that hears of no changes keeps nothing.
    expect(await queriesFor(built, '/api/presentations/all/')).toBeGreaterThan(0);
    expect(await queriesFor(built, '/api/presentations/all/')).toBeGreaterThan(0);
  });

  it('sends exactly the bytes, ETag and headers of a built answer, in the contract shape', async () => {
    const id = await someOfEverything();
    await settle();
    for (const url of urls(id)) {
      await get(cached.app, url); // now kept
      const fromCache = await get(cached.app, url);
      expect(await queriesFor(cached, url)).toBe(0);
      const fresh = await get(built.app, url);
      expect(fromCache.statusCode).toBe(200);
      expect(fromCache.body, url).toBe(fresh.body);
      for (const header of ['content-type', 'etag', 'cache-control', 'vary', 'content-length']) {
        expect(fromCache.headers[header], `${url} ${header}`).toBe(fresh.headers[header]);
      }
      expect(fromCache.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(fromCache.headers['cache-control']).toBe('no-cache');
      expect(fromCache.headers.vary).toBe('Origin, Authorization');
      // Security headers are still added to kept answers.
      expect(fromCache.headers['x-content-type-options']).toBe('nosniff');
      expect(fromCache.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const list = (await get(cached.app, '/api/presentations/all/')).json() as Presentation[];
    for (const p of list) expect(presentationSchema.strict().safeParse(p).success).toBe(true);
    const mine = list.find((p) => p.id === id)!;
    expect(mine.presentation_link).toBe('');
    expect(mine.morkopoloyor).toBe('/media/p.webp');
    expect(mine.presenters).toHaveLength(1);
    expect(mine.tags).toHaveLength(1);
  });

  it('answers 304 from the cache, without a query, and 200 to another tag', async () => {
    const id = await someOfEverything();
    await settle();
    for (const url of urls(id)) {
      const first = await get(cached.app, url);
      const etag = first.headers.etag as string;
      cached.reset();
      const again = await get(cached.app, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('Origin, Authorization');
      expect(again.headers['content-type']).toBeUndefined();
      expect((await get(cached.app, url, { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
      expect((await get(cached.app, url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
      expect(cached.queries()).toBe(0);
    }
  });

  it('builds a missing answer once for a burst of concurrent requests', async () => {
    const url = '/api/presentations/all/';
    await someOfEverything(); // a change: nothing kept
    await settle();
    const one = await queriesFor(cached, url);
    expect(one).toBeGreaterThan(0);
    await someOfEverything();
    await settle();
    cached.reset();
    const burst = await Promise.all(Array.from({ length: 20 }, () => get(cached.app, url)));
    expect(burst.every((res) => res.statusCode === 200 && res.body === burst[0]!.body)).toBe(true);
    expect(cached.queries()).toBe(one);
  });

  it('shows a hold placed, released and completed by direct writes once their notification arrives (the app paths: the next test)', async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { capacity: 5 });
    await settle();
    await settle();
    for (const app of [t.app, cached.app]) expect(await remained(app, id)).toEqual({ list: 5, one: 5 });
    expect(await queriesFor(cached, '/api/presentations/all/')).toBe(0);

    const buyer = await createUser(db);
    const item = await addParticipation(db, buyer.id, id, 'PENDING');
    const payment = await holdSeats(db, buyer.id, [{ participationId: item, presentationId: id }], inFuture(600));
    await settle();
    for (const app of [t.app, cached.app]) expect(await remained(app, id)).toEqual({ list: 4, one: 4 });

    await db.update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.id, payment));
    await recount(db);
    await settle();
    for (const app of [t.app, cached.app]) expect(await remained(app, id)).toEqual({ list: 5, one: 5 });

    const again = await holdSeats(db, buyer.id, [{ participationId: item, presentationId: id }], inFuture(600));
    await settle();
    expect(await remained(cached.app, id)).toEqual({ list: 4, one: 4 });
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ paymentState: 'COMPLETED' }).where(eq(payments.id, again));
      await tx.update(participations).set({ paymentState: 'COMPLETED', holdsSeat: false }).where(eq(participations.id, item));
    });
    await recount(db);
    await settle();
    for (const app of [t.app, cached.app]) expect(await remained(app, id)).toEqual({ list: 4, one: 4 });
    await db.delete(paymentItems).where(eq(paymentItems.paymentId, again));
    await db.delete(participations).where(eq(participations.id, item));
    await recount(db);
    await settle();
    for (const app of [t.app, cached.app]) expect(await remained(app, id)).toEqual({ list: 5, one: 5 });
  });

  it('shows holds placed, released and completed through the cart, pay_all and verify on the very next request', async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { capacity: 3, cost: 100_000 });
    await settle(); // a fixture's direct write: heard through its notification
    expect(await remained(t.app, id)).toEqual({ list: 3, one: 3 });
    const cancelling = await createBuyer(t);
    const paying = await createBuyer(t);
    await addToCart(t, cancelling, id);
    await addToCart(t, paying, id);
    expect(await remained(t.app, id)).toEqual({ list: 3, one: 3 }); // in a cart, not held

    const held = (await payAll(t, cancelling)).json() as { authority: string };
    expect(await remained(t.app, id)).toEqual({ list: 2, one: 2 });
    await pressAtBank(t, held.authority, 'NOK');
    expect((await verify(t, cancelling, held.authority, 'NOK')).statusCode).toBe(400);
    expect(await remained(t.app, id)).toEqual({ list: 3, one: 3 });

    const bought = (await payAll(t, paying)).json() as { authority: string };
    expect(await remained(t.app, id)).toEqual({ list: 2, one: 2 });
    await pressAtBank(t, bought.authority, 'OK');
    expect((await verify(t, paying, bought.authority, 'OK')).statusCode).toBe(200);
    expect(await remained(t.app, id)).toEqual({ list: 2, one: 2 });
    const viewer = (await get(t.app, `/api/presentations/${id}`, paying.headers)).json() as Presentation;
    expect(viewer.remained_capacity).toBe(2);
  });

  it('lets a hold stop counting the moment it runs out, with nothing written', async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { capacity: 2 });
    const buyer = await createUser(db);
    const item = await addParticipation(db, buyer.id, id, 'PENDING');
    const [payment] = await db
      .insert(payments)
      .values({ userId: buyer.id, subtotal: 0, totalPrice: 0, holdExpiresAt: sql`now() + interval '1 second'` })
      .returning({ id: payments.id, until: payments.holdExpiresAt });
    await db.insert(paymentItems).values({ paymentId: payment!.id, participationId: item, presentationId: id, cost: 0 });
    await recount(db);
    await settle();

    expect(await remained(cached.app, id)).toEqual({ list: 1, one: 1 });
    expect(await queriesFor(cached, '/api/presentations/all/')).toBe(0); // kept until the hold runs out
    await sleep(Math.max(0, payment!.until!.getTime() - Date.now()) + 200);
    expect(await remained(cached.app, id)).toEqual({ list: 2, one: 2 });
    expect(await remained(t.app, id)).toEqual({ list: 2, one: 2 });
  });

  it('shows an edited FAQ answer, presentation and staff member once the notification of a direct write arrives (an organiser\u2019s write through the API: admin/catalogue-cache.test.ts)', async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { enTitle: 'Before' });
    const [faq] = await db.insert(faqs).values({ question: 'پرسش', answer: '<p>پیش</p>', position: 9 }).returning();
    await get(cached.app, '/api/faq/');
    await get(cached.app, `/api/presentations/${id}`);
    await get(cached.app, '/api/presentations/all/');
    await get(cached.app, '/api/presenter/');

    await db.update(faqs).set({ answer: '<p>پس</p>' }).where(eq(faqs.id, faq!.id));
    await settle();
    const faqList = (await get(cached.app, '/api/faq/')).json() as { id: number; answer: string }[];
    expect(faqList.find((f) => f.id === faq!.id)!.answer).toBe('<p>پس</p>');

    await db.update(presentations).set({ enTitle: 'After', isRegistrationActive: false }).where(eq(presentations.id, id));
    await settle();
    const one = (await get(cached.app, `/api/presentations/${id}`)).json() as Presentation;
    expect(one).toMatchObject({ en_title: 'After', is_registration_active: false });
    const list = (await get(cached.app, '/api/presentations/all/')).json() as Presentation[];
    expect(list.find((p) => p.id === id)!.en_title).toBe('After');

    await db.update(staff).set({ quote: 'تازه' });
    await settle();
    const team = (await get(cached.app, '/api/staff/')).json() as { quote: string }[];
    expect(team.every((s) => s.quote === 'تازه')).toBe(true);

    await db.delete(presentations).where(eq(presentations.id, id));
    expect((await get(cached.app, `/api/presentations/${id}`)).statusCode).toBe(404);
  });

  it('answers a cart with no COMPLETED item from the kept presentations, in the bytes a built cart has; a COMPLETED item is built with its link', async () => {
    const db = t.database.db;
    const first = await createPresentation(db, { presentationLink: 'https://meet.example/one' });
    const second = await createPresentation(db, { presentationLink: 'https://meet.example/two' });
    const buyer = await createUser(db);
    await addParticipation(db, buyer.id, first, 'PENDING');
    await addParticipation(db, buyer.id, second, 'PENDING');
    const attendee = await createUser(db);
    await addParticipation(db, attendee.id, first, 'COMPLETED');
    await addParticipation(db, attendee.id, second, 'PENDING');
    await settle();
    const url = '/api/presentations/cart/';
    const pending = { authorization: `Bearer ${await accessTokenFor(t.app, buyer)}` };
    await queriesFor(cached, url, pending); // the session, and the two presentations kept
    expect(await queriesFor(cached, url, pending)).toBe(1);
    const kept = await get(cached.app, url, pending);
    expect(kept.body).toBe((await get(built.app, url, pending)).body);
    expect((kept.json() as CartItem[]).map((i) => i.presentation.id)).toEqual([first, second]);
    expect(kept.body).not.toContain('meet.example');
    const paid = { authorization: `Bearer ${await accessTokenFor(t.app, attendee)}` };
    await queriesFor(cached, url, paid);
    expect(await queriesFor(cached, url, paid)).toBeGreaterThan(1);
    const theirs = await get(cached.app, url, paid);
    expect(theirs.body).toBe((await get(built.app, url, paid)).body);
    const links = (theirs.json() as CartItem[]).map((i) => i.presentation.presentation_link);
    expect(links).toEqual(['https://meet.example/one', '']);
  });

  it("keeps a participant's presentation_link out of the anonymous answer", async () => {
    const db = t.database.db;
    const id = await createPresentation(db, { presentationLink: 'https://meet.example/room' });
    const attendee = await createUser(db);
    await addParticipation(db, attendee.id, id, 'COMPLETED');
    const auth = { authorization: `Bearer ${await accessTokenFor(t.app, attendee)}` };
    await get(cached.app, `/api/presentations/${id}`); // anonymous, kept
    const theirs = (await get(cached.app, `/api/presentations/${id}`, auth)).json() as Presentation;
    expect(theirs.presentation_link).toBe('https://meet.example/room');
    const anonymous = (await get(cached.app, `/api/presentations/${id}`)).json() as Presentation;
    expect(anonymous.presentation_link).toBe('');
    // A stale or forged token is shown the anonymous answer, as before.
    const forged = (await get(cached.app, `/api/presentations/${id}`, { authorization: 'Bearer nonsense' })).json() as Presentation;
    expect(forged.presentation_link).toBe('');
  });
});

/** What another API process would do: its own connections to the same database, its own app. */
describe.skipIf(!onServer)('catalogue answer cache across processes', () => {
  let t: TestApp;
  let other: Database;
  let otherApp: FastifyInstance;
  let first: CountingApp;
  let heard = 0;
  /** Each of the first process's listeners (the cache's, the workers', on every channel): LISTEN in force for it. */
  const inForce = new Map<object, boolean>();
  /** All of them in force: after a reconnect the channels are LISTENed one by one, so one alone says nothing of the cache's. */
  let listening = false;

  beforeAll(async () => {
    t = await createTestApp();
    // The first process's listener, observed: how many changes it heard, whether it is listening.
    const listen: Database['listen'] = (channel, handlers) =>
      t.database.listen(channel, {
        ...handlers,
        onNotify: () => {
          heard += 1;
          handlers.onNotify('');
        },
        onListening: (value) => {
          inForce.set(handlers, value);
          listening = [...inForce.values()].every(Boolean);
          handlers.onListening(value);
        },
        onError: () => {},
      });
    first = await createCountingApp(t, { listen });
    other = await openDatabase({ url: t.database.url! });
    otherApp = await buildApp({ settings: t.settings, db: other.db, listen: other.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp.close();
    await other.close();
    await first.app.close();
    await t.close();
  });

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
  const remainedIn = async (app: FastifyInstance, id: number) =>
    ((await get(app, `/api/presentations/${id}`)).json() as Presentation).remained_capacity;

  it("sees a hold placed through another process's connection once the notification arrives, and never a stale answer after", async () => {
    const id = await createPresentation(t.database.db, { capacity: 5 });
    const buyer = await createUser(t.database.db);
    const item = await addParticipation(t.database.db, buyer.id, id, 'PENDING');
    await settle();
    expect(await remainedIn(first.app, id)).toBe(5);
    first.reset();
    expect(await remainedIn(first.app, id)).toBe(5);
    expect(first.queries()).toBe(0); // served from the cache: only a notification can correct it

    const before = heard;
    await holdSeats(other.db, buyer.id, [{ participationId: item, presentationId: id }], inFuture(600));
    const deadline = Date.now() + 1000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      const notified = heard > before;
      const value = await remainedIn(first.app, id);
      if (notified) expect(value).toBe(4);
      seen = value === 4;
      if (!seen) await sleep(5);
    }
    expect(seen).toBe(true);
    expect(heard).toBeGreaterThan(before);
    for (let i = 0; i < 3; i += 1) expect(await remainedIn(first.app, id)).toBe(4);
    // And the other process's own next answer, at once.
    expect(await remainedIn(otherApp, id)).toBe(4);
  });

  /** Polls the first process until `id`'s answer shows `waiting`; never a stale one once the change was heard. */
  async function seeWaiting(id: number, waiting: number, heardBefore: number) {
    const waitingIn = async () => ((await get(first.app, `/api/presentations/${id}`)).json() as Presentation).waiting;
    const deadline = Date.now() + 1000;
    let value = -1;
    while (Date.now() < deadline) {
      const notified = heard > heardBefore;
      value = await waitingIn();
      if (notified) expect(value).toBe(waiting);
      if (value === waiting) break;
      await sleep(5);
    }
    expect(value).toBe(waiting);
  }

  it("sees a line shorten when someone in it takes the workshop into a cart through another process's connection, and lengthen when it leaves", async () => {
    const id = await createPresentation(t.database.db, { capacity: 1 });
    const [inLine, other1] = [await createUser(t.database.db), await createUser(t.database.db)];
    await t.database.db.insert(waitlistEntries).values([{ userId: inLine.id, presentationId: id }, { userId: other1.id, presentationId: id }]);
    await settle();
    expect(((await get(first.app, `/api/presentations/${id}`)).json() as Presentation).waiting).toBe(2);

    let before = heard;
    const item = await addParticipation(other.db, inLine.id, id, 'PENDING');
    await seeWaiting(id, 1, before);
    before = heard;
    await other.db.delete(participations).where(eq(participations.id, item));
    await seeWaiting(id, 2, before);
  });

  it('hears nothing when someone who is in no line adds to a cart: cart writes alone change no anonymous answer', async () => {
    const id = await createPresentation(t.database.db, { capacity: 3 });
    const buyer = await createUser(t.database.db);
    await settle();
    expect(await remainedIn(first.app, id)).toBe(3); // now kept
    const before = heard;
    const item = await addParticipation(other.db, buyer.id, id, 'PENDING');
    await other.db.update(participations).set({ paymentState: 'CANCELLED' }).where(eq(participations.id, item));
    await sleep(onServer ? 300 : 0);
    expect(heard).toBe(before);
    first.reset();
    expect(await remainedIn(first.app, id)).toBe(3);
    expect(first.queries()).toBe(0);
  });

  it('sees an FAQ edited by another process', async () => {
    const [faq] = await t.database.db.insert(faqs).values({ question: 'پرسش', answer: 'قدیم', position: 1 }).returning();
    await settle();
    const answerOfFaq = async () => ((await get(first.app, '/api/faq/')).json() as { id: number; answer: string }[]).find((f) => f.id === faq!.id)!.answer;
    expect(await answerOfFaq()).toBe('قدیم');
    const before = heard;
    await other.db.update(faqs).set({ answer: 'تازه' }).where(eq(faqs.id, faq!.id));
    const deadline = Date.now() + 1000;
    let value = '';
    while (Date.now() < deadline) {
      const notified = heard > before;
      value = await answerOfFaq();
      if (notified) expect(value).toBe('تازه');
      if (value === 'تازه') break;
      await sleep(5);
    }
    expect(value).toBe('تازه');
  });

  it('keeps nothing while its LISTEN connection is lost, and caches again once it is back', async () => {
    const id = await createPresentation(t.database.db, { capacity: 7 });
    await settle();
    expect(listening).toBe(true);
    expect(await remainedIn(first.app, id)).toBe(7);

    await other.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name like 'listen %'`);
    for (let i = 0; i < 200 && listening; i += 1) await sleep(5);
    expect(listening).toBe(false);

    // Changes nobody will be told about: meanwhile every answer is built afresh, none kept.
    for (const capacity of [6, 4]) {
      await other.db.update(presentations).set({ capacity }).where(eq(presentations.id, id));
      for (let i = 0; i < 2; i += 1) {
        first.reset();
        expect(await remainedIn(first.app, id)).toBe(capacity);
        if (!listening) expect(first.queries()).toBeGreaterThan(0);
      }
    }
    await other.db.update(presentations).set({ capacity: 6 }).where(eq(presentations.id, id));

    for (let i = 0; i < 400 && !listening; i += 1) await sleep(10);
    expect(listening).toBe(true);
    expect(await remainedIn(first.app, id)).toBe(6);
    first.reset();
    expect(await remainedIn(first.app, id)).toBe(6);
    expect(first.queries()).toBe(0);
    // And it hears changes again.
    await other.db.update(presentations).set({ capacity: 5 }).where(eq(presentations.id, id));
    let value = 6;
    for (let i = 0; i < 200 && value !== 5; i += 1) {
      value = await remainedIn(first.app, id);
      if (value !== 5) await sleep(5);
    }
    expect(value).toBe(5);
  });
});
