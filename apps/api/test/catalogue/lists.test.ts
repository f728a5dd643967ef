import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Accessory, Faq, Presenter, Staff } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { faqs, staff } from '../../src/db/schema';
import {
  addParticipation,
  createAccessory,
  createPresentation,
  createPresenter,
  createUser,
  linkPresenter,
} from './fixtures';

describe('public lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists presenters with the presentations they give, without e-mail', async () => {
    const db = t.database.db;
    const presenter = await createPresenter(db, 'سارا', 'احمدی');
    const idle = await createPresenter(db, 'رضا', 'کاظمی');
    const later = await createPresentation(db, { faTitle: 'کارگاه', enTitle: 'Workshop', serviceType: 'WORKSHOP', start: new Date('2031-02-02T06:00:00Z') });
    const sooner = await createPresentation(db, { faTitle: 'سخنرانی', enTitle: 'Talk', start: new Date('2031-02-01T06:00:00Z') });
    await linkPresenter(db, later, presenter, 0);
    await linkPresenter(db, sooner, presenter, 0);

    const res = await get('/api/presenter/');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Presenter[];
    const sara = list.find((p) => p.id === presenter)!;
    expect(Object.keys(sara).sort()).toEqual(['avatar', 'description', 'en_description', 'en_first_name', 'en_last_name', 'first_name', 'id', 'last_name', 'linkedin', 'presentations', 'spoke_in']);
    expect(sara.presentations).toEqual([
      { id: sooner, fa_title: 'سخنرانی', en_title: 'Talk', service_type: 'TALK' },
      { id: later, fa_title: 'کارگاه', en_title: 'Workshop', service_type: 'WORKSHOP' },
    ]);
    expect(sara.spoke_in.map((e) => e.is_current)).toEqual([true]);
    expect(list.find((p) => p.id === idle)!.presentations).toEqual([]);
    expect(list.find((p) => p.id === idle)!.spoke_in).toEqual([]);
  });

  it("lists the FAQ in the organisers' order, not by id", async () => {
    const db = t.database.db;
    await db.insert(faqs).values([
      { question: 'سوم', answer: '<p>۳</p>', position: 3 },
      { question: 'اول', answer: '<p>۱</p>', position: 1 },
      { question: 'دوم', answer: '<p>۲</p>', position: 2 },
    ]);
    const list = (await get('/api/faq/')).json() as Faq[];
    expect(list.map((f) => f.question)).toEqual(['اول', 'دوم', 'سوم']);
    expect(Object.keys(list[0]!).sort()).toEqual(['answer', 'en_answer', 'en_question', 'id', 'question']);
  });

  it('lists the staff in order with role and team', async () => {
    const db = t.database.db;
    await db.insert(staff).values([
      { name: 'عضو', role: 'STAFF', team: 'MEDIA', quote: 'نقل‌قول', position: 2 },
      { name: 'دبیر', role: 'DIRECTOR', team: 'DIRECTOR', quote: '', linkedin: 'https://linkedin.com/in/d', position: 1 },
    ]);
    const list = (await get('/api/staff/')).json() as Staff[];
    expect(list.map((s) => s.name)).toEqual(['دبیر', 'عضو']);
    expect(list[0]).toMatchObject({ role: 'DIRECTOR', team: 'DIRECTOR', image: null, linkedin: 'https://linkedin.com/in/d' });
  });

  it('lists active accessories only', async () => {
    const db = t.database.db;
    const mug = await createAccessory(db, 'ماگ', true);
    await createAccessory(db, 'کلاه قدیمی', false);
    const list = (await get('/api/accessory/')).json() as Accessory[];
    expect(list).toEqual([{ id: mug, name: 'ماگ', description: 'توضیح', en_name: '', en_description: '', price: 120000, img: null, is_active: true }]);
  });

  describe('ETag', () => {
    for (const url of ['/api/presentations/all/', '/api/presenter/', '/api/faq/', '/api/staff/', '/api/accessory/']) {
      it(`${url} answers 304 to a matching If-None-Match and asks browsers to revalidate`, async () => {
        const first = await get(url);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('no-cache');
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
        expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
      });
    }

    it('changes once a seat is taken, so nobody keeps a stale remained_capacity', async () => {
      const db = t.database.db;
      const id = await createPresentation(db, { capacity: 3 });
      const before = await get('/api/presentations/all/');
      const single = await get(`/api/presentations/${id}`);
      await addParticipation(db, (await createUser(db)).id, id, 'COMPLETED');
      // Written by hand in SQL: heard through its NOTIFY (the app's own writes are heard at once: local-writes.test.ts).
      await vi.waitFor(
        async () => {
          const after = await get('/api/presentations/all/', { 'if-none-match': before.headers.etag as string });
          expect(after.statusCode).toBe(200);
          expect(after.headers.etag).not.toBe(before.headers.etag);
          const singleAfter = await get(`/api/presentations/${id}`, { 'if-none-match': single.headers.etag as string });
          expect(singleAfter.statusCode).toBe(200);
        },
        { timeout: 5000, interval: 20 },
      );
    });

    it('changes when an FAQ answer is edited (a write by hand is heard once its notification arrives)', async () => {
      const db = t.database.db;
      const before = await get('/api/faq/');
      await db.update(faqs).set({ answer: '<p>پاسخ تازه</p>' }).where(eq(faqs.question, 'اول'));
      await vi.waitFor(
        async () => {
          const after = await get('/api/faq/', { 'if-none-match': before.headers.etag as string });
          expect(after.statusCode).toBe(200);
          expect(after.headers.etag).not.toBe(before.headers.etag);
        },
        { timeout: 5000, interval: 20 },
      );
    });
  });
});
