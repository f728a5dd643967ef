import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../db/client';
import { notifyPeople } from '../messages';
import { confirmUrl, issueDecisionToken } from './confirm';
import { confirmReminderContent } from './texts';

/** Days after an acceptance on which a speaker who has not answered is reminded, the later first. */
export const CONFIRM_REMINDER_DAYS = [5, 2] as const;
const PERIOD_MS = 10 * 60_000;

interface Due {
  proposal_id: number;
  user_id: number;
  expires_at: Date | string;
  fa_title: string;
  en_title: string;
}

/**
 * Reminds each speaker of a proposal still ACCEPTED (nobody answered) 2 and 5 days after its decision's
 * link, while the link lasts, with a new link of the same end (the first is kept only hashed). Once per
 * speaker and day, whatever retries or processes run it: the reminder's token is unique per speaker and
 * day (migration 0035) and its messages carry a dedupe key. A speaker who is due both (the server was
 * down) gets only the later. Returns how many speakers were reminded now.
 */
export async function queueConfirmReminders(db: Db, options: { publicUrl: string }): Promise<number> {
  let reminded = 0;
  for (const day of CONFIRM_REMINDER_DAYS) {
    const due = rowsOf<Due>(
      await db.execute(sql`
        select t.proposal_id, t.user_id, max(t.expires_at) as expires_at, p.fa_title, p.en_title
        from proposal_decision_tokens t join proposals p on p.id = t.proposal_id
        where p.state = 'ACCEPTED' and t.reminder_day is null
        group by t.proposal_id, t.user_id, p.fa_title, p.en_title
        having min(t.created_at) <= now() - make_interval(days => ${day}) and max(t.expires_at) > now()
          and not exists (select 1 from proposal_decision_tokens r
            where r.proposal_id = t.proposal_id and r.user_id = t.user_id and r.reminder_day >= ${day})`),
    );
    for (const row of due) {
      const told = await db.transaction(async (tx) => {
        const expiresAt = new Date(row.expires_at);
        const issued = await issueDecisionToken(tx, { proposalId: row.proposal_id, userId: row.user_id, expiresAt, reminderDay: day });
        if (!issued) return false;
        await notifyPeople(tx, [
          {
            userId: row.user_id,
            ...confirmReminderContent({ title: row.fa_title, enTitle: row.en_title, url: confirmUrl(options.publicUrl, issued.token), expiresAt }),
            purpose: 'proposal',
            dedupeKey: `proposal-confirm-reminder:${row.proposal_id}:${row.user_id}:${day}`,
            expiresAt,
          },
        ]);
        return true;
      });
      if (told) reminded += 1;
    }
  }
  return reminded;
}

/** Runs queueConfirmReminders now and every ten minutes; returns a function that stops it, awaiting a running pass. */
export function startConfirmReminders(deps: { db: Db; publicUrl: string; log: FastifyBaseLogger }): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = queueConfirmReminders(deps.db, { publicUrl: deps.publicUrl })
      .then((reminded) => {
        if (reminded) deps.log.info({ reminded }, 'proposals: speakers reminded to confirm');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'proposals: a reminders pass failed'))
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, PERIOD_MS);
        timer.unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
