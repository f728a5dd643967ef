import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { users } from '../../src/db/schema';
import { createBuyer, createPresentation } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { buy } from '../admin/money-fixtures';
import { SKIP_POPPLER, flat, pdfInfo, pdfPages, pdfText, readQr } from '../helpers/poppler';
import { keepPictures } from './pictures';

/** GET /api/admin/badges.pdf: name badges with the QR of a ticket the door scans. */
describe('name badges', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const ticketsOf = async (headers: Record<string, string>) =>
    ((await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers })).json() as { participations: { presentation: { id: number }; ticket: string | null }[] }[]).flatMap(
      (p) => p.participations,
    );

  it('is for admins only, and answers 404 for an unknown presentation', async () => {
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/badges.pdf' });
    expect((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/badges.pdf?presentation=999999' })).statusCode).toBe(404);
    expect((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/badges.pdf?day=1405-13-40' })).statusCode).toBe(400);
  });

  describe.skipIf(SKIP_POPPLER)('as documents', () => {
    it('prints each holder of a ticket once, with their name, and the QR of their ticket for the door', async () => {
      const a = await createPresentation(t.database.db, { title: 'کارگاه گیت' });
      const buyers = [];
      for (let i = 0; i < 3; i++) {
        const buyer = await createBuyer(t);
        await buy(t, buyer, [a]);
        buyers.push(buyer);
      }
      const sheet = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/badges.pdf?presentation=${a}` });
      expect(sheet.statusCode, sheet.body).toBe(200);
      expect(sheet.headers['content-type']).toBe('application/pdf');
      expect(await pdfInfo(sheet.rawPayload)).toMatch(/Pages:\s+1\n/);
      await pdfPages(sheet.rawPayload, 100, keepPictures('badges-sheet'));
      const text = flat(await pdfText(sheet.rawPayload));
      for (const buyer of buyers) {
        const [person] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
        expect(text).toContain(flat(`${person!.firstName} ${person!.lastName}`));
      }
      expect(text).toContain(flat('کارگاه گیت'));
      expect(text).toContain(flat('شرکت‌کننده'));
      expect(text).not.toContain(flat('مهمان ویژه'));


      // One a page: the QR a camera reads is the ticket the buyer's phone shows.
      const single = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/badges.pdf?presentation=${a}&layout=single` });
      expect(await pdfInfo(single.rawPayload)).toMatch(/Pages:\s+3\n/);
      const pages = await pdfPages(single.rawPayload, 150, keepPictures('badges-single'));
      const read = await Promise.all(pages.map(readQr));
      const tickets = await Promise.all(buyers.map(async (b) => (await ticketsOf(b.headers)).find((p) => p.presentation.id === a)!.ticket));
      expect(read.sort()).toEqual([...tickets].sort());

      // A complimentary seat's holder (a presenter, the press) is a guest on their badge.
      const given = await asAdmin(t.app, accounts.admin, {
        method: 'POST',
        url: `/api/admin/presentations/${a}/complimentary/`,
        payload: { phone_number: '09351112233', first_name: 'مهسا', last_name: 'خبرنگار', note: 'رسانه' },
      });
      expect(given.statusCode, given.body).toBe(201);
      const withGuest = flat(await pdfText((await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/badges.pdf?presentation=${a}` })).rawPayload));
      expect(withGuest).toContain(flat('مهمان ویژه'));
    });

    it('says so on the page when nobody holds a ticket for the choice', async () => {
      const empty = await createPresentation(t.database.db);
      const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/badges.pdf?presentation=${empty}` });
      expect(res.statusCode).toBe(200);
      expect(flat(await pdfText(res.rawPayload))).toContain(flat('برای این انتخاب هیچ بلیتی صادر نشده است.'));
    });
  });
});
