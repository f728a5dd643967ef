import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Db } from '../../src/db/client';
import { smsOutbox } from '../../src/db/schema';
import { createSender, drainOutbox, MAX_TRIES, queueText, startSmsWorker, type WorkerDeps } from '../../src/modules/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { createSmsProvider } from '../../src/gateways/sms/create-provider';
import { startFakeKavenegar, type FakeKavenegar } from '../gateways/fake-kavenegar';
import { startFakeSmsIr, type FakeSmsIr } from '../gateways/fake-smsir';
import { requestCode } from './support';

/** The outbox worker against the providers' local imitations (test/gateways/). */

let t: TestApp;
let kavenegar: FakeKavenegar;
let counter = 0;
const phone = () => `0937${String((counter += 1) + 1_000_000).padStart(7, '0')}`;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

const kavenegarDeps = (db: Db = t.database.db): WorkerDeps => ({
  db,
  sender: createSender({ SMS_PROVIDER: 'kavenegar', SMS_API_KEY: kavenegar.apiKey, SMS_SENDER: '10004346', SMS_BASE_URL: kavenegar.url }),
  settings: { SMS_TEMPLATE_SIGNUP: 'fest-signup', SMS_TEMPLATE_RESET: 'fest-reset', PUBLIC_URL: 'http://fest.test', SMS_WORKER_INTERVAL_MS: 1000 },
  log: silentLog,
});

const queue = (p: string, text = 'سلام از جشنواره') => t.database.db.transaction((tx) => queueText(tx, { phone: p, text, purpose: 'broadcast' }));

interface Row {
  id: number;
  state: string;
  tries: number;
  provider: string | null;
  provider_message_id: string | null;
  last_error: string | null;
  code: string | null;
  text: string;
  wait: number;
}
async function rowsFor(p: string): Promise<Row[]> {
  return rowsOf<Row>(
    await t.database.db.execute(sql`select id, state, tries, provider, provider_message_id, last_error, code, text,
        extract(epoch from next_attempt_at - now())::float8 as wait from sms_outbox where phone_number = ${p} order by id`),
  );
}
/** As if the back-off had passed. */
const due = (p: string) => t.database.db.execute(sql`update sms_outbox set next_attempt_at = now() where phone_number = ${p}`);

beforeAll(async () => {
  t = await createTestApp();
  kavenegar = await startFakeKavenegar();
});
afterAll(async () => {
  await kavenegar?.close();
  await t?.close();
});
afterEach(async () => {
  kavenegar.outage = 'none';
  kavenegar.loseAnswers = 0;
  kavenegar.credit = 100;
  kavenegar.timing.latencyMs = 0;
  // Leave nothing due for the next test's drains.
  await t.database.db.execute(sql`update sms_outbox set state = 'failed' where state in ('queued', 'sending')`);
});

describe('the SMS worker', () => {
  it('sends a queued text once, recording the provider and its message id', async () => {
    const p = phone();
    await queue(p);
    const report = await drainOutbox(kavenegarDeps());
    expect(report).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
    const [row] = await rowsFor(p);
    expect(row).toMatchObject({ state: 'sent', tries: 1, provider: 'kavenegar', last_error: null });
    expect(row!.provider_message_id).toMatch(/^\d+$/);
    expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
    expect((await drainOutbox(kavenegarDeps())).sent).toBe(0);
    expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
  });

  it('sends a code through the verification template, and keeps no digits once a real provider took it', async () => {
    const p = phone();
    expect((await requestCode(t, p, 'signup', '10.3.0.1')).statusCode).toBe(200);
    const [queued] = await rowsFor(p);
    expect(queued!.code).toMatch(/^\d{6}$/);
    await drainOutbox(kavenegarDeps());
    const sent = kavenegar.sent.find((s) => s.receptor === p);
    expect(sent).toMatchObject({ template: 'fest-signup', token: queued!.code });
    const [row] = await rowsFor(p);
    expect(row!.state).toBe('sent');
    expect(row!.code).toBeNull();
    expect(row!.text).not.toContain(queued!.code!);
  });

  it('retries after a provider outage, with back-off, and sends once it is back', async () => {
    const p = phone();
    await queue(p);
    kavenegar.outage = 'down';
    expect((await drainOutbox(kavenegarDeps())).retrying).toBe(1);
    let [row] = await rowsFor(p);
    expect(row).toMatchObject({ state: 'queued', tries: 1 });
    expect(row!.wait).toBeGreaterThan(5);
    expect(row!.last_error).toContain('kavenegar');
    expect(row!.last_error).not.toContain(kavenegar.apiKey);
    // Not due yet: nothing is tried.
    kavenegar.outage = 'none';
    expect((await drainOutbox(kavenegarDeps())).sent).toBe(0);
    await due(p);
    expect((await drainOutbox(kavenegarDeps())).sent).toBe(1);
    [row] = await rowsFor(p);
    expect(row).toMatchObject({ state: 'sent', tries: 2 });
    expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
  });

  it('waits as long as a rate-limited provider says (Retry-After), and longer when out of credit', async () => {
    const p = phone();
    await queue(p);
    kavenegar.throttle.limit = 0;
    try {
      await drainOutbox(kavenegarDeps());
    } finally {
      kavenegar.throttle.limit = Number.POSITIVE_INFINITY;
    }
    let [row] = await rowsFor(p);
    expect(row!.state).toBe('queued');
    expect(row!.wait).toBeGreaterThan(25);
    expect(row!.wait).toBeLessThanOrEqual(30);
    await due(p);
    kavenegar.credit = 0;
    await drainOutbox(kavenegarDeps());
    [row] = await rowsFor(p);
    expect(row!.state).toBe('queued');
    expect(row!.wait).toBeGreaterThan(500);
  });

  it('fails a message for good on a permanent refusal (bad key, refused number), with the reason and without the key', async () => {
    const p = phone();
    await queue(p);
    const badKey: WorkerDeps = {
      ...kavenegarDeps(),
      sender: createSender({ SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'wrong-key-000', SMS_BASE_URL: kavenegar.url }),
    };
    expect((await drainOutbox(badKey)).failed).toBe(1);
    const [row] = await rowsFor(p);
    expect(row!.state).toBe('failed');
    expect(row!.last_error).toMatch(/403/);
    expect(row!.last_error).not.toContain('wrong-key-000');

    const refused = phone();
    kavenegar.refusedNumbers.add(refused);
    await queue(refused);
    expect((await drainOutbox(kavenegarDeps())).failed).toBe(1);
    expect((await rowsFor(refused))[0]!.state).toBe('failed');
  });

  it(`gives up after ${MAX_TRIES} tries`, async () => {
    const p = phone();
    await queue(p);
    kavenegar.outage = 'down';
    for (let i = 0; i < MAX_TRIES; i += 1) {
      await drainOutbox(kavenegarDeps());
      await due(p);
    }
    const [row] = await rowsFor(p);
    expect(row).toMatchObject({ state: 'failed', tries: MAX_TRIES });
  });

  it('takes over a message whose worker died mid-send once its lease ran out', async () => {
    const p = phone();
    await queue(p);
    await t.database.db.execute(sql`update sms_outbox set state = 'sending', tries = 1, claim_token = 'dead-worker',
                                    claimed_until = now() + interval '1 minute' where phone_number = ${p}`);
    expect((await drainOutbox(kavenegarDeps())).sent).toBe(0);
    await t.database.db.execute(sql`update sms_outbox set claimed_until = now() - interval '1 second' where phone_number = ${p}`);
    expect((await drainOutbox(kavenegarDeps())).sent).toBe(1);
    expect((await rowsFor(p))[0]).toMatchObject({ state: 'sent', tries: 2 });
  });

  it('does not send a code that expired while it waited', async () => {
    const p = phone();
    await requestCode(t, p, 'signup', '10.3.0.2');
    await t.database.db.execute(sql`update sms_outbox set expires_at = now() - interval '1 second' where phone_number = ${p}`);
    expect((await drainOutbox(kavenegarDeps())).failed).toBe(1);
    expect(kavenegar.sent.some((s) => s.receptor === p)).toBe(false);
    expect((await rowsFor(p))[0]!.code).toBeNull();
  });

  it('sends codes before texts that came due earlier: a visitor on the signup form does not wait behind a broadcast', async () => {
    const texts = Array.from({ length: 5 }, () => phone());
    for (const p of texts) await queue(p);
    const waiting = phone();
    await requestCode(t, waiting, 'signup', '10.3.0.4');
    await drainOutbox(kavenegarDeps(), { limit: 1 });
    expect(kavenegar.sent.at(-1)).toMatchObject({ receptor: waiting, template: 'fest-signup' });
    expect(kavenegar.sent.some((s) => texts.includes(s.receptor))).toBe(false);
    expect((await rowsFor(texts[0]!))[0]!.state).toBe('queued');
  });

  it('makes SMS_WORKER_CONCURRENCY provider calls at once, never more, and sends each message once', async () => {
    const phones = Array.from({ length: 10 }, () => phone());
    for (const p of phones) await queue(p);
    kavenegar.timing.latencyMs = 40;
    kavenegar.timing.maxInFlight = 0;
    const deps = kavenegarDeps();
    const report = await drainOutbox({ ...deps, settings: { ...deps.settings, SMS_WORKER_CONCURRENCY: 3 } });
    expect(report).toMatchObject({ sent: 10, failed: 0, retrying: 0 });
    expect(kavenegar.timing.maxInFlight).toBe(3);
    for (const p of phones) {
      expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
      expect((await rowsFor(p))[0]).toMatchObject({ state: 'sent', tries: 1 });
    }
  });

  it('runs at once when started and goes on without pausing while a backlog lasts', async () => {
    const phones = Array.from({ length: 120 }, () => phone());
    for (const p of phones) await queue(p, `پیام ${p}`);
    kavenegar.credit = 1_000;
    const deps = kavenegarDeps();
    // An hour between runs: only the first run and the runs straight after a full one can send these.
    const stop = startSmsWorker({ ...deps, settings: { ...deps.settings, SMS_WORKER_INTERVAL_MS: 3_600_000, SMS_WORKER_CONCURRENCY: 8 } });
    try {
      await expect
        .poll(() => phones.filter((p) => kavenegar.sent.some((s) => s.receptor === p)).length, { timeout: 20_000, interval: 50 })
        .toBe(120);
    } finally {
      await stop();
    }
    for (const p of phones) expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
  });

  it('wakes as soon as a code is queued, not at its next interval', async () => {
    const deps = kavenegarDeps();
    const stop = startSmsWorker({ ...deps, listen: t.database.listen, settings: { ...deps.settings, SMS_WORKER_INTERVAL_MS: 3_600_000 } });
    try {
      // The run on start (nothing is due) is over well before this: only a wake-up can send what follows.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = phone();
      await requestCode(t, waiting, 'signup', '10.3.0.5');
      await expect.poll(() => kavenegar.sent.filter((s) => s.receptor === waiting).length, { timeout: 5_000, interval: 20 }).toBe(1);
      expect((await rowsFor(waiting))[0]).toMatchObject({ state: 'sent', tries: 1 });
    } finally {
      await stop();
    }
  });

  describe('a text whose provider answer was lost', () => {
    /** Kavenegar with a short time-out, so that a lost answer is a quick one. */
    const quickKavenegar = (): WorkerDeps => ({
      ...kavenegarDeps(),
      sender: createSmsProvider({ provider: 'kavenegar', apiKey: kavenegar.apiKey, baseUrl: kavenegar.url, timeoutMs: 300 }),
    });
    const lookups = () => kavenegar.requests.filter((r) => r.path.endsWith('/sms/statuslocalmessageid.json')).length;

    it('is sent with our id (localid), and when its answer is lost Kavenegar is asked first: it went, so it is not sent again', async () => {
      const p = phone();
      await queue(p);
      kavenegar.loseAnswers = 1;
      expect((await drainOutbox(quickKavenegar())).retrying).toBe(1);
      const [row] = await rowsFor(p);
      const taken = kavenegar.sent.filter((m) => m.receptor === p);
      expect(taken).toHaveLength(1);
      expect(taken[0]!.localid).toBe(String(row!.id));

      const asked = lookups();
      await due(p);
      expect((await drainOutbox(quickKavenegar())).sent).toBe(1);
      expect(lookups()).toBe(asked + 1);
      expect(kavenegar.sent.filter((m) => m.receptor === p)).toHaveLength(1);
      expect((await rowsFor(p))[0]).toMatchObject({ state: 'sent', provider_message_id: String(taken[0]!.messageid) });
    });

    it('is sent again once Kavenegar says nothing went under its id', async () => {
      const p = phone();
      await queue(p);
      kavenegar.outage = 'hang';
      expect((await drainOutbox(quickKavenegar())).retrying).toBe(1);
      kavenegar.outage = 'none';
      const asked = lookups();
      await due(p);
      expect((await drainOutbox(quickKavenegar())).sent).toBe(1);
      expect(lookups()).toBe(asked + 1);
      expect(kavenegar.sent.filter((m) => m.receptor === p)).toHaveLength(1);
    });

    it('is asked about when its worker died mid-send (the lease ran out)', async () => {
      const p = phone();
      await queue(p);
      // A worker claimed it, Kavenegar took it, and the worker died before it wrote the answer down.
      const [row] = await rowsFor(p);
      await t.database.db.execute(sql`update sms_outbox set state = 'sending', tries = 1, claimed_until = now() - interval '1 second' where id = ${row!.id}`);
      await createSmsProvider({ provider: 'kavenegar', apiKey: kavenegar.apiKey, baseUrl: kavenegar.url }).sendText(p, row!.text, { localId: String(row!.id) });
      expect((await drainOutbox(quickKavenegar())).sent).toBe(1);
      expect(kavenegar.sent.filter((m) => m.receptor === p)).toHaveLength(1);
    });

    it('is never sent again through SMS.ir, which can’t be asked; a code is', async () => {
      const smsir: FakeSmsIr = await startFakeSmsIr();
      try {
        const deps: WorkerDeps = {
          ...kavenegarDeps(),
          sender: createSmsProvider({ provider: 'smsir', apiKey: smsir.apiKey, sender: String([...smsir.lines][0]), baseUrl: smsir.url, timeoutMs: 300 }),
          settings: { SMS_TEMPLATE_SIGNUP: String([...smsir.templates.keys()][0]), SMS_TEMPLATE_RESET: '1', PUBLIC_URL: 'http://fest.test', SMS_WORKER_INTERVAL_MS: 1000 },
        };
        const p = phone();
        await queue(p);
        await requestCode(t, p, 'signup', '10.3.0.4');
        smsir.outage = 'hang';
        expect((await drainOutbox(deps)).retrying).toBe(2);
        smsir.outage = 'none';
        await due(p);
        expect(await drainOutbox(deps)).toMatchObject({ sent: 1, failed: 1 });
        const rows = await rowsFor(p);
        const text = rows.find((r) => r.text.startsWith('سلام'))!;
        expect(text).toMatchObject({ state: 'failed' });
        expect(text.last_error).toMatch(/answer was lost/);
        expect(rows.filter((r) => r.state === 'sent')).toHaveLength(1);
      } finally {
        await smsir.close();
      }
    });
  });

  it('speaks SMS.ir too (templates by numeric id, texts from the line number)', async () => {
    const smsir: FakeSmsIr = await startFakeSmsIr();
    try {
      const deps: WorkerDeps = {
        ...kavenegarDeps(),
        sender: createSender({ SMS_PROVIDER: 'smsir', SMS_API_KEY: smsir.apiKey, SMS_SENDER: String([...smsir.lines][0]), SMS_BASE_URL: smsir.url }),
        settings: { SMS_TEMPLATE_SIGNUP: String([...smsir.templates.keys()][0]), SMS_TEMPLATE_RESET: '1', PUBLIC_URL: 'http://fest.test', SMS_WORKER_INTERVAL_MS: 1000 },
      };
      const p = phone();
      await queue(p);
      await requestCode(t, p, 'signup', '10.3.0.3');
      expect((await drainOutbox(deps)).sent).toBe(2);
      expect((await rowsFor(p)).map((r) => r.provider)).toEqual(['smsir', 'smsir']);
    } finally {
      await smsir.close();
    }
  });
});

describe.runIf(onServer)('the SMS worker in two processes (PostgreSQL server)', () => {
  it('wakes when another process queues a message (NOTIFY sms_queued)', async () => {
    const other = await openDatabase({ url: t.database.url!, poolSize: 2 });
    const deps = kavenegarDeps();
    const stop = startSmsWorker({ ...deps, listen: t.database.listen, settings: { ...deps.settings, SMS_WORKER_INTERVAL_MS: 3_600_000 } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const p = phone();
      await other.db.transaction((tx) => queueText(tx, { phone: p, text: 'از فرایندی دیگر', purpose: 'broadcast' }));
      await expect.poll(() => kavenegar.sent.filter((s) => s.receptor === p).length, { timeout: 5_000, interval: 20 }).toBe(1);
    } finally {
      await stop();
      await other.close();
    }
  });

  it('sends each message exactly once when two workers drain the same outbox at once', async () => {
    const second = await openDatabase({ url: t.database.url!, poolSize: 5 });
    try {
      const phones = Array.from({ length: 40 }, () => phone());
      for (const p of phones) await queue(p, `پیام ${p}`);
      const [a, b] = await Promise.all([drainOutbox(kavenegarDeps(), { concurrency: 4 }), drainOutbox(kavenegarDeps(second.db), { concurrency: 4 })]);
      expect(a.sent + b.sent).toBe(40);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      for (const p of phones) expect(kavenegar.sent.filter((s) => s.receptor === p)).toHaveLength(1);
      const states = await t.database.db.select({ state: smsOutbox.state }).from(smsOutbox);
      expect(states.filter((s) => s.state === 'sending')).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});
