import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CouponStatus, Faq, Payment, Presentation, Presenter } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { festival, participations, presenters, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { FestivalFileRefused, isDatabaseEmpty, loadFestivalFile, readFestivalFile } from '../../src/seed/loader';
import { smallFestival, smallFestivalImages, tempDir, writeFestivalFile } from './festival-files';

describe('festival data file: a valid file', () => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
    file = writeFestivalFile(smallFestival(), smallFestivalImages);
    const result = await loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR });
    expect(result).toEqual({
      status: 'loaded',
      counts: { presenters: 2, tags: 1, presentations: 1, coupons: 1, accessories: 1, faq: 2, staff: 1, users: 2, registrations: 1, speaker_profiles: 0, proposals: 0, reviews: 0 },
      // The one edition an empty database has, its slug the Jalali year of the festival's first day (2030-02-15).
      edition: '1408',
    });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  it('writes the settings, presentations with presenters in order, tags and seats', async () => {
    const [row] = await t.database.db.select().from(festival);
    expect(row).toMatchObject({ id: 1, name: 'جشنوارهٔ آزمایشی', competitionPrice: 50000, competitionCapacity: 20, competitionRegistrationOpen: true });
    const [p] = await get<Presentation[]>('/api/presentations/all/');
    expect(p).toMatchObject({
      service_type: 'WORKSHOP',
      start: '2030-02-15T05:30:00.000Z',
      end: '2030-02-15T08:30:00.000Z',
      capacity: 3,
      remained_capacity: 2, // the user registered in the file holds a COMPLETED seat
      cost: 250000,
      presentation_link: '',
      room: 'سالن ۱',
      tags: [{ name: 'لینوکس', color: '#fcc624' }],
    });
    expect(p!.presenters.map((x) => x.first_name)).toEqual(['علی', 'سارا']);
  });

  it("writes the festival's public facts", async () => {
    expect(await get('/api/festival/')).toEqual({
      festival_name: 'جشنوارهٔ آزمایشی',
      starts_on: '2030-02-15',
      ends_on: '2030-02-16',
      venue: 'تالار همایش',
      address: 'تهران، خیابان آزمایش',
      en_festival_name: '',
      en_venue: '',
      en_address: '',
      map_url: 'https://www.openstreetmap.org/?mlat=35.7&mlon=51.4',
      contact_email: 'hello@example.com',
      contact_phone: '۰۲۱-۱۱۱۱۱۱۱۱',
      competition_date: '2030-02-16',
      competition_time: '18:00',
    });
  });

  it('sanitises descriptions and FAQ answers at write time', async () => {
    const [p] = await get<Presentation[]>('/api/presentations/all/');
    const html = p!.fa_description;
    expect(html).toContain('<strong>پررنگ</strong>');
    expect(html).toContain('<ul><li>یک</li></ul>');
    expect(html).toMatch(/<a href="https:\/\/example.com" rel="noopener noreferrer"[^>]*>پیوند<\/a>/);
    for (const bad of ['<script', 'onclick', 'onerror', '<img', '<iframe', 'javascript:', 'alert(1)']) expect(html).not.toContain(bad);
    expect(p!.en_description).toBe('<p>Text</p>');
    const faq = await get<Faq[]>('/api/faq/');
    expect(faq.map((f) => f.question)).toEqual(['کجا؟', 'کی؟']);
    expect(faq[0]!.answer).not.toMatch(/onmouseover|<script/);
    expect(faq[0]!.answer).toContain('href="https://map.example.com"');
    const list = await get<Presenter[]>('/api/presenter/');
    const sara = list.find((x) => x.first_name === 'سارا')!;
    expect(sara.description).toBe('R&amp;D <strong>مدیر سیستم</strong>');
    // Plain text stays as written (no entity escaping when there is no HTML to clean).
    expect(list.find((x) => x.first_name === 'علی')!.description).toBe('R&D lead');
  });

  it('copies local images into DATA_DIR/media/seed and keeps URLs as they are', async () => {
    const [p] = await get<Presentation[]>('/api/presentations/all/');
    expect(p!.morkopoloyor).toBe('/media/seed/poster.svg');
    expect(fs.existsSync(path.join(t.settings.DATA_DIR, 'media', 'seed', 'poster.svg'))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: p!.morkopoloyor });
    expect(served.statusCode).toBe(200);
    const list = await get<Presenter[]>('/api/presenter/');
    expect(list.find((x) => x.first_name === 'سارا')!.avatar).toBe('/media/seed/sara.svg');
    expect(list.find((x) => x.first_name === 'علی')!.avatar).toBe('https://cdn.example.com/ali.png');
  });

  it('normalises phones, lower-cases e-mails and hashes passwords', async () => {
    const rows = await t.database.db.select().from(users).orderBy(users.id);
    expect(rows.map((u) => [u.phoneNumber, u.email, u.role])).toEqual([
      ['09120000000', 'demo@example.com', 'user'],
      ['09120000001', 'admin@example.com', 'admin'],
    ]);
    expect(rows[0]!.passwordHash).not.toContain('LinuxFest1405');
    expect(await verifyPassword(rows[0]!.passwordHash, 'LinuxFest1405')).toBe(true);
  });

  it('turns registrations into COMPLETED participations that reveal the session link, paid in one order', async () => {
    const [demo] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '09120000000'));
    const rows = await t.database.db.select().from(participations).where(eq(participations.userId, demo!.id));
    expect(rows.map((r) => r.paymentState)).toEqual(['COMPLETED']);
    const token = await accessTokenFor(t.app, demo!);
    const [p] = await get<Presentation[]>('/api/presentations/all/', token);
    expect(p!.presentation_link).toBe('https://meet.example.com/ws');
    // The buyer's billing: one COMPLETED payment of the session's cost, a week before it or now.
    const [paid, ...none] = await get<Payment[]>('/api/payments/get_list/', token);
    expect(none).toEqual([]);
    expect(paid).toMatchObject({ payment_state: 'COMPLETED', total_price: 250000, edition: p!.edition, participations: [{ id: rows[0]!.id, presentation: { id: p!.id } }] });
    expect(Date.parse(paid!.created_date)).toBeLessThanOrEqual(Date.now());
  });

  it('writes coupons with their eligible presentations, matched case-insensitively', async () => {
    const [p] = await get<Presentation[]>('/api/presentations/all/');
    expect(await get<CouponStatus>('/api/coupon/SPRING10/')).toEqual({ is_valid: true, percentage: 10, eligible_presentations: [p!.id] });
  });

  it('refuses to load into a database that is no longer empty, and writes nothing', async () => {
    const before = await t.database.db.select().from(presenters);
    const result = await loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR });
    expect(result).toEqual({ status: 'not-empty' });
    expect(await t.database.db.select().from(presenters)).toHaveLength(before.length);
  });

  it('loads a file with an edition section as a new edition beside the others, touching none of them', async () => {
    const current = await get<Presentation[]>('/api/presentations/all/');
    const next = {
      ...smallFestival(),
      edition: { slug: '1409', name: 'جشنوارهٔ آزمایشی ۱۴۰۹', starts_on: '2031-02-15', ends_on: '2031-02-16' },
      coupons: [{ code: 'Spring10', percentage: 15, max_uses: 5, eligible_presentations: ['ws'] }],
    };
    next.presentations = next.presentations.map((p) => ({ ...p, fa_title: 'کارگاه سال بعد', start: '2031-02-15T05:30:00Z', end: '2031-02-15T08:30:00Z' }));
    const nextFile = writeFestivalFile(next, smallFestivalImages);
    const loaded = await loadFestivalFile(t.database.db, nextFile, { dataDir: t.settings.DATA_DIR });
    expect(loaded).toMatchObject({ status: 'loaded', edition: '1409' });
    // The current edition answers as before; the new one under ?edition=.
    expect(await get<Presentation[]>('/api/presentations/all/')).toEqual(current);
    const theirs = await get<Presentation[]>('/api/presentations/all/?edition=1409');
    expect(theirs.map((p) => p.fa_title)).toEqual(['کارگاه سال بعد']);
    // People last across editions: the same presenters, the same accounts (with the new registration).
    expect(theirs[0]!.presenters.map((p) => p.id).sort()).toEqual(current[0]!.presenters.map((p) => p.id).sort());
    const [demo] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '09120000000'));
    expect(await t.database.db.select().from(participations).where(eq(participations.userId, demo!.id))).toHaveLength(2);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
    // Its coupon is its own: this year's code still answers this year's percentage.
    expect(await get<CouponStatus>('/api/coupon/spring10/')).toMatchObject({ percentage: 10 });
  });

  it('refuses an edition whose slug is taken, and writes nothing', async () => {
    const before = await t.database.db.select().from(festival);
    const again = writeFestivalFile({ ...smallFestival(), edition: { slug: '1409', name: 'دوباره' } }, smallFestivalImages);
    await expect(loadFestivalFile(t.database.db, again, { dataDir: t.settings.DATA_DIR })).rejects.toThrow(FestivalFileRefused);
    expect(await t.database.db.select().from(festival)).toHaveLength(before.length);
  });
});

describe('festival data file: a broken file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
  });
  afterAll(() => t.close());

  const broken = () => {
    const f = smallFestival() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deliberately malformed data
    f.presenters.push({ key: 'p1', first_name: 'تکراری', last_name: 'x', description: '' });
    f.tags[0].color = 'yellow';
    const ws = f.presentations[0];
    Object.assign(ws, { capacity: -1, cost: -5, end: '2030-02-15T05:00:00Z' });
    f.presentations.push({
      ...ws,
      key: 'talk',
      service_type: 'LECTURE',
      capacity: 10,
      cost: 0,
      start: '2030-02-16T05:30:00Z',
      end: '2030-02-16T07:30:00Z',
      poster: 'img/missing.svg',
      presenters: ['nobody'],
      tags: ['linux', 'linux'],
      capcity: 10,
    });
    f.coupons[0].percentage = 150;
    f.coupons[0].eligible_presentations = ['ghost'];
    f.coupons.push({ code: 'SPRING10', percentage: 5, max_uses: 0 });
    f.users[0].phone_number = '12345';
    f.users[1].email = 'DEMO@example.com';
    f.users[1].registrations = ['nope'];
    f.staff[0].role = 'CEO';
    f.faq[1].answer = '';
    f.settings.competition_price = 1.5;
    Object.assign(f.settings, { starts_on: '2030-02-30', ends_on: '2030-02-14', map_url: 'javascript:alert(1)', contact_email: 'nobody', competition_date: '16/02/2030', competition_time: '9:30' });
    return f;
  };

  it('lists every problem with its path in the file and writes nothing', async () => {
    const file = writeFestivalFile(broken(), smallFestivalImages);
    let error: unknown;
    try {
      await loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(FestivalFileRefused);
    const problems = (error as FestivalFileRefused).problems.map((p) => `${p.path}: ${p.message}`);
    const expected: [string, RegExp][] = [
      ['settings.competition_price', /whole number/],
      ['settings.starts_on', /YYYY-MM-DD/],
      ['settings.competition_date', /YYYY-MM-DD/],
      ['settings.competition_time', /HH:MM/],
      ['settings.map_url', /http/],
      ['settings.contact_email', /e-mail/],
      ['settings.ends_on', /before starts_on/],
      ['presenters[2].key', /duplicate key "p1"/],
      ['tags[0].color', /hex colour/],
      ['presentations[0].capacity', /negative/],
      ['presentations[0].cost', /negative/],
      ['presentations[0].end', /after start/],
      ['presentations[1]', /capcity/],
      ['presentations[1].service_type', /WORKSHOP/],
      ['presentations[1].presenters[0]', /unknown presenter key "nobody"/],
      ['presentations[1].tags[1]', /listed twice/],
      ['presentations[1].poster', /file not found/],
      ['coupons[0].percentage', /between 0 and 100/],
      ['coupons[0].eligible_presentations[0]', /unknown presentation key "ghost"/],
      ['coupons[1].code', /duplicate coupon code/],
      ['coupons[1].max_uses', /at least 1/],
      ['faq[1].answer', /empty/],
      ['staff[0].role', /DIRECTOR/],
      ['users[0].phone_number', /Iranian mobile/],
      ['users[1].email', /duplicate e-mail/],
      ['users[1].registrations[0]', /unknown presentation key "nope"/],
    ];
    for (const [where, why] of expected) {
      expect(problems.some((p) => p.startsWith(`${where}: `) && why.test(p)), `${where} ${why} in\n${problems.join('\n')}`).toBe(true);
    }
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect(fs.existsSync(path.join(t.settings.DATA_DIR, 'media', 'seed'))).toBe(false);
  });

  it('reports registrations beyond a capacity', () => {
    const f = smallFestival();
    f.presentations[0]!.capacity = 0;
    expect(() => readFestivalFile(writeFestivalFile(f, smallFestivalImages))).toThrow(/presentations\[0\]\.capacity: 1 users are registered/);
  });

  it('refuses a file that is not JSON, or not there', () => {
    expect(() => readFestivalFile(writeFestivalFile('{"presenters": ['))).toThrow(/\(file\): not valid JSON/);
    expect(() => readFestivalFile('/nonexistent/festival.json')).toThrow(/\(file\): file not found/);
  });

  it('refuses image references that are neither files nor http(s) URLs', () => {
    const f = smallFestival();
    f.presentations[0]!.poster = 'javascript:alert(1)';
    f.accessories[0]!.img = 'img/notes.txt';
    expect(() => readFestivalFile(writeFestivalFile(f, { ...smallFestivalImages, 'img/notes.txt': 'x' }))).toThrow(
      /presentations\[0\]\.poster: .*file path or an http\(s\) URL[\s\S]*accessories\[0\]\.img: .*must be an image/,
    );
  });

  it('accepts a file with every section left out', async () => {
    expect(readFestivalFile(writeFestivalFile({}))).toMatchObject({ presentations: [], users: [] });
  });
});
