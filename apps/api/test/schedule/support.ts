import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminPresentation, AdminPresentationChanged, Proposal, ProposalCreate } from '@fest/contract';
import type { TestApp } from '../helpers/app';
import { asAdmin, type Account } from '../admin/authz';
import { sandboxMessagesOf } from '../messages/support';
import { presentations } from '../../src/db/schema';
import { call, openCall, sent, speaker } from '../proposals/fixtures';
import { tokenIn } from '../proposals/review-support';

/** Helpers of the schedule editor's tests: drafts made the way the call makes them, sessions, moves. */

/** A moment of a day in the festival's future, on the UTC clock: `at(1, 10)` is day 1 at 10:00 UTC. */
export const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2031, 4, day, hour, minute)).toISOString();

/** A room no other test uses. */
export const newRoom = () => `سالن ${randomUUID().slice(0, 8)}`;

/**
 * A proposal sent by `main` (and its co-speakers, who accepted), accepted by the organisers and confirmed
 * by its first speaker through the link they were texted: answers the proposal and its draft's id.
 */
export async function confirmedDraft(
  t: TestApp,
  admin: Account,
  opts: { main?: Account; co?: Account[]; body?: Partial<ProposalCreate> } = {},
): Promise<{ proposal: Proposal; draft: number; main: Account }> {
  await openCall(t);
  const main = opts.main ?? (await speaker(t));
  const co = opts.co ?? [];
  const proposal = await sent(t, main, { ...opts.body, co_speakers: co.map((c) => c.phone) });
  for (const c of co) {
    const accepted = await call(t, c, 'POST', `/api/proposals/${proposal.id}/accept_invitation/`);
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
  }
  const decided = await asAdmin(t.app, admin, { method: 'POST', url: `/api/admin/proposals/${proposal.id}/decide/`, payload: { state: 'ACCEPTED', message: '' } });
  if (decided.statusCode !== 200) throw new Error(decided.body);
  const [newest] = await sandboxMessagesOf(t, main.phone);
  const token = tokenIn(newest?.text ?? '', t.settings.PUBLIC_URL);
  if (!token) throw new Error('no confirmation link texted');
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/proposals/confirm/${token}/`, payload: { answer: 'CONFIRM' } });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  const [row] = await t.database.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.proposalId, proposal.id));
  if (!row) throw new Error('no draft made');
  return { proposal, draft: row.id, main };
}

/** A published session made by the organisers. */
export async function session(
  t: TestApp,
  admin: Account,
  fields: { room: string; start: string; end: string; presenters?: number[]; fa_title?: string; service_type?: string },
): Promise<AdminPresentation> {
  const res = await asAdmin(t.app, admin, {
    method: 'POST',
    url: '/api/admin/presentations/',
    payload: { service_type: 'TALK', fa_title: `ارائهٔ ${randomUUID().slice(0, 6)}`, capacity: 50, cost: 0, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as AdminPresentation;
}

/** The schedule editor's drop: PATCH {room, start, end}. */
export const move = (t: TestApp, admin: Account, id: number, where: { room: string; start: string; end: string }) =>
  asAdmin(t.app, admin, { method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: where });

export const moved = async (t: TestApp, admin: Account, id: number, where: { room: string; start: string; end: string }) => {
  const res = await move(t, admin, id, where);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as AdminPresentationChanged;
};

/** The presenter ids of a session as the organisers see them. */
export async function presentersOf(t: TestApp, admin: Account, id: number): Promise<number[]> {
  const res = await asAdmin(t.app, admin, { method: 'GET', url: `/api/admin/presentations/${id}/` });
  return (res.json() as AdminPresentation).presenters;
}
