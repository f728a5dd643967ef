import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../src/db/client';
import { participations, smsBroadcasts, smsOutbox } from '../../src/db/schema';
import { drainOutbox, messageAttendees, queueReminders, queueTexts } from '../../src/modules/messages';
import { sandboxSms } from '../../src/sandbox/sms';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { addToCart, createAccessory, createBuyer, createPresentation, payAll, pressAtBank, verify, type Buyer } from '../payments/fixtures';
import { sandboxMessagesOf } from './support';

/** The messages people expect: the purchase SMS, the day-before reminder, the organisers' message. */

let t: TestApp;
const db = () => t.database.db;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const workerDeps = () => ({
  db: db(),
  sender: sandboxSms,
  settings: { SMS_TEMPLATE_SIGNUP: undefined, SMS_TEMPLATE_RESET: undefined, PUBLIC_URL: t.settings.PUBLIC_URL, SMS_WORKER_INTERVAL_MS: 1000 },
  log: silentLog,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir' } });
});
afterAll(async () => {
  await t?.close();
});

async function buy(buyer: Buyer, presentationId: number, accessories: number[] = []) {
  const participationId = await addToCart(t, buyer, presentationId);
  const res = await payAll(t, buyer, { accessories });
  // A free order completes at once (204); a paid one goes through the sandbox bank.
  expect([200, 204], res.body).toContain(res.statusCode);
  const { authority } = res.statusCode === 200 ? (res.json() as { authority?: string }) : { authority: undefined };
  if (authority) {
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).statusCode).toBe(200);
  }
  return { participationId, authority };
}

describe('after a payment completes', () => {
  it('texts the buyer what they bought and the link to their tickets, once however often verify is called', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { title: 'کارگاه داکر', cost: 120_000 });
    const shirt = await createAccessory(db());
    const { authority } = await buy(buyer, p, [shirt]);
    await verify(t, buyer, authority!);
    const messages = await sandboxMessagesOf(t, buyer.phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain('کارگاه داکر');
    expect(messages[0]!.text).toContain('تی‌شرت');
    expect(messages[0]!.text).toContain('https://fest.example.ir/profile/workshops');
  });

  it('texts a free order too, and nothing for a payment that failed', async () => {
    const free = await createBuyer(t);
    await buy(free, await createPresentation(db(), { cost: 0, title: 'ارائهٔ رایگان' }));
    expect((await sandboxMessagesOf(t, free.phone))[0]!.text).toContain('ارائهٔ رایگان');

    const failed = await createBuyer(t);
    await addToCart(t, failed, await createPresentation(db()));
    const { authority } = (await payAll(t, failed)).json() as { authority: string };
    await pressAtBank(t, authority, 'NOK');
    await verify(t, failed, authority, 'NOK');
    expect(await sandboxMessagesOf(t, failed.phone)).toHaveLength(0);
  });
});

describe('the day-before reminder', () => {
  it('reminds the attendees of a session starting within a day, once across repeated runs and a restart', async () => {
    const soon = await createPresentation(db(), { startsInHours: 12, cost: 0, title: 'کارگاه فردا' });
    const later = await createPresentation(db(), { startsInHours: 72, cost: 0 });
    const buyer = await createBuyer(t);
    await buy(buyer, soon);
    await buy(buyer, later);
    const pending = await createBuyer(t);
    await addToCart(t, pending, soon); // in the cart, not paid: no reminder

    const options = { publicUrl: t.settings.PUBLIC_URL };
    const [first, second] = await Promise.all([queueReminders(db(), options), queueReminders(db(), options)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await queueReminders(db(), options)).toBe(0);
    await drainOutbox(workerDeps());

    // A restart: a new connection (a new process on the server) runs the same step again.
    const again = onServer ? await openDatabase({ url: t.database.url!, poolSize: 2 }) : null;
    try {
      expect(await queueReminders(again?.db ?? db(), options)).toBe(0);
    } finally {
      await again?.close();
    }
    const reminders = (await sandboxMessagesOf(t, buyer.phone)).filter((m) => m.text.includes('یادآوری'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('کارگاه فردا');
    expect(reminders[0]!.state).toBe('sent');
    expect((await sandboxMessagesOf(t, pending.phone)).length).toBe(0);
  });

  it('never sends a reminder after its session started', async () => {
    const p = await createPresentation(db(), { startsInHours: 12, cost: 0 });
    const buyer = await createBuyer(t);
    await buy(buyer, p);
    await queueReminders(db(), { publicUrl: t.settings.PUBLIC_URL });
    await db().execute(sql`update sms_outbox set expires_at = now() - interval '1 second' where phone_number = ${buyer.phone} and purpose = 'reminder'`);
    await drainOutbox(workerDeps());
    const [row] = await db().select().from(smsOutbox).where(sql`${smsOutbox.phoneNumber} = ${buyer.phone} and ${smsOutbox.purpose} = 'reminder'`);
    expect(row!.state).toBe('failed');
  });
});

describe.runIf(onServer)('the day-before reminder in two processes (PostgreSQL server)', () => {
  it('queues one reminder per attendee when two processes run the step at once', async () => {
    const p = await createPresentation(db(), { startsInHours: 10, cost: 0 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(t)));
    for (const b of buyers) await buy(b, p);
    const other = await openDatabase({ url: t.database.url!, poolSize: 2 });
    try {
      const options = { publicUrl: t.settings.PUBLIC_URL };
      const counts = await Promise.all([queueReminders(db(), options), queueReminders(other.db, options)]);
      // An SMS and an e-mail each.
      expect(counts[0] + counts[1]).toBe(10);
    } finally {
      await other.close();
    }
    for (const b of buyers) expect((await sandboxMessagesOf(t, b.phone)).filter((m) => m.text.includes('یادآوری'))).toHaveLength(1);
  });
});

describe('a message to the attendees', () => {
  it('counts recipients and parts without sending on a dry run, then queues one message each, logged and recorded', async () => {
    const admin = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 0 });
    const attendees = await Promise.all(Array.from({ length: 3 }, () => createBuyer(t)));
    const ids: number[] = [];
    for (const a of attendees) ids.push((await buy(a, p)).participationId);
    await db().update(participations).set({ checkedInAt: new Date() }).where(eq(participations.id, ids[0]!));
    // 140 Persian characters: more than 70, so split into parts of 67: three parts.
    const text = 'س'.repeat(140);

    const dry = await messageAttendees(db(), { actorId: admin.id, presentationId: p, text, audience: 'all', dryRun: true });
    expect(dry).toEqual({ recipients: 3, parts: 3 });
    expect(await db().select().from(smsBroadcasts).where(eq(smsBroadcasts.presentationId, p))).toHaveLength(0);
    expect((await messageAttendees(db(), { actorId: admin.id, presentationId: p, text, audience: 'checked_in', dryRun: true })).recipients).toBe(1);
    expect((await messageAttendees(db(), { actorId: admin.id, presentationId: p, text, audience: 'not_checked_in', dryRun: true })).recipients).toBe(2);

    const recorded: unknown[] = [];
    const sent = await messageAttendees(db(), { actorId: admin.id, presentationId: p, text: 'سلام', audience: 'not_checked_in' }, async (_tx, b) => {
      recorded.push(b);
    });
    expect(sent).toEqual({ recipients: 2, parts: 1 });
    expect(recorded).toEqual([expect.objectContaining({ presentationId: p, audience: 'not_checked_in', recipients: 2, parts: 1 })]);
    const [log] = await db().select().from(smsBroadcasts).where(eq(smsBroadcasts.presentationId, p));
    expect(log).toMatchObject({ recipients: 2, parts: 1, actorId: admin.id, text: 'سلام' });
    const queued = rowsOf<{ phone_number: string }>(await db().execute(sql`select phone_number from sms_outbox where broadcast_id = ${log!.id}`));
    expect(queued.map((q) => q.phone_number).sort()).toEqual([attendees[1]!.phone, attendees[2]!.phone].sort());
  });

  it('answers 404 for an unknown presentation', async () => {
    await expect(messageAttendees(db(), { actorId: 1, presentationId: 987654, text: 'x', audience: 'all' })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('queueing many texts at once', () => {
  it('queues each once in the order given, over a thousand too, and counts only the new ones', async () => {
    const phoneOf = (i: number) => `0939${String(2_000_000 + i).padStart(7, '0')}`;
    const texts = Array.from({ length: 1_001 }, (_, i) => ({
      phone: phoneOf(i),
      text: `پیام ${i}`,
      purpose: 'broadcast' as const,
      dedupeKey: `bulk-test:${i}`,
    }));
    // The same key twice in one call, and again in a later call: queued once.
    const twice = { ...texts[7]!, text: 'تکراری' };
    expect(await db().transaction((tx) => queueTexts(tx, [...texts, twice]))).toBe(1_001);
    expect(await db().transaction((tx) => queueTexts(tx, texts.slice(990)))).toBe(0);
    const rows = rowsOf<{ phone_number: string; text: string; state: string }>(
      await db().execute(sql`select phone_number, text, state from sms_outbox where dedupe_key like 'bulk-test:%' order by id`),
    );
    expect(rows).toHaveLength(1_001);
    expect(rows.map((r) => r.phone_number)).toEqual(texts.map((m) => m.phone));
    expect(rows[7]!.text).toBe('پیام 7');
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['queued']));
    await db().execute(sql`update sms_outbox set state = 'failed' where dedupe_key like 'bulk-test:%'`);
  });
});
