import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, editions, presentations, users } from '../../src/db/schema';
import { expectError, expectFieldError } from '../accounts/support';
import { asAdmin, createAccount, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { createTestApp, type TestApp } from '../helpers/app';
import { addToCart, createBuyer, createPresentation } from '../payments/fixtures';
import { attendance, attendances, certificateRows, myCertificates, sessionRunning } from './fixtures';

interface AdminItem {
  code: string;
  kind: string;
  presentation: { id: number };
  user: { id: number; phone_number: string; first_name: string; last_name: string };
  name: string;
  revoked_at: string | null;
  participation: number | null;
  edition: string;
  pdf_url: string;
  issued_at: string;
}

/**
 * The organisers' certificates (contract "Certificates"): the list by session and edition, issuing by
 * hand (attendance for a registration, or presenting), revoking, the bulk issue for a session and its
 * ZIP of PDFs; every write audited in its transaction.
 */
describe('certificates in the organiser API', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { COUPON_RATE_LIMIT: '1000' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const issue = (payload: Record<string, unknown>) => admin({ method: 'POST', url: '/api/admin/certificates/', payload });
  const list = async (query: string) => {
    const res = await admin({ method: 'GET', url: `/api/admin/certificates/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; results: AdminItem[] };
  };
  const auditOf = (code: string) =>
    db().select().from(auditLog).where(and(eq(auditLog.objectType, 'certificate'), eq(auditLog.objectId, code))).orderBy(auditLog.id);

  it('is for admins only', async () => {
    const { presentationId } = await attendance(t);
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/certificates/?presentation=${presentationId}` });
    const { participationId } = await attendance(t, { checkedIn: false, ended: false });
    const res = await expectAdminOnly(t.app, accounts, { method: 'POST', url: '/api/admin/certificates/', payload: { participation: participationId } });
    expect(res.statusCode).toBe(201);
  });

  it('issues attendance for a COMPLETED registration by hand (no check-in, before the end): 201 the item, audited', async () => {
    const { participationId, presentationId, buyer } = await attendance(t, { checkedIn: false, ended: false });
    await sessionRunning(db(), presentationId);
    const res = await issue({ participation: participationId });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.id, buyer.id));
    const item = res.json() as AdminItem;
    expect(item).toMatchObject({
      code: expect.stringMatching(/^[0-9a-f]{32}$/),
      kind: 'ATTENDANCE',
      presentation: { id: presentationId },
      user: { id: buyer.id, phone_number: buyer.phone, first_name: user!.firstName, last_name: user!.lastName },
      name: `${user!.firstName} ${user!.lastName}`,
      revoked_at: null,
      participation: participationId,
    });
    expect(item.pdf_url).toBe(`/api/certificates/${item.code}.pdf`);
    // The visitor sees it at once, as the list shows it.
    const [mine] = await myCertificates(t, buyer);
    expect(mine).toEqual({ code: item.code, kind: item.kind, presentation: mine!.presentation, issued_at: item.issued_at, pdf_url: item.pdf_url, edition: item.edition });
    const [row] = await certificateRows(db(), buyer.id);
    expect(row!.issuedBy).toBe(accounts.admin.id);
    expect(await auditOf(item.code)).toEqual([
      expect.objectContaining({ actorId: accounts.admin.id, action: 'issue', before: null, after: expect.objectContaining({ code: item.code, name: item.name }) }),
    ]);
  });

  it('409 CONFLICT when that person already has a valid one of that kind for that session (nothing recorded)', async () => {
    const { participationId, buyer } = await attendance(t);
    await myCertificates(t, buyer); // issued by the server
    expectError(await issue({ participation: participationId }), 409, 'CONFLICT');
    const rows = await certificateRows(db(), buyer.id);
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]!.code)).toEqual([]);
  });

  it('400 for a registration that is not COMPLETED or does not exist, and for a body of neither form', async () => {
    const presentationId = await createPresentation(db(), { cost: 80_000 });
    const participationId = await addToCart(t, await createBuyer(t), presentationId);
    expectFieldError(await issue({ participation: participationId }), 'participation');
    expectFieldError(await issue({ participation: 2_147_483_647 }), 'participation');
    expectFieldError(await issue({}), 'presentation');
    expectFieldError(await issue({ participation: participationId, kind: 'PRESENTER' }), 'kind');
    expectFieldError(await issue({ presentation: presentationId, user: accounts.user.id }), 'kind');
    expectFieldError(await issue({ presentation: presentationId, user: accounts.user.id, kind: 'ATTENDANCE' }), 'kind');
    expectFieldError(await issue({ presentation: presentationId, kind: 'PRESENTER' }), 'user');
    expect(await db().select().from(certificates).where(eq(certificates.presentationId, presentationId))).toEqual([]);
  });

  it('issues a presenter’s certificate to a user for a session: 201; 409 the second time; 400 naming an unknown user or session', async () => {
    const presentationId = await createPresentation(db(), { cost: 0 });
    const speaker = await createAccount(t.app, 'user', { first: 'سخنران', last: 'نمونه' });
    const res = await issue({ presentation: presentationId, user: speaker.id, kind: 'PRESENTER' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'PRESENTER', name: 'سخنران نمونه', participation: null, user: { id: speaker.id }, presentation: { id: presentationId } });
    expectError(await issue({ presentation: presentationId, user: speaker.id, kind: 'PRESENTER' }), 409, 'CONFLICT');
    expectFieldError(await issue({ presentation: presentationId, user: 2_147_483_647, kind: 'PRESENTER' }), 'user');
    expectFieldError(await issue({ presentation: 2_147_483_647, user: speaker.id, kind: 'PRESENTER' }), 'presentation');
    // Presenting and attending are different kinds: both may stand for one person and session.
    const check = await t.app.inject({ method: 'GET', url: `/api/certificates/${(res.json() as AdminItem).code}/` });
    expect(check.json()).toMatchObject({ valid: true, kind: 'PRESENTER', name: 'سخنران نمونه' });
    // A session with a certificate stays: it can't be deleted (409), so the certificate stays checkable.
    expectError(await admin({ method: 'DELETE', url: `/api/admin/presentations/${presentationId}/` }), 409, 'CONFLICT');
  });

  it('revokes: 204, the check then says valid: false, audited; revoking again is 409, an unknown code 404', async () => {
    const { buyer } = await attendance(t);
    const [mine] = await myCertificates(t, buyer);
    const res = await expectAdminOnly(t.app, accounts, { method: 'DELETE', url: `/api/admin/certificates/${mine!.code}/` });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/certificates/${mine!.code}/` })).json()).toMatchObject({ valid: false });
    const [entry] = await auditOf(mine!.code);
    expect(entry).toMatchObject({
      actorId: accounts.admin.id,
      action: 'revoke',
      before: expect.objectContaining({ revoked_at: null }),
      after: expect.objectContaining({ revoked_at: expect.any(String) }),
    });
    const [row] = await certificateRows(db(), buyer.id);
    expect(row!.revokedBy).toBe(accounts.admin.id);
    expectError(await admin({ method: 'DELETE', url: `/api/admin/certificates/${mine!.code}/` }), 409, 'CONFLICT');
    expectError(await admin({ method: 'DELETE', url: `/api/admin/certificates/${randomBytes(16).toString('hex')}/` }), 404, 'NOT_FOUND');
    expectError(await admin({ method: 'DELETE', url: '/api/admin/certificates/nope/' }), 404, 'NOT_FOUND');
    expect(await auditOf(mine!.code)).toHaveLength(1);
  });

  it('re-issues a name: revoke, then issue by hand with the name as it is now; both audited', async () => {
    const { buyer, participationId } = await attendance(t);
    const [old] = await myCertificates(t, buyer);
    await db().update(users).set({ firstName: 'نگار', lastName: 'درست' }).where(eq(users.id, buyer.id));
    expect((await admin({ method: 'DELETE', url: `/api/admin/certificates/${old!.code}/` })).statusCode).toBe(204);
    const again = await issue({ participation: participationId });
    expect(again.statusCode, again.body).toBe(201);
    const fresh = again.json() as AdminItem;
    expect(fresh.code).not.toBe(old!.code);
    expect(fresh.name).toBe('نگار درست');
    expect((await myCertificates(t, buyer)).map((c) => c.code)).toEqual([fresh.code]);
    expect((await auditOf(old!.code)).map((e) => e.action)).toEqual(['revoke']);
    expect((await auditOf(fresh.code)).map((e) => e.action)).toEqual(['issue']);
  });

  it('lists by session (issuing its due ones first) and by edition (the current one by default), revoked ones with revoked_at', async () => {
    const [a, b] = await attendances(t, [true, true]);
    const page = await list(`presentation=${a!.presentationId}`);
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.user.id).sort()).toEqual([a!.buyer.id, b!.buyer.id].sort());
    for (const r of page.results) expect(r).toMatchObject({ kind: 'ATTENDANCE', revoked_at: null, presentation: { id: a!.presentationId } });
    await admin({ method: 'DELETE', url: `/api/admin/certificates/${page.results[0]!.code}/` });
    const after = await list(`presentation=${a!.presentationId}`);
    expect(after.results.find((r) => r.code === page.results[0]!.code)!.revoked_at).toEqual(expect.any(String));

    // A session of another edition: out of the default list, in its own edition's and by its id.
    const past = await attendance(t);
    const slug = `c${randomBytes(3).toString('hex')}`;
    const [edition] = await db().insert(editions).values({ slug, name: 'دورهٔ پیشین' }).returning();
    await db().update(presentations).set({ editionId: edition!.id }).where(eq(presentations.id, past.presentationId));
    await myCertificates(t, past.buyer);
    const current = await list('page_size=200');
    expect(current.results.some((r) => r.presentation.id === past.presentationId)).toBe(false);
    expect(current.results.some((r) => r.presentation.id === a!.presentationId)).toBe(true);
    const theirs = await list(`edition=${slug}`);
    expect(theirs.results.map((r) => [r.presentation.id, r.edition])).toEqual([[past.presentationId, slug]]);
    expect((await list(`presentation=${past.presentationId}`)).count).toBe(1);
    expect((await list(`presentation=${past.presentationId}&edition=${slug}`)).count).toBe(1);
    expect((await list(`presentation=${a!.presentationId}&edition=${slug}`)).count).toBe(0);
    expectError(await admin({ method: 'GET', url: '/api/admin/certificates/?edition=nosuch' }), 404, 'NOT_FOUND');
    expectFieldError(await admin({ method: 'GET', url: '/api/admin/certificates/?ordering=password' }), 'ordering');
    // Search: the phone, paged.
    const found = await list(`search=${a!.buyer.phone}`);
    expect(found.results.map((r) => r.user.id)).toEqual([a!.buyer.id]);
  });

  it('bulk-issues for a session: every checked-in COMPLETED registration without one, before the end too; audited; not again after a revoke', async () => {
    const [first, second, absent] = await attendances(t, [true, true, false], { ended: false });
    const url = `/api/admin/presentations/${first!.presentationId}/certificates/`;
    const res = await expectAdminOnly(t.app, accounts, { method: 'POST', url });
    expect(res.json()).toEqual({ issued: 2 });
    expect(await certificateRows(db(), absent!.buyer.id)).toEqual([]);
    const [row] = await certificateRows(db(), first!.buyer.id);
    expect(row!.issuedBy).toBe(accounts.admin.id);
    expect((await admin({ method: 'POST', url })).json()).toEqual({ issued: 0 });
    await admin({ method: 'DELETE', url: `/api/admin/certificates/${row!.code}/` });
    expect((await admin({ method: 'POST', url })).json()).toEqual({ issued: 0 });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'presentation'), eq(auditLog.objectId, String(first!.presentationId)), eq(auditLog.action, 'issue_certificates')))
      .orderBy(auditLog.id);
    expect(entries[0]).toMatchObject({ actorId: accounts.admin.id, after: { issued: 2, codes: expect.arrayContaining([row!.code]) } });
    expect(second).toBeDefined();
    expectError(await admin({ method: 'POST', url: '/api/admin/presentations/2147483647/certificates/' }), 404, 'NOT_FOUND');
  });

  it('a ZIP of a session’s valid certificates: one PDF each, the revoked one left out', async () => {
    const [a, b, c] = await attendances(t, [true, true, true]);
    const codes = (await Promise.all([a, b, c].map(async (x) => (await myCertificates(t, x!.buyer))[0]!.code))).sort();
    await admin({ method: 'DELETE', url: `/api/admin/certificates/${codes[0]}/` });
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/presentations/${a!.presentationId}/certificates.zip` });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificates-${a!.presentationId}.zip"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(codes.slice(1).map((code) => `certificate-${code}.pdf`));
    for (const bytes of Object.values(files)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const empty = await admin({ method: 'GET', url: `/api/admin/presentations/${await createPresentation(db(), { cost: 0 })}/certificates.zip` });
    expect(empty.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(empty.rawPayload)))).toEqual([]);
    expectError(await admin({ method: 'GET', url: '/api/admin/presentations/2147483647/certificates.zip' }), 404, 'NOT_FOUND');
  });
});
