import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Db } from '../../src/db/client';
import {
  createMailSender,
  drainMailOutbox,
  MAIL_MAX_TRIES,
  messageIdOf,
  notifyPeople,
  organisersContent,
  startMailWorker,
  type MailWorkerDeps,
} from '../../src/modules/messages';
import { renderPurchaseAttachment } from '../../src/modules/payments';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { startLocalSmtp, type LocalSmtp } from '../gateways/local-smtp';
import { addToCart, createBuyer, createPresentation, payAll, pressAtBank, verify, type Buyer } from '../payments/fixtures';

/**
 * The mail worker against a real SMTP server on a local port (smtp-server, parsed with mailparser):
 * nothing of ours is imitated. The purchase e-mail's round trip, retries, lost answers, leases, and
 * two workers on one outbox.
 */

let t: TestApp;
let smtp: LocalSmtp;
const db = () => t.database.db;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const FROM = 'جشنواره لینوکس <no-reply@fest.example.ir>';
const senders: { close?(): void }[] = [];

function deps(database: Db = db()): MailWorkerDeps {
  const sender = createMailSender({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
  senders.push(sender);
  return { db: database, sender, from: FROM, renderAttachment: (ref) => renderPurchaseAttachment(database, ref, t.settings.PUBLIC_URL), log: silentLog };
}

interface Row {
  id: number;
  state: string;
  tries: number;
  answer_lost: boolean;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  created_ms: string;
  wait: number;
}
const rowsTo = async (address: string) =>
  rowsOf<Row>(
    await db().execute(sql`select id, state, tries, answer_lost, last_error, provider, provider_message_id,
      (extract(epoch from created_at) * 1000)::bigint::text as created_ms, extract(epoch from next_attempt_at - now())::float8 as wait
      from mail_outbox where to_address = ${address} order by id`),
  );
const due = (address: string) => db().execute(sql`update mail_outbox set next_attempt_at = now() where to_address = ${address}`);
const receivedBy = (address: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

let counter = 0;
/** A person with an address, and one message queued to them. */
async function queued(text = 'پیام آزمایشی جشنواره') {
  counter += 1;
  const address = `mail${counter}.${process.pid}@example.ir`;
  const [user] = rowsOf<{ id: number }>(
    await db().execute(sql`insert into users (phone_number, email, first_name, last_name, password_hash)
      values (${`0936${String(counter).padStart(3, '0')}${String(process.pid % 10000).padStart(4, '0')}`}, ${address}, 'گیرنده', 'ایمیل', 'unused') returning id`),
  );
  await db().transaction((tx) => notifyPeople(tx, [{ userId: Number(user!.id), ...organisersContent(text), purpose: 'broadcast' }], { channels: ['email'] }));
  return address;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir' } });
  smtp = await startLocalSmtp();
});
afterAll(async () => {
  for (const s of senders) s.close?.();
  await smtp?.close();
  await t?.close();
});
afterEach(async () => {
  smtp.refuse = null;
  smtp.loseAnswers = 0;
  smtp.latencyMs = 0;
  // Leave nothing due for the next test's drains.
  await db().execute(sql`update mail_outbox set state = 'failed' where state in ('queued', 'sending')`);
});

async function buyPaid(buyer: Buyer, title: string) {
  const p = await createPresentation(db(), { title, cost: 150_000 });
  await addToCart(t, buyer, p);
  const { authority } = (await payAll(t, buyer)).json() as { authority: string };
  await pressAtBank(t, authority, 'OK');
  expect((await verify(t, buyer, authority)).statusCode).toBe(200);
}

describe('the purchase e-mail through a real SMTP server', () => {
  it('arrives with its Persian subject and body intact, HTML and text parts, the receipt PDF and an .ics of what was bought', async () => {
    const buyer = await createBuyer(t);
    await buyPaid(buyer, 'کارگاه امنیت لینوکس');
    const [address] = rowsOf<{ email: string }>(await db().execute(sql`select email from users where id = ${buyer.id}`)).map((r) => r.email);
    const report = await drainMailOutbox(deps());
    expect(report).toMatchObject({ sent: 1, failed: 0, retrying: 0 });

    const [mail] = receivedBy(address!);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('پرداخت شما در جشنواره لینوکس انجام شد');
    expect(mail!.from?.value[0]).toEqual({ address: 'no-reply@fest.example.ir', name: 'جشنواره لینوکس' });
    expect(mail!.text).toContain('«کارگاه امنیت لینوکس»');
    expect(mail!.text).toContain('https://fest.example.ir/profile/workshops');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('«کارگاه امنیت لینوکس»');
    expect(mail!.headers.get('content-language')).toBe('fa');
    // Both parts as they came over the wire (mailparser alone would make a text from the HTML).
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    const [row] = await rowsTo(address!);
    expect(row).toMatchObject({ state: 'sent', tries: 1, provider: 'smtp', last_error: null });
    expect(row!.provider_message_id).toMatch(/^250/);
    expect(mail!.messageId).toBe(messageIdOf(row!.id, Number(row!.created_ms), FROM));

    const receipt = mail!.attachments.find((a) => a.filename?.startsWith('receipt-'))!;
    expect(receipt.contentType).toBe('application/pdf');
    expect(receipt.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const ics = mail!.attachments.find((a) => a.filename?.endsWith('.ics'))!;
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const events = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['کارگاه امنیت لینوکس']);
  });

  it('is sent once: a second drain sends nothing', async () => {
    const address = await queued();
    expect((await drainMailOutbox(deps())).sent).toBe(1);
    expect((await drainMailOutbox(deps())).sent).toBe(0);
    expect(receivedBy(address)).toHaveLength(1);
  });
});

describe('when the SMTP server fails', () => {
  it('retries a refusal to try later (451) with back-off, and sends once the server takes it', async () => {
    const address = await queued();
    smtp.refuse = { code: 451, message: 'Try again later' };
    expect(await drainMailOutbox(deps())).toMatchObject({ retrying: 1, sent: 0 });
    const [waiting] = await rowsTo(address);
    expect(waiting).toMatchObject({ state: 'queued', tries: 1, answer_lost: false });
    expect(waiting!.last_error).toMatch(/451/);
    expect(waiting!.wait).toBeGreaterThan(20);
    expect(waiting!.last_error).not.toContain('p@ss');
    smtp.refuse = null;
    expect((await drainMailOutbox(deps())).sent).toBe(0); // not due yet
    await due(address);
    expect((await drainMailOutbox(deps())).sent).toBe(1);
    expect(await rowsTo(address)).toMatchObject([{ state: 'sent', tries: 2, last_error: null }]);
    expect(receivedBy(address)).toHaveLength(1);
  });

  it('retries while the server cannot be reached at all', async () => {
    const address = await queued();
    const down = { ...deps(), sender: createMailSender({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: FROM }) };
    expect(await drainMailOutbox(down)).toMatchObject({ retrying: 1 });
    expect(await rowsTo(address)).toMatchObject([{ state: 'queued', answer_lost: false }]);
    await due(address);
    expect((await drainMailOutbox(deps())).sent).toBe(1);
  });

  it('fails a message for good on a permanent refusal (550), with the reason', async () => {
    const address = await queued();
    smtp.refuse = { code: 550, message: 'No such mailbox' };
    expect(await drainMailOutbox(deps())).toMatchObject({ failed: 1 });
    const [row] = await rowsTo(address);
    expect(row).toMatchObject({ state: 'failed', tries: 1 });
    expect(row!.last_error).toMatch(/550.*No such mailbox/);
  });

  it(`gives up after ${MAIL_MAX_TRIES} tries`, async () => {
    const address = await queued();
    smtp.refuse = { code: 451, message: 'Greylisted' };
    for (let i = 1; i <= MAIL_MAX_TRIES; i += 1) {
      await due(address);
      await drainMailOutbox(deps());
    }
    expect(await rowsTo(address)).toMatchObject([{ state: 'failed', tries: MAIL_MAX_TRIES }]);
  });

  it('sends again, under the same Message-ID, a mail whose answer was lost after the server took it', async () => {
    const address = await queued('پیامی که پاسخش گم شد');
    smtp.loseAnswers = 1;
    expect(await drainMailOutbox(deps())).toMatchObject({ retrying: 1 });
    expect(await rowsTo(address)).toMatchObject([{ state: 'queued', answer_lost: true }]);
    expect(receivedBy(address)).toHaveLength(1);
    await due(address);
    expect((await drainMailOutbox(deps())).sent).toBe(1);
    const copies = receivedBy(address);
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
    const [row] = await rowsTo(address);
    expect(copies[0]!.messageId).toBe(messageIdOf(row!.id, Number(row!.created_ms), FROM));
  });

  it('takes over a mail whose worker died mid-send once its lease ran out', async () => {
    const address = await queued();
    await db().execute(sql`update mail_outbox set state = 'sending', tries = 1, claimed_until = now() - interval '1 second', claim_token = 'dead'
      where to_address = ${address}`);
    expect((await drainMailOutbox(deps())).sent).toBe(1);
    expect(await rowsTo(address)).toMatchObject([{ state: 'sent', tries: 2, answer_lost: true }]);
    expect(receivedBy(address)).toHaveLength(1);
  });

  it('does not send a mail that expired while it waited', async () => {
    const address = await queued();
    await db().execute(sql`update mail_outbox set expires_at = now() - interval '1 second' where to_address = ${address}`);
    expect(await drainMailOutbox(deps())).toMatchObject({ failed: 1 });
    expect(receivedBy(address)).toHaveLength(0);
  });
});

describe('the running worker', () => {
  it('sends a mail as soon as it is queued, not at its next interval', async () => {
    const stop = startMailWorker({ ...deps(), listen: t.database.listen, intervalMs: 3_600_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const address = await queued();
      await expect.poll(() => receivedBy(address).length, { timeout: 10_000, interval: 20 }).toBe(1);
    } finally {
      await stop();
    }
  });
});

describe.runIf(onServer)('the mail worker in two processes (PostgreSQL server)', () => {
  it('sends each mail exactly once when two workers drain the same outbox at once', async () => {
    const second = await openDatabase({ url: t.database.url!, poolSize: 5 });
    try {
      smtp.latencyMs = 20;
      const addresses: string[] = [];
      for (let i = 0; i < 40; i += 1) addresses.push(await queued(`پیام ${i}`));
      const [a, b] = await Promise.all([drainMailOutbox(deps()), drainMailOutbox(deps(second.db))]);
      expect(a.sent + b.sent).toBe(40);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
      const sending = rowsOf(await db().execute(sql`select id from mail_outbox where state = 'sending'`));
      expect(sending).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});
