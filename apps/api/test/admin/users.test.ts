import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError } from '../accounts/support';
import { addToCart, createBuyer, createPresentation, payAll, pressAtBank, verify } from '../payments/fixtures';
import { asAdmin, createAccount, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

describe('admin users', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);

  it('searches by phone, name and e-mail; each with role, registrations and created_at', async () => {
    const buyer = await createBuyer(t);
    await t.app.db.update(users).set({ firstName: 'شهرزاد', lastName: 'قصه‌گو', email: 'sheherazade@example.ir' }).where(eq(users.id, buyer.id));
    const p = await createPresentation(t.app.db);
    await addToCart(t, buyer, p);
    const started = (await payAll(t, buyer)).json();
    await pressAtBank(t, started.authority);
    await verify(t, buyer, started.authority);
    await addToCart(t, buyer, await createPresentation(t.app.db)); // in the cart only: not a registration

    for (const search of [buyer.phone.slice(-7), 'شهرزاد', 'شهرزاد قصه', 'SHEHERAZADE@']) {
      const page = (await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/users/?search=${encodeURIComponent(search)}` })).json();
      expect(page.count, search).toBe(1);
      expect(page.results[0]).toMatchObject({ id: buyer.id, phone_number: buyer.phone, role: 'user', registrations: 1, created_at: expect.any(String) });
    }
    const doors = (await admin({ method: 'GET', url: '/api/admin/users/?role=door' })).json();
    expect(doors.results.map((u: { id: number }) => u.id)).toEqual([accounts.door.id]);
    const detail = (await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/users/${buyer.id}/` })).json();
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ payment_state: 'COMPLETED', total_price: 100_000 });
    expect(detail.registrations.map((r: { payment_state: string }) => r.payment_state)).toEqual(['COMPLETED', 'PENDING']);
    expectError(await admin({ method: 'GET', url: '/api/admin/users/999999/' }), 404, 'NOT_FOUND');
  });

  it('changes a role (audited), effective on the next request whatever tokens the user holds', async () => {
    const door = await createAccount(t.app, 'door');
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/audit/', headers: auth(door.token) });
    expect(before.statusCode).toBe(403);
    const res = await expectAdminOnly(t.app, accounts, { method: 'PATCH', url: `/api/admin/users/${door.id}/`, payload: { role: 'admin' } });
    expect(res.json()).toMatchObject({ id: door.id, role: 'admin' });
    const entries = (await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, String(door.id)))).filter((r) => r.objectType === 'user');
    expect(entries).toMatchObject([{ action: 'role_change', actorId: accounts.admin.id, before: { role: 'door' }, after: { role: 'admin' } }]);
    // The role moved the session version: the old token is refused, and a new session sees the role.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit/', headers: auth(door.token) })).statusCode).toBe(401);
    const fresh = await createAccount(t.app, 'user');
    await admin({ method: 'PATCH', url: `/api/admin/users/${fresh.id}/`, payload: { role: 'admin' } });
    await admin({ method: 'PATCH', url: `/api/admin/users/${fresh.id}/`, payload: { role: 'user' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit/', headers: auth(fresh.token) })).statusCode).toBe(401);
    expectFieldError(await admin({ method: 'PATCH', url: `/api/admin/users/${fresh.id}/`, payload: { role: 'root' } }), 'role');
  });

  it('never lets the last admin demote themselves (409), and writes no audit row for the refusal', async () => {
    const own = await createTestApp();
    try {
      const only = await createAccount(own.app, 'admin');
      const res = await own.app.inject({ method: 'PATCH', url: `/api/admin/users/${only.id}/`, payload: { role: 'user' }, headers: auth(only.token) });
      expectError(res, 409, 'CONFLICT');
      expect(await own.app.db.select().from(auditLog)).toEqual([]);
      const [row] = await own.app.db.select({ role: users.role }).from(users).where(eq(users.id, only.id));
      expect(row!.role).toBe('admin');
    } finally {
      await own.close();
    }
  });
});
