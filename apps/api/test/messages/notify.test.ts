import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { countReach, notifyPeople, organisersContent, type Notice } from '../../src/modules/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { addToCart, createBuyer, createPresentation, payAll, type Buyer } from '../payments/fixtures';
import { requestCode } from './support';

/**
 * The one place that decides how a person hears from us (modules/messages/notify.ts): SMS and e-mail by
 * the account's address and choices, in its language; codes by SMS only; a receipt to an address
 * whatever notify_email says. Read back from both outboxes.
 */

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir' } });
});
afterAll(async () => {
  await t?.close();
});

interface MailRow {
  id: number;
  to_address: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  attachments: { kind: string; payment_id: number; filename: string; content_type: string }[];
  purpose: string;
  dedupe_key: string | null;
}

const smsTo = async (phone: string) =>
  rowsOf<{ text: string; purpose: string; kind: string }>(await db().execute(sql`select text, purpose, kind from sms_outbox where phone_number = ${phone} order by id`));
const mailsTo = async (address: string) => rowsOf<MailRow>(await db().execute(sql`select * from mail_outbox where to_address = ${address} order by id`));
const emailOf = async (buyer: Buyer) => (await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.id)))[0]!.email;
const set = (buyer: Buyer, values: Partial<typeof users.$inferInsert>) => db().update(users).set(values).where(eq(users.id, buyer.id));

const notice = (to: { userId: number } | { phone: string }, text = 'پیام برگزارکنندگان', key?: string): Notice => ({
  ...to,
  ...organisersContent(text),
  purpose: 'broadcast',
  dedupeKey: key,
});
const notify = (notices: Notice[], channels?: ('sms' | 'email')[]) => db().transaction((tx) => notifyPeople(tx, notices, { channels }));

/** Pays for a free session: completes at once, with the purchase message. */
async function buyFree(buyer: Buyer, title = 'کارگاه گیت') {
  await addToCart(t, buyer, await createPresentation(db(), { cost: 0, title }));
  expect((await payAll(t, buyer)).statusCode).toBe(204);
}

describe('who hears by which channel', () => {
  it('sends an account with an address both an SMS and an e-mail, the e-mail in Persian by default', async () => {
    const buyer = await createBuyer(t);
    const address = await emailOf(buyer);
    expect(await notify([notice({ userId: buyer.id }, 'جلسه ساعت ۱۰ شروع می‌شود')])).toEqual({ people: 1, sms: 1, email: 1 });
    expect(await smsTo(buyer.phone)).toEqual([{ text: 'جلسه ساعت ۱۰ شروع می‌شود', purpose: 'broadcast', kind: 'text' }]);
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({ language: 'fa', subject: 'پیام جشنواره لینوکس', purpose: 'broadcast' });
    expect(mail!.text).toContain('جلسه ساعت ۱۰ شروع می‌شود');
    expect(mail!.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail!.html).toMatch(/font-family:Vazirmatn/);
    expect(mail!.html).toContain('جلسه ساعت ۱۰ شروع می‌شود');
  });

  it('writes the e-mail in English for an account whose language is English; the SMS stays Persian', async () => {
    const buyer = await createBuyer(t);
    await set(buyer, { language: 'en' });
    await buyFree(buyer, 'کارگاه لینوکس');
    const [mail] = await mailsTo(await emailOf(buyer));
    expect(mail).toMatchObject({ language: 'en', subject: 'Your Linux Festival payment is complete', purpose: 'purchase' });
    expect(mail!.text).toContain('“\u2068Linux workshop\u2069”');
    expect(mail!.text).toContain('https://fest.example.ir/profile/workshops');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain('<a href="https://fest.example.ir/profile/workshops"');
    expect((await smsTo(buyer.phone))[0]!.text).toContain('«کارگاه لینوکس»');
  });

  it('sends no e-mail to an account with no address', async () => {
    const buyer = await createBuyer(t);
    await set(buyer, { email: '' });
    expect(await notify([notice({ userId: buyer.id })])).toEqual({ people: 1, sms: 1, email: 0 });
    await buyFree(buyer);
    expect(await mailsTo('')).toHaveLength(0);
    expect(await smsTo(buyer.phone)).toHaveLength(2);
  });

  it('sends no e-mail when the account turned e-mail off, but its purchase receipt still goes', async () => {
    const buyer = await createBuyer(t);
    const address = await emailOf(buyer);
    await set(buyer, { notifyEmail: false });
    expect(await notify([notice({ userId: buyer.id })])).toEqual({ people: 1, sms: 1, email: 0 });
    await buyFree(buyer);
    const mails = await mailsTo(address);
    expect(mails.map((m) => m.purpose)).toEqual(['purchase']);
    expect(mails[0]!.attachments.map((a) => a.kind)).toEqual(['receipt', 'ics']);
  });

  it('sends no SMS when the account turned SMS off, not even a purchase, but a one-time code still goes', async () => {
    const buyer = await createBuyer(t);
    await set(buyer, { notifySms: false });
    expect(await notify([notice({ userId: buyer.id })])).toEqual({ people: 1, sms: 0, email: 1 });
    await buyFree(buyer);
    expect(await smsTo(buyer.phone)).toEqual([]);
    expect((await requestCode(t, buyer.phone, 'reset_password')).statusCode).toBe(200);
    expect((await smsTo(buyer.phone)).map((m) => m.kind)).toEqual(['code']);
    expect((await mailsTo(await emailOf(buyer))).map((m) => m.purpose)).toEqual(['broadcast', 'purchase']);
  });

  it('reaches no one who turned both off (and counts them out)', async () => {
    const buyer = await createBuyer(t);
    await set(buyer, { notifySms: false, notifyEmail: false });
    expect(await countReach(db(), [notice({ userId: buyer.id })])).toEqual({ people: 0, sms: 0, email: 0 });
    expect(await notify([notice({ userId: buyer.id })])).toEqual({ people: 0, sms: 0, email: 0 });
  });

  it('narrows to the channels the sender chose, and the person’s own choices still hold', async () => {
    const a = await createBuyer(t);
    const b = await createBuyer(t);
    await set(b, { notifyEmail: false });
    expect(await notify([notice({ userId: a.id }), notice({ userId: b.id })], ['email'])).toEqual({ people: 1, sms: 0, email: 1 });
    expect(await smsTo(a.phone)).toEqual([]);
    expect(await notify([notice({ userId: a.id }), notice({ userId: b.id })], ['sms'])).toEqual({ people: 2, sms: 2, email: 0 });
  });

  it('texts a phone that has no account (nothing to e-mail), and an account found by its phone like one by its id', async () => {
    const buyer = await createBuyer(t);
    expect(await notify([notice({ phone: '09390000001' }), notice({ phone: buyer.phone })])).toEqual({ people: 2, sms: 2, email: 1 });
    expect(await smsTo('09390000001')).toHaveLength(1);
  });

  it('counts without queuing on a dry run', async () => {
    const buyer = await createBuyer(t);
    expect(await countReach(db(), [notice({ userId: buyer.id })], { channels: ['sms', 'email'] })).toEqual({ people: 1, sms: 1, email: 1 });
    expect(await smsTo(buyer.phone)).toEqual([]);
    expect(await mailsTo(await emailOf(buyer))).toEqual([]);
  });

  it('queues each once by its dedupe key, in both outboxes', async () => {
    const buyer = await createBuyer(t);
    const key = `test-once:${buyer.id}`;
    expect(await notify([notice({ userId: buyer.id }, 'یک بار', key)])).toEqual({ people: 1, sms: 1, email: 1 });
    expect(await notify([notice({ userId: buyer.id }, 'یک بار', key)])).toEqual({ people: 1, sms: 0, email: 0 });
    expect(await mailsTo(await emailOf(buyer))).toHaveLength(1);
  });

  it('queues over a thousand people at once, one e-mail each', async () => {
    const before = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n;
    const ids = rowsOf<{ id: number }>(
      await db().execute(sql`insert into users (phone_number, email, first_name, last_name, password_hash)
        select '0938' || lpad(i::text, 7, '0'), 'many' || i || '@example.ir', 'بسیار', i::text, 'unused'
        from generate_series(1, 1001) i returning id`),
    ).map((r) => Number(r.id));
    const report = await notify(ids.map((id) => notice({ userId: id }, 'به همه', `many:${id}`)));
    expect(report).toEqual({ people: 1001, sms: 1001, email: 1001 });
    const after = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n;
    expect(after - before).toBe(1001);
  });
});

describe('the e-mail itself', () => {
  it('escapes what it is given, keeps a plain text part, and lays a Persian message right to left in an English mail', async () => {
    const buyer = await createBuyer(t);
    await set(buyer, { language: 'en' });
    await notify([notice({ userId: buyer.id }, 'سلام <script>alert(1)</script> & "خوش آمدید"\n\nبرنامه: https://fest.example.ir/schedule.')]);
    const [mail] = await mailsTo(await emailOf(buyer));
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;خوش آمدید&quot;');
    expect(mail!.html).toContain('<p dir="auto"');
    expect(mail!.html).toContain('<a href="https://fest.example.ir/schedule" dir="ltr"');
    expect(mail!.text).toContain('سلام <script>alert(1)</script>');
    expect(mail!.text).toMatch(/Linux Festival\n$/);
  });
});
