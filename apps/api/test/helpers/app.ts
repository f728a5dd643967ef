import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../src/db/listen';
import { buildApp } from '../../src/app';
import { loadSettings, type Settings } from '../../src/config/settings';
import type { PaymentGateway } from '../../src/gateways/zarinpal';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_TICKET_SECRET = 'test-ticket-secret-long-enough-for-hmac-sha256';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  settings: Settings;
  /**
   * Resolves once the app has heard every catalogue change committed before the call. A row a test
   * writes straight into the database is heard through PostgreSQL's notification, which on a server
   * arrives over another connection when it arrives; a notification of the test's own, committed after,
   * is delivered after it (and drops the kept answers as any change does). Not for tests of that
   * invalidation itself.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database. `env` overrides settings the way the environment would.
 * Nothing of ours is mocked; only the payment gateway may be replaced by an imitation.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; gateway?: PaymentGateway; logger?: object; poolSize?: number; database?: TestDatabase } = {},
): Promise<TestApp> {
  // `database`: one the test prepared itself (e.g. a migration's), closed with the app.
  const database = opts.database ?? (await createTestDatabase({ poolSize: opts.poolSize }));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/fest-test-data-${process.pid}`,
    LOG_LEVEL: 'silent',
    // Signup without a one-time code, as before phones were verified by text message; the code tests switch it on.
    PHONE_VERIFICATION: 'off',
    ...opts.env,
  });
  const app = await buildApp({
    settings,
    db: database.db,
    listen: database.listen,
    jwtSecret: TEST_JWT_SECRET,
    ticketSecret: TEST_TICKET_SECRET,
    gateway: opts.gateway,
    logger: opts.logger,
  });
  await app.ready();
  return {
    app,
    database,
    settings,
    caughtUp: () => caughtUp(database),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function caughtUp(database: TestDatabase): Promise<void> {
  const marker = `caught-up-${randomUUID()}`;
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const stop = await database.listen(CHANNELS.catalogue, {
    onNotify: (payload) => payload === marker && heard(),
    onListening: () => {},
    onError: () => {},
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await database.db.execute(sql`select pg_notify(${CHANNELS.catalogue}, ${marker})`);
    await Promise.race([arrived, new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('the notification did not arrive within 5 s')), 5000)))]);
  } finally {
    clearTimeout(timer);
    await stop();
  }
}
