import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { TokenSigner } from '../../src/lib/tokens';
import { presentations, users } from '../../src/db/schema';
import { startServer, type ServerProcess } from '../payments/spawn-server';
import { at } from './support';

/**
 * Two organisers drop two sessions into the same room at the same time, each on their own API process
 * sharing the PostgreSQL database: exactly one move wins, the other is 409 SCHEDULE_CLASH, and the room
 * never holds two sessions at once. Real server processes and real HTTP; the moves are sent together,
 * round after round, so that they overlap.
 */
describe.skipIf(!onServer)('schedule moves across two API processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let adminAuth: string;
  const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET };
    servers = await Promise.all([startServer(env), startServer(env)]);
    const [admin] = await database.db
      .insert(users)
      .values({ phoneNumber: '09350000002', email: 'admin2@example.ir', firstName: 'مدیر', lastName: 'برنامه', passwordHash: 'unused', role: 'admin' })
      .returning();
    adminAuth = `Bearer ${(await issueTokenPair(database.db, signer, { id: admin!.id, phoneNumber: admin!.phoneNumber, sessionVersion: admin!.sessionVersion })).access}`;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.close();
  }, 60_000);

  const sessionAt = async (title: string, hour: number) => {
    const [row] = await database.db
      .insert(presentations)
      .values({ serviceType: 'TALK', faTitle: title, enTitle: '', start: new Date(at(20, hour)), end: new Date(at(20, hour + 1)), room: `جای ${title}`, capacity: 10, cost: 0 })
      .returning({ id: presentations.id });
    return row!.id;
  };

  async function drop(base: string, id: number, where: { room: string; start: string; end: string }) {
    const res = await fetch(`${base}/api/admin/presentations/${id}/`, {
      method: 'PATCH',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify(where),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; clash?: { sessions: { id: number }[] } } };
  }

  it('lets exactly one of two simultaneous moves into one room and time through, round after round', async () => {
    const a = await sessionAt('الف', 1);
    const b = await sessionAt('ب', 3);
    for (let round = 0; round < 8; round += 1) {
      const where = { room: `تالار ${round}`, start: at(21, 5 + round), end: at(21, 6 + round) };
      const [first, second] = await Promise.all([drop(servers[0]!.url, a, where), drop(servers[1]!.url, b, where)]);
      const statuses = [first.status, second.status].sort();
      expect(statuses, JSON.stringify([first.body, second.body])).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.code).toBe('SCHEDULE_CLASH');
      expect(refused.body.clash!.sessions.map((s) => s.id).sort()).toEqual([a, b].sort());
      const inRoom = await database.db.select({ id: presentations.id }).from(presentations).where(and(eq(presentations.room, where.room)));
      expect(inRoom).toHaveLength(1);
      // Both leave the room for the next round's.
      await Promise.all([drop(servers[0]!.url, a, { room: `جای الف`, start: at(20, 1), end: at(20, 2) }), drop(servers[1]!.url, b, { room: `جای ب`, start: at(20, 3), end: at(20, 4) })]);
    }
  }, 120_000);
});
