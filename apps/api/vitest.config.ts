import { defineConfig } from 'vitest/config';

// Every API test runs on embedded PGlite, and again on a PostgreSQL server when TEST_DATABASE_URL is set.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
if (!onServer) {
  console.log('[api tests] TEST_DATABASE_URL is not set: the PostgreSQL-server run is SKIPPED (PGlite only).');
}

const base = { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { ...base, name: 'pglite', env: { TEST_DB_DRIVER: 'pglite' } } },
      ...(onServer ? [{ test: { ...base, name: 'postgres', env: { TEST_DB_DRIVER: 'pg' } } }] : []),
    ],
  },
});
