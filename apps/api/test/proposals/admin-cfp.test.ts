import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminCfp } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { auditLog, editions } from '../../src/db/schema';
import { proposalBody, send, speaker } from './fixtures';

/** The organisers' call settings: GET/PUT /api/admin/cfp/ (admins only, audited). */
describe('the call for proposals, as the organisers set it', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const put = (body: Record<string, unknown>, query = '') => asAdmin(t.app, accounts.admin, { method: 'PUT', url: `/api/admin/cfp/${query}`, payload: body });
  const get = async (query = '') => (await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/cfp/${query}` })).json() as AdminCfp;
  const audits = () => t.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'cfp_settings'));

  it('starts closed, with the defaults: talks of 30 or 45 minutes, workshops of 2 to 4 hours, three review categories, anonymous review', async () => {
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/cfp/' });
    expect(res.json()).toEqual({
      edition: expect.any(String),
      cfp_opens_at: null,
      cfp_closes_at: null,
      is_open: false,
      proposal_types: [
        { service_type: 'TALK', min_minutes: 30, max_minutes: 45, step_minutes: 15 },
        { service_type: 'WORKSHOP', min_minutes: 120, max_minutes: 240, step_minutes: 30 },
      ],
      review_categories: [
        { key: 'relevance', name: expect.any(String), weight: 1 },
        { key: 'quality', name: expect.any(String), weight: 1 },
        { key: 'speaker', name: expect.any(String), weight: 1 },
      ],
      review_anonymous: true,
      updated_at: expect.any(String),
    });
  });

  it('opens the call for admins only, recording the change with what it was and became', async () => {
    const opensAt = new Date(Date.now() - 60_000).toISOString();
    const closesAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const auditsBefore = (await audits()).length;
    const res = await expectAdminOnly(t.app, accounts, { method: 'PUT', url: '/api/admin/cfp/', payload: { cfp_opens_at: opensAt, cfp_closes_at: closesAt } });
    expect(res.json()).toMatchObject({ cfp_opens_at: opensAt, cfp_closes_at: closesAt, is_open: true, review_anonymous: true });
    // The refused calls changed nothing and left no record; the admin's left exactly one.
    const rows = await audits();
    expect(rows).toHaveLength(auditsBefore + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ action: 'update', actorId: accounts.admin.id, objectId: res.json().edition });
    expect(row.before).toMatchObject({ cfp_opens_at: null, cfp_closes_at: null, is_open: false });
    expect(row.after).toMatchObject({ cfp_opens_at: opensAt, cfp_closes_at: closesAt, is_open: true });
    // The public call says so, and a speaker may send.
    expect((await t.app.inject({ method: 'GET', url: '/api/cfp/' })).json()).toMatchObject({ is_open: true, cfp_closes_at: closesAt });
    expect((await send(t, await speaker(t))).statusCode).toBe(201);
  });

  it('changes the kinds and lengths, the review categories and anonymity; fields left out stay', async () => {
    const before = await get();
    const res = await put({
      proposal_types: [{ service_type: 'TALK', min_minutes: 20, max_minutes: 40, step_minutes: 20 }],
      review_categories: [{ key: 'novelty', name: 'نوآوری', weight: 3 }],
      review_anonymous: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cfp_opens_at: before.cfp_opens_at,
      cfp_closes_at: before.cfp_closes_at,
      proposal_types: [{ service_type: 'TALK', min_minutes: 20, max_minutes: 40, step_minutes: 20 }],
      review_categories: [{ key: 'novelty', name: 'نوآوری', weight: 3 }],
      review_anonymous: false,
    });
    const me = await speaker(t);
    expectFieldError(await send(t, me, proposalBody({ duration_minutes: 30 })), 'duration_minutes');
    expect((await send(t, me, proposalBody({ duration_minutes: 40 }))).statusCode).toBe(201);
    expectFieldError(await send(t, me, proposalBody({ service_type: 'WORKSHOP', duration_minutes: 120 })), 'service_type');
    // Back to the defaults for the tests after this one.
    await put({ proposal_types: before.proposal_types, review_categories: before.review_categories, review_anonymous: true });
  });

  it('refuses a window that closes before it opens, repeated kinds or keys, and lengths out of order, changing nothing', async () => {
    const before = await get();
    const auditsBefore = (await audits()).length;
    expectFieldError(await put({ cfp_opens_at: '2027-01-10T00:00:00Z', cfp_closes_at: '2027-01-01T00:00:00Z' }), 'cfp_closes_at');
    // Against the end already set, too.
    expectFieldError(await put({ cfp_opens_at: new Date(Date.parse(before.cfp_closes_at!) + 1000).toISOString() }), 'cfp_closes_at');
    const talk = { service_type: 'TALK', min_minutes: 30, max_minutes: 45, step_minutes: 15 };
    expectFieldError(await put({ proposal_types: [talk, talk] }), 'proposal_types.1');
    expectFieldError(await put({ proposal_types: [{ ...talk, min_minutes: 60 }] }), 'proposal_types.0.max_minutes');
    expectFieldError(await put({ proposal_types: [] }), 'proposal_types');
    expectFieldError(await put({ proposal_types: [{ ...talk, service_type: 'PACKAGE' }] }), 'proposal_types.0.service_type');
    const category = { key: 'quality', name: 'کیفیت', weight: 1 };
    expectFieldError(await put({ review_categories: [category, category] }), 'review_categories.1');
    expectFieldError(await put({ review_categories: [{ ...category, key: 'Quality!' }] }), 'review_categories.0.key');
    expectFieldError(await put({ review_categories: [{ ...category, weight: 0 }] }), 'review_categories.0.weight');
    expectFieldError(await put({ cfp_opens_at: 'فردا' }), 'cfp_opens_at');
    expect(await get()).toEqual(before);
    expect(await audits()).toHaveLength(auditsBefore);
  });

  it("sets another edition's call with ?edition=, leaving the current one's; 404 for an unknown edition", async () => {
    await t.database.db.insert(editions).values({ slug: 'cfp-next', name: 'دورهٔ بعد' });
    const current = await get();
    const other = await get('?edition=cfp-next');
    expect(other).toMatchObject({ edition: 'cfp-next', cfp_opens_at: null, is_open: false });
    const res = await put({ cfp_opens_at: '2030-01-01T00:00:00Z', cfp_closes_at: '2030-02-01T00:00:00Z' }, '?edition=cfp-next');
    expect(res.statusCode, res.body).toBe(200);
    expect(await get('?edition=cfp-next')).toMatchObject({ cfp_opens_at: '2030-01-01T00:00:00.000Z', is_open: false });
    expect(await get()).toEqual(current);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'cfp_settings'), eq(auditLog.objectId, 'cfp-next')));
    expect(row).toBeDefined();
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/cfp/?edition=nope' }), 404, 'NOT_FOUND');
  });
});
