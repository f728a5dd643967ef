import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
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
