import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { AppError } from '../../src/lib/errors';
import { changeRole } from '../../src/modules/accounts/roles';
import { validateFestival } from '../../src/seed/loader';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { startServer, type ServerProcess } from '../payments/spawn-server';
import { tempDir } from '../seed/festival-files';
import { auth, uniquePhone } from './support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'apps/api/src/cli/admin.ts');

/** Runs `npm run admin -- ...args` against the database in `env`. */
function runAdmin(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'DATA_DIR', 'SEED_FILE'].includes(k)),
  ) as Record<string, string>;
  return new Promise((resolve) => {
    execFile(tsx, [cli, '--', ...args], { cwd: root, env: { ...base, ...env, NODE_ENV: 'development' }, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

async function insertUser(db: Database['db'], role: 'user' | 'door' | 'admin') {
  const phone = uniquePhone();
  const [row] = await db
    .insert(users)
    .values({ phoneNumber: phone, email: `${phone}@example.ir`, firstName: 'نقش', lastName: role, passwordHash: 'unused', role })
    .returning({ id: users.id });
  return row!.id;
}

async function conflictOf(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('changeRole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roleOf = async (id: number) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

  it('changes a role and moves the session version; the same role again changes nothing', async () => {
    const id = await insertUser(t.database.db, 'user');
    const version = async () => (await t.database.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, id)))[0]!.v;
    const before = await version();
    expect(await changeRole(t.database.db, { actorId: null, userId: id, role: 'door' })).toMatchObject({ id, role: 'door' });
    expect(await roleOf(id)).toBe('door');
    expect(await version()).toBe(before + 1);
    await changeRole(t.database.db, { actorId: null, userId: id, role: 'door' });
    expect(await version()).toBe(before + 1);
  });

  it('never demotes the last admin (409 CONFLICT), themselves or by another; with two admins one may go', async () => {
    // Whatever admins other tests made: demote them so that exactly one is left.
    const admin = await insertUser(t.database.db, 'admin');
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const o of others) if (o.id !== admin) await changeRole(t.database.db, { actorId: null, userId: o.id, role: 'user' });

    const self = await conflictOf(changeRole(t.database.db, { actorId: admin, userId: admin, role: 'user' }));
    expect(self).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(self.detail).toContain('شما آخرین مدیر');
    const byCommand = await conflictOf(changeRole(t.database.db, { actorId: null, userId: admin, role: 'door' }));
    expect(byCommand).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(await roleOf(admin)).toBe('admin');

    const second = await insertUser(t.database.db, 'user');
    await changeRole(t.database.db, { actorId: admin, userId: second, role: 'admin' });
    await changeRole(t.database.db, { actorId: admin, userId: admin, role: 'user' });
    expect(await roleOf(admin)).toBe('user');
    expect((await conflictOf(changeRole(t.database.db, { actorId: second, userId: second, role: 'user' }))).code).toBe('CONFLICT');
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    expect(await conflictOf(changeRole(t.database.db, { actorId: null, userId: 2_000_000_000, role: 'admin' }))).toMatchObject({
      statusCode: 404,
      code: 'USER_NOT_FOUND',
    });
  });

  it('refuses a role outside user, door and admin in the database itself', async () => {
    const id = await insertUser(t.database.db, 'user');
    await expect(t.database.db.execute(`update users set role = 'owner' where id = ${id}` as never)).rejects.toThrow();
  });

  it.skipIf(!onServer)('leaves one admin when two admins demote each other at the same moment on two connections', async () => {
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const a = await insertUser(t.database.db, 'admin');
    const b = await insertUser(t.database.db, 'admin');
    for (const o of others) await changeRole(t.database.db, { actorId: null, userId: o.id, role: 'user' });
    const second = await openDatabase({ url: (t.database as TestDatabase).url! });
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.allSettled([
          changeRole(t.database.db, { actorId: a, userId: b, role: 'user' }),
          changeRole(second.db, { actorId: b, userId: a, role: 'user' }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
        const demoted = admins[0]!.id === a ? b : a;
        await changeRole(t.database.db, { actorId: null, userId: demoted, role: 'admin' });
      }
    } finally {
      await second.close();
    }
  });
});

describe('roles in the festival data file', () => {
  const file = (role: unknown) => ({
    users: [{ phone_number: '09120000009', password: 'Door-Keeper-1405', first_name: 'در', last_name: 'بان', email: 'door@example.com', role }],
  });

  it('takes user, door and admin, and user when left out', () => {
    for (const role of ['user', 'door', 'admin']) {
      const result = validateFestival(file(role), '/tmp');
      expect(result.ok && result.file.users[0]!.role).toBe(role);
    }
    const noRole: Record<string, unknown> = { ...file('x').users[0]! };
    delete noRole.role;
    const result = validateFestival({ users: [noRole] }, '/tmp');
    expect(result.ok && result.file.users[0]!.role).toBe('user');
  });

  it('refuses any other role, naming the path', () => {
    const result = validateFestival(file('owner'), '/tmp');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.path)).toContain('users[0].role');
  });
});

describe('npm run admin', () => {
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  let db: Database['db'];
  let embedded: Database | undefined;
  beforeAll(async () => {
    if (onServer) {
      database = await createTestDatabase();
      env = { DATABASE_URL: database.url!, DATA_DIR: tempDir('data') };
    } else {
      env = { DATA_DIR: tempDir('data') };
    }
  });
  afterAll(async () => {
    await embedded?.close();
    await database?.close();
  });

  /** The database the command wrote to (PGlite is opened after the command is done with it). */
  async function rows() {
    if (database) db = database.db;
    else {
      await embedded?.close();
      embedded = await openDatabase({ dataDir: env.DATA_DIR });
      db = embedded.db;
    }
    const found = await db.select().from(users).orderBy(users.id);
    if (!database) {
      await embedded!.close();
      embedded = undefined;
    }
    return found;
  }

  it('creates an admin (migrating an empty database first), refuses bad input with a reason and exit 1, and promotes', async () => {
    const created = await runAdmin(['create', '--phone', '+98 935 111 2233', '--password', 'Sib-Zamini-Shirin'], env);
    expect(created.out).toContain('Created 09351112233 (role admin)');
    expect(created.code).toBe(0);
    const [admin] = await rows();
    expect(admin).toMatchObject({ phoneNumber: '09351112233', role: 'admin', firstName: 'مدیر' });
    expect(await verifyPassword(admin!.passwordHash, 'Sib-Zamini-Shirin')).toBe(true);

    const refusals: [string[], RegExp][] = [
      [['create', '--phone', '09351112233', '--password', 'Another-Good-One-7'], /--phone: .*قبلاً ثبت‌نام/],
      [['create', '--phone', '09351112244', '--password', 'aaaaaaaa'], /--password: .*تکراری/],
      [['create', '--phone', '09351112244', '--password', 'password1'], /--password: .*رایج/],
      [['create', '--phone', '09351112244', '--password', 'x09351112244'], /--password: .*موبایل/],
      [['create', '--phone', '09351112244', '--password', 'short'], /--password: .*۸/],
      [['create', '--phone', '12345', '--password', 'Another-Good-One-7'], /--phone: /],
      [['create', '--phone', '09351112244', '--password', 'Another-Good-One-7', '--role', 'owner'], /--role: /],
      [['promote', '--phone', '09351119999', '--role', 'door'], /no account has the phone number 09351119999/],
      [['promote', '--phone', '09351112233', '--role', 'boss'], /--role: /],
      [['promote', '--phone', '09351112233', '--role', 'user'], /آخرین مدیر/],
    ];
    for (const [args, message] of refusals) {
      const res = await runAdmin(args, env);
      expect(res.out, args.join(' ')).toMatch(message);
      expect(res.out).toContain('nothing was changed');
      expect(res.code, args.join(' ')).toBe(1);
    }
    expect((await runAdmin(['frobnicate'], env)).code).toBe(2);
    expect(await rows()).toHaveLength(1);

    const door = await runAdmin(
      ['create', '--phone', '09351112244', '--password', 'Dar-Baz-Kon-1405', '--first-name', 'دربان', '--last-name', 'یکم', '--email', 'Door@Example.com', '--role', 'door'],
      env,
    );
    expect(door.code, door.out).toBe(0);
    const promoted = await runAdmin(['promote', '--phone', '۰۹۳۵۱۱۱۲۲۴۴', '--role', 'admin'], env);
    expect(promoted.code, promoted.out).toBe(0);
    const demoted = await runAdmin(['promote', '--phone', '09351112233', '--role', 'user'], env);
    expect(demoted.code, demoted.out).toBe(0);
    expect((await rows()).map((u) => [u.phoneNumber, u.role, u.email])).toEqual([
      ['09351112233', 'user', '09351112233@admin.invalid'],
      ['09351112244', 'admin', 'door@example.com'],
    ]);
  }, 180_000);
});

describe.skipIf(!onServer)('npm run admin beside a running server', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET, PHONE_VERIFICATION: 'off' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  }, 60_000);

  it('a role given by the command reaches the server on the user’s next request', async () => {
    const phone = uniquePhone();
    const signup = await fetch(`${server.url}/api/users/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'سارا', last_name: 'محمدی', email: `${phone}@example.com`, phone_number: phone, password: 'Narenj-e-Sabz-1403' }),
    });
    expect(signup.status).toBe(201);
    const { tokens } = (await signup.json()) as { tokens: { access: string; refresh: string } };
    const me = () => fetch(`${server.url}/api/users/${phone}/`, { headers: auth(tokens.access) });
    expect(((await (await me()).json()) as { role: string }).role).toBe('user');

    const res = await runAdmin(['promote', '--phone', phone, '--role', 'admin'], { DATABASE_URL: database.url!, DATA_DIR: tempDir('data') });
    expect(res.code, res.out).toBe(0);
    // The server hears it through NOTIFY, a moment after the command's commit.
    let status = 200;
    for (let i = 0; i < 200 && status === 200; i++) {
      status = (await me()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
    const refreshed = await fetch(`${server.url}/api/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: tokens.refresh }),
    });
    const { access } = (await refreshed.json()) as { access: string };
    const after = await fetch(`${server.url}/api/users/${phone}/`, { headers: auth(access) });
    expect(((await after.json()) as { role: string }).role).toBe('admin');
  }, 120_000);
});
