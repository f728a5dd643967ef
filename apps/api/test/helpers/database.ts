import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, migrationsFolder, openDatabase, type Database } from '../../src/db/client';

/** Which database these tests run on: set per vitest project (see vitest.config.ts). */
export const testDriver: 'pglite' | 'pg' = process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';
export const onServer = testDriver === 'pg';

export interface TestDatabase extends Database {
  /** postgres:// URL of this test's own database (server only), for spawning API processes. */
  url?: string;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the server, dropped on close.
 * `migrated: false` leaves it empty (a migration's own test migrates it step by step). `poolSize`: the
 * server's connections (20).
 */
export async function createTestDatabase(opts: { migrated?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  const migrated = opts.migrated ?? true;
  if (testDriver === 'pglite') {
    const database = await openDatabase({});
    if (migrated) await migrate(database);
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the pg test project');
  const name = `fest_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: opts.poolSize ?? 20 });
  if (migrated) await migrate(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * A copy of the migrations folder that ends with `lastTag`: a database migrated with it is as before
 * the next one (a migration's test). Removed by the caller.
 */
export function migrationsUpTo(lastTag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  journal.entries = journal.entries.slice(0, last + 1);
  for (const e of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}
