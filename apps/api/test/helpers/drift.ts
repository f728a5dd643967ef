import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { findDrift } from '../../src/modules/inventory';

/**
 * The seat and coupon-use counters equal the facts they summarise (docs/decisions/009). Run after
 * every test of the suites that sell, hold, expire, refund or offer seats.
 */
export async function expectNoDrift(db: Db): Promise<void> {
  expect(await findDrift(db)).toEqual([]);
}
