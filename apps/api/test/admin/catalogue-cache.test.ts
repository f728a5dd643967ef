import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { createPresentation } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, type RoleAccounts } from './authz';

/**
 * The public catalogue keeps ready answers (modules/catalogue/answer-cache.ts) that any change to
 * their tables drops. An organiser's write is such a change: the next visitor sees it at once.
 */
describe('catalogue answers change at once after an organiser write', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const visitor = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), etag: res.headers.etag };
  };

  it('presentations: a kept answer (same ETag twice) gives way to the changed title and capacity', async () => {
    const id = await createPresentation(t.app.db, { title: 'پیش از تغییر', capacity: 10 });
    const first = await visitor('/api/presentations/all/');
    expect((await visitor('/api/presentations/all/')).etag).toBe(first.etag);
    await visitor(`/api/presentations/${id}`);
    const res = await admin({ method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { fa_title: 'پس از تغییر', capacity: 12 } });
    expect(res.statusCode, res.body).toBe(200);
    const list = await visitor('/api/presentations/all/');
    expect(list.body.find((p: { id: number }) => p.id === id)).toMatchObject({ fa_title: 'پس از تغییر', remained_capacity: 12 });
    expect((await visitor(`/api/presentations/${id}`)).body.fa_title).toBe('پس از تغییر');
  });

  it('presenters, FAQ, staff and accessories: new ones appear on the very next read', async () => {
    await Promise.all(['/api/presenter/', '/api/faq/', '/api/staff/', '/api/accessory/'].map(visitor));
    await admin({ method: 'POST', url: '/api/admin/presenters/', payload: { first_name: 'تازه', last_name: 'ارائه‌دهنده' } });
    await admin({ method: 'POST', url: '/api/admin/faq/', payload: { question: 'پرسش تازه', answer: 'پاسخ' } });
    await admin({ method: 'POST', url: '/api/admin/staff/', payload: { name: 'همکار تازه', role: 'STAFF', team: 'MEDIA' } });
    await admin({ method: 'POST', url: '/api/admin/accessories/', payload: { name: 'محصول تازه', price: 1000 } });
    expect((await visitor('/api/presenter/')).body.map((p: { first_name: string }) => p.first_name)).toContain('تازه');
    expect((await visitor('/api/faq/')).body.map((f: { question: string }) => f.question)).toContain('پرسش تازه');
    expect((await visitor('/api/staff/')).body.map((s: { name: string }) => s.name)).toContain('همکار تازه');
    expect((await visitor('/api/accessory/')).body.map((a: { name: string }) => a.name)).toContain('محصول تازه');
  });
});

/**
 * The same through another API process: the organiser's write goes to a second app on its own
 * connections (another process, as far as the database can tell), and the first process's kept
 * detail and FAQ answers give way as soon as the notification arrives; their ETags follow.
 */
describe.skipIf(!onServer)('detail and FAQ answers change after an organiser write through another process', () => {
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

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** Reads `url` from the first process until `seen` holds (at most 2 s: a notification takes about a millisecond). */
  async function eventually(url: string, seen: (body: unknown) => boolean) {
    const deadline = Date.now() + 2000;
    for (;;) {
      const res = await get(url);
      if (seen(res.json()) || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('one presentation: the kept answer and its ETag give way; the old tag gets 200, the new one 304', async () => {
    const id = await createPresentation(t.app.db, { title: 'پیش از تغییر' });
    const url = `/api/presentations/${id}`;
    const before = await get(url);
    expect((await get(url)).headers.etag).toBe(before.headers.etag); // kept
    const res = await asAdmin(otherApp, accounts.admin, { method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { fa_title: 'پس از تغییر' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await eventually(url, (body) => (body as { fa_title: string }).fa_title === 'پس از تغییر');
    expect(after.json()).toMatchObject({ fa_title: 'پس از تغییر' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(url, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
    expect((await get(url, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('the FAQ: an answer edited and a question added elsewhere appear, with a new ETag', async () => {
    const created = await asAdmin(otherApp, accounts.admin, { method: 'POST', url: '/api/admin/faq/', payload: { question: 'کی؟', answer: 'پیش' } });
    expect(created.statusCode, created.body).toBe(201);
    const faqId = (created.json() as { id: number }).id;
    type Faq = Array<{ id: number; question: string; answer: string }>;
    const before = await eventually('/api/faq/', (body) => (body as Faq).some((f) => f.id === faqId));
    expect((await get('/api/faq/')).headers.etag).toBe(before.headers.etag); // kept
    await asAdmin(otherApp, accounts.admin, { method: 'PATCH', url: `/api/admin/faq/${faqId}/`, payload: { answer: 'پس' } });
    const after = await eventually('/api/faq/', (body) => (body as Faq).find((f) => f.id === faqId)?.answer.includes('پس') ?? false);
    expect((after.json() as Faq).find((f) => f.id === faqId)!.answer).toContain('پس');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/api/faq/', { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });
});
