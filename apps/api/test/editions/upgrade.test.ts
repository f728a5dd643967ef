import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, migrationsUpTo } from '../helpers/database';

/**
 * Upgrading a database of the version before editions (contract "Editions": "upgrading an existing
 * database puts everything in it into one edition and changes no answer"). upgrade/rows.sql is such a
 * database, filled through that version's API (its demo festival, sales, a coupon, refunds, the
 * competition, an agenda, a waiting list), and upgrade/answers.json what that version answered then;
 * upgrade/make-fixture.mjs made both. Here the rows are loaded into the schema of migration 0025, the
 * migrations since are run, and every answer is asked again: each is what it was, with only fields that
 * editions added (a presentation's `edition`, a presenter's `spoke_in`...) and, in an export, columns added
 * at its end (a payment's kind).
 */
const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'upgrade');
const before = JSON.parse(fs.readFileSync(path.join(here, 'answers.json'), 'utf8')) as Record<string, unknown>;
const { visitors, admin } = JSON.parse(fs.readFileSync(path.join(here, 'people.json'), 'utf8')) as {
  visitors: { phone_number: string; password: string }[];
  admin: { phone_number: string; password: string };
};

describe('a database of the version before editions, upgraded', () => {
  let t: TestApp;
  const tokens: Record<string, string | undefined> = { anonymous: undefined };

  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: false });
    const folder = migrationsUpTo('0025_seat_refused_error');
    try {
      await migrate(database, folder);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const rows = fs.readFileSync(path.join(here, 'rows.sql'), 'utf8');
    const client = database.db.$client as unknown as { exec?: (text: string) => Promise<unknown>; query: (text: string) => Promise<unknown> };
    // Many statements in one text: PGlite's exec, the server's simple query.
    await (database.driver === 'pglite' ? client.exec!(rows) : client.query(rows));
    await migrate(database);
    t = await createTestApp({ database });
    const login = async (who: { phone_number: string; password: string }) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/access/', payload: who });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { access: string }).access;
    };
    tokens.buyer = await login(visitors[0]!);
    tokens.second = await login(visitors[1]!);
    tokens.admin = await login(admin);
  }, 120_000);
  afterAll(() => t?.close());

  it('is one edition, current, its slug the Jalali year of the festival', async () => {
    const editions = (await t.app.inject({ method: 'GET', url: '/api/editions/' })).json() as { slug: string; is_current: boolean }[];
    expect(editions).toEqual([expect.objectContaining({ slug: '1405', is_current: true })]);
  });

  it.each(Object.keys(before))('answers %s as before', async (key) => {
    const [who, url] = key.split(' ') as [string, string];
    const token = tokens[who];
    const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode, res.body).toBe(200);
    const was = before[key];
    // A file (the exports' CSV): every line as it was, columns added since only at its end.
    if (typeof was === 'string') {
      const lines = res.body.split('\n');
      const wasLines = was.split('\n');
      expect(lines).toHaveLength(wasLines.length);
      wasLines.forEach((line, i) => {
        const now = lines[i]!.replace(/\r$/, '');
        const then = line.replace(/\r$/, '');
        expect(now === then || now.startsWith(`${then},`), `line ${i + 1}: ${now} / ${then}`).toBe(true);
      });
    }
    else expect(res.json()).toMatchObject(was as object);
  });
});
