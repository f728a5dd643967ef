import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { proposalStates } from '@fest/contract';
import { rowsOf } from '../../src/db/client';
import { PROPOSAL_TRANSITIONS } from '../../src/modules/proposals/states';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** The life of a proposal is one table: the code's (states.ts) and the database's (its trigger reads it) are the same. */
describe('the life of a proposal', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists the same moves in the code and in the database that enforces them', async () => {
    const rows = rowsOf<{ from_state: string; to_state: string }>(
      await database.db.execute(sql`select from_state, to_state from proposal_transitions order by 1, 2`),
    );
    const inCode = Object.entries(PROPOSAL_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(rows.map((r) => `${r.from_state}>${r.to_state}`).sort()).toEqual(inCode.sort());
  });

  it('starts SUBMITTED, never returns to it, and knows every state of the contract', () => {
    expect(PROPOSAL_TRANSITIONS.NEW).toEqual(['SUBMITTED']);
    expect(Object.keys(PROPOSAL_TRANSITIONS).filter((s) => s !== 'NEW').sort()).toEqual([...proposalStates].sort());
    for (const [from, tos] of Object.entries(PROPOSAL_TRANSITIONS)) if (from !== 'NEW') expect(tos).not.toContain('SUBMITTED');
    for (const final of ['WITHDRAWN', 'REJECTED', 'CONFIRMED', 'DECLINED'] as const) expect(PROPOSAL_TRANSITIONS[final]).toEqual([]);
  });
});
