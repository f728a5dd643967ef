import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, rowsOf, type Database } from '../../src/db/client';
import { auditLog, competitionSignups, editions } from '../../src/db/schema';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { asAdmin, createRoleAccounts, type RoleAccounts } from '../admin/authz';
import { createBuyer, createPresentation, pressAtBank, setFestival, verify } from '../payments/fixtures';
import { createPresentation as createCataloguePresentation, createPresenter, linkPresenter } from '../catalogue/fixtures';

/**
 * Editions (contract "Editions: the festival comes back every year"): exactly one current edition,
 * which every public route answers; `?edition=` for another; past editions read-only; the organisers'
 * editions, copy_from and make-current; what belongs to a year stays in its year.
 */
describe('editions', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  type Listed = { id: number; slug: string; is_current: boolean };
  const currentSlug = async () => ((await get('/api/editions/')).json() as Listed[]).find((e) => e.is_current)!.slug;

  it('a database starts with one edition, current, listed publicly', async () => {
    const res = await get('/api/editions/');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Listed[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, is_current: true });
    expect(list[0]!.slug).toMatch(/^\d{4}$/);
  });

  it('PostgreSQL itself keeps exactly one current edition, whatever writes', async () => {
    await expect(t.app.db.update(editions).set({ isCurrent: false })).rejects.toThrow();
    await expect(t.app.db.insert(editions).values({ slug: 'second-current', name: 'x', isCurrent: true })).rejects.toThrow();
    await expect(t.app.db.insert(editions).values({ slug: 'Not A Slug', name: 'x' })).rejects.toThrow();
    expect(rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from editions where is_current`))[0]!.n).toBe(1);
  });

  it('organisers create an edition (not current), refused for a taken or malformed slug; admins only', async () => {
    const created = await admin({ method: 'POST', url: '/api/admin/editions/', payload: { slug: '1406', name: 'جشنوارهٔ ۱۴۰۶', starts_on: '2027-05-01', ends_on: '2027-05-03' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug: '1406', name: 'جشنوارهٔ ۱۴۰۶', starts_on: '2027-05-01', is_current: false });
    const taken = await admin({ method: 'POST', url: '/api/admin/editions/', payload: { slug: '1406', name: 'دوباره' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.slug).toBeDefined();
    const bad = await admin({ method: 'POST', url: '/api/admin/editions/', payload: { slug: '../x', name: 'بد' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slug).toBeDefined();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/editions/', payload: { slug: '1407', name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    // Newest first: 1406 starts after the current one.
    expect(((await get('/api/editions/')).json() as Listed[])[0]!.slug).toBe('1406');
  });

  it('copy_from copies settings, facts, FAQ, staff, tags and accessories, once, never presentations or coupons', async () => {
    const from = await currentSlug();
    await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { festival_name: 'جشنواره لینوکس امسال', venue: 'دانشگاه', en_venue: 'The university', en_address: 'Tehran', competition_price: 20000, competition_capacity: 5, competition_registration_open: true } });
    await admin({ method: 'POST', url: '/api/admin/faq/', payload: { question: 'کجا؟', answer: 'دانشگاه', en_question: 'Where?', en_answer: 'At the university' } });
    await admin({ method: 'POST', url: '/api/admin/staff/', payload: { name: 'دبیر', en_name: 'Director', role: 'DIRECTOR', team: 'DIRECTOR' } });
    await admin({ method: 'POST', url: '/api/admin/tags/', payload: { name: 'کرنل', en_name: 'Kernel', color: '#112233' } });
    await admin({ method: 'POST', url: '/api/admin/accessories/', payload: { name: 'ماگ', en_name: 'Mug', price: 100000 } });
    await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: 'LINUX', percentage: 10, max_uses: 5 } });
    const editionsNow = (await get('/api/editions/')).json() as Listed[];
    const next = editionsNow.find((e) => e.slug === '1406')!;
    const current = editionsNow.find((e) => e.slug === from)!;

    expect((await admin({ method: 'POST', url: `/api/admin/editions/${next.id}/copy_from/${next.id}/` })).statusCode).toBe(409);
    const copied = await admin({ method: 'POST', url: `/api/admin/editions/${next.id}/copy_from/${current.id}/` });
    expect(copied.statusCode, copied.body).toBe(200);
    const again = await admin({ method: 'POST', url: `/api/admin/editions/${next.id}/copy_from/${current.id}/` });
    expect(again.statusCode).toBe(409);

    expect((await get('/api/faq/?edition=1406')).json()).toEqual([expect.objectContaining({ question: 'کجا؟', en_question: 'Where?', en_answer: 'At the university' })]);
    expect((await get('/api/staff/?edition=1406')).json()).toEqual([expect.objectContaining({ name: 'دبیر', en_name: 'Director' })]);
    expect((await get('/api/accessory/?edition=1406')).json()).toEqual([expect.objectContaining({ name: 'ماگ', en_name: 'Mug' })]);
    expect((await admin({ method: 'GET', url: '/api/admin/tags/?edition=1406' })).json().results).toEqual([expect.objectContaining({ name: 'کرنل', en_name: 'Kernel' })]);
    expect((await admin({ method: 'GET', url: '/api/admin/coupons/?edition=1406' })).json().count).toBe(0);
    const settings = (await admin({ method: 'GET', url: '/api/admin/settings/?edition=1406' })).json();
    // Named as its edition (the site's name once it is current), not as last year's festival.
    expect(settings).toMatchObject({ festival_name: 'جشنوارهٔ ۱۴۰۶', venue: 'دانشگاه', en_venue: 'The university', en_address: 'Tehran', competition_price: 20000, competition_registration_open: false, starts_on: '2027-05-01' });
    expect((await get('/api/festival/?edition=1406')).json()).toMatchObject({ venue: 'دانشگاه', starts_on: '2027-05-01' });
    // The current edition's lists are untouched.
    expect((await get('/api/faq/')).json()).toHaveLength(1);
  });

  it('an edition being prepared takes presentations through ?edition= without showing them on the current programme', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/admin/presentations/?edition=1406',
      payload: { service_type: 'WORKSHOP', fa_title: 'کارگاه ۱۴۰۶', en_title: 'Workshop 1406', start: '2027-05-01T06:30:00Z', end: '2027-05-01T09:30:00Z', capacity: 10, cost: 50000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const titles = (url: string) => get(url).then((r) => (r.json() as { fa_title: string }[]).map((p) => p.fa_title));
    expect(await titles('/api/presentations/all/')).not.toContain('کارگاه ۱۴۰۶');
    expect(await titles('/api/presentations/all/?edition=1406')).toEqual(['کارگاه ۱۴۰۶']);
    const adminList = (await admin({ method: 'GET', url: '/api/admin/presentations/?edition=1406' })).json();
    expect(adminList.results.map((p: { fa_title: string }) => p.fa_title)).toEqual(['کارگاه ۱۴۰۶']);
    expect((await admin({ method: 'GET', url: '/api/admin/presentations/' })).json().results.map((p: { fa_title: string }) => p.fa_title)).not.toContain('کارگاه ۱۴۰۶');
  });

  it('an unknown edition is a 404, a malformed one a 400', async () => {
    for (const url of ['/api/presentations/all/?edition=1300', '/api/faq/?edition=1300', '/api/festival/?edition=1300', '/api/presenter/?edition=1300']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await admin({ method: 'GET', url: '/api/admin/faq/?edition=1300' })).statusCode).toBe(404);
    expect((await get('/api/faq/?edition=%00')).statusCode).toBe(400);
  });

  it('making another edition current switches every public answer, is audited, and leaves the old one read-only', async () => {
    const old = await currentSlug();
    const oldWorkshop = await createPresentation(t.app.db, { title: 'کارگاه قدیمی' });
    const buyer = await createBuyer(t);
    const next = ((await get('/api/editions/')).json() as Listed[]).find((e) => e.slug === '1406')!;
    // Warm the kept answers, so the switch must drop them.
    expect((await get('/api/faq/')).json()).toHaveLength(1);
    const res = await admin({ method: 'PATCH', url: `/api/admin/editions/${next.id}/`, payload: { is_current: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: '1406', is_current: true });
    expect(await currentSlug()).toBe('1406');
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'make_current'));
    expect(audit).toMatchObject({ objectType: 'edition', objectId: String(next.id) });

    expect((await get('/api/presentations/all/')).json().map((p: { fa_title: string }) => p.fa_title)).toEqual(['کارگاه ۱۴۰۶']);
    const archived = (await get(`/api/presentations/all/?edition=${old}`)).json() as { id: number; is_registration_active: boolean }[];
    expect(archived.find((p) => p.id === oldWorkshop)).toMatchObject({ is_registration_active: false });
    const add = await t.app.inject({ method: 'POST', url: `/api/presentations/${oldWorkshop}/add_participation/`, headers: buyer.headers });
    expect(add.statusCode).toBe(400);
    expect(add.json().code).toBe('REGISTRATION_CLOSED');
    // The old edition's coupon no longer counts; the same code may come back this year.
    expect((await get('/api/coupon/LINUX/')).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: 'linux', percentage: 20, max_uses: 5 } })).statusCode).toBe(201);
    expect((await get('/api/coupon/LINUX/')).json()).toMatchObject({ percentage: 20 });
    // The old edition's accessories are no longer for sale.
    expect((await get('/api/accessory/')).json()).toEqual([expect.objectContaining({ name: 'ماگ' })]);
  });

  it("the organisers' payments, refunds, stats and exports are the current edition's unless ?edition= names another", async () => {
    const list = (await get('/api/editions/')).json() as Listed[];
    const old = list.find((e) => !e.is_current)!;
    // A payment of last year's (made while it was current), and none this year.
    const buyer = await createBuyer(t);
    await t.app.db.execute(sql`insert into payments (user_id, subtotal, total_price, payment_state, hold_expires_at, verified_date, edition_id)
      values (${buyer.id}, 120000, 120000, 'COMPLETED', now(), now(), ${old.id})`);
    expect((await admin({ method: 'GET', url: '/api/admin/payments/' })).json().count).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/admin/payments/?edition=${old.slug}` })).json().count).toBe(1);
    expect((await admin({ method: 'GET', url: `/api/admin/refunds/?edition=${old.slug}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: '/api/admin/refunds/?edition=1300' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/admin/stats/' })).json().revenue_total).toBe(0);
    const lastYear = (await admin({ method: 'GET', url: `/api/admin/stats/?edition=${old.slug}` })).json();
    expect(lastYear.revenue_total).toBe(120000);
    expect(lastYear.presentations.map((p: { fa_title: string }) => p.fa_title)).toContain('کارگاه قدیمی');
    const csv = (edition: string) => admin({ method: 'GET', url: `/api/admin/exports/payments.csv${edition}` }).then((r) => r.body.trim().split('\n').length - 1);
    expect(await csv(`?edition=${old.slug}`)).toBe(1);
    expect(await csv('?edition=1406')).toBe(0);
  });

  it("a presentation, a payment and a presenter say which edition they belong to; a presenter every edition they spoke in", async () => {
    const list = (await get('/api/editions/')).json() as Listed[];
    const current = list.find((e) => e.is_current)!;
    const old = list.find((e) => !e.is_current)!;
    const speaker = await createPresenter(t.app.db, 'نرگس', 'حیدری');
    const then = await createCataloguePresentation(t.app.db, { faTitle: 'ارائهٔ پارسال', editionId: old.id });
    const now = await createCataloguePresentation(t.app.db, { faTitle: 'ارائهٔ امسال', editionId: current.id });
    await linkPresenter(t.app.db, then, speaker, 0);
    await linkPresenter(t.app.db, now, speaker, 0);
    // Rows written here straight into the database: asked once the app has heard of them.
    await t.caughtUp();
    const presenter = async (edition: string) =>
      ((await get(`/api/presenter/${edition}`)).json() as { id: number; spoke_in: unknown; presentations: { fa_title: string }[] }[]).find((p) => p.id === speaker)!;
    for (const edition of ['', `?edition=${old.slug}`]) {
      expect((await presenter(edition)).spoke_in).toEqual([current, old]);
    }
    expect((await presenter(`?edition=${old.slug}`)).presentations.map((p) => p.fa_title)).toEqual(['ارائهٔ پارسال']);
    const programme = (await get('/api/presentations/all/')).json() as { id: number; edition: string }[];
    expect(programme.map((p) => p.id)).toContain(now);
    expect(new Set(programme.map((p) => p.edition))).toEqual(new Set([current.slug]));
    expect((await get(`/api/presentations/${then}/`)).json().edition).toBe(old.slug);

    const buyer = await createBuyer(t);
    await t.app.db.execute(sql`insert into payments (user_id, subtotal, total_price, payment_state, hold_expires_at, created_date, edition_id)
      values (${buyer.id}, 1000, 1000, 'PENDING', now(), now() - interval '1 year', ${old.id}), (${buyer.id}, 1000, 1000, 'PENDING', now(), now(), ${current.id})`);
    const billing = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers });
    expect(billing.json().map((p: { edition: string }) => p.edition)).toEqual([current.slug, old.slug]);
  });

  it("a presentation takes only its own edition's tags, a coupon only its own edition's presentations", async () => {
    const list = (await get('/api/editions/')).json() as Listed[];
    const old = list.find((e) => !e.is_current)!;
    const tag = async (edition: string) =>
      (await admin({ method: 'POST', url: `/api/admin/tags/?edition=${edition}`, payload: { name: `برچسب ${edition}`, color: '#123456' } })).json().id as number;
    const oldTag = await tag(old.slug);
    const currentTag = await tag(await currentSlug());
    const programme = (await admin({ method: 'GET', url: '/api/admin/presentations/' })).json().results as { id: number; edition: string }[];
    const mine = programme[0]!;
    expect(mine.edition).toBe(await currentSlug());
    const refused = await admin({ method: 'PATCH', url: `/api/admin/presentations/${mine.id}/`, payload: { tags: [currentTag, oldTag] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.tags[0]).toContain('در این دوره نیستند');
    expect((await admin({ method: 'PATCH', url: `/api/admin/presentations/${mine.id}/`, payload: { tags: [currentTag] } })).json().tags).toEqual([currentTag]);
    // A coupon of last year's naming this year's presentation, and the other way round.
    const oldProgramme = (await admin({ method: 'GET', url: `/api/admin/presentations/?edition=${old.slug}` })).json().results as { id: number; edition: string }[];
    expect(oldProgramme[0]!.edition).toBe(old.slug);
    const coupon = (edition: string, eligible: number) =>
      admin({ method: 'POST', url: `/api/admin/coupons/?edition=${edition}`, payload: { code: `EDITION${eligible}`, percentage: 10, max_uses: 3, eligible_presentations: [eligible] } });
    expect((await coupon(old.slug, mine.id)).statusCode).toBe(400);
    expect((await coupon(await currentSlug(), oldProgramme[0]!.id)).json().errors.eligible_presentations).toHaveLength(1);
    expect((await coupon(old.slug, oldProgramme[0]!.id)).statusCode).toBe(201);
  });

  it('is_current: false is refused (another edition is made current instead)', async () => {
    const current = ((await get('/api/editions/')).json() as Listed[]).find((e) => e.is_current)!;
    const res = await admin({ method: 'PATCH', url: `/api/admin/editions/${current.id}/`, payload: { is_current: false } });
    expect(res.statusCode).toBe(400);
  });

  it('the competition is per edition: a signup of last year does not count this year', async () => {
    const list = (await get('/api/editions/')).json() as Listed[];
    const current = list.find((e) => e.is_current)!;
    const buyer = await createBuyer(t);
    await t.app.db.insert(competitionSignups).values({ userId: buyer.id, editionId: list.find((e) => !e.is_current)!.id });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${buyer.phone}/`, headers: buyer.headers });
    expect(profile.json().is_signed_up_for_competition).toBe(false);
    await setFestival(t.app.db, { price: 15_000, capacity: 1, open: true });
    const start = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers: buyer.headers });
    expect(start.statusCode, start.body).toBe(200);
    await pressAtBank(t, start.json().authority);
    expect((await verify(t, buyer, start.json().authority)).json().payment_state).toBe('COMPLETED');
    const signups = await t.app.db.select().from(competitionSignups).where(eq(competitionSignups.userId, buyer.id));
    expect(signups.map((s) => s.editionId).sort((a, b) => a - b)).toEqual([list.find((e) => !e.is_current)!.id, current.id].sort((a, b) => a - b));
    expect((await get('/api/competition/')).json()).toMatchObject({ capacity: 1, remained_capacity: 0 });
  });
});

/** Two API processes on one database: one makes another edition current while the other answers. */
describe.skipIf(!onServer)('making an edition current through another process', () => {
  let t: TestApp;
  let other: Database;
  let otherApp: FastifyInstance;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    other = await openDatabase({ url: t.database.url! });
    otherApp = await buildApp({ settings: t.settings, db: other.db, listen: other.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp.close();
    await other.close();
    await t.close();
  });

  it('the first process answers the new current edition as soon as the switch commits', async () => {
    await createPresentation(t.app.db, { title: 'امسال' });
    const created = await asAdmin(otherApp, accounts.admin, { method: 'POST', url: '/api/admin/editions/', payload: { slug: 'next', name: 'سال بعد' } });
    const next = created.json() as { id: number };
    await asAdmin(otherApp, accounts.admin, {
      method: 'POST',
      url: '/api/admin/presentations/?edition=next',
      payload: { service_type: 'TALK', fa_title: 'سال بعد', en_title: 'Next year', start: '2030-05-01T06:30:00Z', end: '2030-05-01T07:30:00Z', capacity: 10, cost: 0 },
    });
    const titles = async () => ((await t.app.inject({ method: 'GET', url: '/api/presentations/all/' })).json() as { fa_title: string }[]).map((p) => p.fa_title);
    expect(await titles()).toEqual(['امسال']);
    expect(await titles()).toEqual(['امسال']); // kept
    // Answers keep coming from the first process while the other switches.
    let answering = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (answering) {
        seen.add(JSON.stringify(await titles()));
        // A kept answer comes back without any I/O: let the other process's work run between reads.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      const res = await asAdmin(otherApp, accounts.admin, { method: 'PATCH', url: `/api/admin/editions/${next.id}/`, payload: { is_current: true } });
      expect(res.statusCode, res.body).toBe(200);
      const deadline = Date.now() + 2000;
      while (!(await titles()).includes('سال بعد') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    } finally {
      answering = false;
      await reader;
    }
    expect(await titles()).toEqual(['سال بعد']);
    // Each answer is one edition's, never a mix.
    for (const answer of seen) expect([JSON.stringify(['امسال']), JSON.stringify(['سال بعد'])]).toContain(answer);
  });
});
