import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { presentations, proposals } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { auditedChange } from '../audit';
import { slidesTexts } from './texts';

/**
 * PUT /api/admin/presentations/{id}/recording/: where a session's recording is watched (null removes it),
 * audited. Only where its speakers consented: a session made from a proposal takes the proposal's
 * `recording_consent`; one the organisers made themselves (no proposal) is theirs to publish.
 */
export function putRecording(db: Db, actorId: number, presentationId: number, url: string | null) {
  return auditedChange(db, { actorId, action: 'update', objectType: 'presentation' }, async (tx) => {
    const [row] = await tx
      .select({ recordingUrl: presentations.recordingUrl, consent: proposals.recordingConsent, proposalId: presentations.proposalId })
      .from(presentations)
      .leftJoin(proposals, eq(proposals.id, presentations.proposalId))
      .where(eq(presentations.id, presentationId))
      .for('update', { of: presentations });
    if (!row) throw notFound(commonTexts.noSuchPresentation);
    // A proposal deleted since leaves proposal_id null (ON DELETE SET NULL): the session is then the organisers' own.
    if (url !== null && row.proposalId !== null && row.consent !== true) {
      throw badRequest('NO_RECORDING_CONSENT', slidesTexts.noConsent);
    }
    await tx.update(presentations).set({ recordingUrl: url }).where(eq(presentations.id, presentationId));
    const result = { id: presentationId, recording_url: url };
    return { result, objectId: presentationId, before: { recording_url: row.recordingUrl }, after: { recording_url: url } };
  });
}
