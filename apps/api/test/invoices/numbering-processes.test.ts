import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { TokenSigner } from '../../src/lib/tokens';
import { invoiceDetails, invoices, users } from '../../src/db/schema';
import { startServer, type ServerProcess } from '../payments/spawn-server';
import { completedPaymentByHand } from '../admin/money-fixtures';

/**
 * Invoice numbers stay gap-free and unique when invoices are asked for at the same moment on two API
 * processes sharing the PostgreSQL database, including the same payment's on both at once.
 */
describe.skipIf(!onServer)('invoice numbers across two API processes', () => {
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
      .values({ phoneNumber: '09350000002', email: 'admin2@example.ir', firstName: 'مدیر', lastName: 'جشنواره', passwordHash: 'unused', role: 'admin' })
      .returning();
    adminAuth = `Bearer ${(await issueTokenPair(database.db, signer, { id: admin!.id, phoneNumber: admin!.phoneNumber, sessionVersion: admin!.sessionVersion })).access}`;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  }, 60_000);

  it('gives 1..n once each to n invoices asked for at once, on both processes', async () => {
    const paid = [];
    for (let i = 0; i < 12; i++) paid.push(await completedPaymentByHand(database.db));
    await database.db.insert(invoiceDetails).values(
      paid.map((p) => ({ paymentId: p.id, kind: 'PERSON' as const, name: 'خریدار', nationalId: '0499370899', postalCode: '1193653471', address: 'تهران', phone: '09121234567' })),
    );
    // Every payment's invoice asked for twice at once, once on each process.
    const asks = paid.flatMap((p) =>
      servers.map((s) => fetch(`${s.url}/api/payments/${p.id}/invoice.pdf`, { headers: { authorization: adminAuth } }).then((r) => r.status)),
    );
    expect(await Promise.all(asks)).toEqual(asks.map(() => 200));
    const rows = await database.db.select({ number: invoices.number, paymentId: invoices.paymentId }).from(invoices);
    expect(rows).toHaveLength(paid.length);
    expect(new Set(rows.map((r) => r.paymentId)).size).toBe(paid.length);
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(paid.map((_, i) => i + 1));
  }, 120_000);
});
