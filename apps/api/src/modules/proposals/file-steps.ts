import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { proposals, users } from '../../db/schema';
import { answerIn } from './confirm';
import { inviteCoSpeakers, inviterName } from './co-speakers';
import { decideIn } from './decide';

/**
 * What loading a festival data file's proposals asks of this module (seed/loader.ts's ProposalSteps; the
 * loader imports no module, so the server and the seed command hand it these). Each step is the site's own
 * move, in the load's transaction: a co-speaker the file names as invited is invited and texted as one
 * named on the site; a proposal the file gives as decided is decided as the console decides it (its
 * speakers told, an acceptance with their links); one given as confirmed or declined is answered as the
 * link answers, a confirmed one becoming its draft session. The file's speakers already have accounts.
 */
export function proposalFileSteps(publicUrl: string) {
  return {
    async invite(tx: Tx, i: { proposalId: number; phones: readonly string[] }): Promise<void> {
      const [p] = await tx
        .select({ title: proposals.faTitle, firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber })
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.submittedBy))
        .where(eq(proposals.id, i.proposalId));
      await inviteCoSpeakers(tx, {
        proposalId: i.proposalId,
        phones: i.phones,
        prepared: i.phones.map(() => ({ passwordHash: null })),
        inviter: inviterName(p!),
        title: p!.title,
        publicUrl,
      });
    },

    async decide(tx: Tx, d: { proposalId: number; state: 'ACCEPTED' | 'REJECTED' | 'WAITLISTED'; message: string }): Promise<void> {
      await decideIn(tx, publicUrl, d);
    },

    async answer(tx: Tx, a: { proposalId: number; state: 'CONFIRMED' | 'DECLINED' }): Promise<void> {
      const [p] = await tx.select({ id: proposals.id, state: proposals.state }).from(proposals).where(eq(proposals.id, a.proposalId)).for('update');
      await answerIn(tx, p!, a.state);
    },
  };
}
