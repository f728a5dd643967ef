import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET, TEST_TICKET_SECRET } from '../helpers/app';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { TokenSigner } from '../../src/lib/tokens';
import { participations, users } from '../../src/db/schema';
import { ticketKeyFrom, ticketOf } from '../../src/modules/tickets';
import { createPresentation } from '../payments/fixtures';
import { startServer, type ServerProcess } from '../payments/spawn-server';

/**
 * Doors on two API processes sharing one PostgreSQL database: exactly one scan of a ticket wins.
 * The registrations are written before the servers start, without tickets (as an older version left
 * them), so the servers' start-up backfill is what gives them their tickets.
 */
describe.skipIf(!onServer)('check-in across two API processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let presentationId: number;
  let doors: { id: number; auth: string }[] = [];
  let participationIds: number[] = [];
  const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);

  beforeAll(async () => {
    database = await createTestDatabase();
    presentationId = await createPresentation(database.db, { capacity: 50 });
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          phoneNumber: `0936000000${i}`,
          email: `door${i}@example.ir`,
          firstName: i < 4 ? `در${i}` : 'شرکت‌کننده',
          lastName: 'آزمون',
          passwordHash: 'unused',
          role: i < 4 ? ('door' as const) : ('user' as const),
        })),
      )
      .returning({ id: users.id, phone: users.phoneNumber });
    doors = await Promise.all(
      people.slice(0, 4).map(async (r) => ({ id: r.id, auth: `Bearer ${(await issueTokenPair(database.db, signer, { id: r.id, phoneNumber: r.phone, sessionVersion: 0 })).access}` })),
    );
    const rows = await database.db
      .insert(participations)
      .values(people.slice(4).map((p) => ({ userId: p.id, presentationId, paymentState: 'COMPLETED' as const, completedAt: new Date() })))
      .returning({ id: participations.id });
    participationIds = rows.map((r) => r.id);
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET, TICKET_SECRET: TEST_TICKET_SECRET };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.close();
  }, 60_000);

  async function ticketOfParticipation(id: number): Promise<string> {
    const [row] = await database.db.select().from(participations).where(eq(participations.id, id));
    const code = ticketOf(ticketKeyFrom(TEST_TICKET_SECRET), row!);
    expect(code, 'the start-up backfill gave it a ticket').toEqual(expect.any(String));
    return code!;
  }

  async function scan(base: string, auth: string, body: unknown) {
    const res = await fetch(`${base}/api/checkin/`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('20 simultaneous scans of one ticket, spread over both processes and four doors: exactly one 200', async () => {
    const ticket = await ticketOfParticipation(participationIds[0]!);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scan(servers[i % 2]!.url, doors[i % 4]!.auth, { ticket, presentation: presentationId, nonce: `race-${i}` }),
      ),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);

    const [row] = await database.db.select().from(participations).where(eq(participations.id, participationIds[0]!));
    const winnerIndex = answers.findIndex((a) => a.status === 200);
    expect(row!.checkedInBy).toBe(doors[winnerIndex % 4]!.id);
    expect(row!.checkinNonce).toBe(`race-${winnerIndex}`);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body).toMatchObject({ code: 'ALREADY_CHECKED_IN', checked_in_at: winners[0]!.body.checked_in_at, by: { id: row!.checkedInBy } });
    }

    // The winning door retries on the other process with its nonce (its answer was lost): the same 200.
    const retry = await scan(servers[(winnerIndex + 1) % 2]!.url, doors[winnerIndex % 4]!.auth, {
      ticket,
      presentation: presentationId,
      nonce: `race-${winnerIndex}`,
    });
    expect(retry).toEqual(winners[0]);
  });

  it('the other attendee, whose ticket was also backfilled at start, is let in once', async () => {
    const ticket = await ticketOfParticipation(participationIds[1]!);
    const answers = await Promise.all([
      scan(servers[0]!.url, doors[0]!.auth, { ticket, presentation: presentationId }),
      scan(servers[1]!.url, doors[1]!.auth, { ticket, presentation: presentationId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
