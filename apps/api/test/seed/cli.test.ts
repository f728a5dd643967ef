import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { smallFestival, smallFestivalImages, tempDir, writeFestivalFile } from './festival-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'apps/api/src/cli/seed.ts');

/** Runs `npm run seed -- <arg>` as npm would: from `cwd`, with INIT_CWD naming where the user typed it. */
function runSeed(arg: string, cwd: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'DATA_DIR', 'SEED_FILE'].includes(k)),
  ) as Record<string, string>;
  return new Promise((resolve) => {
    execFile(tsx, [cli, arg], { cwd, env: { ...base, ...env, INIT_CWD: cwd, NODE_ENV: 'development' }, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

describe('npm run seed', () => {
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    // On the server project the CLI loads into a fresh PostgreSQL database; otherwise into embedded PGlite.
    if (onServer) {
      database = await createTestDatabase();
      env = { DATABASE_URL: database.url!, DATA_DIR: tempDir('data') };
    } else {
      env = { DATA_DIR: tempDir('data') };
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it('prints every problem of a broken file, exits 1 and writes nothing; loads a good one once', async () => {
    const broken = writeFestivalFile({ tags: [{ key: 't', name: 'x', color: 'red' }], presentations: [{ key: 'p', tags: ['nope'] }] });
    const refused = await runSeed('festival.json', path.dirname(broken), env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('nothing was written');
    expect(refused.out).toMatch(/tags\[0\]\.color: /);
    expect(refused.out).toMatch(/presentations\[0\]\.tags\[0\]: unknown tag key "nope"/);
    expect(refused.out).toMatch(/presentations\[0\]\.start: /);

    const good = writeFestivalFile(smallFestival(), smallFestivalImages);
    const loaded = await runSeed('festival.json', path.dirname(good), env);
    expect(loaded.out).toMatch(/Loaded .*festival\.json .*1 presentations/);
    expect(loaded.code).toBe(0);

    const again = await runSeed(good, path.dirname(good), env);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds a festival/);
  }, 120_000);
});
