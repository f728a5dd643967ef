import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refusalReadsOf, refusedWhileWaitingOf } from '../../src/modules/payments/checkout';
import { expectNoDrift } from '../helpers/drift';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { addToCart, createBuyer, createPresentation, payAll, paymentsOf } from './fixtures';

/**
 * pay_alls waiting for a connection are refused by the read of whichever gets one (issue 12): a buyer
 * whose workshop filled while they waited is answered then, not after a read of their own. A server
 * with one connection makes them wait in turn.
 */
describe.skipIf(!onServer)('pay_alls refused while they wait for a connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' }, poolSize: 1 });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());

  it('answers those still waiting with the refusal read for the one whose connection came', async () => {
    const workshop = await createPresentation(t.database.db, { capacity: 1 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    for (const buyer of buyers) await addToCart(t, buyer, workshop);

    const seenFirst = refusalReadsOf(t.database.db).statements;
    const waitingBefore = refusedWhileWaitingOf(t.database.db).count;
    const answers = await Promise.all(buyers.map((buyer) => payAll(t, buyer)));
    // Read together while the seat was free: none was refused before waiting for a connection.
    expect(refusalReadsOf(t.database.db).statements - seenFirst).toBe(1);
    // The first took the seat; the second, once it had the connection, read for itself and for the two
    // still waiting: all three refused, the two without a read or a transaction of their own.
    expect(answers.map((res) => res.json().code ?? res.statusCode)).toEqual([200, 'CAPACITY_FULL', 'CAPACITY_FULL', 'CAPACITY_FULL']);
    expect(refusedWhileWaitingOf(t.database.db).count - waitingBefore).toBe(2);
    for (const buyer of buyers.slice(1)) expect(await paymentsOf(t.database.db, buyer.id)).toEqual([]);
    // The connection each refused buyer was handed went back unused: the pool still serves.
    expect((await payAll(t, buyers[1]!)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });
});
