import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, presentations, smsBroadcasts, users } from '../../src/db/schema';
import { rowsOf } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { addToCart, createBuyer, createPresentation, payAll, type Buyer } from '../payments/fixtures';
import { sandboxMessagesOf } from './support';

/** POST /api/admin/messages/: the organisers' message to the festival, a day or a session. */

let t: TestApp;
let accounts: RoleAccounts;
const url = '/api/admin/messages/';

/** A free session on a given Tehran day (10:00 Tehran time), in the current edition. */
async function sessionOn(day: string): Promise<number> {
  const id = await createPresentation(t.database.db, { cost: 0 });
  const start = new Date(`${day}T10:00:00+03:30`);
  await t.database.db.update(presentations).set({ start, end: new Date(start.getTime() + 2 * 3600_000) }).where(eq(presentations.id, id));
  return id;
}

async function buy(buyer: Buyer, ...sessions: number[]) {
  for (const s of sessions) await addToCart(t, buyer, s);
  expect((await payAll(t, buyer)).statusCode).toBe(204);
}

const send = (payload: object) => asAdmin(t.app, accounts.admin, { method: 'POST', url, payload });
const texts = async (buyer: Buyer) => (await sandboxMessagesOf(t, buyer.phone)).map((m) => m.text);
const emailOf = async (buyer: Buyer) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, buyer.id)))[0]!.email;
const mails = async (buyer: Buyer) => {
  const res = await t.app.inject({ method: 'GET', url: `/_sandbox/mail/messages/?to=${encodeURIComponent(await emailOf(buyer))}` });
  return res.json() as { subject: string; text: string; html: string }[];
};

let dayOne: number, dayOneLate: number, dayTwo: number;
let both: Buyer, onlyDayTwo: Buyer, nothing: Buyer;

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createRoleAccounts(t.app);
  dayOne = await sessionOn('2027-05-04');
  dayOneLate = await sessionOn('2027-05-04');
  await t.database.db.execute(sql`update presentations set start = start + interval '4 hours', "end" = "end" + interval '4 hours' where id = ${dayOneLate}`);
  dayTwo = await sessionOn('2027-05-05');
  both = await createBuyer(t);
  onlyDayTwo = await createBuyer(t);
  nothing = await createBuyer(t);
  await buy(both, dayOne, dayOneLate, dayTwo);
  await buy(onlyDayTwo, dayTwo);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/admin/messages/', () => {
  it('counts each audience on a dry run, each person once however many sessions they bought, and sends nothing', async () => {
    const [{ n: accountsInAll }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from users`)) as [{ n: number }];
    const dry = async (body: object) => {
      const res = await expectAdminOnly(t.app, accounts, { method: 'POST', url, payload: { text: 'سلام', channels: ['sms'], dry_run: true, ...body } });
      expect(res.statusCode).toBe(202);
      return res.json();
    };
    expect(await dry({ audience: 'everyone' })).toMatchObject({ recipients: accountsInAll, sms_recipients: accountsInAll, parts_per_sms: 1, sms_parts: accountsInAll });
    expect(await dry({ audience: 'attendees' })).toMatchObject({ recipients: 2, sms_parts: 2 });
    expect(await dry({ audience: 'day', day: '2027-05-04' })).toMatchObject({ recipients: 1 });
    expect(await dry({ audience: 'day', day: '2027-05-05' })).toMatchObject({ recipients: 2 });
    expect(await dry({ audience: 'day', day: '2027-05-06' })).toMatchObject({ recipients: 0, sms_parts: 0 });
    expect(await dry({ audience: 'presentation', presentation: dayTwo })).toMatchObject({ recipients: 2 });
    expect(await t.database.db.select().from(smsBroadcasts)).toHaveLength(0);
    expect(await texts(both)).not.toContain('سلام');
  });

  it('bills SMS parts for the whole send: a long Persian text is several parts per person', async () => {
    const long = 'ب'.repeat(140);
    const res = await send({ text: long, audience: 'attendees', channels: ['sms'], dry_run: true });
    expect(res.json()).toMatchObject({ recipients: 2, parts_per_sms: 3, sms_parts: 6 });
  });

  it('sends one day’s attendees the text once each, logs the send and audits it', async () => {
    const text = 'سالن ۲ فردا بسته است؛ کارگاه‌ها در سالن ۳ برگزار می‌شوند.';
    const res = await send({ text, audience: 'day', day: '2027-05-04', channels: ['sms'] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ recipients: 1, sms_recipients: 1 });
    expect((await texts(both)).filter((m) => m === text)).toHaveLength(1);
    expect(await texts(onlyDayTwo)).not.toContain(text);
    expect(await texts(nothing)).not.toContain(text);
    const [logged] = await t.database.db.select().from(smsBroadcasts).where(eq(smsBroadcasts.text, text));
    expect(logged).toMatchObject({ audience: 'day', day: '2027-05-04', presentationId: null, recipients: 1, channels: ['sms'] });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'festival'));
    expect(audit.at(-1)).toMatchObject({ action: 'message', actorId: accounts.admin.id, objectId: String(logged!.id) });
    expect(audit.at(-1)!.after).toMatchObject({ audience: 'day', day: '2027-05-04', recipients: 1, text });
  });

  it('reaches everyone with an account, attendee or not', async () => {
    const text = 'نشانی جشنواره عوض شد.';
    expect((await send({ text, audience: 'everyone', channels: ['sms'] })).statusCode).toBe(202);
    expect(await texts(nothing)).toContain(text);
    expect(await texts(both)).toContain(text);
  });

  it('refuses what it cannot send: a missing day or session, an unreal day, no channel, an unknown channel (400 naming the field); an unknown session is 404', async () => {
    const fieldOf = async (body: object) => {
      const res = await send({ text: 'x', channels: ['sms'], ...body });
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().errors);
    };
    expect(await fieldOf({ audience: 'day' })).toContain('day');
    expect(await fieldOf({ audience: 'day', day: '2027-02-30' })).toContain('day');
    expect(await fieldOf({ audience: 'presentation' })).toContain('presentation');
    expect(await fieldOf({ audience: 'someone' })).toContain('audience');
    expect(await fieldOf({ audience: 'everyone', channels: [] })).toContain('channels');
    expect((await fieldOf({ audience: 'everyone', channels: ['fax'] })).some((f) => f.startsWith('channels'))).toBe(true);
    expect(await fieldOf({ audience: 'everyone', channels: ['sms', 'sms'] })).toContain('channels');
    expect(await fieldOf({ audience: 'everyone', text: ' ' })).toContain('text');
    const missing = await send({ text: 'x', audience: 'presentation', presentation: 987654, channels: ['sms'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBeTruthy();
  });

  it('goes by the channels chosen, as each person asked: e-mail only to an address, in the account’s language; nobody who turned a channel off hears by it', async () => {
    const quiet = await createBuyer(t);
    const english = await createBuyer(t);
    const noAddress = await createBuyer(t);
    const session = await sessionOn('2027-05-06');
    for (const b of [quiet, english, noAddress]) await buy(b, session);
    await t.database.db.update(users).set({ notifySms: false, notifyEmail: false }).where(eq(users.id, quiet.id));
    await t.database.db.update(users).set({ language: 'en', notifySms: false }).where(eq(users.id, english.id));
    await t.database.db.update(users).set({ email: '' }).where(eq(users.id, noAddress.id));
    const body = { audience: 'presentation', presentation: session };

    const dryBoth = await send({ ...body, text: 'پیش‌نمایش', channels: ['sms', 'email'], dry_run: true });
    expect(dryBoth.json()).toEqual({ recipients: 2, sms_recipients: 1, email_recipients: 1, parts_per_sms: 1, sms_parts: 1 });
    const dryMail = await send({ ...body, text: 'پیش‌نمایش', channels: ['email'], dry_run: true });
    expect(dryMail.json()).toMatchObject({ recipients: 1, sms_recipients: 0, email_recipients: 1, sms_parts: 0 });

    const text = 'کارگاه فردا در سالن اصلی برگزار می‌شود.';
    const sent = await send({ ...body, text, channels: ['sms', 'email'] });
    expect(sent.json()).toMatchObject({ recipients: 2, sms_recipients: 1, email_recipients: 1 });
    expect(await texts(noAddress)).toContain(text);
    expect(await texts(english)).not.toContain(text);
    expect(await texts(quiet)).not.toContain(text);
    const [mail] = (await mails(english)).filter((m) => m.text.includes(text));
    expect(mail).toMatchObject({ subject: 'A message from the Linux Festival' });
    expect((await mails(quiet)).some((m) => m.text.includes(text))).toBe(false);
    const [logged] = await t.database.db.select().from(smsBroadcasts).where(eq(smsBroadcasts.text, text));
    expect(logged).toMatchObject({ recipients: 2, emailRecipients: 1, channels: ['sms', 'email'], presentationId: session });

    const smsOnly = 'فقط پیامک';
    expect((await send({ ...body, text: smsOnly, channels: ['sms'] })).json()).toMatchObject({ recipients: 1, email_recipients: 0 });
    expect((await mails(english)).some((m) => m.text.includes(smsOnly))).toBe(false);
  });
});
