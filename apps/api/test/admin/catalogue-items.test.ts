import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userAccessories } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, image, multipart } from '../accounts/support';
import { createBuyer } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

describe('admin presenters, tags, FAQ, staff and accessories', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const audited = async (objectType: string, id: number) =>
    (await t.app.db.select().from(auditLog).where(eq(auditLog.objectType, objectType))).filter((r) => r.objectId === String(id)).map((r) => r.action);
  const upload = async (format: 'png' | 'jpeg' = 'png') =>
    multipart({ file: { data: await image(format), filename: `x.${format}`, type: `image/${format}` } });

  /** Create, read, list, change, delete, each through the authorisation matrix, each write audited. */
  async function lifecycle(path: string, objectType: string, create: object, change: object) {
    const created = await expectAdminOnly(t.app, accounts, { method: 'POST', url: `/api/admin/${path}/`, payload: create });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/${path}/${id}/` });
    const list = (await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/${path}/?page_size=200` })).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(id);
    const changed = await expectAdminOnly(t.app, accounts, { method: 'PATCH', url: `/api/admin/${path}/${id}/`, payload: change });
    expect(changed.json()).toMatchObject(change);
    expect((await expectAdminOnly(t.app, accounts, { method: 'DELETE', url: `/api/admin/${path}/${id}/` })).statusCode).toBe(204);
    expectError(await admin({ method: 'GET', url: `/api/admin/${path}/${id}/` }), 404, 'NOT_FOUND');
    expectError(await admin({ method: 'PATCH', url: `/api/admin/${path}/${id}/`, payload: change }), 404, 'NOT_FOUND');
    expect(await audited(objectType, id)).toEqual(['create', 'update', 'delete']);
    return created.json();
  }

  it('presenters: the whole life, sanitised HTML descriptions, plain text kept as typed; a picture upload', async () => {
    const made = await lifecycle(
      'presenters',
      'presenter',
      { first_name: 'نیما', last_name: 'کاظمی', description: 'R&D <b>لینوکس</b><img src=x onerror=alert(1)>', linkedin: 'https://linkedin.com/in/nima' },
      { last_name: 'کاظمی‌پور', linkedin: null },
    );
    expect(made.description).toBe('R&amp;D <b>لینوکس</b>');
    const plain = (await admin({ method: 'POST', url: '/api/admin/presenters/', payload: { first_name: 'a', last_name: 'b', description: 'R&D' } })).json();
    expect(plain.description).toBe('R&D');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/presenters/', payload: { first_name: 'a', last_name: 'b', linkedin: 'javascript:x' } }), 'linkedin');
    const res = await expectAdminOnly(t.app, accounts, async () => ({ method: 'POST', url: `/api/admin/presenters/${plain.id}/avatar/`, ...(await upload()) }));
    expect(res.json().avatar).toMatch(/^\/media\/presenters\/[0-9a-f]{32}\.webp$/);
    expect(await audited('presenter', plain.id)).toEqual(['create', 'upload']);
  });

  it('tags: the whole life; a colour must be hex', async () => {
    await lifecycle('tags', 'tag', { name: 'امنیت', color: '#aa0000' }, { color: '#00aa00' });
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/tags/', payload: { name: 'x', color: 'red' } }), 'color');
  });

  it('FAQ: the whole life; answers sanitised; position places an entry and the others make room', async () => {
    await lifecycle('faq', 'faq', { question: 'کجا؟', answer: '<p>تهران</p>' }, { question: 'کجا برگزار می‌شود؟' });
    const make = async (q: string, position?: number) =>
      (await admin({ method: 'POST', url: '/api/admin/faq/', payload: { question: q, answer: '<p>پاسخ<script>x</script></p>', position } })).json();
    const a = await make('الف');
    expect(a.answer).toBe('<p>پاسخ</p>');
    const b = await make('ب');
    const c = await make('پ', 0);
    const order = async () => (await admin({ method: 'GET', url: '/api/admin/faq/' })).json().results.map((r: { question: string; position: number }) => `${r.position}:${r.question}`);
    expect(await order()).toEqual(['0:پ', '1:الف', '2:ب']);
    await admin({ method: 'PATCH', url: `/api/admin/faq/${c.id}/`, payload: { position: 99 } });
    expect(await order()).toEqual(['0:الف', '1:ب', '2:پ']);
    await admin({ method: 'PATCH', url: `/api/admin/faq/${b.id}/`, payload: { position: 0 } });
    expect(await order()).toEqual(['0:ب', '1:الف', '2:پ']);
    // The public FAQ follows the organisers' order.
    const pub = (await t.app.inject({ method: 'GET', url: '/api/faq/' })).json();
    expect(pub.map((f: { question: string }) => f.question)).toEqual(['ب', 'الف', 'پ']);
    await admin({ method: 'DELETE', url: `/api/admin/faq/${a.id}/` });
    expect(await order()).toEqual(['0:ب', '1:پ']);
  });

  it('staff: the whole life; a picture upload; role and team from the contract lists', async () => {
    const made = await lifecycle('staff', 'staff', { name: 'سارا', role: 'HEAD', team: 'MEDIA', quote: 'سلام' }, { team: 'GRAPHICS' });
    expect(made).toMatchObject({ position: 0, linkedin: null, image: null });
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/staff/', payload: { name: 'x', role: 'BOSS', team: 'MEDIA' } }), 'role');
    const s = (await admin({ method: 'POST', url: '/api/admin/staff/', payload: { name: 'علی', role: 'STAFF', team: 'TECHNICAL' } })).json();
    const res = await expectAdminOnly(t.app, accounts, async () => ({ method: 'POST', url: `/api/admin/staff/${s.id}/image/`, ...(await upload('jpeg')) }));
    expect(res.json().image).toMatch(/^\/media\/staff\/[0-9a-f]{32}\.webp$/);
  });

  it('accessories: the whole life; one someone bought cannot be deleted (409) but can be switched off', async () => {
    await lifecycle('accessories', 'accessory', { name: 'ماگ', price: 90_000 }, { price: 95_000, is_active: false });
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/accessories/', payload: { name: 'x', price: -1 } }), 'price');
    const item = (await admin({ method: 'POST', url: '/api/admin/accessories/', payload: { name: 'تی‌شرت', price: 200_000 } })).json();
    const buyer = await createBuyer(t);
    await t.app.db.insert(userAccessories).values({ userId: buyer.id, accessoryId: item.id });
    expect((await admin({ method: 'GET', url: `/api/admin/accessories/${item.id}/` })).json().sold).toBe(1);
    expectError(await admin({ method: 'DELETE', url: `/api/admin/accessories/${item.id}/` }), 409, 'CONFLICT');
    const off = await admin({ method: 'PATCH', url: `/api/admin/accessories/${item.id}/`, payload: { is_active: false } });
    expect(off.json()).toMatchObject({ is_active: false });
    const onSale = (await t.app.inject({ method: 'GET', url: '/api/accessory/' })).json();
    expect(onSale.map((a: { id: number }) => a.id)).not.toContain(item.id);
    const res = await expectAdminOnly(t.app, accounts, async () => ({ method: 'POST', url: `/api/admin/accessories/${item.id}/image/`, ...(await upload()) }));
    expect(res.json().img).toMatch(/^\/media\/accessories\/[0-9a-f]{32}\.webp$/);
    expect(await audited('accessory', item.id)).toEqual(['create', 'update', 'upload']);
  });
});
