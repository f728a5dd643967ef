import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Accessory, CouponStatus, Faq, Festival, Presentation, Presenter, Staff } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { accessTokenFor } from '../helpers/sign-in';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { festival, presentations, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { proposalFileSteps } from '../../src/modules/proposals';
import { seedOnFirstStart } from '../../src/seed/first-start';
import { loadFestivalFile } from '../../src/seed/loader';
import { smallFestival, smallFestivalImages, tempDir, writeFestivalFile } from './festival-files';

const silent = { info: () => {}, debug: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('first start with the bundled demo festival', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
    await seedOnFirstStart(t.database, t.settings, silent, proposalFileSteps(t.settings.PUBLIC_URL));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  it('loads a believable festival', async () => {
    const [row] = await t.database.db.select().from(festival).where(eq(festival.id, 1));
    expect(row).toMatchObject({ name: 'جشنواره لینوکس ۱۴۰۵', competitionPrice: 50000, competitionCapacity: 50, competitionRegistrationOpen: true });
    const list = await get<Presentation[]>('/api/presentations/all/');
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((p) => p.service_type))).toEqual(new Set(['WORKSHOP', 'TALK']));
    expect(list.some((p) => p.cost === 0)).toBe(true);
    expect(list.filter((p) => !p.is_registration_active)).toHaveLength(1);
    // Three consecutive days in the future.
    const days = new Set(list.map((p) => p.start.slice(0, 10)));
    expect(days.size).toBe(3);
    expect(Date.parse(list[0]!.start)).toBeGreaterThan(Date.now());
    const nearlyFull = list.find((p) => p.en_title.startsWith('Ethical Hacking'))!;
    expect(nearlyFull.remained_capacity).toBe(2);
    for (const p of list) {
      expect(p.morkopoloyor).toMatch(/^\/media\/seed\/poster-[\w-]+\.svg$/);
      expect(p.presenters.length).toBeGreaterThan(0);
      expect(p.fa_description).toMatch(/^<p>/);
    }
    const poster = await t.app.inject({ method: 'GET', url: list[0]!.morkopoloyor });
    expect(poster.statusCode).toBe(200);

    const presenters = await get<Presenter[]>('/api/presenter/');
    expect(presenters.length).toBeGreaterThanOrEqual(8);
    for (const p of presenters) expect(p.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    expect(await get<Faq[]>('/api/faq/')).toHaveLength(8);
    const staff = await get<Staff[]>('/api/staff/');
    expect(staff).toHaveLength(10);
    expect(staff[0]!.role).toBe('DIRECTOR');
    const shop = await get<Accessory[]>('/api/accessory/');
    expect(shop.map((a) => a.name)).toEqual(['ماگ جشنواره', 'تی‌شرت جشنواره', 'بستهٔ استیکر']);
  });

  it("gives the festival's facts, agreeing with the programme, and a room for every session", async () => {
    const facts = await get<Festival>('/api/festival/');
    for (const value of Object.values(facts)) expect(value).not.toBe('');
    expect(facts.map_url).toMatch(/^https:\/\//);
    const list = await get<Presentation[]>('/api/presentations/all/');
    const tehranDay = (iso: string) => new Date(Date.parse(iso) + 3.5 * 3_600_000).toISOString().slice(0, 10);
    expect(facts.starts_on).toBe(tehranDay(list[0]!.start));
    expect(facts.ends_on).toBe(tehranDay(list.at(-1)!.start));
    expect(facts.competition_date >= facts.starts_on && facts.competition_date <= facts.ends_on).toBe(true);
    for (const p of list) expect(p.room).not.toBe('');
    // Two workshops at the same time (in two rooms), so that a visitor can see a clash.
    const workshops = list.filter((p) => p.service_type === 'WORKSHOP');
    const clashing = workshops.filter((a) => workshops.some((b) => b !== a && a.start < b.end && b.start < a.end));
    expect(clashing.length).toBeGreaterThanOrEqual(2);
    expect(new Set(clashing.map((p) => p.room)).size).toBeGreaterThan(1);
  });

  it('promises nothing the product does not do in its FAQ', async () => {
    const text = (await get<Faq[]>('/api/faq/')).map((f) => `${f.question} ${f.answer}`).join('\n');
    expect(text).not.toMatch(/گواهی/); // no certificates are issued
    expect(text).not.toMatch(/٪ مبلغ|درصد مبلغ/); // no refund percentage policy exists
  });

  it('ships the documented coupons and demo accounts', async () => {
    expect(await get<CouponStatus>('/api/coupon/LINUX20/')).toEqual({ is_valid: true, percentage: 20, eligible_presentations: [] });
    const workshop = await get<CouponStatus>('/api/coupon/workshop50/');
    expect(workshop).toMatchObject({ is_valid: true, percentage: 50 });
    expect(workshop.eligible_presentations).toHaveLength(2);

    const [demo] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '09120000000'));
    expect(await verifyPassword(demo!.passwordHash, 'LinuxFest1405')).toBe(true);
    const [admin] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '09120000001'));
    expect(admin!.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'Admin-Fest-1405')).toBe(true);
    // The demo user is registered for the online talk, so its session link shows.
    const token = await accessTokenFor(t.app, demo!);
    const online = (await get<Presentation[]>('/api/presentations/all/', token)).filter((p) => p.presentation_link !== '');
    expect(online.map((p) => p.en_title)).toEqual(['Rust in the Linux Kernel (online)']);
  });

  it('ships last year as an archived edition with a few sales, its presenters the same people', async () => {
    const editions = await get<Array<{ slug: string; is_current: boolean }>>('/api/editions/');
    expect(editions.map((e) => [e.slug, e.is_current])).toEqual([['1405', true], ['1404', false]]);
    const archived = await get<Presentation[]>('/api/presentations/all/?edition=1404');
    expect(archived.length).toBeGreaterThanOrEqual(4);
    for (const p of archived) {
      expect(p.is_registration_active).toBe(false);
      expect(Date.parse(p.start)).toBeLessThan(Date.now());
    }
    expect(archived.some((p) => p.remained_capacity < p.capacity)).toBe(true); // sold seats
    const thisYear = new Set((await get<Presenter[]>('/api/presenter/')).map((p) => p.id));
    expect(archived.flatMap((p) => p.presenters).some((p) => thisYear.has(p.id))).toBe(true);
    expect((await get<Faq[]>('/api/faq/?edition=1404')).length).toBeGreaterThan(0);
  });

  it('does nothing on the next start', async () => {
    const before = await t.database.db.select().from(presentations);
    await seedOnFirstStart(t.database, t.settings, silent, proposalFileSteps(t.settings.PUBLIC_URL));
    expect(await t.database.db.select().from(presentations)).toHaveLength(before.length);
    expect(await t.database.db.select().from(festival)).toHaveLength(2);
  });
});

describe('first start in production without SEED_FILE', () => {
  it('loads neither the demo festival nor its accounts: the database stays empty', async () => {
    const t = await createTestApp({
      env: { DATA_DIR: tempDir('data'), NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), TICKET_SECRET: 't'.repeat(40), PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox' },
    });
    try {
      await seedOnFirstStart(t.database, t.settings, silent, proposalFileSteps(t.settings.PUBLIC_URL));
      expect(await t.database.db.select().from(users)).toEqual([]);
      expect(await t.database.db.select().from(festival)).toEqual([]);
      expect(await t.database.db.select().from(presentations)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('first start with SEED_FILE', () => {
  let t: TestApp;
  beforeAll(async () => {
    const file = writeFestivalFile(smallFestival(), smallFestivalImages);
    t = await createTestApp({ env: { DATA_DIR: tempDir('data'), SEED_FILE: file } });
  });
  afterAll(() => t.close());

  it('loads that file instead of the demo festival', async () => {
    await seedOnFirstStart(t.database, t.settings, silent, proposalFileSteps(t.settings.PUBLIC_URL));
    const list = (await t.app.inject({ method: 'GET', url: '/api/presentations/all/' })).json() as Presentation[];
    expect(list.map((p) => p.en_title)).toEqual(['Workshop']);
  });

  it('stops the start with every problem when SEED_FILE is broken', async () => {
    const broken = writeFestivalFile({ presentations: [{ key: 'x' }], users: [{ phone_number: '1' }] });
    const fresh = await createTestApp({ env: { DATA_DIR: tempDir('data'), SEED_FILE: broken } });
    try {
      await expect(seedOnFirstStart(fresh.database, fresh.settings, silent, proposalFileSteps(fresh.settings.PUBLIC_URL))).rejects.toThrow(
        /presentations\[0\]\.service_type[\s\S]*users\[0\]\.phone_number/,
      );
      expect(await fresh.database.db.select().from(festival)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('two processes starting at once on one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
  });
  afterAll(() => t.close());

  it.skipIf(!onServer)('seed the database exactly once', async () => {
    const file = writeFestivalFile(smallFestival(), smallFestivalImages);
    // The second "process": its own connection. A plain client, so closing it waits for the socket to go.
    const client = new pg.Client({ connectionString: t.database.url! });
    await client.connect();
    const other = { db: drizzle(client, { schema }) as unknown as Db };
    try {
      const results = await Promise.all([
        loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR }),
        loadFestivalFile(other.db, file, { dataDir: t.settings.DATA_DIR }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['loaded', 'not-empty']);
      expect(await t.database.db.select().from(presentations)).toHaveLength(1);
      expect(await t.database.db.select().from(users)).toHaveLength(2);
    } finally {
      await client.end();
    }
  });
});
