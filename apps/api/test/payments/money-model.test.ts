import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { loadSettings } from '../../src/config/settings';
import { createGateway } from '../../src/gateways/zarinpal';
import type { Log } from '../../src/lib/log';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { sweepPayments, type PaymentsDeps } from '../../src/modules/payments';
import { ticketKeyFrom } from '../../src/modules/tickets';
import { TokenSigner } from '../../src/lib/tokens';
import { TEST_JWT_SECRET, TEST_TICKET_SECRET } from '../helpers/app';
import { makeBuyers } from '../helpers/buyers';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { seededRandom, type Random } from '../helpers/seeded-random';
import { createAccessory, createCoupon, createPresentation } from './fixtures';
import { startGatewayProxy, type GatewayProxy, type LostAnswer } from './gateway-proxy';
import {
  checkNoJump,
  checkWorld,
  coveredLines,
  exactLineAmounts,
  lineKey,
  linesOf,
  newModel,
  readWorld,
  type Model,
  type RefundWire,
  type Rule,
  type Violation,
  type World,
} from './money-invariants';
import { startServer, type ServerProcess } from './spawn-server';

/**
 * A model-based test of the money (decision 024: one money path). Two API processes share one PostgreSQL database; a
 * seeded random sequence of operations, each sent to a randomly chosen process, plays buyers (add,
 * pay_all, pay or cancel at the bank, pay after the hold ran out, verify), organisers (reverify,
 * whole and partial refunds through the gateway or by hand, capacity changes), people joining the
 * waiting lines of full workshops, and the network and the machines failing (a gateway refund whose
 * answer is lost, a process killed in the middle of a refund), with some operations pressed on both
 * processes at once. After every step the database is read and checked against the contract's rules
 * and against what the test itself knows (money-invariants.ts); at the end the sweep settles
 * everything and the rules are checked once more, stricter.
 *
 * The gateway is the built-in sandbox of one of the processes, reached through a proxy of the test's
 * own (gateway-proxy.ts) that can lose answers. The background sweep is the product's own
 * sweepPayments, run by the test when a step calls for it (the processes' timers are set far off, so
 * a replay does not depend on when they fire); the waiting-list workers run in the processes as in
 * production. Time passes by moving deadlines back in SQL, announced as the passing of time would be.
 *
 * Replay: MONEY_MODEL_SEED=<seed> MONEY_MODEL_STEPS=<n> (MONEY_MODEL_KILLS=<n>: processes killed at
 * most, 1 by default; MONEY_MODEL_VERBOSE=1 prints every step even when all is well). The same seed makes
 * the same choices; answers that depend on races between the processes may differ from run to run,
 * which is the point of running it on two. On a failure the seed and the steps up to it are printed.
 */

const SEED = Number(process.env.MONEY_MODEL_SEED ?? 38);
const STEPS = Number(process.env.MONEY_MODEL_STEPS ?? 60);
const KILLS = Number(process.env.MONEY_MODEL_KILLS ?? 1);
/** MONEY_MODEL_KEEP_GOING=1: run every step even after a violation (each distinct violation reported once). */
const KEEP_GOING = process.env.MONEY_MODEL_KEEP_GOING === '1';
/**
 * The line race: a refund frees a seat of a workshop with a line while a buyer outside the line polls
 * add and pay_all on the other process; the seat must go to the line (the public's seats free count the
 * seats owed to it: decision 024). MONEY_MODEL_LINE_RACE=0 leaves it out.
 */
const LINE_RACE = process.env.MONEY_MODEL_LINE_RACE !== '0';
/** ZARINPAL_TIMEOUT_MS of the processes: small, so that a lost answer costs little time. */
const GATEWAY_TIMEOUT_MS = 1500;
const ADMIN_PHONE = '09389990001';

type Answer = { status: number; body: Record<string, unknown> };
type PaymentRow = World['payments'] extends Map<number, infer P> ? P : never;

if (!onServer) {
  it.skip('the money model runs on a PostgreSQL server only (TEST_DATABASE_URL): its two API processes share one database', () => undefined);
}

describe.skipIf(!onServer)('the money model: random purchases, refunds and waiting lines on two API processes', () => {
  let database: TestDatabase;
  let proxy: GatewayProxy;
  const servers: (ServerProcess | null)[] = [null, null];
  const serverLogs: string[][] = [[], []];
  /** A process about to be killed: the proxy sends the bank's calls to the other one meanwhile. */
  let dying: number | null = null;
  let env: Parameters<typeof startServer>[0];
  let adminAuth = '';
  let buyers: { id: number; auth: string }[] = [];
  let presentationIds: number[] = [];
  let accessoryPrices = new Map<number, number>();
  let coupons: { id: number; code: string; percentage: number; eligible: number[] }[] = [];
  let sweepDeps: PaymentsDeps;
  let refundsApi = false;

  const rng: Random = seededRandom(SEED);
  const model: Model = newModel();
  const violations: Violation[] = [];
  const steps: string[] = [];
  const counts: Record<string, number> = {};
  const sweepErrors: string[] = [];
  let step = 0;
  let kills = 0;
  let keySerial = 0;
  let ranSteps = 0;
  let elapsedMs = 0;
  let aborted: string | null = null;

  const note = (text: string) => (steps[steps.length - 1] += `\n      ${text}`);
  const reported = new Set<string>();
  /** Adds violations, each distinct one once (a broken rule tends to stay broken for the steps after). */
  const record = (...found: Violation[]) => {
    for (const v of found) {
      const key = `${v.rule}:${v.message}`;
      if (reported.has(key)) continue;
      reported.add(key);
      violations.push(v);
    }
  };
  const violate = (rule: Rule, message: string) => record({ rule, step, message });
  const expectAnswer = (ok: boolean, message: string) => {
    if (!ok) violate('answers', message);
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  // ---------------------------------------------------------------- set-up

  async function start(i: number) {
    const server = await startServer(env);
    const keep = (d: Buffer) => {
      for (const line of String(d).split('\n')) if (line.trim()) serverLogs[i]!.push(line.slice(0, 400));
      serverLogs[i]!.splice(0, Math.max(0, serverLogs[i]!.length - 40));
    };
    server.child.stdout?.on('data', keep);
    server.child.stderr?.on('data', keep);
    servers[i] = server;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    proxy = await startGatewayProxy({
      clientTimeoutMs: GATEWAY_TIMEOUT_MS,
      target: () => {
        const i = dying === 0 ? 1 : 0;
        return `${servers[i]!.url}/_sandbox/zarinpal`;
      },
    });
    env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: TEST_JWT_SECRET,
      ZARINPAL_BASE_URL: proxy.url,
      ZARINPAL_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      // The test runs the sweep itself (sweepPayments), so that a replay does not depend on a timer.
      PAYMENT_SWEEP_SECONDS: '3600',
    };

    // Four workshops of few seats each (in time slots of their own: no clash), two accessories, two coupons.
    presentationIds = [
      await createPresentation(db, { capacity: 1, cost: 100_000 }),
      await createPresentation(db, { capacity: 2, cost: 150_000 }),
      await createPresentation(db, { capacity: 2, cost: 80_000 }),
      await createPresentation(db, { capacity: 3, cost: 120_000 }),
    ];
    const shirt = await createAccessory(db, { price: 30_000 });
    const mug = await createAccessory(db, { price: 45_000 });
    accessoryPrices = new Map([
      [shirt, 30_000],
      [mug, 45_000],
    ]);
    const everything = await createCoupon(db, { percentage: 10, maxUses: 4 });
    const one = await createCoupon(db, { percentage: 25, maxUses: 2, eligible: [presentationIds[1]!] });
    coupons = [
      { ...everything, percentage: 10, eligible: [] },
      { ...one, percentage: 25, eligible: [presentationIds[1]!] },
    ];

    const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);
    buyers = await makeBuyers(db, signer, 10, { prefix: '0938', lastName: 'مدل' });
    const [admin] = await db
      .insert(users)
      .values({ phoneNumber: ADMIN_PHONE, email: 'model-admin@example.ir', firstName: 'مدیر', lastName: 'مدل', passwordHash: 'unused', role: 'admin' })
      .returning();
    adminAuth = `Bearer ${(await issueTokenPair(db, signer, { id: admin!.id, phoneNumber: admin!.phoneNumber, sessionVersion: admin!.sessionVersion })).access}`;

    // The database is migrated already: both processes can start at once.
    await Promise.all([start(0), start(1)]);

    const settings = loadSettings({
      NODE_ENV: 'test',
      DATA_DIR: `/tmp/fest-money-model-${process.pid}`,
      LOG_LEVEL: 'silent',
      ZARINPAL_BASE_URL: proxy.url,
      ZARINPAL_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      PUBLIC_URL: servers[0]!.url,
    });
    const log = {
      info: () => undefined,
      warn: () => undefined,
      error: (...args: unknown[]) => sweepErrors.push(JSON.stringify(args).slice(0, 400)),
    } as unknown as Log;
    sweepDeps = { db, gateway: createGateway(settings), settings, log, ticketKey: ticketKeyFrom(TEST_TICKET_SECRET) };

    // Without the organisers' refunds list the refund operations are left out, and that is a failure.
    const listed = await http(0, 'GET', '/api/admin/refunds/?page_size=1', adminAuth);
    refundsApi = listed.status === 200;
    expectAnswer(refundsApi, `GET /api/admin/refunds/ answered ${code(listed)}: the refund operations were left out`);

    const started = Date.now();
    try {
      await run();
    } catch (err) {
      aborted = err instanceof Error ? (err.stack ?? err.message) : String(err);
    }
    elapsedMs = Date.now() - started;
    console.log(summary());
    if (process.env.MONEY_MODEL_VERBOSE === '1') console.log(report());
  }, 600_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s?.stop()));
    await proxy?.close();
    await database?.close();
  }, 60_000);

  // ---------------------------------------------------------------- HTTP

  const url = (i: number) => servers[i]!.url;
  const name = (i: number) => (i === 0 ? 'A' : 'B');
  const anyProcess = () => rng.int(2);

  async function http(i: number, method: string, path: string, auth?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(url(i) + path, {
      method,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text: text.slice(0, 200) };
    }
    if (res.status >= 500 && res.status !== 502) violate('answers', `${method} ${path} on ${name(i)} answered ${res.status}: ${text.slice(0, 300)}`);
    return { status: res.status, body: parsed };
  }

  /** The buyer's browser at the bank: pay (OK) or cancel (NOK) on the sandbox's StartPay page, on any process. */
  async function atBank(authority: string, pay: boolean) {
    const i = anyProcess();
    const res = await fetch(`${url(i)}/_sandbox/zarinpal/pg/StartPay/${authority}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `status=${pay ? 'OK' : 'NOK'}`,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    await res.text();
    expectAnswer(res.status === 303, `the bank's ${pay ? 'pay' : 'cancel'} button for ${authority} answered ${res.status}, not 303`);
    note(`bank (${name(i)}): ${pay ? 'pay' : 'cancel'}`);
  }

  const notifyTimePassed = () => database.db.execute(sql`select pg_notify('catalogue_changed', '')`);
  /**
   * A minute passes for the PENDING gateway refunds: a live request to the gateway would have ended by
   * now, so the sweep (or the next refund of the payment) may settle them by asking the gateway.
   */
  const refundsAgeAMinute = async () => {
    if (refundsApi) await database.db.execute(sql`update refunds set created_at = created_at - interval '1 minute' where state = 'PENDING'`);
  };
  const code = (a: Answer) => `${a.status}${a.body.code ? ` ${String(a.body.code)}` : ''}`;

  async function sweep(label = 'sweep') {
    await refundsAgeAMinute();
    const report = await sweepPayments(sweepDeps, { recheckAfterSeconds: 0 });
    note(`${label}: ${JSON.stringify(report)}`);
    return report;
  }

  // ---------------------------------------------------------------- reading the world

  async function refundsFromApi(): Promise<{ refunds: RefundWire[]; refundedAmount: Map<number, number> }> {
    if (!refundsApi) return { refunds: [], refundedAmount: new Map() };
    const refunds: RefundWire[] = [];
    for (let page = 1; ; page += 1) {
      const a = await http(rng.int(2), 'GET', `/api/admin/refunds/?page_size=200&page=${page}`, adminAuth);
      if (a.status !== 200) {
        violate('answers', `GET /api/admin/refunds/ answered ${code(a)}`);
        break;
      }
      const results = (a.body.results ?? []) as RefundWire[];
      refunds.push(...results);
      if (refunds.length >= Number(a.body.count) || results.length === 0) break;
    }
    const refundedAmount = new Map<number, number>();
    for (let page = 1; ; page += 1) {
      const a = await http(rng.int(2), 'GET', `/api/admin/payments/?page_size=200&page=${page}`, adminAuth);
      if (a.status !== 200) {
        violate('answers', `GET /api/admin/payments/ answered ${code(a)}`);
        break;
      }
      const results = (a.body.results ?? []) as { id: number; refunded_amount?: unknown }[];
      for (const p of results) {
        if (typeof p.refunded_amount !== 'number') violate('answers', `GET /api/admin/payments/: payment ${p.id} has no refunded_amount`);
        else refundedAmount.set(p.id, p.refunded_amount);
      }
      if (refundedAmount.size >= Number(a.body.count) || results.length === 0) break;
    }
    return { refunds, refundedAmount };
  }

  const look = async () => readWorld(database.db, await refundsFromApi());

  /**
   * Waits until the waiting-list workers have nothing left to do: no line beside a free seat, no
   * offer past its deadline left in a cart, no hold that ran out on a presentation with a line.
   * A free seat still unoffered after 15 s breaks the contract's "the first in line gets an offer".
   */
  async function offersSettled() {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = rowsOf<{ what: string }>(
        await database.db.execute(sql`
          select 'presentation ' || p.id || ' has a free seat while someone waits' as what from presentations p
            where p.capacity > p.sold + p.held and p.is_registration_active and p.start > now()
              and exists (select 1 from waitlist_entries w where w.presentation_id = p.id and not exists (
                select 1 from participations pa where pa.user_id = w.user_id and pa.presentation_id = w.presentation_id and pa.payment_state <> 'CANCELLED'))
          union all
          select 'offer ' || pa.id || ' ran out and is still in a cart' from participations pa
            where pa.payment_state = 'PENDING' and pa.offer_expires_at <= now()
              and not exists (select 1 from payment_items pi join payments on payments.id = pi.payment_id
                where pi.participation_id = pa.id and payments.payment_state = 'PENDING' and payments.hold_expires_at > now())
          union all
          select 'a hold that ran out still keeps a seat of presentation ' || pi.presentation_id || ', which has a line' from payments
            join payment_items pi on pi.payment_id = payments.id join participations pa on pa.id = pi.participation_id
            where payments.payment_state = 'PENDING' and payments.hold_expires_at <= now() and pa.holds_seat
              and exists (select 1 from waitlist_entries w where w.presentation_id = pi.presentation_id)`),
      );
      if (rows.length === 0) return;
      if (Date.now() > deadline) {
        violate('waiting-line', `after 15 s: ${rows.map((r) => r.what).join('; ')}`);
        return;
      }
      await sleep(50);
    }
  }

  async function paymentNow(id: number) {
    const [row] = rowsOf<{ state: string; events: number; hold_live: boolean; authority: string | null; session: string | null }>(
      await database.db.execute(sql`select p.payment_state as state, (select count(*) from payment_events e where e.payment_id = p.id)::int as events,
          p.hold_expires_at > now() as hold_live, p.authority, s.status as session
        from payments p left join zarinpal_sandbox_sessions s on s.authority = p.authority where p.id = ${id}`),
    );
    return row;
  }

  // ---------------------------------------------------------------- the operations

  const states = (w: World, ...wanted: string[]) => [...w.payments.values()].filter((p) => model.payments.has(p.id) && wanted.includes(p.state));
  const sessionOf = (w: World, p: PaymentRow) => (p.authority ? w.sessions.get(p.authority)?.status : undefined);
  const buyerOf = (userId: number) => buyers.find((b) => b.id === userId)!;
  const holds = (w: World, userId: number, presentationId: number) =>
    [...w.participations.values()].some((pa) => pa.userId === userId && pa.presentationId === presentationId && pa.state !== 'CANCELLED');
  const isFull = (w: World, presentationId: number) => {
    const p = w.presentations.get(presentationId)!;
    return p.sold + p.held >= p.capacity;
  };
  const standingLines = (w: World, paymentId: number) => {
    const covered = coveredLines(w, paymentId);
    return linesOf(w, paymentId).filter((l) => !covered.has(lineKey(l)));
  };
  const refundsOf = (w: World, paymentId: number) => w.refunds.filter((r) => r.payment === paymentId);
  /** Payments a refund may be asked for: COMPLETED or REFUND_REQUIRED with a line not yet refunded. */
  const refundable = (w: World) =>
    states(w, 'COMPLETED', 'REFUND_REQUIRED').filter(
      (p) => standingLines(w, p.id).length > 0 || refundsOf(w, p.id).filter((r) => r.state !== 'FAILED').reduce((s, r) => s + r.amount, 0) < p.total,
    );
  /** Those that ZarinPal can reverse: nothing refunded yet (it reverses whole payments only). */
  const reversible = (w: World) => refundable(w).filter((p) => refundsOf(w, p.id).every((r) => r.state === 'FAILED'));

  /** What pay_all should charge for this cart (contract "Payments": the subtotal less the coupon's discount). */
  function expectedTotal(w: World, participationIds: number[], accessoryIds: number[], couponCode: string | undefined) {
    const items = participationIds.map((id) => {
      const pa = w.participations.get(id)!;
      return { presentationId: pa.presentationId, cost: presentationCost.get(pa.presentationId)! };
    });
    const subtotal = items.reduce((s, i) => s + i.cost, 0) + accessoryIds.reduce((s, id) => s + accessoryPrices.get(id)!, 0);
    const coupon = coupons.find((c) => c.code === couponCode);
    if (!coupon) return subtotal;
    const discountable = coupon.eligible.length ? items.filter((i) => coupon.eligible.includes(i.presentationId)).reduce((s, i) => s + i.cost, 0) : subtotal;
    return subtotal - Math.floor((discountable * coupon.percentage) / 100);
  }
  const presentationCost = new Map<number, number>();

  /** verify (the buyer's) or reverify (an organiser's): answers as the contract's "life of a payment" says. */
  async function settleOnce(kind: 'verify' | 'reverify', paymentId: number, i = anyProcess()) {
    const p = model.payments.get(paymentId)!;
    const before = (await paymentNow(paymentId))!;
    const paid = before.session === 'PAID' || before.session === 'VERIFIED' || before.session === 'REVERSED';
    const askedBefore = proxy.calls.filter((c) => c.endpoint === 'verify.json' && c.authority === p.authority).length;
    const a =
      kind === 'verify'
        ? await http(i, 'POST', '/api/payments/verify/', buyerOf(p.userId).auth, { authority: p.authority, status: paid ? 'OK' : 'NOK' })
        : await http(i, 'POST', `/api/admin/payments/${paymentId}/reverify/`, adminAuth);
    const after = (await paymentNow(paymentId))!;
    const answered = String(a.body.payment_state ?? '');
    note(`${kind} payment ${paymentId} on ${name(i)} (was ${before.state}, bank ${before.session}): ${code(a)} ${answered} ${String(a.body.status ?? '')} -> ${after.state}`);
    const what = `${kind} of payment ${paymentId} (${before.state}, bank ${before.session})`;
    if (a.status === 502) {
      expectAnswer(after.state === before.state, `${what}: a gateway failure (502) changed the payment to ${after.state}`);
      return a;
    }
    const okStatus = kind === 'reverify' ? 200 : undefined;
    if (['COMPLETED', 'REFUND_REQUIRED', 'REFUNDED'].includes(before.state)) {
      expectAnswer(a.status === 200, `${what}: answered ${code(a)}, not 200`);
      expectAnswer(answered === before.state, `${what}: answered ${answered}, not its stored ${before.state}`);
      expectAnswer(after.state === before.state && after.events === before.events, `${what}: changed it to ${after.state} (history ${before.events} -> ${after.events} rows)`);
      if (kind === 'verify' && before.state !== 'COMPLETED') expectAnswer(a.body.status === 'unexpected', `${what}: status ${String(a.body.status)}, not "unexpected"`);
      const asked = proxy.calls.filter((c) => c.endpoint === 'verify.json' && c.authority === p.authority).length - askedBefore;
      if (before.state === 'REFUNDED') expectAnswer(asked === 0, `${what}: REFUNDED is final, yet the gateway was asked ${asked} time(s)`);
    } else if (paid) {
      expectAnswer(a.status === 200, `${what}: the money arrived, yet it answered ${code(a)}`);
      expectAnswer(['COMPLETED', 'REFUND_REQUIRED'].includes(after.state), `${what}: the money arrived, yet it is ${after.state}`);
      expectAnswer(answered === after.state, `${what}: answered ${answered}, but it is ${after.state}`);
    } else {
      expectAnswer(a.status === (okStatus ?? 400), `${what}: nothing was paid, yet it answered ${code(a)}`);
      expectAnswer(['FAILED', 'EXPIRED'].includes(after.state), `${what}: nothing was paid, yet it is ${after.state}`);
      if (before.state === 'PENDING') expectAnswer(after.state === 'FAILED', `${what}: "not paid" left it ${after.state}, not FAILED`);
    }
    return a;
  }

  /** A buyer adds one or two workshops (joining the line of a full one, sometimes) and pays for the cart. */
  async function buy(w: World) {
    const buyer = rng.pick(buyers);
    const waitingFor = [...w.waiting].filter(([, us]) => us.includes(buyer.id)).map(([p]) => p);
    const candidates = presentationIds.filter((p) => !holds(w, buyer.id, p) && !waitingFor.includes(p));
    const pending = [...w.participations.values()].filter((pa) => pa.userId === buyer.id && pa.state === 'PENDING');
    const targets = rng.some(candidates, pending.length ? 0.3 : 0.5).slice(0, 2);
    if (targets.length === 0 && pending.length === 0 && candidates.length) targets.push(rng.pick(candidates));
    steps.push(`#${step} buy: buyer ${buyer.id}`);
    for (const presentationId of targets) {
      const i = anyProcess();
      const a = await http(i, 'POST', `/api/presentations/${presentationId}/add_participation/`, buyer.auth);
      note(`add presentation ${presentationId} on ${name(i)}: ${code(a)}`);
      if (a.status === 201) continue;
      if (a.status === 400 && a.body.code === 'CAPACITY_FULL') {
        if (rng.chance(0.5)) await join(buyer, presentationId);
        continue;
      }
      if (a.status === 400 && (a.body.code === 'ALREADY_IN_CART' || a.body.code === 'ALREADY_REGISTERED')) {
        const now = await look();
        expectAnswer(holds(now, buyer.id, presentationId), `add of presentation ${presentationId}: ${code(a)}, but buyer ${buyer.id} does not hold it`);
        continue;
      }
      expectAnswer(false, `add of presentation ${presentationId} by buyer ${buyer.id}: unexpected ${code(a)} ${JSON.stringify(a.body).slice(0, 200)}`);
    }
    await payCart(buyer);
  }

  async function payCart(buyer: { id: number; auth: string }, opts: { bank?: 'pay' | 'cancel' | 'leave'; retried?: boolean } = {}): Promise<number | null> {
    const w = await look();
    const cart = [...w.participations.values()].filter((pa) => pa.userId === buyer.id && pa.state === 'PENDING').map((pa) => pa.id);
    if (cart.length === 0) return null;
    const extras = rng.some([...accessoryPrices.keys()], 0.25);
    const coupon = rng.chance(0.3) ? rng.pick(coupons).code : undefined;
    const i = anyProcess();
    const a = await http(i, 'POST', '/api/payments/pay_all/', buyer.auth, { accessories: extras, ...(coupon ? { coupon } : {}) });
    note(`pay_all on ${name(i)} (items ${cart.join(', ')}; accessories [${extras.join(', ')}]${coupon ? `; coupon ${coupon}` : ''}): ${code(a)}`);
    if (a.status !== 200) {
      const allowed = a.status === 502 || a.status === 429 || (a.status === 400 && ['CAPACITY_FULL', 'COUPON_INVALID'].includes(String(a.body.code)));
      expectAnswer(allowed, `pay_all of buyer ${buyer.id}: unexpected ${code(a)} ${JSON.stringify(a.body).slice(0, 200)}`);
      // A buyer told a workshop is full takes it out of the cart (not an offer: that seat is theirs) and tries again.
      const full = cart.map((id) => w.participations.get(id)!).filter((pa) => !pa.offer && isFull(w, pa.presentationId));
      if (a.body.code === 'CAPACITY_FULL' && full.length && !opts.retried && rng.chance(0.7)) {
        const item = rng.pick(full);
        const j = anyProcess();
        const removed = await http(j, 'DELETE', `/api/presentations/${item.id}/remove_participation/`, buyer.auth);
        note(`remove cart item ${item.id} (presentation ${item.presentationId}) on ${name(j)}: ${code(removed)}`);
        expectAnswer(removed.status === 200, `removing PENDING cart item ${item.id} of buyer ${buyer.id}: answered ${code(removed)}`);
        return payCart(buyer, { ...opts, retried: true });
      }
      return null;
    }
    const authority = String(a.body.authority);
    const [row] = rowsOf<{ id: number; total_price: number }>(await database.db.execute(sql`select id, total_price from payments where authority = ${authority}`));
    if (!row) {
      expectAnswer(false, `pay_all answered authority ${authority}, but no payment has it`);
      return null;
    }
    const paymentId = Number(row.id);
    const [charged] = rowsOf<{ ids: number[] | null }>(
      await database.db.execute(sql`select array_agg(participation_id order by participation_id) as ids from payment_items where payment_id = ${paymentId}`),
    );
    const chargedIds = (charged?.ids ?? []).map(Number);
    if (!model.payments.has(paymentId)) {
      model.payments.set(paymentId, { userId: buyer.id, authority, seen: [] });
      const want = expectedTotal(w, chargedIds, extras, coupon);
      expectAnswer(
        Number(row.total_price) === want,
        `pay_all of buyer ${buyer.id} (items ${chargedIds.join(', ')}, accessories [${extras.join(', ')}], coupon ${coupon ?? '-'}): total ${String(row.total_price)}, the contract's arithmetic says ${want}`,
      );
      expectAnswer(
        chargedIds.join() === [...cart].sort((x, y) => x - y).join(),
        `pay_all of buyer ${buyer.id}: charged items ${chargedIds.join(', ')}, the cart held ${cart.join(', ')}`,
      );
    }
    note(`payment ${paymentId}, total ${String(row.total_price)}`);
    const bank = opts.bank ?? rng.weighted({ pay: 6, cancel: 1.5, leave: 2 });
    if (bank === 'leave') return paymentId;
    await atBank(authority, bank === 'pay');
    if (rng.chance(0.85)) await settleOnce('verify', paymentId);
    return paymentId;
  }

  /** Someone holding a waiting-list offer pays for it (with the rest of their cart). */
  async function acceptOffer(w: World) {
    const offer = rng.pick([...w.participations.values()].filter((pa) => pa.offer && pa.state === 'PENDING'));
    steps.push(`#${step} buyer ${offer.userId} takes the offer of presentation ${offer.presentationId} (participation ${offer.id})`);
    await payCart(buyerOf(offer.userId), { bank: rng.chance(0.85) ? 'pay' : 'cancel' });
  }

  /** Joins the line of a full workshop. */
  async function join(buyer: { id: number; auth: string }, presentationId: number) {
    const before = await look();
    const ahead = (before.waiting.get(presentationId) ?? []).length;
    const i = anyProcess();
    const a = await http(i, 'POST', `/api/presentations/${presentationId}/waitlist/`, buyer.auth);
    note(`buyer ${buyer.id} joins the line of presentation ${presentationId} on ${name(i)}: ${code(a)} ${a.body.position ?? ''}`);
    if (a.status === 201) {
      // Someone joining again left the line before (an offer, taken or run out): a new place at its end.
      model.joined.set(presentationId, [...(model.joined.get(presentationId) ?? []).filter((u) => u !== buyer.id), buyer.id]);
      const position = Number(a.body.position);
      expectAnswer(position >= 1 && position <= ahead + 1, `join of presentation ${presentationId}: position ${position}, with ${ahead} waiting before`);
      return;
    }
    if (a.status === 400 && a.body.code === 'NOT_FULL') {
      const pub = await http(i, 'GET', `/api/presentations/${presentationId}`);
      expectAnswer(Number(pub.body.remained_capacity) > 0 || !isFull(before, presentationId), `join of presentation ${presentationId}: NOT_FULL, but no seat is left`);
      return;
    }
    expectAnswer(false, `join of presentation ${presentationId} by buyer ${buyer.id}: unexpected ${code(a)}`);
  }

  async function joinLine(w: World) {
    const full = presentationIds.filter((p) => isFull(w, p));
    const presentationId = rng.pick(full);
    const outside = buyers.filter((b) => !holds(w, b.id, presentationId) && !(w.line.get(presentationId) ?? []).includes(b.id));
    steps.push(`#${step} join a line`);
    if (outside.length) await join(rng.pick(outside), presentationId);
  }

  async function cancelAtBank(w: World) {
    const p = rng.pick(states(w, 'PENDING').filter((x) => sessionOf(w, x) === 'IN_BANK'));
    steps.push(`#${step} cancel at the bank: payment ${p.id}`);
    await atBank(p.authority!, false);
    if (rng.chance(0.7)) await settleOnce('verify', p.id);
  }

  /** Money that arrives after the hold ran out (and perhaps after the payment was ended). */
  async function payLate(w: World) {
    const p = rng.pick(states(w, 'PENDING', 'FAILED', 'EXPIRED').filter((x) => sessionOf(w, x) === 'IN_BANK'));
    steps.push(`#${step} pay late: payment ${p.id} (${p.state})`);
    if (p.state === 'PENDING') {
      await database.db.execute(sql`update payments set hold_expires_at = now() - interval '1 second' where id = ${p.id}`);
      await notifyTimePassed();
      if (rng.chance(0.5)) await offersSettled();
    }
    await atBank(p.authority!, true);
    if (rng.chance(0.6)) await settleOnce('verify', p.id);
    else await sweep();
  }

  /** Holds run out; the sweep ends the unpaid ones (and completes what was paid meanwhile). */
  async function expire(w: World) {
    const chosen = rng.some(states(w, 'PENDING'), 0.6);
    if (chosen.length === 0) chosen.push(rng.pick(states(w, 'PENDING')));
    steps.push(`#${step} holds run out: payments ${chosen.map((p) => p.id).join(', ')}; the sweep`);
    for (const p of chosen) await database.db.execute(sql`update payments set hold_expires_at = now() - interval '1 second' where id = ${p.id}`);
    await notifyTimePassed();
    const report = await sweep();
    for (const p of chosen) {
      const now = (await paymentNow(p.id))!;
      const paid = now.session === 'PAID' || now.session === 'VERIFIED';
      const want = paid ? ['COMPLETED', 'REFUND_REQUIRED'] : ['EXPIRED'];
      expectAnswer(
        want.includes(now.state) || report.errors > 0,
        `the sweep after payment ${p.id}'s hold ran out (bank ${now.session}) left it ${now.state}, not ${want.join(' or ')}`,
      );
    }
  }

  async function verifyAny(w: World, kind: 'verify' | 'reverify') {
    const p = rng.pick(states(w, 'PENDING', 'COMPLETED', 'FAILED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED'));
    steps.push(`#${step} ${kind}: payment ${p.id}`);
    await settleOnce(kind, p.id);
  }

  /**
   * The same payment settled twice at once: the buyer's verify on both processes, or beside an
   * organiser's reverify on the other, or beside the sweep: one settlement, one answer.
   */
  async function verifyBoth(w: World) {
    const p = rng.pick(states(w, 'PENDING').filter((x) => ['IN_BANK', 'PAID'].includes(sessionOf(w, x) ?? '')));
    const pair = rng.weighted({ 'verify + verify': 3, 'verify + reverify': 1, 'verify + sweep': 1 });
    steps.push(`#${step} ${pair} at once: payment ${p.id}`);
    if (sessionOf(w, p) === 'IN_BANK') await atBank(p.authority!, rng.chance(0.8));
    const before = (await paymentNow(p.id))!;
    const auth = buyerOf(p.userId).auth;
    const i = anyProcess();
    const verify = (j: number) => http(j, 'POST', '/api/payments/verify/', auth, { authority: p.authority });
    const [first, second] = await Promise.all([
      verify(i),
      pair === 'verify + verify'
        ? verify(1 - i)
        : pair === 'verify + reverify'
          ? http(1 - i, 'POST', `/api/admin/payments/${p.id}/reverify/`, adminAuth)
          : sweepPayments(sweepDeps, { recheckAfterSeconds: 0 }).then((r) => ({ status: 200, body: { sweep: r } }) as Answer),
    ]);
    const after = (await paymentNow(p.id))!;
    const answers = pair === 'verify + sweep' ? [first!] : [first!, second!];
    note(`answers ${answers.map((a) => `${code(a)} ${String(a.body.payment_state)} ref ${String(a.body.ref_id)}`).join(' | ')} -> ${after.state}`);
    const what = `${pair} of payment ${p.id} at once (bank ${before.session})`;
    expectAnswer(after.events - before.events <= 1, `${what}: its state changed ${after.events - before.events} times`);
    if (answers.some((a) => a.status === 502)) return;
    for (const a of answers) expectAnswer(a.body.payment_state === after.state, `${what}: answered ${String(a.body.payment_state)}, but it is ${after.state}`);
    if (pair === 'verify + verify') expectAnswer(first!.body.ref_id === second!.body.ref_id, `${what}: two references`);
    const paid = before.session === 'PAID';
    expectAnswer(paid ? ['COMPLETED', 'REFUND_REQUIRED'].includes(after.state) : after.state === 'FAILED', `${what}: it is ${after.state}`);
  }

  /** The ticket codes a buyer's cart shows, by cart item id. */
  async function ticketsShown(userId: number): Promise<Map<number, string | null>> {
    const a = await http(anyProcess(), 'GET', '/api/presentations/cart/', buyerOf(userId).auth);
    const items = Array.isArray(a.body) ? (a.body as { id: number; ticket: string | null }[]) : [];
    return new Map(items.map((item) => [item.id, item.ticket]));
  }

  /** A refunded registration's ticket is void: the door answers 404 TICKET_NOT_FOUND. */
  async function expectVoid(tickets: { participationId: number; presentationId: number; ticket: string }[]) {
    for (const t of tickets) {
      const i = anyProcess();
      const a = await http(i, 'POST', '/api/checkin/', adminAuth, { ticket: t.ticket, presentation: t.presentationId });
      note(`the door (${name(i)}) scans the ticket of refunded participation ${t.participationId}: ${code(a)}`);
      if (a.status !== 404 || a.body.code !== 'TICKET_NOT_FOUND') violate('tickets', `the ticket of refunded participation ${t.participationId} still answers ${code(a)} at the door, not 404 TICKET_NOT_FOUND`);
    }
  }

  const newKey = () => `model-${SEED}-${(keySerial += 1)}`;

  async function refundCall(i: number, paymentId: number, body: Record<string, unknown>, key: string) {
    const a = await http(i, 'POST', `/api/admin/payments/${paymentId}/refund/`, adminAuth, body, { 'idempotency-key': key });
    const lines = [body.participations ? `participations ${(body.participations as number[]).join(',')}` : '', body.accessories ? `accessories ${(body.accessories as number[]).join(',')}` : '']
      .filter(Boolean)
      .join('; ');
    note(`refund ${String(body.method)} of payment ${paymentId} (${lines || 'everything'}) on ${name(i)}, key ${key}: ${code(a)}${a.body.state ? ` ${String(a.body.state)} #${String(a.body.id)} amount ${String(a.body.amount)}` : ''}`);
    return a;
  }

  const bodyFor = (method: 'gateway' | 'manual', lines?: { kind: string; id: number }[]) => ({
    method,
    note: method === 'manual' ? 'کارت به کارت' : '',
    ...(lines
      ? {
          participations: lines.filter((l) => l.kind === 'participation').map((l) => l.id),
          accessories: lines.filter((l) => l.kind === 'accessory').map((l) => l.id),
        }
      : {}),
  });

  /** An organiser refunds a payment: all of it or some lines, through the gateway or by hand; or asks for what the contract refuses. */
  async function refund(w: World) {
    const kind = rng.weighted({ whole: 5, partial: 4, twice: 1, wrongState: 1 });
    if (kind === 'wrongState') {
      const wrong = states(w, 'PENDING', 'FAILED', 'EXPIRED', 'REFUNDED');
      if (wrong.length === 0) return refund(w);
      const p = rng.pick(wrong);
      steps.push(`#${step} refund of a payment that can't be refunded: payment ${p.id} (${p.state})`);
      const a = await refundCall(anyProcess(), p.id, bodyFor(rng.pick(['gateway', 'manual'] as const)), newKey());
      expectAnswer(a.status === 409 || a.status === 400, `refund of payment ${p.id} (${p.state}): answered ${code(a)}, not 409`);
      return;
    }
    const p = rng.pick(refundable(w));
    const standing = standingLines(w, p.id);
    const all = linesOf(w, p.id);
    const exact = exactLineAmounts(w, p.id);
    const i = anyProcess();
    const key = newKey();
    if (kind === 'twice') {
      const covered = coveredLines(w, p.id);
      const done = all.filter((l) => covered.has(lineKey(l)));
      if (done.length === 0) return refund(w);
      const lines = [rng.pick(done), ...rng.some(standing, 0.3)];
      steps.push(`#${step} refund a line a second time: payment ${p.id}`);
      const a = await refundCall(i, p.id, bodyFor('manual', lines), key);
      expectAnswer(a.status === 409, `refund of payment ${p.id} naming a line already refunded: answered ${code(a)}, not 409`);
      return;
    }
    const method = rng.weighted({ gateway: 1, manual: 1 });
    const lines = kind === 'whole' || standing.length === 0 ? undefined : rng.some(standing, 0.5);
    if (lines && lines.length === 0) lines.push(rng.pick(standing));
    const covers = lines ?? standing;
    const wholePayment = covers.length === all.length;
    steps.push(`#${step} refund ${kind} (${method}): payment ${p.id} (${p.state}), ${covers.length} of ${all.length} lines`);
    const before = (await paymentNow(p.id))!;
    // The tickets of the registrations this refund cancels, as the buyer's cart shows them now.
    const shown = p.state === 'COMPLETED' ? await ticketsShown(p.userId) : new Map<number, string | null>();
    const tickets = covers.flatMap((l) => {
      const ticket = l.kind === 'participation' ? shown.get(l.id) : null;
      return ticket && l.kind === 'participation' ? [{ participationId: l.id, presentationId: l.presentationId, ticket }] : [];
    });
    const a = await refundCall(i, p.id, bodyFor(method, lines), key);
    const what = `${method} refund of ${covers.length} of ${all.length} line(s) of payment ${p.id} (${p.state})`;
    if (method === 'gateway' && !wholePayment) {
      expectAnswer(a.status === 400, `${what}: ZarinPal reverses whole payments only, yet it answered ${code(a)}, not 400`);
      const after = (await paymentNow(p.id))!;
      expectAnswer(after.state === before.state && after.session === before.session, `${what}: refused, yet the payment or the bank changed`);
      return;
    }
    expectAnswer(a.status === 201, `${what}: answered ${code(a)} ${JSON.stringify(a.body).slice(0, 200)}, not 201`);
    if (a.status !== 201) return;
    if (method === 'gateway' && a.body.state === 'PENDING') {
      // Only when the bank's answer really came too late for the client (a loaded machine): then the sweep settles it.
      const reverse = proxy.calls.filter((c) => c.endpoint === 'reverse.json' && c.authority === p.authority).at(-1);
      expectAnswer((reverse?.ms ?? 0) >= GATEWAY_TIMEOUT_MS - 100, `${what}: the bank answered in ${String(reverse?.ms)} ms, yet the refund is PENDING, not DONE`);
      note(`the bank answered in ${String(reverse?.ms)} ms: PENDING, left to the sweep`);
      return;
    }
    expectAnswer(a.body.state === 'DONE', `${what}: the refund is ${String(a.body.state)}, not DONE`);
    const keys = [...((a.body.participations as number[]) ?? []).map((id) => `participation:${id}`), ...((a.body.accessories as number[]) ?? []).map((id) => `accessory:${id}`)].sort();
    expectAnswer(keys.join() === covers.map(lineKey).sort().join(), `${what}: the refund covers ${keys.join(', ')}, not ${covers.map(lineKey).join(', ')}`);
    const want = covers.reduce((s, l) => s + exact.get(lineKey(l))!, 0);
    const intact = all.reduce((s, l) => s + l.price, 0) === p.subtotal;
    if (intact) expectAnswer(Math.abs(Number(a.body.amount) - want) < Math.max(1, covers.length), `${what}: amount ${String(a.body.amount)}, its lines come to ${want.toFixed(2)}`);
    const after = (await paymentNow(p.id))!;
    const everything = covers.length === standing.length;
    expectAnswer(after.state === (everything ? 'REFUNDED' : p.state), `${what}: the payment is ${after.state} after it`);
    if (method === 'gateway') expectAnswer(after.session === 'REVERSED', `${what}: DONE, but the bank's session is ${after.session}`);
    await expectVoid(tickets);
    if (rng.chance(0.3)) {
      const again = await refundCall(anyProcess(), p.id, bodyFor(method, lines), key);
      expectAnswer([200, 201].includes(again.status) && again.body.id === a.body.id, `the same Idempotency-Key again for payment ${p.id}: answered ${code(again)} #${String(again.body.id)}, not refund #${String(a.body.id)}`);
    }
  }

  /** The same refund pressed on both processes at once (with one key, or two): one refund. */
  async function refundBoth(w: World) {
    const p = rng.pick(reversible(w));
    const sameKey = rng.chance(0.4);
    const methods = [rng.pick(['gateway', 'manual'] as const), rng.pick(['gateway', 'manual'] as const)];
    if (sameKey) methods[1] = methods[0]!;
    steps.push(`#${step} refund on both processes at once: payment ${p.id}, ${methods.join(' + ')}, ${sameKey ? 'one key' : 'two keys'}`);
    const before = refundsOf(w, p.id).length;
    const key = newKey();
    const answers = await Promise.all([0, 1].map((i) => refundCall(i, p.id, bodyFor(methods[i]!), sameKey ? key : newKey())));
    const now = await look();
    const made = refundsOf(now, p.id).slice(0).length - before;
    const live = refundsOf(now, p.id).filter((r) => r.state !== 'FAILED');
    expectAnswer(made === 1, `two refunds of payment ${p.id} at once made ${made} refund record(s), not 1`);
    expectAnswer(live.length <= 1, `two refunds of payment ${p.id} at once left ${live.length} refunds that are not FAILED`);
    const won = answers.filter((a) => a.status === 201 || a.status === 200);
    if (sameKey) {
      expectAnswer(new Set(won.map((a) => a.body.id)).size <= 1, `one key on both processes for payment ${p.id} answered two refunds: ${won.map((a) => String(a.body.id)).join(', ')}`);
      expectAnswer(answers.every((a) => [200, 201, 409].includes(a.status) || a.status === 502), `one key on both processes: ${answers.map(code).join(', ')}`);
    } else {
      const refused = answers.filter((a) => a.status === 409);
      expectAnswer(
        won.length + refused.length === 2 && won.length <= 1,
        `two refunds of payment ${p.id} at once answered ${answers.map(code).join(' and ')}, not one 201 and one 409`,
      );
    }
  }

  /**
   * Two organisers refund lines of one payment by hand at the same moment, on both processes: lines
   * apart are both refunded; lines in common are refunded once (the other answer 409).
   */
  async function refundLinesBoth(w: World) {
    const p = rng.pick(refundable(w).filter((x) => standingLines(w, x.id).length >= 2));
    const standing = standingLines(w, p.id);
    const pickSome = () => {
      const some = rng.some(standing, 0.5);
      return some.length ? some : [rng.pick(standing)];
    };
    const [a, b] = [pickSome(), pickSome()];
    const overlap = a.some((l) => b.some((m) => lineKey(l) === lineKey(m)));
    steps.push(`#${step} two refunds of lines of payment ${p.id} at once (${a.map(lineKey).join(',')} | ${b.map(lineKey).join(',')})`);
    const answers = await Promise.all([a, b].map((lines, i) => refundCall(i, p.id, bodyFor('manual', lines), newKey())));
    const what = `two refunds of ${overlap ? 'overlapping' : 'separate'} lines of payment ${p.id} at once`;
    if (overlap) {
      expectAnswer(
        answers.filter((x) => x.status === 201).length === 1 && answers.filter((x) => x.status === 409).length === 1,
        `${what} answered ${answers.map(code).join(' and ')}, not one 201 and one 409`,
      );
    } else {
      expectAnswer(answers.every((x) => x.status === 201), `${what} answered ${answers.map(code).join(' and ')}, not 201 twice`);
    }
  }

  /** A gateway refund whose answer is lost: it must stay PENDING and be settled by asking the gateway. */
  async function lostRefund(w: World) {
    const p = rng.pick(reversible(w));
    const how = rng.pick<LostAnswer>(['never-sent', 'no-answer', 'late-answer']);
    const then = rng.pick(['retry-other', 'retry-same-key', 'sweep', 'later'] as const);
    steps.push(`#${step} gateway refund with its answer lost (${how}), then ${then}: payment ${p.id}`);
    proxy.loseNext('reverse.json', how);
    const key = newKey();
    const a = await refundCall(anyProcess(), p.id, bodyFor('gateway'), key);
    const what = `gateway refund of payment ${p.id} whose answer was lost (${how})`;
    expectAnswer((a.status === 201 && a.body.state === 'PENDING') || a.status === 502, `${what}: answered ${code(a)} ${String(a.body.state ?? '')}, not 201 PENDING (or 502)`);
    const now = await look();
    const pending = refundsOf(now, p.id).filter((r) => r.method === 'gateway' && r.state === 'PENDING');
    expectAnswer(pending.length === 1, `${what}: ${pending.length} PENDING gateway refund(s) recorded, not 1`);
    const reversed = how !== 'never-sent';
    if (then === 'retry-other') {
      // While the lost one may still be answered it blocks every other refund (409); once a live request
      // would have ended, the next refund settles it first by asking the gateway: reversed -> DONE, and
      // everything is refunded (409); never reached the bank -> FAILED, and this one goes ahead (201).
      const waited = rng.chance(0.5);
      if (waited) await refundsAgeAMinute();
      const again = await refundCall(anyProcess(), p.id, bodyFor('manual'), newKey());
      if (again.status === 502 && waited && gatewaySlow(p.authority!)) return note('the inquiry came too late on a loaded machine: left to the sweep');
      if (!waited || reversed) expectAnswer(again.status === 409, `${what}: another refund ${waited ? 'after it was reversed' : 'while it is PENDING'} answered ${code(again)}, not 409`);
      else expectAnswer(again.status === 201, `${what}: the lost one never reached the bank, yet another refund after a minute answered ${code(again)}, not 201`);
      if (!waited) return;
    } else if (then === 'retry-same-key') {
      const again = await refundCall(anyProcess(), p.id, bodyFor('gateway'), key);
      const first = pending[0]?.id;
      expectAnswer([200, 201].includes(again.status) && again.body.id === first, `${what}: the same key again answered ${code(again)} #${String(again.body.id)}, not refund #${String(first)}`);
    } else if (then === 'sweep') {
      await sweep();
    }
    if (then !== 'later' && then !== 'retry-same-key') {
      const settled = refundsOf(await look(), p.id).find((r) => r.id === pending[0]?.id);
      if (settled?.state === 'PENDING' && gatewaySlow(p.authority!)) return note('the inquiry came too late on a loaded machine: left to the sweep');
      if (settled) expectAnswer(settled.state === (reversed ? 'DONE' : 'FAILED'), `${what}: after ${then} it is ${settled.state}, the bank says ${reversed ? 'REVERSED' : 'VERIFIED'}`);
    }
  }

  /** Whether the last inquiry about this authority got its answer too late for the client (or none). */
  const gatewaySlow = (authority: string) => {
    const last = proxy.calls.filter((c) => c.endpoint === 'inquiry.json' && c.authority === authority).at(-1);
    return !last || last.ms === null || last.ms >= GATEWAY_TIMEOUT_MS - 100;
  };

  /** A process is killed (SIGKILL) while it waits for the gateway's answer to a refund, and started again. */
  async function killDuringRefund(w: World) {
    const p = rng.pick(reversible(w));
    const victim = anyProcess();
    const how = rng.pick<LostAnswer>(['never-sent', 'no-answer']);
    steps.push(`#${step} kill process ${name(victim)} during a gateway refund (${how}): payment ${p.id}`);
    kills += 1;
    dying = victim;
    const lost = proxy.loseNext('reverse.json', how);
    const request = refundCall(victim, p.id, bodyFor('gateway'), newKey()).catch((err: unknown) => ({ status: 0, body: { error: String(err) } }) as Answer);
    const arrived = await Promise.race([lost.arrived.then(() => true), request.then(() => false), sleep(15_000).then(() => false)]);
    expectAnswer(arrived, `the refund on ${name(victim)} never reached the gateway`);
    const server = servers[victim]!;
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGKILL');
    await exited;
    await request;
    note(`${name(victim)} killed; starting it again`);
    await server.stop(); // only removes its data directory now
    await start(victim);
    dying = null;
    const now = await look();
    const pending = refundsOf(now, p.id).filter((r) => r.method === 'gateway' && r.state === 'PENDING');
    expectAnswer(pending.length === 1, `a process killed during a gateway refund of payment ${p.id} left ${pending.length} PENDING gateway refund(s), not 1`);
    if (rng.chance(0.5)) {
      await sweep();
      const settled = refundsOf(await look(), p.id).find((r) => r.id === pending[0]?.id);
      if (settled?.state === 'PENDING' && gatewaySlow(p.authority!)) return note('the inquiry came too late on a loaded machine: left to the sweep');
      if (settled) expectAnswer(settled.state === (how === 'never-sent' ? 'FAILED' : 'DONE'), `the refund of payment ${p.id} lost with its process is ${settled.state} after the sweep`);
    }
  }

  /** An organiser changes a workshop's capacity. */
  async function changeCapacity(w: World) {
    const presentationId = rng.pick(presentationIds);
    const now = w.presentations.get(presentationId)!;
    const to = Math.max(0, now.capacity + rng.pick([-1, 1, 1, 2]));
    steps.push(`#${step} capacity of presentation ${presentationId}: ${now.capacity} -> ${to} (sold ${now.sold}, held ${now.held})`);
    const i = anyProcess();
    const a = await http(i, 'PATCH', `/api/admin/presentations/${presentationId}/`, adminAuth, { capacity: to });
    note(`PATCH on ${name(i)}: ${code(a)}`);
    if (to >= now.capacity) expectAnswer(a.status === 200, `raising the capacity of presentation ${presentationId} to ${to}: answered ${code(a)}`);
    else expectAnswer(a.status === 200 || a.status === 409, `lowering the capacity of presentation ${presentationId} to ${to}: answered ${code(a)}`);
    if (a.status === 409) expectAnswer(to < now.sold + now.held + 1, `lowering presentation ${presentationId} to ${to} refused, with only ${now.sold} sold and ${now.held} held`);
  }

  /** A waiting-list offer runs out unused (its deadline moved back, announced as the passing of time would be). */
  async function offerRunsOut(w: World) {
    const offer = rng.pick([...w.participations.values()].filter((pa) => pa.offer && pa.state === 'PENDING'));
    steps.push(`#${step} offer ${offer.id} (buyer ${offer.userId}, presentation ${offer.presentationId}) runs out`);
    await database.db.execute(sql`update participations set offer_expires_at = now() - interval '1 second' where id = ${offer.id}`);
    await notifyTimePassed();
  }

  /** A refund frees a seat of a workshop with a line while someone outside the line tries to buy it. */
  async function refundVersusOutsider(w: World) {
    const options = refundable(w).flatMap((p) =>
      standingLines(w, p.id)
        .filter((l) => l.kind === 'participation' && w.participations.get(l.id)?.state === 'COMPLETED' && (w.waiting.get(l.presentationId) ?? []).length > 0)
        .map((l) => ({ p, line: l as { kind: 'participation'; id: number; presentationId: number } })),
    );
    const { p, line } = rng.pick(options);
    const outsiders = buyers.filter((b) => !holds(w, b.id, line.presentationId) && !(w.line.get(line.presentationId) ?? []).includes(b.id) && b.id !== p.userId);
    if (outsiders.length === 0) return;
    const outsider = rng.pick(outsiders);
    const together = rng.chance(0.5);
    // The seat is freed by the refund of a registration, or by an organiser raising the capacity by one.
    const raise = rng.chance(0.3);
    const freeing = raise ? `capacity of presentation ${line.presentationId} raised by one` : `refund of participation ${line.id}`;
    steps.push(`#${step} ${freeing} (presentation ${line.presentationId}, which has a line) while buyer ${outsider.id} buys it ${together ? 'at the same moment' : 'right after'}`);
    const [x, y] = rng.chance(0.5) ? [0, 1] : [1, 0];
    const capacity = w.presentations.get(line.presentationId)!.capacity;
    const refunding = raise
      ? http(x, 'PATCH', `/api/admin/presentations/${line.presentationId}/`, adminAuth, { capacity: capacity + 1 }).then((a) => {
          note(`PATCH capacity ${capacity + 1} on ${name(x)}: ${code(a)}`);
          return { ...a, status: a.status === 200 ? 201 : a.status };
        })
      : refundCall(x, p.id, bodyFor('manual', [line]), newKey());
    if (!together) await refunding;
    // The outsider polls add and pay_all, as a buyer refreshing the page would, for a second and a half.
    const buying = (async () => {
      const until = Date.now() + 1500;
      let tries = 0;
      let add: Answer;
      for (;;) {
        tries += 1;
        add = await http(y, 'POST', `/api/presentations/${line.presentationId}/add_participation/`, outsider.auth);
        if (add.status !== 400 || add.body.code !== 'CAPACITY_FULL' || Date.now() > until) break;
        await sleep(10);
      }
      note(`outsider add on ${name(y)}: ${code(add)} (try ${tries})`);
      if (add.status !== 201) return;
      // The line was waiting for a full workshop, and the refund freed one seat: theirs. A seat the public can add
      // is a seat that did not count as held until the offer was made.
      violate('waiting-line', `presentation ${line.presentationId}: outsider ${outsider.id}'s add answered 201 while people waited in line for the seat the ${raise ? 'raised capacity' : 'refund'} freed`);
      let pay: Answer;
      tries = 0;
      for (;;) {
        tries += 1;
        pay = await http(y, 'POST', '/api/payments/pay_all/', outsider.auth, {});
        // pay_all is rate limited per buyer (20 a minute): a few tries.
        if (pay.status !== 400 || pay.body.code !== 'CAPACITY_FULL' || Date.now() > until || tries >= 4) break;
        await sleep(40);
      }
      note(`outsider pay_all on ${name(y)}: ${code(pay)} (try ${tries})`);
      if (pay.status === 200) {
        const [row] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from payments where authority = ${String(pay.body.authority)}`));
        if (row) model.payments.set(Number(row.id), { userId: outsider.id, authority: String(pay.body.authority), seen: [] });
      }
    })();
    const [r] = await Promise.all([refunding, buying]);
    expectAnswer(r.status === 201, `${freeing}: answered ${code(r)}`);
  }

  // ---------------------------------------------------------------- the sequence

  async function runStep(w: World) {
    const lines = [...w.waiting].filter(([, us]) => us.length > 0);
    const weights = {
      buy: 30,
      joinLine: presentationIds.some((p) => isFull(w, p)) ? 5 : 0,
      cancelAtBank: states(w, 'PENDING').some((p) => sessionOf(w, p) === 'IN_BANK') ? 5 : 0,
      payLate: states(w, 'PENDING', 'FAILED', 'EXPIRED').some((p) => sessionOf(w, p) === 'IN_BANK') ? 6 : 0,
      expire: states(w, 'PENDING').length ? 6 : 0,
      verify: model.payments.size ? 7 : 0,
      reverify: model.payments.size ? 5 : 0,
      verifyBoth: states(w, 'PENDING').some((p) => ['IN_BANK', 'PAID'].includes(sessionOf(w, p) ?? '')) ? 4 : 0,
      refund: refundsApi && refundable(w).length ? 16 : 0,
      refundBoth: refundsApi && reversible(w).length ? 4 : 0,
      refundLinesBoth: refundsApi && refundable(w).some((p) => standingLines(w, p.id).length >= 2) ? 3 : 0,
      lostRefund: refundsApi && reversible(w).length ? 4 : 0,
      kill: refundsApi && reversible(w).length && kills < KILLS ? (step >= STEPS * 0.6 ? 1000 : 2) : 0,
      capacity: 5,
      offerRunsOut: [...w.participations.values()].some((pa) => pa.offer && pa.state === 'PENDING') ? 2 : 0,
      acceptOffer: [...w.participations.values()].some((pa) => pa.offer && pa.state === 'PENDING') ? 8 : 0,
      refundVersusOutsider:
        LINE_RACE &&
        refundsApi &&
        lines.length &&
        refundable(w).some((p) => standingLines(w, p.id).some((l) => l.kind === 'participation' && lines.some(([id]) => id === l.presentationId) && w.participations.get(l.id)?.state === 'COMPLETED'))
          ? 12
          : 0,
      sweep: 2,
    };
    const op = rng.weighted(weights);
    counts[op] = (counts[op] ?? 0) + 1;
    switch (op) {
      case 'buy':
        return buy(w);
      case 'joinLine':
        return joinLine(w);
      case 'cancelAtBank':
        return cancelAtBank(w);
      case 'payLate':
        return payLate(w);
      case 'expire':
        return expire(w);
      case 'verify':
        return verifyAny(w, 'verify');
      case 'reverify':
        return verifyAny(w, 'reverify');
      case 'verifyBoth':
        return verifyBoth(w);
      case 'refund':
        return refund(w);
      case 'refundBoth':
        return refundBoth(w);
      case 'refundLinesBoth':
        return refundLinesBoth(w);
      case 'lostRefund':
        return lostRefund(w);
      case 'kill':
        return killDuringRefund(w);
      case 'capacity':
        return changeCapacity(w);
      case 'offerRunsOut':
        return offerRunsOut(w);
      case 'acceptOffer':
        return acceptOffer(w);
      case 'refundVersusOutsider':
        return refundVersusOutsider(w);
      case 'sweep':
        steps.push(`#${step} the sweep`);
        await sweep();
    }
  }

  /** Folds what this snapshot shows into the model: the states seen, REFUNDED frozen. */
  function remember(w: World) {
    for (const pa of w.participations.values()) model.held.add(`${pa.presentationId}:${pa.userId}`);
    for (const [id, known] of model.payments) {
      const p = w.payments.get(id);
      if (!p) continue;
      if (known.seen.at(-1) !== p.state) known.seen.push(p.state);
      if (p.state === 'REFUNDED' && !model.refundedAt.has(id)) model.refundedAt.set(id, (w.events.get(id) ?? []).length);
    }
  }

  async function run() {
    for (const p of presentationIds) {
      const [row] = rowsOf<{ cost: number }>(await database.db.execute(sql`select cost from presentations where id = ${p}`));
      presentationCost.set(p, Number(row!.cost));
    }
    let before = await look();
    for (step = 1; step <= STEPS; step += 1) {
      const t0 = Date.now();
      await runStep(before);
      ranSteps = step;
      const t1 = Date.now();
      await offersSettled();
      const after = await look();
      record(...checkNoJump(before, after, step), ...checkWorld(model, after, step, { settled: false, refundsKnown: refundsApi }));
      remember(after);
      before = after;
      note(`(${t1 - t0} ms, then ${Date.now() - t1} ms to settle the offers and check)`);
      if (violations.length && !KEEP_GOING) return;
    }
    step = STEPS + 1;
    steps.push(`#${step} settle everything: the sweep until nothing changes`);
    for (let round = 0; round < 4; round += 1) {
      const r = await sweep(`sweep ${round + 1}`);
      await offersSettled();
      if (r.checked === 0 && r.reconciled === 0 && r.errors === 0) break;
    }
    const last = await look();
    record(...checkNoJump(before, last, step), ...checkWorld(model, last, step, { settled: true, refundsKnown: refundsApi }));
    remember(last);
    await checkTicketsAsTheBuyersSeeThem(last);
  }

  /** Every COMPLETED cart item shows one ticket, distinct from every other; every other item none. */
  async function checkTicketsAsTheBuyersSeeThem(w: World) {
    const seen = new Set<string>();
    for (const b of buyers) {
      const a = await http(anyProcess(), 'GET', '/api/presentations/cart/', b.auth);
      const items = (a.body as unknown as { id: number; payment_state: string; ticket: string | null }[]) ?? [];
      for (const item of Array.isArray(items) ? items : []) {
        if (item.payment_state === 'COMPLETED') {
          const stored = w.participations.get(item.id)?.ticketHash;
          if (!item.ticket) violate('tickets', `buyer ${b.id}'s COMPLETED cart item ${item.id} shows no ticket`);
          else if (seen.has(item.ticket)) violate('tickets', `cart item ${item.id} shows a ticket another item shows too`);
          else if (createHash('sha256').update(item.ticket, 'utf8').digest('hex') !== stored) violate('tickets', `cart item ${item.id} shows a ticket whose SHA-256 is not its stored ticket_hash`);
          else seen.add(item.ticket);
        } else if (item.ticket) violate('tickets', `buyer ${b.id}'s ${item.payment_state} cart item ${item.id} shows a ticket`);
      }
    }
    const completed = [...w.participations.values()].filter((pa) => pa.state === 'COMPLETED').length;
    if (seen.size !== completed) violate('tickets', `${completed} COMPLETED participations, but the buyers' carts show ${seen.size} tickets`);
  }

  // ---------------------------------------------------------------- the report

  function summary() {
    const last = [...model.payments.keys()];
    return (
      `[money model] seed ${SEED}, ${ranSteps} of ${STEPS} steps in ${(elapsedMs / 1000).toFixed(1)} s; operations ${JSON.stringify(counts)}; ` +
      `${last.length} payments; refunds API ${refundsApi ? 'present' : 'absent (refund operations skipped)'}; ` +
      `${violations.length} violation(s)${aborted ? '; ABORTED' : ''}`
    );
  }

  function report(rule?: Rule) {
    const mine = violations.filter((v) => !rule || v.rule === rule);
    const upTo = Math.max(...violations.map((v) => v.step), ranSteps);
    return [
      `${mine.length} violation(s) of "${rule ?? 'any'}":`,
      ...mine.map((v) => `  step ${v.step} [${v.rule}] ${v.message}`),
      `Replay: MONEY_MODEL_SEED=${SEED} MONEY_MODEL_STEPS=${STEPS} MONEY_MODEL_KILLS=${KILLS}`,
      'Steps:',
      ...steps.filter((s) => ranSteps === STEPS || Number(/^#(\d+)/.exec(s)?.[1] ?? 0) <= upTo).map((s) => `  ${s}`),
      ...(aborted ? ['Aborted by:', aborted] : []),
      ...(sweepErrors.length ? ['Errors the sweep logged:', ...sweepErrors] : []),
      ...serverLogs.flatMap((log, i) => (log.length ? [`Process ${name(i)}'s last log lines:`, ...log.map((l) => `  ${l}`)] : [])),
    ].join('\n');
  }

  const ruleHolds = (rule: Rule) => () => {
    expect(aborted, report()).toBeNull();
    expect(violations.filter((v) => v.rule === rule), report(rule)).toEqual([]);
  };

  it('the sequence runs to its end (the seed, the steps and the operations are printed above)', () => {
    expect(aborted, report()).toBeNull();
    expect(ranSteps, report()).toBe(STEPS);
  });
  it('every operation answers as the contract says', ruleHolds('answers'));
  it('for every payment, the money the gateway took equals the money kept plus the money returned', ruleHolds('money'));
  it('a line is refunded at most once, for its price less its share of the discount, never beyond the total, and the buyer is told', ruleHolds('refund-lines'));
  it('every COMPLETED registration has exactly one ticket, and a refunded one none', ruleHolds('tickets'));
  it('seats sold and held and coupon uses equal the counted facts, and no workshop is oversold', ruleHolds('seats'));
  it('every state change is in the payment’s history and listed by the contract, and REFUNDED is final', ruleHolds('history'));
  it('nobody jumps a waiting line: a freed seat goes to the first in line', ruleHolds('waiting-line'));
});
