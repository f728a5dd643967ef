import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, refreshTokens, smsOutbox, users } from '../../src/db/schema';
import { CommitWith, hotStatement, oneTripAfterLock, rowsOf, transactionFrom } from '../../src/db/client';
import { LocalWrites, writesOf } from '../../src/db/listen';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';

describe('writesOf: what a write statement did, from its text', () => {
  it('names the inserts, updates (with or without an alias) and deletes, in CTEs too', () => {
    expect(writesOf('insert into "participations" ("user_id") values ($1)')).toEqual(new Set(['insert:participations']));
    expect(writesOf('update "users" set "role" = $1 where "users"."id" = $2')).toEqual(new Set(['update:users']));
    expect(writesOf('update participations pa set holds_seat = true where pa.id = 1')).toEqual(new Set(['update:participations']));
    expect(writesOf('delete from "refresh_tokens" where "jti" = $1')).toEqual(new Set(['delete:refresh_tokens']));
    expect(
      writesOf('with gone as (delete from faqs where id = 1 returning id) update presentations set held = held - 1 where id = 2'),
    ).toEqual(new Set(['delete:faqs', 'update:presentations']));
    expect(writesOf('/* locked write */ select pg_advisory_xact_lock(1, 2); with p as (select 1) insert into participations select 1')).toEqual(
      new Set(['insert:participations']),
    );
    // An upsert's DO UPDATE changes the table it inserts into; DO NOTHING does not.
    expect(writesOf('insert into "coupons" ("code") values ($1) on conflict ("code") do update set "percentage" = 5')).toEqual(
      new Set(['insert:coupons', 'update:coupons']),
    );
    expect(writesOf('insert into "coupons" ("code") values ($1) on conflict do nothing')).toEqual(new Set(['insert:coupons']));
    // Only the insert the clause belongs to: a login's session row is an insert whatever its CTE upserts.
    expect(
      writesOf(`with alongside as (insert into login_addresses (user_id, address_hash) values ($1, $2)
        on conflict (user_id, address_hash) do update set last_seen_at = now())
        insert into refresh_tokens (jti, user_id, expires_at) values ($3, $4, $5)`),
    ).toEqual(new Set(['insert:login_addresses', 'update:login_addresses', 'insert:refresh_tokens']));
  });

  it('names the writes of an EXECUTEd statement from what was PREPAREd under that name, and says any of an unknown name', () => {
    const prepared = new Map([['fest_add', new Set(['insert:participations'])]]);
    expect(writesOf('/* locked write */ select pg_advisory_xact_lock(1, 2); execute fest_add (1, 2)', prepared)).toEqual(new Set(['insert:participations']));
    expect(writesOf('/* locked write */ select pg_advisory_xact_lock(1, 2); execute fest_other (1, 2)', prepared)).toBe('any');
    expect(writesOf('select 1; execute fest_add (1, 2)')).toBe('any');
    // A message made of EXECUTEs (transactionFrom): each one's writes.
    expect(writesOf('execute fest_add (1, 2)', prepared)).toEqual(new Set(['insert:participations']));
    expect(writesOf('execute fest_other (1)', prepared)).toBe('any');
  });

  it("says 'any' of statements whose writes it cannot name", () => {
    for (const text of ['truncate "faqs"', 'do $$ begin perform 1; end $$', 'copy faqs from stdin', 'call fix_things()', 'alter table faqs add column x int']) {
      expect(writesOf(text)).toBe('any');
    }
  });
});

describe('LocalWrites', () => {
  it('tells a subscriber only of the writes it named, or of writes that cannot be told', () => {
    const writes = new LocalWrites();
    let catalogue = 0;
    let sessions = 0;
    let every = 0;
    writes.subscribe(() => (catalogue += 1), new Set(['insert:faqs', 'update:faqs']));
    writes.subscribe(() => (sessions += 1), new Set(['update:refresh_tokens']));
    writes.subscribe(() => (every += 1));
    writes.announce(new Set(['insert:refresh_tokens']));
    expect([catalogue, sessions, every]).toEqual([0, 0, 1]);
    writes.announce(new Set(['insert:faqs', 'update:refresh_tokens']));
    writes.announce('any');
    expect([catalogue, sessions, every]).toEqual([2, 2, 3]);
  });
});

/** On a server, a process's own writes reach its listeners at once, but only those a channel's triggers would announce. */
describe.skipIf(!onServer)("this process's own writes, per channel", () => {
  let database: TestDatabase;
  const heard = { catalogue: 0, sessions: 0, sms: 0 };
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const [channel, key] of [['catalogue_changed', 'catalogue'], ['sessions_changed', 'sessions'], ['sms_queued', 'sms']] as const) {
      stops.push(await database.listen(channel, { onNotify: () => (heard[key] += 1), onListening: () => {} }));
    }
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await database.close();
  });

  it('hears a write to its tables the moment it completes, and not a write to the others', async () => {
    const [user] = await database.db.insert(users).values({ phoneNumber: '09120000001', email: 'a@b.example', firstName: 'a', lastName: 'b', passwordHash: 'x' }).returning();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server's own NOTIFY of the insert, come back
    let before = { ...heard };
    // A session starting changes no session state anyone keeps (a login must not empty the cache),
    // and no catalogue answer reads it; a session ending is heard on the sessions channel.
    await database.db.insert(refreshTokens).values({ jti: 'j1', userId: user!.id, expiresAt: new Date(Date.now() + 60_000) });
    expect(heard).toEqual(before);
    await database.db.update(refreshTokens).set({ revokedAt: null }).where(eq(refreshTokens.jti, 'j1'));
    expect(heard.sessions).toBeGreaterThan(before.sessions);
    expect(heard.catalogue).toBe(before.catalogue);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server's own NOTIFY of the update, come back

    before = { ...heard };
    await database.db.insert(faqs).values({ question: 'q', answer: 'a' });
    expect(heard.catalogue).toBeGreaterThan(before.catalogue); // synchronously, before any NOTIFY could come back
    expect(heard.sessions).toBe(before.sessions);
  });

  it('wakes the SMS worker for a message queued, and not for every other write', async () => {
    const before = { ...heard };
    await database.db.insert(faqs).values({ question: 'q2', answer: 'a2' });
    expect(heard.sms).toBe(before.sms);
    await database.db.insert(smsOutbox).values({ phoneNumber: '09120000002', kind: 'text', text: 'سلام', purpose: 'broadcast' });
    expect(heard.sms).toBeGreaterThan(before.sms); // synchronously: this process's own insert
  });

  it('hears what a statement run by oneTripAfterLock writes (PREPAREd, then EXECUTEd), and nothing when it is prepared', async () => {
    let before = { ...heard };
    const lock = sql`select pg_advisory_xact_lock(${990_002}, ${1})`;
    await oneTripAfterLock(database.db, lock, sql`insert into faqs (question, answer) select 'q' || ${3}, 'a'`);
    expect(heard.catalogue).toBeGreaterThan(before.catalogue);
    expect(heard.sessions).toBe(before.sessions);
    // A prepared statement that writes a sessions table: heard there, and not by the catalogue.
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server's own NOTIFY of the insert, come back
    before = { ...heard };
    await oneTripAfterLock(database.db, lock, sql`update refresh_tokens set revoked_at = null where jti = 'none' and ${1} = 1`);
    expect(heard.sessions).toBeGreaterThan(before.sessions);
    expect(heard.catalogue).toBe(before.catalogue);
  });

  it('hears, once it has committed, what a transactionFrom wrote with the statement sent along with its COMMIT', async () => {
    const lockFaqs = hotStatement<{ n: number }>(({ n }) => sql`select id from faqs where id > ${n} limit 1 for update`);
    const addFaq = hotStatement<{ n: number }>(({ n }) => sql`insert into faqs (question, answer) select 'sent with the commit ' || ${n}, 'a'`);
    await new Promise((resolve) => setTimeout(resolve, 300)); // NOTIFYs of earlier tests, come back
    const before = { ...heard };
    let beforeCommit = -1;
    await transactionFrom(database.db, [lockFaqs({ n: 0 })], async () => {
      beforeCommit = heard.catalogue;
      return new CommitWith(addFaq({ n: 1 }), null);
    });
    expect(beforeCommit).toBe(before.catalogue);
    expect(heard.catalogue).toBeGreaterThan(before.catalogue); // synchronously, before any NOTIFY could come back
    expect(heard.sessions).toBe(before.sessions);
    const [row] = rowsOf<{ c: number }>(await database.db.execute(sql`select count(*)::int as c from faqs where question = 'sent with the commit 1'`));
    expect(Number(row!.c)).toBe(1);
  });

  it("announces a transaction's writes again at its COMMIT, and nothing for a transaction that wrote nothing of a channel's", async () => {
    const [faq] = await database.db.insert(faqs).values({ question: 'q2', answer: 'a' }).returning();
    let atCommit = -1;
    await database.db.transaction(async (tx) => {
      await tx.update(faqs).set({ answer: 'b' }).where(eq(faqs.id, faq!.id));
      atCommit = heard.catalogue;
    });
    expect(heard.catalogue).toBeGreaterThan(atCommit);

    await new Promise((resolve) => setTimeout(resolve, 300)); // the server's own NOTIFY of that commit, come back
    const before = { ...heard };
    await database.db.transaction(async (tx) => {
      await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.jti, 'j1'));
    });
    expect(heard.catalogue).toBe(before.catalogue);
    expect(heard.sessions).toBeGreaterThan(before.sessions);
  });
});
