import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/app';
import { auth } from '../accounts/support';
import type { Account } from '../admin/authz';
import { proposalDecisionTokens } from '../../src/db/schema';
import { call, sent, speaker } from './fixtures';

/** Helpers of the review and decision tests. */

export const as = (t: TestApp, who: Account | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? auth(who.token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Every default category scored `v`. */
export const scoresOf = (relevance: number, quality = relevance, speakerScore = relevance) => ({ relevance, quality, speaker: speakerScore });

export const review = (t: TestApp, who: Account, id: number, scores: Record<string, number>, comment = '') =>
  as(t, who, 'PUT', `/api/review/proposals/${id}/`, { scores, comment });

/** A proposal by a new speaker with a co-speaker who accepted; names given for the anonymity checks. */
export async function proposalWithTwo(t: TestApp, names: { first: string; last: string }[] = []) {
  const [a, b] = names;
  const main = await speaker(t, a ? { first: a.first, last: a.last } : {});
  const co = await speaker(t, b ? { first: b.first, last: b.last } : {});
  const p = await sent(t, main, { co_speakers: [co.phone] });
  const accepted = await call(t, co, 'POST', `/api/proposals/${p.id}/accept_invitation/`);
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  return { p, main, co };
}

/** The one-tap token in a text message, or null. */
export const tokenIn = (text: string, publicUrl: string) => {
  const at = text.indexOf(`${publicUrl}/proposals/confirm/`);
  return at < 0 ? null : /^[A-Za-z0-9_-]+/.exec(text.slice(at + `${publicUrl}/proposals/confirm/`.length))![0];
};

export const tokensOf = (t: TestApp, proposalId: number) =>
  t.database.db.select().from(proposalDecisionTokens).where(eq(proposalDecisionTokens.proposalId, proposalId));
