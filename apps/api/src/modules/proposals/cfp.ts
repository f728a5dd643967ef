import { eq, sql, type SQL } from 'drizzle-orm';
import { allowedLengths, isAllowedLength, type AdminCfp, type AdminCfpBody, type Cfp, type ProposalServiceType } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { cfpSettings, editions } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { auditedChange } from '../audit';
import { proposalTexts as texts } from './texts';

/**
 * An edition's call for proposals: its window, read on the database's clock (so every process agrees,
 * whatever its own clock says), the kinds of proposal with their lengths, and the review's settings.
 * Every edition has its row from the start (migration 0034 makes it with the edition, with the defaults).
 */

/** Where now stands against the window: unset while either end is. */
type Phase = 'unset' | 'before' | 'open' | 'after';

const callColumns = {
  editionId: cfpSettings.editionId,
  edition: editions.slug,
  opensAt: cfpSettings.opensAt,
  closesAt: cfpSettings.closesAt,
  proposalTypes: cfpSettings.proposalTypes,
  reviewCategories: cfpSettings.reviewCategories,
  reviewAnonymous: cfpSettings.reviewAnonymous,
  updatedAt: cfpSettings.updatedAt,
  phase: sql<Phase>`case when ${cfpSettings.opensAt} is null or ${cfpSettings.closesAt} is null then 'unset'
    when now() < ${cfpSettings.opensAt} then 'before' when now() >= ${cfpSettings.closesAt} then 'after' else 'open' end`,
};

export type Call = Awaited<ReturnType<typeof readCall>>;

/**
 * The call of an edition (an SQL expression of its id: catalogue's requireEdition, db/editions.ts).
 * `lock`: held until the transaction ends, so that a change of the settings waits for a proposal being
 * written under them (and the other way round).
 */
export async function readCall(db: Db | Tx, edition: SQL, opts: { lock?: 'share' | 'update' } = {}) {
  const query = db.select(callColumns).from(cfpSettings).innerJoin(editions, eq(editions.id, cfpSettings.editionId)).where(eq(cfpSettings.editionId, edition));
  const [row] = opts.lock ? await query.for(opts.lock, { of: cfpSettings }) : await query;
  if (!row) throw notFound(commonTexts.noSuchEdition);
  return row;
}

/** 400 CFP_CLOSED unless now is within the call's window. */
export function refuseOutsideWindow(call: Call): void {
  if (call.phase === 'open') return;
  const detail =
    call.phase === 'before' ? texts.cfpNotYet(call.opensAt!) : call.phase === 'after' ? texts.cfpEnded(call.closesAt!) : texts.cfpNotSet;
  throw new AppError(400, 'CFP_CLOSED', detail);
}

/**
 * The refusal of a proposal's kind and length under the call (field errors), or null when the call
 * takes it: the kind must be one of the call's, the length one of that kind's (contract's isAllowedLength,
 * which the web form uses too).
 */
export function refuseKindOrLength(call: Call, serviceType: ProposalServiceType, minutes: number): void {
  const type = call.proposalTypes.find((t) => t.service_type === serviceType);
  if (!type) throw validationError({ service_type: [texts.typeNotInCall] });
  if (!isAllowedLength(type, minutes)) throw validationError({ duration_minutes: [texts.lengthNotAllowed(serviceType, allowedLengths(type))] });
}

/** The call as a speaker sees it (GET /api/cfp/). */
export const cfpWire = (call: Call): Cfp => ({
  edition: call.edition,
  cfp_opens_at: call.opensAt?.toISOString() ?? null,
  cfp_closes_at: call.closesAt?.toISOString() ?? null,
  is_open: call.phase === 'open',
  proposal_types: call.proposalTypes,
});

/** The call as the organisers see it: the review's settings too. */
export const adminCfpWire = (call: Call): AdminCfp => ({
  ...cfpWire(call),
  review_categories: call.reviewCategories,
  review_anonymous: call.reviewAnonymous,
  updated_at: call.updatedAt.toISOString(),
});

const timeOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** PUT /api/admin/cfp/: fields left out stay; audited (`update` of `cfp_settings`, the edition's slug). */
export async function changeCall(db: Db, actorId: number, edition: SQL, body: AdminCfpBody): Promise<AdminCfp> {
  return auditedChange(db, { actorId, action: 'update', objectType: 'cfp_settings' }, async (tx) => {
    const before = await readCall(tx, edition, { lock: 'update' });
    const opensAt = body.cfp_opens_at === undefined ? before.opensAt : timeOrNull(body.cfp_opens_at);
    const closesAt = body.cfp_closes_at === undefined ? before.closesAt : timeOrNull(body.cfp_closes_at);
    if (opensAt && closesAt && closesAt <= opensAt) throw validationError({ cfp_closes_at: [texts.windowOrder] });
    await tx
      .update(cfpSettings)
      .set({
        opensAt,
        closesAt,
        ...(body.proposal_types ? { proposalTypes: body.proposal_types } : {}),
        ...(body.review_categories ? { reviewCategories: body.review_categories } : {}),
        ...(body.review_anonymous !== undefined ? { reviewAnonymous: body.review_anonymous } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(cfpSettings.editionId, before.editionId));
    const after = adminCfpWire(await readCall(tx, edition));
    return { result: after, objectId: before.edition, before: adminCfpWire(before), after };
  });
}
