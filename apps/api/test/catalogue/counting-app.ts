import type { FastifyInstance } from 'fastify';
import * as schema from '../../src/db/schema';
import type { Database, Db } from '../../src/db/client';
import { buildApp } from '../../src/app';
import { TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';

/**
 * A second app over the same database connection whose Drizzle logger counts the SQL statements
 * sent, so a test can show that a list costs the same number of queries whatever its length.
 * Without `listen` it hears of no changes, so it keeps no ready answers: every request is built
 * (the path whose queries the query-count test measures); with it, it listens like a real process.
 */
export async function createCountingApp(
  t: TestApp,
  opts: { listen?: Database['listen'] } = {},
): Promise<{ app: FastifyInstance; queries: () => number; reset: () => void }> {
  let count = 0;
  const logger = { logQuery: () => void (count += 1) };
  // $client is the driver handle drizzle was built on; the public Db type does not carry it.
  const client = (t.database.db as unknown as { $client: unknown }).$client;
  let db: Db;
  if (t.database.driver === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    db = drizzle(client as never, { schema, logger }) as unknown as Db;
  } else {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    db = drizzle(client as never, { schema, logger }) as unknown as Db;
  }
  const app = await buildApp({ settings: t.settings, db, listen: opts.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
  await app.ready();
  return { app, queries: () => count, reset: () => void (count = 0) };
}
