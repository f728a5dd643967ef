import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/client';
import { createMailSender, drainMailOutbox, notifyPeople, organisersContent } from '../../../src/modules/messages';
import { renderPurchaseAttachment } from '../../../src/modules/payments';
import { createTestApp, type TestApp } from '../../helpers/app';
import { addToCart, createBuyer, createPresentation, payAll } from '../../payments/fixtures';

/** The built-in mail sandbox: /_sandbox/mail/ and its JSON. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface SandboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string }[];
  created_at: string;
  state: string;
}
const mailsTo = async (to: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/_sandbox/mail/messages/?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SandboxMail[];
};
const emailOf = async (id: number) => rowsOf<{ email: string }>(await t.database.db.execute(sql`select email from users where id = ${id}`))[0]!.email;
const send = (userId: number, text: string) =>
  t.database.db.transaction((tx) => notifyPeople(tx, [{ userId, ...organisersContent(text), purpose: 'broadcast' }], { channels: ['email'] }));

describe('the mail sandbox', () => {
  it('lists the mails newest first as JSON, to one address (any case) or to all, with their attachments', async () => {
    const buyer = await createBuyer(t);
    const address = await emailOf(buyer.id);
    await addToCart(t, buyer, await createPresentation(t.database.db, { cost: 0, title: 'کارگاه ویم' }));
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    await send(buyer.id, 'پیام دوم');
    const mails = await mailsTo(address.toUpperCase());
    expect(mails.map((m) => m.subject)).toEqual(['پیام جشنواره لینوکس', 'پرداخت شما در جشنواره لینوکس انجام شد']);
    expect(Object.keys(mails[0]!).sort()).toEqual(['attachments', 'created_at', 'html', 'id', 'state', 'subject', 'text', 'to']);
    expect(mails[1]).toMatchObject({
      to: address,
      state: 'queued',
      attachments: [
        { filename: expect.stringMatching(/^receipt-\d+\.pdf$/), content_type: 'application/pdf' },
        { filename: expect.stringMatching(/^festival-\d+\.ics$/), content_type: 'text/calendar; charset=utf-8' },
      ],
    });
    expect(mails[1]!.text).toContain('«کارگاه ویم»');
    expect(mails[1]!.html).toContain('<html lang="fa" dir="rtl">');
    expect(new Date(mails[0]!.created_at).getTime()).toBeGreaterThan(0);
    expect(await mailsTo('nobody@example.ir')).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: '/_sandbox/mail/messages/' });
    expect((all.json() as unknown[]).length).toBeGreaterThanOrEqual(2);

    // The sandbox "delivers" them: the attachments are drawn, nothing leaves the machine.
    const db = t.database.db;
    const report = await drainMailOutbox({
      db,
      sender: createMailSender({ SMTP_URL: 'sandbox', MAIL_FROM: t.settings.MAIL_FROM }),
      from: t.settings.MAIL_FROM,
      renderAttachment: (ref) => renderPurchaseAttachment(db, ref, t.settings.PUBLIC_URL),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    expect(report.failed).toBe(0);
    expect((await mailsTo(address)).map((m) => m.state)).toEqual(['sent', 'sent']);
  });

  it('shows them on a Persian page, each mail’s HTML in a sandboxed frame, escaped, with its text part and attachments', async () => {
    const buyer = await createBuyer(t);
    await send(buyer.id, '<script>alert(1)</script> سلام');
    const res = await t.app.inject({ method: 'GET', url: `/_sandbox/mail/?to=${encodeURIComponent(await emailOf(buyer.id))}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('lang="fa" dir="rtl"');
    expect(res.body).toContain('<iframe sandbox title="پیام جشنواره لینوکس" srcdoc="');
    expect(res.body).not.toContain('<script>alert');
    // In the frame's srcdoc the mail's HTML is escaped once more: its own escaped text twice.
    expect(res.body).toContain('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;');
    expect(res.body).toContain('<pre>&lt;script&gt;alert(1)&lt;/script&gt; سلام');
  });

  it('is not there when a real SMTP server sends the mail', async () => {
    const real = await createTestApp({ env: { SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'fest@example.org' } });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/_sandbox/mail/messages/' })).statusCode).toBe(404);
      expect((await real.app.inject({ method: 'GET', url: '/_sandbox/mail/' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });

  it('shows no one’s mail in a public demo (production on the sandbox): receipts and tickets are asked for by no browser', async () => {
    const secret = 'd'.repeat(40);
    const demo = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: secret, TICKET_SECRET: secret, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PAYMENT_SANDBOX: 'on' },
    });
    try {
      const buyer = await createBuyer(demo);
      await demo.database.db.transaction((tx) => notifyPeople(tx, [{ userId: buyer.id, ...organisersContent('سلام'), purpose: 'broadcast' }]));
      const res = await demo.app.inject({ method: 'GET', url: '/_sandbox/mail/messages/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      const page = await demo.app.inject({ method: 'GET', url: '/_sandbox/mail/' });
      expect(page.body).toContain('نسخهٔ نمایشی');
      expect(page.body).not.toContain('<iframe');
    } finally {
      await demo.close();
    }
  });
});
