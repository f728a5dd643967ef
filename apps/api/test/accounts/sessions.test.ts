import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@fest/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { changeRole } from '../../src/modules/accounts/roles';
import { SessionReads } from '../../src/plugins/session-reads';
import { createCountingApp } from '../catalogue/counting-app';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { auth, expectError, login, signupUser, type SignedUp } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A write made by hand in the database (an operator's SQL, not this process's code) reaches the
 * process through its NOTIFY, a moment later on a server: asks again until the answer has `status`
 * (at most 2 s).
 */
async function eventually<R extends { statusCode: number }>(ask: () => Promise<R>, status: number): Promise<R> {
  const deadline = Date.now() + 2000;
  let res = await ask();
  while (res.statusCode !== status && Date.now() < deadline) {
    await sleep(20);
    res = await ask();
  }
  return res;
}

/** Routes behind each guard, as the console and the door will have them. */
function guardedRoutes(app: FastifyInstance) {
  const answer = async (request: { user: { role: UserRole } | null }) => ({ role: request.user!.role });
  app.get('/test/admin-only', { onRequest: app.requireRole('admin') }, answer);
  app.get('/test/door-or-admin', { onRequest: app.requireRole('door', 'admin') }, answer);
}

/** The real app with the guarded test routes, over `database` (its own listener, as a process has). */
async function appWithGuards(t: TestApp, database: Pick<Database, 'db' | 'listen'> = t.database): Promise<FastifyInstance> {
  const app = await buildApp({ settings: t.settings, db: database.db, listen: database.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
  guardedRoutes(app);
  await app.ready();
  return app;
}

const userIdOf = async (t: TestApp, phone: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)))[0]!.id;

describe('sessions end on the next request', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    app = await appWithGuards(t);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const me = (user: { phone: string }, access: string) => app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: auth(access) });
  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const logout = (token: string) => app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: token } });
  const session = async (user: SignedUp) => (await login(app, user.phone, user.password)).json() as { access: string; refresh: string };
  const guarded = (path: string, access?: string) => app.inject({ method: 'GET', url: path, headers: access ? auth(access) : {} });

  it('logout ends the access token issued with that refresh token, and the ones refreshed from it', async () => {
    const user = await signupUser(app);
    const mine = await session(user);
    const refreshed = (await refresh(mine.refresh)).json().access as string;
    const elsewhere = await session(user);
    expect((await me(user, mine.access)).statusCode).toBe(200); // now known to the cache
    expect((await me(user, refreshed)).statusCode).toBe(200);

    expect((await logout(mine.refresh)).statusCode).toBe(200);
    expectError(await me(user, mine.access), 401, 'TOKEN_INVALID');
    expectError(await me(user, refreshed), 401, 'TOKEN_INVALID');
    // The user's other session goes on.
    expect((await me(user, elsewhere.access)).statusCode).toBe(200);
  });

  it('a password change ends every access token of the user, the one that made it included', async () => {
    const user = await signupUser(app);
    const other = await session(user);
    expect((await me(user, user.access)).statusCode).toBe(200);
    expect((await me(user, other.access)).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: auth(user.access),
      payload: { old_password: user.password, new_password: 'Anar-Dane-Dar-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(user, user.access)).statusCode).toBe(401);
    expect((await me(user, other.access)).statusCode).toBe(401);
    expectError(await refresh(other.refresh), 401, 'TOKEN_INVALID');
    const fresh = (await login(app, user.phone, 'Anar-Dane-Dar-77')).json() as { access: string };
    expect((await me(user, fresh.access)).statusCode).toBe(200);
  });

  it('a password set by hand in the database ends the sessions too (the version moves with the hash)', async () => {
    const user = await signupUser(app);
    expect((await me(user, user.access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ passwordHash: 'reset-by-an-operator' }).where(eq(users.phoneNumber, user.phone));
    expectError(await eventually(() => me(user, user.access), 401), 401, 'TOKEN_EXPIRED');
  });

  it('refusing a revoked refresh token presented again (theft) ends every access token of the user', async () => {
    const user = await signupUser(app);
    const stolen = await session(user);
    expect((await me(user, user.access)).statusCode).toBe(200);
    await logout(stolen.refresh);
    expectError(await refresh(stolen.refresh), 401, 'TOKEN_INVALID');
    expectError(await me(user, user.access), 401, 'TOKEN_INVALID');
  });

  it('refuses a token whose user is gone, and a well-signed token that names no session', async () => {
    const user = await signupUser(app);
    expect((await me(user, user.access)).statusCode).toBe(200);
    const id = await userIdOf(t, user.phone);
    const unbound = await app.tokens.sign('access', id, user.phone);
    expectError(await me(user, unbound.token), 401, 'TOKEN_EXPIRED');
    const invented = await app.tokens.sign('access', id, user.phone, undefined, { sid: 'no-such-session', version: 0 });
    expectError(await me(user, invented.token), 401, 'TOKEN_INVALID');
    await t.database.db.delete(users).where(eq(users.id, id));
    expectError(await eventually(() => me(user, user.access), 401), 401, 'TOKEN_INVALID');
  });

  it('shows a stale token to a public page as anonymous', async () => {
    const user = await signupUser(app);
    await logout(user.refresh);
    const res = await app.inject({ method: 'GET', url: '/api/presentations/all/', headers: auth(user.access) });
    expect(res.statusCode).toBe(200);
  });

  describe('requireRole', () => {
    it('answers 401 NOT_AUTHENTICATED without a token and 401 with a bad one', async () => {
      expectError(await guarded('/test/admin-only'), 401, 'NOT_AUTHENTICATED');
      expectError(await guarded('/test/admin-only', 'garbage'), 401, 'TOKEN_INVALID');
    });

    it.each([
      ['user', '/test/admin-only', 403],
      ['door', '/test/admin-only', 403],
      ['admin', '/test/admin-only', 200],
      ['user', '/test/door-or-admin', 403],
      ['door', '/test/door-or-admin', 200],
      ['admin', '/test/door-or-admin', 200],
    ] as const)('lets a %s into %s: %i', async (role, path, status) => {
      const user = await signupUser(app);
      await changeRole(t.database.db, { actorId: null, userId: await userIdOf(t, user.phone), role });
      const { access } = await session(user);
      const res = await guarded(path, access);
      if (status === 403) expectError(res, 403, 'FORBIDDEN');
      else expect(res.json()).toEqual({ role });
    });

    it('applies a role change on the next request, whatever token the user holds', async () => {
      const user = await signupUser(app);
      const id = await userIdOf(t, user.phone);
      expectError(await guarded('/test/admin-only', user.access), 403, 'FORBIDDEN');

      await changeRole(t.database.db, { actorId: null, userId: id, role: 'admin' });
      expectError(await guarded('/test/admin-only', user.access), 401, 'TOKEN_EXPIRED');
      const promoted = (await refresh(user.refresh)).json().access as string;
      expect((await guarded('/test/admin-only', promoted)).json()).toEqual({ role: 'admin' });
      expect((await me(user, promoted)).json()).toMatchObject({ role: 'admin' });

      await changeRole(t.database.db, { actorId: null, userId: id, role: 'user' });
      expectError(await guarded('/test/admin-only', promoted), 401, 'TOKEN_EXPIRED');
      const demoted = (await refresh(user.refresh)).json().access as string;
      expectError(await guarded('/test/admin-only', demoted), 403, 'FORBIDDEN');
    });
  });
});

describe('the session check costs no query once a session is known', () => {
  let t: TestApp;
  let listening: Awaited<ReturnType<typeof createCountingApp>>;
  let reading: Awaited<ReturnType<typeof createCountingApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    listening = await createCountingApp(t, { listen: t.database.listen });
    reading = await createCountingApp(t);
  });
  afterAll(async () => {
    await listening.app.close();
    await reading.app.close();
    await t.close();
  });

  async function queries(app: Awaited<ReturnType<typeof createCountingApp>>, user: SignedUp) {
    app.reset();
    const res = await app.app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: auth(user.access) });
    expect(res.statusCode, res.body).toBe(200);
    return app.queries();
  }

  it('reads a session once, then answers from memory until something changes; reads every time when not listening', async () => {
    const user = await signupUser(t.app);
    if (onServer) await sleep(200); // the echo of the signup's own NOTIFY
    const first = await queries(listening, user);
    const second = await queries(listening, user);
    expect(second).toBe(first - 1);
    expect(await queries(listening, user)).toBe(second);
    // An app that hears of no changes reads the session on every request.
    expect(await queries(reading, user)).toBe(first);
    expect(await queries(reading, user)).toBe(first);

    // Another user signing up and logging in changes no one's session: nothing is read again.
    const other = await signupUser(t.app);
    await login(t.app, other.phone, other.password);
    if (onServer) await sleep(200);
    expect(await queries(listening, user)).toBe(second);

    // Another user's logout names that user (migration 0017, and this process's own signal): this
    // user's session stays known.
    await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: other.refresh } });
    if (onServer) await sleep(200);
    expect(await queries(listening, user)).toBe(second);

    // This user's own logout: their session is read again, and refused.
    await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: user.refresh } });
    if (onServer) await sleep(200);
    listening.reset();
    const refused = await listening.app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: auth(user.access) });
    expect(refused.statusCode).toBe(401);
    expect(listening.queries()).toBe(1);
  });
});

describe('session reads that arrive together go to the database as one statement', () => {
  let t: TestApp;
  let reading: Awaited<ReturnType<typeof createCountingApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    reading = await createCountingApp(t);
  });
  afterAll(async () => {
    await reading.app.close();
    await t.close();
  });

  const me = (user: SignedUp) => reading.app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: auth(user.access) });

  it('answers each request of a burst with its own session', async () => {
    const [first, loggedOut, third] = [await signupUser(t.app), await signupUser(t.app), await signupUser(t.app)];
    await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: loggedOut.refresh } });
    const answers = await Promise.all([me(first), me(loggedOut), me(third)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200]);
    expect(answers[2]!.json().phone_number).toBe(third.phone);
  });

  it('reads a missing user as no session', async () => {
    const reads = new SessionReads(t.database.db);
    const states = await Promise.all(Array.from({ length: 20 }, (_, i) => reads.read(2_000_000_000 + i, `no-such-session-${i}`)));
    expect(states.every((s) => s === null)).toBe(true);
  });

  it('answers an id no user can have as no session, without failing the others read with it', async () => {
    const user = await signupUser(t.app);
    const userId = await userIdOf(t, user.phone);
    const sid = (JSON.parse(Buffer.from(user.access.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const reads = new SessionReads(t.database.db);
    const [odd, huge, live] = await Promise.all([reads.read(Number.NaN, sid), reads.read(1e21, sid), reads.read(userId, sid)]);
    expect([odd, huge]).toEqual([null, null]);
    expect(live).toMatchObject({ live: true, version: 0, role: 'user' });
  });
});

/** What another API process would do: its own connections to the same database, its own app. */
describe.skipIf(!onServer)('sessions across processes', () => {
  let t: TestApp;
  let first: FastifyInstance;
  let other: Database;
  let otherApp: FastifyInstance;
  let heard = 0;
  const payloads: (string | undefined)[] = [];
  let listening = false;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    // The first process's listener, observed: how many changes it heard, whether it is listening.
    const listen: Database['listen'] = (channel, handlers) =>
      t.database.listen(channel, {
        ...handlers,
        onNotify: (payload) => {
          if (channel === 'sessions_changed') {
            heard += 1;
            payloads.push(payload);
          }
          handlers.onNotify(payload);
        },
        onListening: (value) => {
          if (channel === 'sessions_changed') listening = value;
          handlers.onListening(value);
        },
        onError: () => {},
      });
    first = await appWithGuards(t, { db: t.database.db, listen });
    other = await openDatabase({ url: t.database.url! });
    otherApp = await buildApp({ settings: t.settings, db: other.db, listen: other.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp.close();
    await other.close();
    await first.close();
    await t.close();
  });

  const guarded = (access: string) => first.inject({ method: 'GET', url: '/test/door-or-admin', headers: auth(access) });

  /** Polls the first process until it refuses; once it has heard the change, it must refuse at once. */
  async function refusedOnceHeard(access: string, before: number) {
    const deadline = Date.now() + 2000;
    for (;;) {
      const notified = heard > before;
      const res = await guarded(access);
      if (notified) expect(res.statusCode).toBe(401);
      if (res.statusCode === 401) return res;
      if (Date.now() > deadline) throw new Error('the change was never heard');
      await sleep(5);
    }
  }

  it('ends an access token in one process when another logs it out or changes the role', async () => {
    const user = await signupUser(otherApp);
    const id = await userIdOf(t, user.phone);
    await changeRole(other.db, { actorId: null, userId: id, role: 'door' });
    const door = (await otherApp.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: user.refresh } })).json().access as string;
    await sleep(200);
    expect((await guarded(door)).json()).toEqual({ role: 'door' }); // now kept by the first process

    let before = heard;
    await changeRole(other.db, { actorId: null, userId: id, role: 'user' });
    expectError(await refusedOnceHeard(door, before), 401, 'TOKEN_EXPIRED');

    const session = (await login(otherApp, user.phone, user.password)).json() as { access: string; refresh: string };
    await changeRole(other.db, { actorId: null, userId: id, role: 'admin' });
    const admin = (await otherApp.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: session.refresh } })).json().access as string;
    await sleep(200);
    expect((await guarded(admin)).statusCode).toBe(200);
    before = heard;
    expect((await otherApp.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: session.refresh } })).statusCode).toBe(200);
    expectError(await refusedOnceHeard(admin, before), 401, 'TOKEN_INVALID');
  });

  it("names the user whose sessions changed in the notification, so that the others' stay known (migration 0017)", async () => {
    const user = await signupUser(otherApp);
    const id = await userIdOf(t, user.phone);
    const session = (await login(otherApp, user.phone, user.password)).json() as { refresh: string };
    await sleep(200);
    payloads.length = 0;
    await otherApp.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: session.refresh } });
    await changeRole(other.db, { actorId: null, userId: id, role: 'door' });
    for (let i = 0; i < 200 && payloads.length < 2; i += 1) await sleep(5);
    expect(payloads).toEqual([String(id), String(id)]);
  });

  it('reads the session on every request while its LISTEN connection is lost, and keeps it again once back', async () => {
    const user = await signupUser(otherApp);
    await changeRole(other.db, { actorId: null, userId: await userIdOf(t, user.phone), role: 'door' });
    const sessionA = (await login(otherApp, user.phone, user.password)).json() as { access: string; refresh: string };
    const sessionB = (await login(otherApp, user.phone, user.password)).json() as { access: string; refresh: string };
    await sleep(200);
    expect(listening).toBe(true);
    expect((await guarded(sessionA.access)).statusCode).toBe(200);

    await other.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name like 'listen %'`);
    for (let i = 0; i < 200 && listening; i += 1) await sleep(5);
    expect(listening).toBe(false);

    // A logout nobody will be told about: the very next request is refused all the same.
    await otherApp.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: sessionA.refresh } });
    if (!listening) expectError(await guarded(sessionA.access), 401, 'TOKEN_INVALID');

    for (let i = 0; i < 400 && !listening; i += 1) await sleep(10);
    expect(listening).toBe(true);
    expect((await guarded(sessionB.access)).statusCode).toBe(200);
    const before = heard;
    await otherApp.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: sessionB.refresh } });
    expectError(await refusedOnceHeard(sessionB.access, before), 401, 'TOKEN_INVALID');
  });
});
