import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedHere, CHANNELS } from '../../src/db/listen';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { addToCart, createBuyer, createPresentation, payAll, remainedCapacity } from '../payments/fixtures';

/**
 * On a server a NOTIFY comes back a moment after the COMMIT; the code that writes tells this process's
 * listeners itself, once committed (changedHere), so the process reads its own writes at once.
 */
describe.skipIf(!onServer)('changes this process announces', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await other.close();
  });

  it("reach the channel's listeners of the same Db synchronously, and no one else", async () => {
    const heard: string[] = [];
    const stop = await database.listen(CHANNELS.sessions, { onNotify: (payload) => heard.push(payload), onListening: () => {} });
    const stopOther = await other.listen(CHANNELS.sessions, { onNotify: () => heard.push('other'), onListening: () => {} });
    changedHere(database.db, CHANNELS.sessions, '42');
    changedHere(database.db, CHANNELS.catalogue);
    expect(heard).toEqual(['42']);
    await stop();
    changedHere(database.db, CHANNELS.sessions, '43');
    expect(heard).toEqual(['42']);
    await stopOther();
  });
});

/** The cases the tests pin, end to end, on either database: a buyer's own write is read back at once. */
describe("the catalogue shows this process's own seat changes at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterAll(() => t.close());

  it('a seat held by pay_all leaves remained_capacity on the very next read', async () => {
    const p = await createPresentation(t.database.db, { capacity: 3 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, p);
    expect(await remainedCapacity(t, p)).toBe(3);
    expect(await remainedCapacity(t, p)).toBe(3); // kept
    expect((await payAll(t, buyer)).statusCode).toBe(200);
    expect(await remainedCapacity(t, p)).toBe(2);
  });
});
