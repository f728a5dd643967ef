import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { certificates, presentations } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { createBuyer, createPresentation, type Buyer } from '../payments/fixtures';
import { createStaff, freeTicket, scan } from '../tickets/fixtures';

/**
 * Test data for the certificates: a real registration (a free pay_all), checked in at the real door,
 * and a session moved into the past in the database (the door does not look at the clock; a
 * certificate does).
 */

export interface Attendance {
  presentationId: number;
  buyer: Buyer;
  participationId: number;
}

/** A session that ended `hoursAgo` hours ago, two hours long. */
export async function endSession(db: Db, presentationId: number, hoursAgo = 1): Promise<void> {
  await db
    .update(presentations)
    .set({ start: sql`now() - make_interval(hours => ${hoursAgo + 2})`, end: sql`now() - make_interval(hours => ${hoursAgo})` })
    .where(eq(presentations.id, presentationId));
}

/** A session that is running now: it began an hour ago and ends in an hour. */
export async function sessionRunning(db: Db, presentationId: number): Promise<void> {
  await db
    .update(presentations)
    .set({ start: sql`now() - interval '1 hour'`, end: sql`now() + interval '1 hour'` })
    .where(eq(presentations.id, presentationId));
}

/**
 * A visitor registered for a (free) session; checked in at the door unless `checkedIn: false`; the
 * session over unless `ended: false`.
 */
export async function attendance(t: TestApp, opts: { checkedIn?: boolean; ended?: boolean; title?: string } = {}): Promise<Attendance> {
  return (await attendances(t, [opts.checkedIn ?? true], opts))[0]!;
}

/** Visitors of one new session, one per entry of `checkedIn` (whether the door let them in). */
export async function attendances(t: TestApp, checkedIn: boolean[], opts: { ended?: boolean; title?: string } = {}): Promise<Attendance[]> {
  const presentationId = await createPresentation(t.database.db, { cost: 0, title: opts.title });
  const door = await createStaff(t, 'door');
  const out: Attendance[] = [];
  for (const enter of checkedIn) {
    const buyer = await createBuyer(t);
    const { participationId, ticket } = await freeTicket(t, buyer, presentationId);
    if (enter) {
      const res = await scan(t, door, { ticket, presentation: presentationId });
      expect(res.statusCode, res.body).toBe(200);
    }
    out.push({ presentationId, buyer, participationId });
  }
  if (opts.ended ?? true) await endSession(t.database.db, presentationId);
  return out;
}

/** Every certificate row of a person, revoked ones included. */
export const certificateRows = (db: Db, userId: number) => db.select().from(certificates).where(eq(certificates.userId, userId));

export interface CertificateItem {
  code: string;
  kind: string;
  presentation: { id: number; fa_title: string; en_title: string; start: string; end: string };
  issued_at: string;
  pdf_url: string;
  edition: string;
}

/** GET /api/certificates/ as `buyer`. */
export async function myCertificates(t: TestApp, buyer: Buyer): Promise<CertificateItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/certificates/', headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CertificateItem[];
}
