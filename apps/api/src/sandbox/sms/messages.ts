import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** A message as the sandbox shows it (docs/api.md: `[{id, phone_number, text, created_at, state}]`). */
export interface SandboxMessage {
  id: number;
  phone_number: string;
  text: string;
  created_at: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
}

/**
 * The newest messages first (at most `limit`), for one phone or for all. `viewer` (a public demo): only
 * the messages that browser asked for; null there means none.
 */
export async function sandboxMessages(db: Db, phone: string | null, limit = 100, viewer?: string | null): Promise<SandboxMessage[]> {
  if (viewer === null) return [];
  const rows = await db
    .select({ id: smsOutbox.id, phone: smsOutbox.phoneNumber, text: smsOutbox.text, createdAt: smsOutbox.createdAt, state: smsOutbox.state })
    .from(smsOutbox)
    .where(and(phone ? eq(smsOutbox.phoneNumber, phone) : undefined, viewer ? eq(smsOutbox.sandboxViewer, viewer) : undefined))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, phone_number: r.phone, text: r.text, created_at: r.createdAt.toISOString(), state: r.state }));
}
