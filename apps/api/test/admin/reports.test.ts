import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError } from '../accounts/support';
import { participations, payments, users } from '../../src/db/schema';
import { formatJalaliDateTime } from '../../src/lib/jalali';
import { EXPORT_PAGE_SIZE } from '../../src/modules/reports/exports';
import { PHONE_MARK } from '../../src/lib/exports/csv';
import { readWithLibreOffice, SKIP_LIBREOFFICE } from '../helpers/libreoffice';
import { createCountingApp } from '../catalogue/counting-app';
import { createBuyer, createPresentation, type Buyer } from '../payments/fixtures';
import { accessTokenFor } from '../helpers/sign-in';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';
import { buy, refund } from './money-fixtures';

const jalali = (d: Date | null) => (d ? formatJalaliDateTime(d) : '');
const iso = (d: Date | null) => (d ? d.toISOString() : '');

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
/** Row `n`'s first `width` cells (an empty cell as ''). */
const cells = (sheet: ExcelJS.Worksheet, n: number, width = sheet.columnCount) =>
  Array.from({ length: width }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? '');

describe('attendees and exports', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  let presentation: number;
  let other: number;
  let a: Buyer;
  let b: Buyer;
  let c: Buyer;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    const db = t.database.db;
    presentation = await createPresentation(db, { cost: 80_000, title: 'کارگاه «کرنل»، بخش ۱' });
    other = await createPresentation(db, { cost: 10_000 });
    // Three buyers: one checked in, one refunded (not an attendee), one also of the other presentation.
    a = await createBuyer(t);
    b = await createBuyer(t);
    c = await createBuyer(t);
    await db.update(users).set({ firstName: '=HYPERLINK("x")', lastName: 'نام, با "ویرگول"' }).where(eq(users.id, a.id));
    const first = await buy(t, a, [presentation]);
    await db.update(participations).set({ checkedInAt: new Date('2026-05-01T06:30:00Z') }).where(eq(participations.id, first.items[0]!));
    const second = await buy(t, b, [presentation]);
    expect((await refund(t, accounts.admin, second.payment.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(201);
    await buy(t, c, [presentation, other]);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** The attendees of `presentationId` as the database holds them, in participation order. */
  async function attendeesInDb(presentationId: number) {
    return db()
      .select({ participation: participations, user: users, payment: payments })
      .from(participations)
      .innerJoin(users, eq(users.id, participations.userId))
      .innerJoin(payments, eq(payments.userId, participations.userId))
      .where(eq(participations.presentationId, presentationId))
      .orderBy(asc(participations.id))
      .then((rows) => rows.filter((r) => r.participation.paymentState === 'COMPLETED' && r.payment.paymentState === 'COMPLETED'));
  }

  it('lists the attendees of a presentation (COMPLETED only; the refunded one is gone), admins only', async () => {
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/presentations/${presentation}/attendees/` });
    const body = res.json() as { participation_id: number; checked_in_at: string | null; payment_id: number; paid_at: string }[];
    const expected = await attendeesInDb(presentation);
    expect(body).toEqual(
      expected.map((r) => ({
        participation_id: r.participation.id,
        phone_number: r.user.phoneNumber,
        first_name: r.user.firstName,
        last_name: r.user.lastName,
        email: r.user.email,
        payment_id: r.payment.id,
        paid_at: r.payment.verifiedDate!.toISOString(),
        checked_in_at: r.participation.checkedInAt?.toISOString() ?? null,
        payment_kind: 'online',
      })),
    );
    expect(body).toHaveLength(2);
    expect(body[0]!.checked_in_at).toBe('2026-05-01T06:30:00.000Z');
  });

  it('lists a registration from the data file (no payment) with payment_id null; 404 for an unknown presentation', async () => {
    const fresh = await createPresentation(db());
    const [guest] = await db().insert(participations).values({ userId: accounts.user.id, presentationId: fresh, paymentState: 'COMPLETED', completedAt: new Date('2026-01-01T00:00:00Z') }).returning();
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/presentations/${fresh}/attendees/` });
    expect(res.json()).toEqual([expect.objectContaining({ participation_id: guest!.id, payment_id: null, paid_at: '2026-01-01T00:00:00.000Z' })]);
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/presentations/999999/attendees/' }), 404, 'NOT_FOUND');
  });

  it('exports a presentation\'s attendees as CSV (BOM, a file name) that parses back to the database\'s rows', async () => {
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/exports/attendees.csv?presentation=${presentation}` });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="attendees-presentation-${presentation}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records[0]![0]).toBe('شناسهٔ ثبت‌نام');
    const expected = await attendeesInDb(presentation);
    expect(records.slice(1)).toEqual(
      expected.map((r) => [
        String(r.participation.id),
        'کارگاه «کرنل»، بخش ۱',
        r.user.firstName.startsWith('=') ? `'${r.user.firstName}` : r.user.firstName,
        r.user.lastName,
        PHONE_MARK + r.user.phoneNumber,
        r.user.email,
        String(r.payment.id),
        jalali(r.payment.verifiedDate),
        iso(r.payment.verifiedDate),
        jalali(r.participation.checkedInAt),
        iso(r.participation.checkedInAt),
        'خرید اینترنتی',
      ]),
    );
  });

  it('exports attendees as a right-to-left XLSX whose cells read back to the database\'s rows, phones as text', async () => {
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/exports/attendees.xlsx?presentation=${presentation}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="attendees-presentation-\d+-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const expected = await attendeesInDb(presentation);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expected.forEach((r, i) => {
      expect(cells(sheet, i + 2)).toEqual([
        r.participation.id,
        'کارگاه «کرنل»، بخش ۱',
        r.user.firstName,
        r.user.lastName,
        r.user.phoneNumber,
        r.user.email,
        r.payment.id,
        jalali(r.payment.verifiedDate),
        iso(r.payment.verifiedDate),
        jalali(r.participation.checkedInAt),
        iso(r.participation.checkedInAt),
        'خرید اینترنتی',
      ]);
      expect(sheet.getRow(i + 2).getCell(5).type).toBe(ExcelJS.ValueType.String);
    });
  });

  it('exports payments (all, or those including a presentation) as CSV and XLSX matching the database', async () => {
    const all = await db().select().from(payments).innerJoin(users, eq(users.id, payments.userId)).orderBy(asc(payments.id));
    const csv = await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/payments.csv' });
    const records = parse(csv.body, { bom: true }) as string[][];
    expect(records[0]!.slice(1, 3)).toEqual(['وضعیت', 'کد وضعیت']);
    expect(records[0]!.slice(-3)).toEqual(['نوع پرداخت', 'کد نوع پرداخت', 'روش پرداخت حضوری']);
    expect(new Set(records.slice(1).map((r) => r.slice(-3).join('|')))).toEqual(new Set(['خرید اینترنتی|online|']));
    expect(records.slice(1).map((r) => [Number(r[0]), r[2], r[3], Number(r[8]), r[11], r[12]])).toEqual(
      all.map((r) => [r.payments.id, r.payments.paymentState, PHONE_MARK + r.users.phoneNumber, r.payments.totalPrice, r.payments.authority ?? '', r.payments.refId === null ? '' : String(r.payments.refId)]),
    );
    const xlsx = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/exports/payments.xlsx?presentation=${other}` });
    const sheet = await sheetOf(xlsx.rawPayload);
    const including = all.filter((r) => r.payments.subtotal === 90_000);
    expect(sheet.rowCount).toBe(including.length + 1);
    expect(cells(sheet, 2).slice(0, 4)).toEqual([including[0]!.payments.id, 'پرداخت‌شده', 'COMPLETED', including[0]!.users.phoneNumber]);
  });

  it('shows states, refund methods and roles in Persian beside their codes, and money grouped by thousands in the XLSX', async () => {
    const paymentsCsv = parse((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/payments.csv' })).body, { bom: true }) as string[][];
    const refunded = paymentsCsv.find((r) => r[3] === PHONE_MARK + b.phone)!;
    const header = paymentsCsv[0]!;
    expect([refunded[header.indexOf('وضعیت')], refunded[header.indexOf('کد وضعیت')]]).toEqual(['بازگشت داده‌شده', 'REFUNDED']);
    expect([refunded[header.indexOf('روش بازپرداخت')], refunded[header.indexOf('کد روش بازپرداخت')]]).toEqual(['دستی', 'manual']);
    expect(refunded[header.indexOf('مبلغ (تومان)')]).toBe('80000'); // a number a program can read

    const usersCsv = parse((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.csv' })).body, { bom: true }) as string[][];
    const admin = usersCsv.find((r) => r[1] === PHONE_MARK + accounts.admin.phone)!;
    expect([admin[usersCsv[0]!.indexOf('نقش')], admin[usersCsv[0]!.indexOf('کد نقش')]]).toEqual(['برگزارکننده', 'admin']);

    const sheet = await sheetOf((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/payments.xlsx' })).rawPayload);
    const total = sheet.getRow(1).values as unknown[];
    const column = total.indexOf('مبلغ (تومان)');
    const cell = sheet.getRow(2).getCell(column);
    expect(typeof cell.value).toBe('number');
    expect(cell.numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(1).numFmt).not.toBe('#,##0'); // an id is not money
  });

  it("counts in the users export each user's COMPLETED registrations: the console's count", async () => {
    // c bought two presentations and a one; b's was refunded (cancelled); the staff accounts bought none.
    const known = new Map([[c.phone, 2], [a.phone, 1], [b.phone, 0], [accounts.door.phone, 0]]);
    const csv = parse((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.csv' })).body, { bom: true }) as string[][];
    const column = csv[0]!.indexOf('ثبت‌نام‌ها');
    const fromCsv = new Map(csv.slice(1).map((r) => [r[1]!.replace(PHONE_MARK, ''), Number(r[column])]));
    const sheet = await sheetOf((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.xlsx' })).rawPayload);
    const fromXlsx = new Map(Array.from({ length: sheet.rowCount - 1 }, (_, i) => [String(cells(sheet, i + 2)[1]), cells(sheet, i + 2)[column]]));
    for (const [phone, count] of known) {
      expect(fromCsv.get(phone), phone).toBe(count);
      expect(fromXlsx.get(phone), phone).toBe(count);
    }
    const listed = (await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/users/?page_size=200' })).json() as { results: { phone_number: string; registrations: number }[] };
    expect(listed.results.length).toBe(fromCsv.size);
    for (const user of listed.results) expect(fromCsv.get(user.phone_number), user.phone_number).toBe(user.registrations);
    // A presentation's users are those registered for it, whatever their ids.
    const forOther = parse((await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/exports/users.csv?presentation=${other}` })).body, { bom: true }) as string[][];
    expect(forOther.slice(1).map((r) => r[1])).toEqual([PHONE_MARK + c.phone]);
  });

  it.skipIf(SKIP_LIBREOFFICE)('opens every export in LibreOffice with phones keeping their 0, Persian labels, grouped money and the registrations', async () => {
    const files: Record<string, Record<string, Buffer>> = { csv: {}, xlsx: {} };
    for (const kind of ['attendees', 'payments', 'users']) {
      for (const format of ['csv', 'xlsx'] as const) {
        const query = kind === 'attendees' ? `?presentation=${presentation}` : '';
        const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/exports/${kind}.${format}${query}` });
        expect(res.statusCode).toBe(200);
        files[format]![kind] = res.rawPayload;
      }
    }
    const read = { csv: await readWithLibreOffice(files.csv!, 'csv'), xlsx: await readWithLibreOffice(files.xlsx!, 'xlsx') };
    for (const format of ['csv', 'xlsx'] as const) {
      const sheet = (kind: string) => parse(read[format][kind]!) as string[][];
      /** The row of the sheet whose phone cell shows `phone`, with the cells by header. */
      const rowOf = (kind: string, phone: string) => {
        const [header, ...rows] = sheet(kind);
        const phoneAt = header!.indexOf('تلفن همراه');
        // What LibreOffice shows, less the invisible mark: the digits must be the phone's, 0 first.
        const row = rows.find((r) => r[phoneAt]!.replace(PHONE_MARK, '') === phone);
        expect(row, `${format} ${kind}: no row shows ${phone} (LibreOffice shows ${rows.map((r) => r[phoneAt]).join(', ')})`).toBeDefined();
        return Object.fromEntries(header!.map((h, i) => [h, row![i]!]));
      };
      const attendee = rowOf('attendees', c.phone);
      expect(attendee['ارائه'], format).toBe('کارگاه «کرنل»، بخش ۱');

      const refunded = rowOf('payments', b.phone);
      expect([refunded['وضعیت'], refunded['کد وضعیت'], refunded['روش بازپرداخت']], format).toEqual(['بازگشت داده‌شده', 'REFUNDED', 'دستی']);
      const paid = rowOf('payments', c.phone);
      expect(paid['وضعیت'], format).toBe('پرداخت‌شده');
      // The XLSX shows money grouped by thousands; the CSV holds plain numbers for programs.
      expect(paid['مبلغ (تومان)'], format).toBe(format === 'xlsx' ? '90,000' : '90000');

      expect(rowOf('users', c.phone)['ثبت‌نام‌ها'], format).toBe('2');
      expect(rowOf('users', a.phone)['ثبت‌نام‌ها'], format).toBe('1');
      expect(rowOf('users', b.phone)['ثبت‌نام‌ها'], format).toBe('0');
      expect(rowOf('users', accounts.admin.phone)['نقش'], format).toBe('برگزارکننده');
      // Text that looks like a formula stays text.
      expect(rowOf('attendees', a.phone)['نام'], format).toMatch(/^'?=HYPERLINK\("x"\)$/);
    }
  }, 180_000);

  it('exports users in keyset pages, never all at once: every user exactly once, in order, more pages for more rows', async () => {
    const many = EXPORT_PAGE_SIZE * 2 + 37;
    await db().insert(users).values(
      Array.from({ length: many }, (_, i) => ({
        phoneNumber: `0990${String(i).padStart(7, '0')}`,
        email: `many${i}@example.ir`,
        firstName: 'کاربر',
        lastName: String(i),
        passwordHash: 'unused',
      })),
    );
    const counting = await createCountingApp(t);
    try {
      const token = await accessTokenFor(counting.app, { id: accounts.admin.id });
      const get = async (url: string) => {
        counting.reset();
        const res = await counting.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        return { res, queries: counting.queries() };
      };
      const { res, queries } = await get('/api/admin/exports/users.csv');
      expect(res.statusCode).toBe(200);
      const records = parse(res.body, { bom: true }) as string[][];
      const inDb = await db().select({ id: users.id, phone: users.phoneNumber }).from(users).orderBy(asc(users.id));
      expect(records.slice(1).map((r) => [Number(r[0]), r[1]])).toEqual(inDb.map((u) => [u.id, PHONE_MARK + u.phone]));
      expect(inDb.length).toBeGreaterThan(EXPORT_PAGE_SIZE * 2);
      // One query per page of EXPORT_PAGE_SIZE rows (plus the session check), not one for everything.
      expect(queries).toBeGreaterThanOrEqual(Math.ceil(inDb.length / EXPORT_PAGE_SIZE));
      const small = await get(`/api/admin/exports/users.xlsx?presentation=${presentation}`);
      expect(small.queries).toBeLessThan(queries);
      const sheet = await sheetOf(small.res.rawPayload);
      const registered = await db()
        .select({ id: participations.userId })
        .from(participations)
        .where(and(eq(participations.presentationId, presentation), eq(participations.paymentState, 'COMPLETED')))
        .orderBy(asc(participations.userId));
      // The refunded buyer is not registered any more: the two attendees and the header.
      expect(registered).toHaveLength(2);
      expect(sheet.rowCount).toBe(registered.length + 1);
      expect([cells(sheet, 2)[0], cells(sheet, 3)[0]]).toEqual(registered.map((r) => r.id));
    } finally {
      await counting.app.close();
    }
  });

  it('refuses an unknown export (400) and an unknown presentation (404)', async () => {
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/secrets.csv' }), 400, 'VALIDATION_ERROR');
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.pdf' }), 400, 'VALIDATION_ERROR');
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.csv?presentation=999999' }), 404, 'NOT_FOUND');
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/users.csv?presentation=abc' }), 400, 'VALIDATION_ERROR');
  });

  it('every export is for admins only', async () => {
    for (const file of ['payments.csv', 'payments.xlsx', 'users.csv', 'users.xlsx', 'attendees.csv', 'attendees.xlsx']) {
      await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/exports/${file}` });
    }
  });
});
