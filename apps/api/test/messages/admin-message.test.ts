import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participations, smsBroadcasts } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { addToCart, createBuyer, createPresentation, payAll } from '../payments/fixtures';
import { sandboxMessagesOf } from './support';

/** POST /api/admin/presentations/{id}/message/ */

let t: TestApp;
let accounts: RoleAccounts;
beforeAll(async () => {
  t = await createTestApp();
  accounts = await createRoleAccounts(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/admin/presentations/{id}/message/', () => {
  it('previews the count and parts on a dry run (admins only), then queues, logs and audits the send', async () => {
    const p = await createPresentation(t.database.db, { cost: 0 });
    const attendees = [await createBuyer(t), await createBuyer(t)];
    for (const a of attendees) {
      await addToCart(t, a, p);
      expect((await payAll(t, a)).statusCode).toBe(204);
    }
    await t.database.db.update(participations).set({ checkedInAt: new Date() }).where(eq(participations.userId, attendees[0]!.id));
    const url = `/api/admin/presentations/${p}/message/`;

    const dry = await expectAdminOnly(t.app, accounts, { method: 'POST', url, payload: { text: 'سلام', audience: 'all', dry_run: true } });
    expect(dry.statusCode).toBe(202);
    expect(dry.json()).toEqual({ recipients: 2, parts: 1 });
    expect(await t.database.db.select().from(smsBroadcasts)).toHaveLength(0);

    const sent = await asAdmin(t.app, accounts.admin, { method: 'POST', url, payload: { text: 'کارگاه ساعت ۱۰ شروع می‌شود', audience: 'not_checked_in' } });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ recipients: 1, parts: 1 });
    expect((await sandboxMessagesOf(t, attendees[1]!.phone)).map((m) => m.text)).toContain('کارگاه ساعت ۱۰ شروع می‌شود');
    expect((await sandboxMessagesOf(t, attendees[0]!.phone)).map((m) => m.text)).not.toContain('کارگاه ساعت ۱۰ شروع می‌شود');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'message'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: accounts.admin.id, objectType: 'presentation', objectId: String(p) });
    expect(audit[0]!.after).toMatchObject({ recipients: 1, audience: 'not_checked_in' });
  });

  it('refuses an empty text or an unknown audience (400 naming the field) and an unknown presentation (404)', async () => {
    const p = await createPresentation(t.database.db);
    const empty = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/presentations/${p}/message/`, payload: { text: '  ', audience: 'all' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('text');
    const audience = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/presentations/${p}/message/`, payload: { text: 'x', audience: 'some' } });
    expect(audience.json().errors).toHaveProperty('audience');
    const missing = await asAdmin(t.app, accounts.admin, { method: 'POST', url: '/api/admin/presentations/987654/message/', payload: { text: 'x', audience: 'all' } });
    expect(missing.statusCode).toBe(404);
  });
});
