import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import { editions, invoices, payments } from '../../src/db/schema';
import { addToCart, createBuyer, createPresentation, payAll, type Buyer } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { buy, refund } from '../admin/money-fixtures';
import { SKIP_POPPLER, flat, pdfInfo, pdfPages, pdfText } from '../helpers/poppler';
import { keepPictures } from '../pdf/pictures';

/** Invoice details, official invoices with their gap-free numbers and credit notes, and receipts. */
describe('receipts and official invoices', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { VAT_PERCENT: '10' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const company = { kind: 'COMPANY', name: 'شرکت نمونه', national_id: '10380284790', economic_code: '411111111111', postal_code: '1193653471', address: 'تهران، خیابان انقلاب', phone: '02166112233' };
  const person = { kind: 'PERSON', name: 'سارا محمدی', national_id: '0499370899', postal_code: '1193653471', address: 'تهران', phone: '09121234567' };

  const putDetails = (buyer: Buyer, paymentId: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/payments/${paymentId}/invoice_details/`, headers: buyer.headers, payload: body as object });
  const getInvoice = (headers: Record<string, string>, paymentId: number) => t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/invoice.pdf`, headers });
  const getReceipt = (headers: Record<string, string>, paymentId: number) => t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/receipt.pdf`, headers });
  const adminHeaders = () => ({ authorization: `Bearer ${accounts.admin.token}` });
  const billing = async (buyer: Buyer) =>
    (await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers })).json() as {
      id: number;
      receipt_url: string | null;
      invoice_details: Record<string, string> | null;
      invoice: { number: number; issued_at: string } | null;
    }[];

  async function paidOrder(cost = 200_000) {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost, title: 'کارگاه آشنایی با Docker' });
    const b = await createPresentation(db(), { cost: cost / 2 });
    const { payment, items } = await buy(t, buyer, [a, b]);
    return { buyer, payment, items };
  }

  it('takes invoice details with verified check digits, in Persian digits too, and names each bad field', async () => {
    const { buyer, payment } = await paidOrder();
    expectError(await putDetails(buyer, payment.id, { ...person, national_id: '0499370898' }), 400, 'VALIDATION_ERROR');
    expectFieldError(await putDetails(buyer, payment.id, { ...person, national_id: '0499370898' }), 'national_id');
    // A company's id is 11 digits with its own check: a person's valid code is not one.
    expectFieldError(await putDetails(buyer, payment.id, { ...company, national_id: '0499370899' }), 'national_id');
    expectFieldError(await putDetails(buyer, payment.id, { ...company, national_id: '10380284791' }), 'national_id');
    expectFieldError(await putDetails(buyer, payment.id, { ...person, postal_code: '12345' }), 'postal_code');
    expectFieldError(await putDetails(buyer, payment.id, { ...person, phone: '12' }), 'phone');

    const saved = await putDetails(buyer, payment.id, { ...person, national_id: '۰۴۹۹۳۷۰۸۹۹' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'PERSON', national_id: '0499370899', economic_code: '', registration_number: '' });
    // Changed freely until the invoice is issued.
    expect((await putDetails(buyer, payment.id, company)).statusCode).toBe(200);
    const mine = (await billing(buyer)).find((p) => p.id === payment.id)!;
    expect(mine.invoice_details).toMatchObject({ kind: 'COMPANY', national_id: '10380284790' });
    expect(mine.invoice).toBeNull();
    expect(mine.receipt_url).toBe(`/api/payments/${payment.id}/receipt.pdf`);
  });

  it("keeps a payment's paperwork to its buyer: 401 without a token, 404 for another's payment", async () => {
    const { payment } = await paidOrder();
    const stranger = await createBuyer(t);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/payments/${payment.id}/invoice_details/`, payload: person }), 401, 'NOT_AUTHENTICATED');
    expectError(await putDetails(stranger, payment.id, person), 404, 'NOT_FOUND');
    expectError(await getReceipt(stranger.headers, payment.id), 404, 'NOT_FOUND');
    expectError(await getInvoice(stranger.headers, payment.id), 404, 'NOT_FOUND');
    expectError(await getReceipt({}, payment.id), 401, 'NOT_AUTHENTICATED');
    // Organisers may open any payment's receipt.
    const res = await getReceipt(adminHeaders(), payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('issues the invoice on the first request only once details are given, then fixes them', async () => {
    const { buyer, payment } = await paidOrder();
    expectFieldError(await getInvoice(buyer.headers, payment.id), 'invoice_details');
    expect((await db().select().from(invoices).where(eq(invoices.paymentId, payment.id))).length).toBe(0);

    await putDetails(buyer, payment.id, company);
    const first = await getInvoice(buyer.headers, payment.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await getInvoice(buyer.headers, payment.id);
    expect(again.statusCode).toBe(200);
    const rows = await db().select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(rows.map((r) => r.kind)).toEqual(['INVOICE']);
    // 300,000 Toman with 10% VAT included: 27,273 of it is tax.
    expect(rows[0]).toMatchObject({ amount: 300_000, vat: 27_273, vatPercent: 10 });
    expect((await billing(buyer)).find((p) => p.id === payment.id)!.invoice).toMatchObject({ number: rows[0]!.number });
    expectError(await putDetails(buyer, payment.id, person), 409, 'CONFLICT');
  });

  it('has no receipt or invoice for a payment that took no money', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db(), { cost: 100_000 }));
    const started = await payAll(t, buyer);
    expect(started.statusCode, started.body).toBe(200);
    const [pending] = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expectError(await getReceipt(buyer.headers, pending!.id), 404, 'NOT_FOUND');
    await putDetails(buyer, pending!.id, person);
    expectError(await getInvoice(buyer.headers, pending!.id), 409, 'CONFLICT');
    expect((await billing(buyer))[0]!.receipt_url).toBeNull();
  });

  it('numbers invoices from one gap-free sequence per edition; a refund after issue is a credit note of the same sequence', async () => {
    const one = await paidOrder();
    const two = await paidOrder();
    await putDetails(one.buyer, one.payment.id, company);
    await putDetails(two.buyer, two.payment.id, person);
    await getInvoice(one.buyer.headers, one.payment.id);
    await getInvoice(two.buyer.headers, two.payment.id);
    const numberOf = async (paymentId: number) =>
      (await db().select().from(invoices).where(eq(invoices.paymentId, paymentId))).filter((r) => r.kind === 'INVOICE')[0]!.number;
    const n1 = await numberOf(one.payment.id);
    expect(await numberOf(two.payment.id)).toBe(n1 + 1);

    // Refund one registration of the first order by hand: a credit note takes the next number.
    const refunded = await refund(t, accounts.admin, one.payment.id, { method: 'manual', note: 'cancelled', participations: [one.items[1]] });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const notes = (await db().select().from(invoices).where(eq(invoices.paymentId, one.payment.id))).filter((r) => r.kind === 'CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ number: n1 + 2, amount: 100_000, vat: 9_091 });
    // The invoice itself is unchanged; the PDF carries it and its credit note, a page each.
    const pdf = await getInvoice(one.buyer.headers, one.payment.id);
    if (!SKIP_POPPLER) expect(await pdfInfo(pdf.rawPayload)).toMatch(/Pages:\s+2\n/);

    // Every number from the first to the last is used exactly once.
    const all = (await db().select({ n: invoices.number }).from(invoices)).map((r) => r.n).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('credits, when it issues an invoice, the refunds made before it', async () => {
    const { buyer, payment, items } = await paidOrder();
    expect((await refund(t, accounts.admin, payment.id, { method: 'manual', note: 'x', participations: [items[0]] })).statusCode).toBe(201);
    await putDetails(buyer, payment.id, person);
    expect((await getInvoice(buyer.headers, payment.id)).statusCode).toBe(200);
    const rows = await db().select().from(invoices).where(eq(invoices.paymentId, payment.id)).orderBy(invoices.number);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['INVOICE', 300_000],
      ['CREDIT_NOTE', 200_000],
    ]);
    expect(rows[1]!.number).toBe(rows[0]!.number + 1);
  });

  it('lets the database refuse to change or delete an issued invoice, or its details', async () => {
    const { buyer, payment } = await paidOrder();
    await putDetails(buyer, payment.id, person);
    await getInvoice(buyer.headers, payment.id);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db().execute(statement).then(() => null, (e: Error & { cause?: Error }) => e);
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/invoice_fixed/);
    };
    await refused(sql`update invoices set amount = 1 where payment_id = ${payment.id}`);
    await refused(sql`delete from invoices where payment_id = ${payment.id}`);
    await refused(sql`update invoice_details set name = 'x' where payment_id = ${payment.id}`);
  });

  it("starts each edition's numbers at 1", async () => {
    const { buyer, payment } = await paidOrder();
    const [other] = await db().insert(editions).values({ slug: `e${payment.id}`, name: 'دورهٔ دیگر' }).returning();
    await db().update(payments).set({ editionId: other!.id }).where(eq(payments.id, payment.id));
    await putDetails(buyer, payment.id, person);
    await getInvoice(buyer.headers, payment.id);
    const [row] = await db().select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(row).toMatchObject({ editionId: other!.id, number: 1 });
  });

  it("lists an edition's invoices and credit notes for organisers, and exports them", async () => {
    const { buyer, payment, items } = await paidOrder();
    await putDetails(buyer, payment.id, company);
    await getInvoice(buyer.headers, payment.id);
    await refund(t, accounts.admin, payment.id, { method: 'manual', note: 'x', participations: [items[1]] });
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/invoices/' });
    const list = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/invoices/?payment=${payment.id}` });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as { count: number; results: { kind: string; amount: number; payment: number; buyer: { kind: string; national_id: string }; number: number }[] };
    expect(body.count).toBe(2);
    expect(body.results.map((r) => [r.kind, r.amount])).toEqual([
      ['CREDIT_NOTE', 100_000],
      ['INVOICE', 300_000],
    ]);
    expect(body.results[1]!.buyer).toEqual({ kind: 'COMPANY', name: 'شرکت نمونه', national_id: '10380284790' });
    const elsewhere = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/invoices/?edition=nosuch` });
    expect(elsewhere.statusCode).toBe(404);

    const csv = await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/exports/invoices.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('10380284790');
    expect(csv.body).toContain('CREDIT_NOTE');
  });

  describe.skipIf(SKIP_POPPLER)('as documents', () => {
    it('prints the receipt with its lines, total, refunds and the gateway reference', async () => {
      const { buyer, payment, items } = await paidOrder();
      await refund(t, accounts.admin, payment.id, { method: 'manual', note: 'x', participations: [items[1]] });
      const pdf = (await getReceipt(buyer.headers, payment.id)).rawPayload;
      await pdfPages(pdf, 100, keepPictures('receipt'));
      const text = await pdfText(pdf);
      expect(flat(text)).toContain(flat('رسید پرداخت'));
      expect(flat(text)).toContain(flat('کارگاه آشنایی با Docker'));
      expect(flat(text)).toContain(flat('جمع کل: ۳۰۰٬۰۰۰ تومان'));
      expect(flat(text)).toContain(flat('مبلغ نهایی پس از بازپرداخت: ۲۰۰٬۰۰۰ تومان'));
    });

    it('prints the invoice with both parties, VAT and the total in Persian words', async () => {
      const { buyer, payment } = await paidOrder();
      await putDetails(buyer, payment.id, company);
      const pdf = (await getInvoice(buyer.headers, payment.id)).rawPayload;
      await pdfPages(pdf, 100, keepPictures('invoice'));
      const text = await pdfText(pdf);
      expect(flat(text)).toContain(flat('صورتحساب فروش کالا و خدمات'));
      expect(flat(text)).toContain(flat('نام: شرکت نمونه'));
      expect(flat(text)).toContain(flat('شناسه ملی: ۱۰۳۸۰۲۸۴۷۹۰'));
      expect(flat(text)).toContain(flat('مبلغ کل: ۳۰۰٬۰۰۰ تومان'));
      expect(flat(text)).toContain(flat('مبلغ به حروف: سیصد هزار تومان'));
      expect(flat(text)).toContain(flat('۲۷٬۲۷۳ تومان'));
    });
  });
});
