import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../src/db/client';
import { findDrift, type Drift } from '../../src/modules/inventory';

/**
 * The world as the database holds it, read in one snapshot, and the rules the money model test
 * (money-model.test.ts) checks against it after every step: what the contract promises about money,
 * refunds, tickets, seats, a payment's history and waiting lines, whatever sequence of buyers,
 * organisers, banks, lost answers and killed processes led there.
 */

export type Rule = 'answers' | 'money' | 'refund-lines' | 'tickets' | 'seats' | 'history' | 'waiting-line';
export interface Violation {
  rule: Rule;
  step: number;
  message: string;
}

/** A refund as the organiser API answers it (contract "The organiser API", Refund). */
export interface RefundWire {
  id: number;
  payment: number;
  method: 'gateway' | 'manual';
  amount: number;
  state: 'PENDING' | 'DONE' | 'FAILED';
  participations: number[];
  accessories: number[];
}

export interface World {
  presentations: Map<number, { capacity: number; sold: number; held: number }>;
  participations: Map<
    number,
    { id: number; userId: number; presentationId: number; state: string; holdsSeat: boolean; ticketHash: string | null; ticketSalt: string | null; offer: boolean }
  >;
  payments: Map<
    number,
    { id: number; userId: number; state: string; total: number; subtotal: number; discount: number; couponId: number | null; authority: string | null; holdRanOut: boolean }
  >;
  items: Map<number, { participationId: number; presentationId: number; cost: number }[]>;
  extras: Map<number, { accessoryId: number; price: number }[]>;
  /** user_accessories: what each user holds, and from which payment. */
  owned: { userId: number; accessoryId: number; paymentId: number | null }[];
  /** The sandbox bank's sessions by authority: status and amount (Rial). */
  sessions: Map<string, { status: string; amount: number }>;
  /** Each payment's history: the states it entered, oldest first. */
  events: Map<number, string[]>;
  /** Each presentation's line: user ids in line order, and those of them still waiting (not holding it). */
  line: Map<number, number[]>;
  waiting: Map<number, number[]>;
  coupons: Map<number, { usedCount: number; maxUses: number; eligible: Set<number> }>;
  /** User id -> text messages queued to their phone about refunds. */
  refundTexts: Map<number, number>;
  drift: Drift[];
  /** From the organiser API (empty while it has none). */
  refunds: RefundWire[];
  /** Payment.refunded_amount as the organiser API answers it (absent while it has none). */
  refundedAmount: Map<number, number>;
}

const n = (v: unknown) => Number(v);

/** Everything the rules need, in one REPEATABLE READ snapshot (other processes keep working meanwhile). */
export async function readWorld(db: Db, fromApi: { refunds: RefundWire[]; refundedAmount: Map<number, number> }): Promise<World> {
  const world = await db.transaction((tx) => readTables(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return { ...world, drift: await findDrift(db), ...fromApi };
}

async function readTables(tx: Tx): Promise<Omit<World, 'drift' | 'refunds' | 'refundedAmount'>> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));
  const presentations = await q<{ id: number; capacity: number; sold: number; held: number }>(
    sql`select id, capacity, sold, held from presentations order by id`,
  );
  const participations = await q<Record<string, unknown>>(
    sql`select id, user_id, presentation_id, payment_state, holds_seat, ticket_hash, ticket_salt, offer_expires_at is not null as offer
      from participations order by id`,
  );
  const payments = await q<Record<string, unknown>>(
    sql`select id, user_id, payment_state, total_price, subtotal, discount, coupon_id, authority,
        (payment_state = 'PENDING' and hold_expires_at <= now()) as hold_ran_out
      from payments order by id`,
  );
  const items = await q<{ payment_id: number; participation_id: number; presentation_id: number; cost: number }>(
    sql`select payment_id, participation_id, presentation_id, cost from payment_items order by payment_id, participation_id`,
  );
  const extras = await q<{ payment_id: number; accessory_id: number; price: number }>(
    sql`select payment_id, accessory_id, price from payment_accessories order by payment_id, accessory_id`,
  );
  const owned = await q<{ user_id: number; accessory_id: number; payment_id: number | null }>(
    sql`select user_id, accessory_id, payment_id from user_accessories order by id`,
  );
  const sessions = await q<{ authority: string; status: string; amount: number }>(
    sql`select authority, status, amount from zarinpal_sandbox_sessions`,
  );
  const events = await q<{ payment_id: number; state: string }>(sql`select payment_id, state from payment_events order by at, id`);
  const line = await q<{ presentation_id: number; user_id: number; waiting: boolean }>(
    sql`select w.presentation_id, w.user_id, not exists (select 1 from participations pa
          where pa.user_id = w.user_id and pa.presentation_id = w.presentation_id and pa.payment_state <> 'CANCELLED') as waiting
      from waitlist_entries w order by w.presentation_id, w.joined_at, w.id`,
  );
  const coupons = await q<{ id: number; used_count: number; max_uses: number }>(sql`select id, used_count, max_uses from coupons order by id`);
  const eligible = await q<{ coupon_id: number; presentation_id: number }>(sql`select coupon_id, presentation_id from coupon_presentations`);
  const texts = await q<{ user_id: number; n: number }>(
    sql`select u.id as user_id, count(*) as n from sms_outbox o join users u on u.phone_number = o.phone_number
      where o.purpose = 'refund' group by u.id`,
  );

  const group = <R, K, V>(rows: R[], key: (r: R) => K, value: (r: R) => V) => {
    const map = new Map<K, V[]>();
    for (const r of rows) {
      const k = key(r);
      if (!map.has(k)) map.set(k, []);
      map.get(k)!.push(value(r));
    }
    return map;
  };
  return {
    presentations: new Map(presentations.map((p) => [n(p.id), { capacity: n(p.capacity), sold: n(p.sold), held: n(p.held) }])),
    participations: new Map(
      participations.map((p) => [
        n(p.id),
        {
          id: n(p.id),
          userId: n(p.user_id),
          presentationId: n(p.presentation_id),
          state: String(p.payment_state),
          holdsSeat: Boolean(p.holds_seat),
          ticketHash: (p.ticket_hash as string | null) ?? null,
          ticketSalt: (p.ticket_salt as string | null) ?? null,
          offer: Boolean(p.offer),
        },
      ]),
    ),
    payments: new Map(
      payments.map((p) => [
        n(p.id),
        {
          id: n(p.id),
          userId: n(p.user_id),
          state: String(p.payment_state),
          total: n(p.total_price),
          subtotal: n(p.subtotal),
          discount: n(p.discount),
          couponId: p.coupon_id === null ? null : n(p.coupon_id),
          authority: (p.authority as string | null) ?? null,
          holdRanOut: Boolean(p.hold_ran_out),
        },
      ]),
    ),
    items: group(items, (r) => n(r.payment_id), (r) => ({ participationId: n(r.participation_id), presentationId: n(r.presentation_id), cost: n(r.cost) })),
    extras: group(extras, (r) => n(r.payment_id), (r) => ({ accessoryId: n(r.accessory_id), price: n(r.price) })),
    owned: owned.map((o) => ({ userId: n(o.user_id), accessoryId: n(o.accessory_id), paymentId: o.payment_id === null ? null : n(o.payment_id) })),
    sessions: new Map(sessions.map((s) => [s.authority, { status: s.status, amount: n(s.amount) }])),
    events: group(events, (e) => n(e.payment_id), (e) => e.state),
    line: group(line, (r) => n(r.presentation_id), (r) => n(r.user_id)),
    waiting: group(line.filter((r) => r.waiting), (r) => n(r.presentation_id), (r) => n(r.user_id)),
    refundTexts: new Map(texts.map((t) => [n(t.user_id), n(t.n)])),
    coupons: new Map(
      coupons.map((c) => [
        n(c.id),
        {
          usedCount: n(c.used_count),
          maxUses: n(c.max_uses),
          eligible: new Set(eligible.filter((e) => n(e.coupon_id) === n(c.id)).map((e) => n(e.presentation_id))),
        },
      ]),
    ),
  };
}

/** The transitions of the contract's "life of a payment" (and the first state, on insert). */
const LISTED: Record<string, string[]> = {
  '': ['PENDING'],
  PENDING: ['COMPLETED', 'REFUND_REQUIRED', 'FAILED', 'EXPIRED'],
  FAILED: ['COMPLETED', 'REFUND_REQUIRED'],
  EXPIRED: ['COMPLETED', 'REFUND_REQUIRED'],
  COMPLETED: ['REFUNDED'],
  REFUND_REQUIRED: ['REFUNDED'],
  REFUNDED: [],
};
export const listedTransition = (from: string, to: string) => (LISTED[from] ?? []).includes(to);

/** States in which the gateway verified the payment's money. */
const MONEY_TAKEN = new Set(['COMPLETED', 'REFUND_REQUIRED', 'REFUNDED']);

/** What the test itself knows: the payments it started, their states as it saw them, the lines people joined. */
export interface Model {
  /** Payment id -> its buyer, and every state the test saw it in (consecutive repeats folded). */
  payments: Map<number, { userId: number; authority: string; seen: string[] }>;
  /** Presentation id -> the users whose joins were answered 201, in that order. */
  joined: Map<number, number[]>;
  /** Payment id -> how many history rows it had when the test first saw it REFUNDED. */
  refundedAt: Map<number, number>;
  /** `presentation:user` of every cart item the test has seen (an offer that ran out leaves no row behind). */
  held: Set<string>;
}

export const newModel = (): Model => ({ payments: new Map(), joined: new Map(), refundedAt: new Map(), held: new Set() });

export type Line = { kind: 'participation'; id: number; presentationId: number; price: number } | { kind: 'accessory'; id: number; price: number };
export const lineKey = (l: { kind: string; id: number }) => `${l.kind}:${l.id}`;

/** A payment's lines: its cart items and its accessories. */
export function linesOf(world: World, paymentId: number): Line[] {
  return [
    ...(world.items.get(paymentId) ?? []).map((i) => ({ kind: 'participation' as const, id: i.participationId, presentationId: i.presentationId, price: i.cost })),
    ...(world.extras.get(paymentId) ?? []).map((a) => ({ kind: 'accessory' as const, id: a.accessoryId, price: a.price })),
  ];
}

/**
 * Each line's exact (unrounded) amount: its price less its share of the discount, the share the stats
 * use (contract, Refunds): a coupon naming presentations discounted only those items, split by cost;
 * otherwise every line bears the discount in proportion to its price.
 */
export function exactLineAmounts(world: World, paymentId: number): Map<string, number> {
  const p = world.payments.get(paymentId)!;
  const lines = linesOf(world, paymentId);
  const eligible = p.couponId === null ? new Set<number>() : (world.coupons.get(p.couponId)?.eligible ?? new Set<number>());
  const bearing = lines.map((l) => l.kind === 'participation' && eligible.has(l.presentationId));
  const base = lines.reduce((s, l, i) => s + (bearing[i] ? l.price : 0), 0);
  return new Map(
    lines.map((l, i) => {
      const share = p.discount === 0 ? 0 : base > 0 ? (bearing[i] ? (p.discount * l.price) / base : 0) : (p.discount * l.price) / p.subtotal;
      return [lineKey(l), l.price - share];
    }),
  );
}

/** The lines a refund covers, as keys. */
export const refundLines = (r: RefundWire) => [
  ...r.participations.map((id) => lineKey({ kind: 'participation', id })),
  ...r.accessories.map((id) => lineKey({ kind: 'accessory', id })),
];

/** Lines of a payment covered by a DONE or PENDING refund (the ones that can't be refunded again). */
export function coveredLines(world: World, paymentId: number): Set<string> {
  return new Set(world.refunds.filter((r) => r.payment === paymentId && r.state !== 'FAILED').flatMap(refundLines));
}

/**
 * Every rule of the contract this test checks, against one snapshot. `settled`: the sweep has run
 * and every answer has come back, so nothing may be left half-done (money paid but not verified, a
 * gateway refund still PENDING).
 */
export function checkWorld(model: Model, world: World, step: number, opts: { settled: boolean; refundsKnown: boolean }): Violation[] {
  const out: Violation[] = [];
  const fail = (rule: Rule, message: string) => out.push({ rule, step, message });

  // ---- money: taken at the gateway = kept + returned, per payment ----
  for (const p of world.payments.values()) {
    const session = p.authority ? world.sessions.get(p.authority) : undefined;
    const verified = session?.status === 'VERIFIED' || session?.status === 'REVERSED';
    const refunds = world.refunds.filter((r) => r.payment === p.id);
    const done = refunds.filter((r) => r.state === 'DONE');
    const returned = done.reduce((s, r) => s + r.amount, 0);
    const standing = refunds.filter((r) => r.state !== 'FAILED').reduce((s, r) => s + r.amount, 0);
    const taken = verified ? p.total : 0;
    const kept = p.state === 'COMPLETED' || p.state === 'REFUND_REQUIRED' ? p.total - returned : 0;
    const label = `payment ${p.id} (${p.state}, total ${p.total}, bank ${session?.status ?? 'no session'})`;

    if (session && session.amount !== p.total * 10) fail('money', `${label}: the bank was asked for ${session.amount} Rial, not total x 10`);
    if (MONEY_TAKEN.has(p.state) && !verified) fail('money', `${label}: money is counted as taken but the gateway never verified it`);
    if (!MONEY_TAKEN.has(p.state) && verified && opts.settled) fail('money', `${label}: the gateway verified money that the payment does not account for`);
    if (opts.settled && session?.status === 'PAID') fail('money', `${label}: money paid at the bank was never verified, even by the sweep`);
    if (opts.refundsKnown && (MONEY_TAKEN.has(p.state) || opts.settled) && taken !== kept + returned) {
      fail('money', `${label}: taken ${taken} != kept ${kept} + returned ${returned} (DONE refunds ${done.map((r) => `#${r.id}:${r.amount}`).join(', ') || 'none'})`);
    }
    if ((p.state === 'COMPLETED' || p.state === 'REFUND_REQUIRED') && p.total > 0 && returned === p.total) {
      fail('money', `${label}: everything was returned (${returned}), yet it is not REFUNDED`);
    }
    if (standing > p.total) fail('money', `${label}: its DONE and PENDING refunds add up to ${standing}, more than its total`);
    if (opts.refundsKnown && model.payments.has(p.id)) {
      const listed = world.refundedAmount.get(p.id);
      if (listed !== undefined && listed !== returned) fail('money', `${label}: refunded_amount says ${listed}, its DONE refunds ${returned}`);
    }

    // The gateway reverses whole payments only: a reversal is one DONE gateway refund of everything.
    const gateway = refunds.filter((r) => r.method === 'gateway');
    const gatewayDone = gateway.filter((r) => r.state === 'DONE');
    const gatewayPending = gateway.filter((r) => r.state === 'PENDING');
    if (gatewayDone.length > 1) fail('money', `${label}: ${gatewayDone.length} DONE gateway refunds`);
    for (const r of gatewayDone) {
      if (session?.status !== 'REVERSED') fail('money', `${label}: gateway refund #${r.id} is DONE but the bank never reversed the payment`);
      if (r.amount !== p.total) fail('money', `${label}: gateway refund #${r.id} returned ${r.amount}, but the bank reversed the whole ${p.total}`);
    }
    if (session?.status === 'REVERSED' && opts.refundsKnown) {
      if (opts.settled && gatewayDone.length !== 1) fail('money', `${label}: the bank reversed it, yet no DONE gateway refund records it (everything settled)`);
      if (!opts.settled && gatewayDone.length + gatewayPending.length === 0) fail('money', `${label}: the bank reversed it, and no gateway refund (DONE or PENDING) records it`);
    }
    if (opts.settled && gatewayPending.length) fail('money', `${label}: gateway refund(s) ${gatewayPending.map((r) => `#${r.id}`).join(', ')} still PENDING after the sweep`);
  }

  // ---- refund lines: a line is covered at most once, amounts are the lines' own ----
  for (const [paymentId, refunds] of groupBy(world.refunds, (r) => r.payment)) {
    const p = world.payments.get(paymentId);
    if (!p) {
      fail('refund-lines', `refund(s) ${refunds.map((r) => r.id).join(', ')} name payment ${paymentId}, which does not exist`);
      continue;
    }
    const lines = new Set(linesOf(world, paymentId).map(lineKey));
    const exact = exactLineAmounts(world, paymentId);
    const seen = new Map<string, number>();
    // A cart item removed from the cart takes its payment's line with it (payment_items): a REFUND_REQUIRED
    // payment may have fewer lines than it was paid for; its shares can't be told any more, only the total.
    const intact = linesOf(world, paymentId).reduce((s, l) => s + l.price, 0) === p.subtotal;
    for (const r of refunds) {
      const keys = refundLines(r);
      if (keys.length === 0 && intact) fail('refund-lines', `refund #${r.id} of payment ${paymentId} covers no line`);
      for (const k of keys) {
        const vanished = k.startsWith('participation:') && !world.participations.has(Number(k.split(':')[1]));
        if (!lines.has(k) && !vanished) fail('refund-lines', `refund #${r.id} of payment ${paymentId} covers ${k}, which is not a line of it`);
        if (r.state === 'FAILED') continue;
        if (seen.has(k)) fail('refund-lines', `line ${k} of payment ${paymentId} is covered by refunds #${seen.get(k)} and #${r.id} (neither FAILED)`);
        seen.set(k, r.id);
      }
      const expected = keys.reduce((s, k) => s + (exact.get(k) ?? 0), 0);
      if (intact && Math.abs(r.amount - expected) >= Math.max(1, keys.length)) {
        fail('refund-lines', `refund #${r.id} of payment ${paymentId} is ${r.amount}, its lines (${keys.join(', ')}) come to ${expected.toFixed(2)} after the discount`);
      }
    }
    const all = [...lines].every((k) => seen.has(k));
    const standing = refunds.filter((r) => r.state !== 'FAILED').reduce((s, r) => s + r.amount, 0);
    if (all && lines.size > 0 && standing !== p.total) fail('refund-lines', `payment ${paymentId}: every line refunded, yet its refunds come to ${standing}, not its total ${p.total}`);
    const allDone = [...lines].every((k) => refunds.some((r) => r.state === 'DONE' && refundLines(r).includes(k)));
    if (allDone && lines.size > 0 && p.state !== 'REFUNDED') fail('refund-lines', `payment ${paymentId}: every line refunded (DONE), yet it is ${p.state}, not REFUNDED`);
  }

  // The buyer is told of every refund that was done (one text each).
  const doneByUser = new Map<number, number>();
  for (const r of world.refunds) {
    const buyer = world.payments.get(r.payment)?.userId;
    if (r.state === 'DONE' && buyer !== undefined) doneByUser.set(buyer, (doneByUser.get(buyer) ?? 0) + 1);
  }
  for (const userId of new Set([...doneByUser.keys(), ...world.refundTexts.keys()])) {
    const done = doneByUser.get(userId) ?? 0;
    const told = world.refundTexts.get(userId) ?? 0;
    if (done !== told) fail('refund-lines', `user ${userId} had ${done} refund(s) done, and was sent ${told} text(s) about refunds`);
  }

  // ---- tickets: every COMPLETED participation one, every other none; refunded lines cancelled ----
  for (const pa of world.participations.values()) {
    if (pa.state === 'COMPLETED' && (!pa.ticketHash || !pa.ticketSalt)) fail('tickets', `participation ${pa.id} is COMPLETED without a ticket`);
    if (pa.state !== 'COMPLETED' && (pa.ticketHash || pa.ticketSalt)) fail('tickets', `participation ${pa.id} is ${pa.state} but still has a ticket`);
  }
  for (const p of world.payments.values()) {
    const gave = (world.events.get(p.id) ?? []).includes('COMPLETED');
    if (!gave) continue;
    const done = new Set(world.refunds.filter((r) => r.payment === p.id && r.state === 'DONE').flatMap(refundLines));
    for (const line of linesOf(world, p.id)) {
      const refunded = done.has(lineKey(line));
      if (line.kind === 'participation') {
        const pa = world.participations.get(line.id);
        const want = refunded ? 'CANCELLED' : 'COMPLETED';
        if (opts.refundsKnown && pa && pa.state !== want) {
          fail('tickets', `participation ${line.id} of payment ${p.id} (${p.state}) is ${pa.state}; ${refunded ? 'a DONE refund covers it' : 'no refund covers it'}, so it should be ${want}`);
        }
      } else {
        const holds = world.owned.filter((o) => o.paymentId === p.id && o.accessoryId === line.id).length;
        if (opts.refundsKnown && holds !== (refunded ? 0 : 1)) {
          fail('tickets', `accessory ${line.id} of payment ${p.id} (${p.state}) is held ${holds} time(s) by its buyer; ${refunded ? 'refunded' : 'not refunded'}`);
        }
      }
    }
  }

  // ---- seats and coupon uses: counters = counted facts, never oversold ----
  for (const d of world.drift) fail('seats', `counter ${d.what} of ${d.id} is ${d.counter}, the facts say ${d.fact}`);
  for (const [id, pr] of world.presentations) {
    const completed = [...world.participations.values()].filter((pa) => pa.presentationId === id && pa.state === 'COMPLETED').length;
    if (completed > pr.capacity) fail('seats', `presentation ${id}: ${completed} COMPLETED participations for a capacity of ${pr.capacity}`);
  }
  for (const [id, c] of world.coupons) {
    const uses = [...world.payments.values()].filter((p) => p.couponId === id && p.state === 'COMPLETED').length;
    if (c.usedCount !== uses) fail('seats', `coupon ${id}: used_count ${c.usedCount}, but ${uses} COMPLETED payment(s) used it`);
    if (c.usedCount > c.maxUses) fail('seats', `coupon ${id}: used ${c.usedCount} times, more than its ${c.maxUses}`);
  }

  // ---- history: every change recorded and listed by the contract; REFUNDED is final ----
  for (const p of world.payments.values()) {
    const events = world.events.get(p.id) ?? [];
    let from = '';
    for (const to of events) {
      if (!listedTransition(from, to)) fail('history', `payment ${p.id}: ${from || '(new)'} -> ${to} is not a transition the contract lists (history ${events.join(' > ')})`);
      from = to;
    }
    if (from !== p.state) fail('history', `payment ${p.id} is ${p.state}, but its history ends at ${from || 'nothing'}`);
    const known = model.payments.get(p.id);
    if (known) {
      let i = 0;
      for (const s of events) if (s === known.seen[i]) i += 1;
      if (i < known.seen.length) fail('history', `payment ${p.id} was seen ${known.seen.join(' > ')}, its history says ${events.join(' > ')}`);
      const frozen = model.refundedAt.get(p.id);
      if (frozen !== undefined && (p.state !== 'REFUNDED' || events.length !== frozen)) {
        fail('history', `payment ${p.id} was REFUNDED (final), and has since become ${p.state} (history ${events.join(' > ')})`);
      }
    }
  }

  // ---- waiting lines: served in the order people joined ----
  for (const [presentationId, joined] of model.joined) {
    const now = world.line.get(presentationId) ?? [];
    const left = joined.filter((u) => !now.includes(u));
    const prefix = joined.slice(0, left.length);
    if (left.some((u, i) => u !== prefix[i])) {
      fail('waiting-line', `presentation ${presentationId}: the line was joined ${joined.join(', ')}, but ${left.join(', ')} left it (not the first ones)`);
    }
    const order = now.filter((u) => joined.includes(u));
    if (order.join() !== joined.filter((u) => now.includes(u)).join()) {
      fail('waiting-line', `presentation ${presentationId}: the line is ${now.join(', ')}, joined in the order ${joined.join(', ')}`);
    }
    for (const u of left) {
      const had = model.held.has(`${presentationId}:${u}`) || [...world.participations.values()].some((pa) => pa.userId === u && pa.presentationId === presentationId);
      if (!had) fail('waiting-line', `presentation ${presentationId}: user ${u} left the line without ever being offered a seat or having it`);
    }
  }
  return out;
}

/** A cart item owns a seat: held for a payment or an offer, or sold. */
const ownsSeat = (pa: { holdsSeat: boolean; state: string }) => pa.holdsSeat || pa.state === 'COMPLETED';

/**
 * Nobody jumps a line: across one step, a participation that newly owns a seat of a presentation
 * belongs to someone who was waiting in its line, unless nobody who was waiting still waits (the
 * line was served first). A seat can only have come free while the line existed: people join a
 * line only when no seat is left.
 */
export function checkNoJump(before: World, after: World, step: number): Violation[] {
  const out: Violation[] = [];
  for (const [presentationId, waitingBefore] of before.waiting) {
    if (waitingBefore.length === 0) continue;
    const stillWaiting = (after.waiting.get(presentationId) ?? []).filter((u) => waitingBefore.includes(u));
    if (stillWaiting.length === 0) continue;
    for (const pa of after.participations.values()) {
      if (pa.presentationId !== presentationId || !ownsSeat(pa)) continue;
      const was = before.participations.get(pa.id);
      if (was && ownsSeat(was)) continue;
      if (waitingBefore.includes(pa.userId)) continue;
      out.push({
        rule: 'waiting-line',
        step,
        message: `presentation ${presentationId}: user ${pa.userId} (not in line) took a freed seat (participation ${pa.id}, ${pa.state}) while ${stillWaiting.join(', ')} waited in line`,
      });
    }
  }
  return out;
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (!map.has(k)) map.set(k, []);
    map.get(k)!.push(item);
  }
  return map;
}
