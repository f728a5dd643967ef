import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { payments } from '../../src/db/schema';
import { recount } from '../../src/modules/inventory';
import { competitionCounters, createBuyer, expireHold, paymentByAuthority, pressAtBank, setFestival, verify } from '../payments/fixtures';

/** GET /api/competition/: what the contest page shows (price, seats left, open or not), without a token. */
describe('competition info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const info = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/competition/' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const signup = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { authority: string };
  };

  it('reads as closed and free before any festival is loaded', async () => {
    expect(await info()).toEqual({ price: 0, capacity: 0, remained_capacity: 0, is_registration_open: false });
  });

  it('answers the settings, with held and completed seats counted as taken', async () => {
    await setFestival(db(), { price: 50_000, capacity: 3, open: true });
    expect(await info()).toEqual({ price: 50_000, capacity: 3, remained_capacity: 3, is_registration_open: true });

    const holder = await createBuyer(t);
    const held = await signup(holder.headers);
    expect((await info()).remained_capacity).toBe(2);

    const payer = await createBuyer(t);
    const paid = await signup(payer.headers);
    await pressAtBank(t, paid.authority, 'OK');
    expect((await verify(t, payer, paid.authority)).statusCode).toBe(200);
    expect((await info()).remained_capacity).toBe(1);

    // A hold that ran out reads as free at once, as a presentation's does, though the counters keep
    // its seat until someone ends the hold.
    await expireHold(db(), (await paymentByAuthority(db(), held.authority))!.id);
    expect((await info()).remained_capacity).toBe(2);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 1 });
  });

  it('answers 0 when every seat is taken, and follows the registration switch', async () => {
    await db().update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.paymentState, 'PENDING'));
    await recount(db()); // the hold above ended by hand-written SQL
    const { sold, held } = await competitionCounters(db());
    await setFestival(db(), { price: 0, capacity: sold + held, open: false });
    expect(await info()).toEqual({ price: 0, capacity: sold + held, remained_capacity: 0, is_registration_open: false });
  });
});
