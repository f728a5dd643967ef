import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** A mail as the sandbox shows it (docs/api.md: `[{id, to, subject, text, html, attachments, created_at}]`, and its state). */
export interface SandboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string }[];
  created_at: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
}

/** The newest mails first (at most `limit`), to one address (any case) or to all. */
export async function sandboxMails(db: Db, to: string | null, limit = 100): Promise<SandboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments.map((a) => ({ filename: a.filename, content_type: a.content_type })),
    created_at: r.createdAt.toISOString(),
    state: r.state,
  }));
}
