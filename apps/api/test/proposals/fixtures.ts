import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Proposal, ProposalCreate } from '@fest/contract';
import type { TestApp } from '../helpers/app';
import { auth } from '../accounts/support';
import { createAccount, type Account } from '../admin/authz';
import { smsOutbox } from '../../src/db/schema';

/** The current edition's call window, set on the database's clock: minutes from now (negative: ago). */
export async function setWindow(t: TestApp, opensIn: number | null, closesIn: number | null): Promise<void> {
  const at = (minutes: number | null) => (minutes === null ? sql`null` : sql`now() + make_interval(mins => ${minutes})`);
  await t.database.db.execute(
    sql`update cfp_settings set opens_at = ${at(opensIn)}, closes_at = ${at(closesIn)} where edition_id = fest_current_edition()`,
  );
}

/** An open call: opened a day ago, closing in a month. */
export const openCall = (t: TestApp) => setWindow(t, -24 * 60, 30 * 24 * 60);

export const proposalBody = (overrides: Partial<ProposalCreate> = {}): ProposalCreate => ({
  service_type: 'TALK',
  fa_title: 'سامانهٔ پرونده‌ها در لینوکس',
  en_title: 'Linux file systems',
  fa_abstract: 'نگاهی به ext4 و btrfs و zfs.',
  description: 'برای داوران: طرح کلی ارائه.',
  duration_minutes: 30,
  level: 'INTERMEDIATE',
  language: 'fa',
  recording_consent: true,
  ...overrides,
});

export const speaker = (t: TestApp, names: { first?: string; last?: string } = {}) => createAccount(t.app, 'user', names);

export const send = (t: TestApp, who: Account, body: Partial<ProposalCreate> | Record<string, unknown> = proposalBody()) =>
  t.app.inject({ method: 'POST', url: '/api/proposals/', headers: auth(who.token), payload: body });

export async function sent(t: TestApp, who: Account, body: Partial<ProposalCreate> = {}): Promise<Proposal> {
  const res = await send(t, who, proposalBody(body));
  if (res.statusCode !== 201) throw new Error(`proposal refused: ${res.statusCode} ${res.body}`);
  return res.json() as Proposal;
}

export const call = (t: TestApp, who: Account | null, method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? auth(who.token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

export const listOf = async (t: TestApp, who: Account) => {
  const res = await call(t, who, 'GET', '/api/proposals/');
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as Proposal[];
};

export const textsTo = (t: TestApp, phone: string) =>
  t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone)).orderBy(desc(smsOutbox.id));

export type Answer = LightMyRequestResponse;
