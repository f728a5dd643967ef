import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError } from '../accounts/support';
import { createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

type Doc = { paths: Record<string, Record<string, { security?: unknown }>> };

/**
 * Every route of the organiser API, as the OpenAPI document lists it, refuses anyone but an admin:
 * anonymous 401, user and door 403. A route added later is covered here without a line of this
 * file changing; each area's own tests show the admin's 2xx with real bodies (expectAdminOnly).
 */
describe('the organiser API lets admins only through', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  let routes: [string, string][];
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    const doc: Doc = (await t.app.inject({ method: 'GET', url: '/api/schema' })).json();
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m): [string, string] => [m.toUpperCase(), path]));
  });
  afterAll(() => t.close());

  it('documents admin routes, each behind a bearer token', async () => {
    const doc: Doc = (await t.app.inject({ method: 'GET', url: '/api/schema' })).json();
    expect(routes.length).toBeGreaterThan(0);
    for (const [method, path] of routes) {
      expect(doc.paths[path]![method.toLowerCase()]!.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('answers 401 without a token and 403 to user and door accounts on every admin route, whatever the body', async () => {
    for (const [method, path] of routes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? { anything: 'at all' } : undefined;
      expectError(await t.app.inject({ method: method as 'GET', url, payload }), 401, 'NOT_AUTHENTICATED');
      for (const who of ['user', 'door'] as const) {
        const res = await t.app.inject({ method: method as 'GET', url, payload, headers: auth(accounts[who].token) });
        expectError(res, 403, 'FORBIDDEN');
      }
    }
  });

  it('refuses a bad or expired token on admin routes like anywhere else (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit/', headers: auth('not-a-token') });
    expect(res.statusCode).toBe(401);
  });

  it('lets an admin read the audit log (the matrix helper in use)', async () => {
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/audit/' });
    expect(res.json()).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
  });
});
