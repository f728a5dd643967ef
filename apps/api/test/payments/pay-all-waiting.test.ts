import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { addToCart, createBuyer, createPresentation, payAll, paymentsOf } from './fixtures';

/**
 * pay_alls that wait for a connection (a server with one makes them wait in turn) are each answered
 * by what the database says once their turn comes: one seat, one buyer sent to the bank.
 */
describe.skipIf(!onServer)('pay_alls waiting for a connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' }, poolSize: 1 });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());

  it('sends one buyer of a one-seat workshop to the bank and refuses those who waited behind', async () => {
    const workshop = await createPresentation(t.database.db, { capacity: 1 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    for (const buyer of buyers) await addToCart(t, buyer, workshop);

    const answers = await Promise.all(buyers.map((buyer) => payAll(t, buyer)));
    expect(answers.map((res) => res.json().code ?? res.statusCode)).toEqual([200, 'CAPACITY_FULL', 'CAPACITY_FULL', 'CAPACITY_FULL']);
    for (const buyer of buyers.slice(1)) expect(await paymentsOf(t.database.db, buyer.id)).toEqual([]);
    // Every connection went back: the pool still serves.
    expect((await payAll(t, buyers[1]!)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });
});
