import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { PAYMENT_TRANSITIONS } from '../../src/modules/payments/states';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** The life of a payment is one table: the code's (states.ts) and the database's (its trigger reads it) are the same. */
describe('the life of a payment', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists the same moves in the code and in the database that enforces them', async () => {
    const rows = rowsOf<{ from_state: string; to_state: string }>(
      await database.db.execute(sql`select from_state, to_state from payment_transitions order by 1, 2`),
    );
    const inCode = Object.entries(PAYMENT_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(rows.map((r) => `${r.from_state}>${r.to_state}`).sort()).toEqual(inCode.sort());
  });

  it('REFUNDED is final, and no move leads back to PENDING', () => {
    expect(PAYMENT_TRANSITIONS.REFUNDED).toEqual([]);
    for (const tos of Object.entries(PAYMENT_TRANSITIONS).filter(([from]) => from !== 'NEW')) expect(tos[1]).not.toContain('PENDING');
  });
});
