import { and, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { participations, paymentEvents, users } from '../../db/schema';
import { AppError, badRequest, notFound, validationError } from '../../lib/errors';
import { accountForPhone, prepareAccountFor } from '../accounts';
import { lockAddsAndFindClash } from '../cart';
import { lockUser, releasePendingPayments, removeCartItem } from '../inventory';
import { notifyPeople, ticketsUrl, transferGivenContent, transferReceivedContent } from '../messages';
import { issueTickets } from '../tickets';
import type { PaymentsDeps } from './deps';
import { completingPayment } from './lines';
import { paymentTexts } from './texts';

type TransferDeps = Pick<PaymentsDeps, 'db' | 'settings' | 'ticketKey'>;

const texts = paymentTexts.transfer;

/**
 * POST /api/presentations/cart/{id}/transfer/ (contract, "Changing what was bought"): the holder gives a
 * COMPLETED registration to another phone until TRANSFER_HOURS_BEFORE hours before it starts (the
 * database's clock), in one transaction:
 *  - the recipient's account (made when the phone has none: they set a password with a reset code);
 *  - the rules of adding, for the recipient: ALREADY_REGISTERED when they hold it, TIME_CLASH when a
 *    workshop of theirs overlaps (under their add lock, as an add checks it); an unpaid cart item of
 *    theirs for it leaves their cart (they are given it);
 *  - the registration becomes theirs with a new ticket: the old one is void at once (its hash is gone);
 *  - both are texted, and the move is written into the payment's history.
 * The seat stays sold (nothing on the counters moves); the payment, its money, its refunds and its
 * paperwork stay the buyer's. A registration already used at the door is not given on.
 */
export async function transferRegistration(
  deps: TransferDeps,
  input: { userId: number; participationId: number; phone: string },
): Promise<{ phone: string }> {
  const { db, settings, ticketKey } = deps;
  const prepared = await prepareAccountFor(db, input.phone);
  return db.transaction(async (tx) => {
    const [giver] = await tx.select({ phone: users.phoneNumber, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, input.userId));
    if (!giver) throw notFound(texts.notYours);
    if (giver.phone === input.phone) throw validationError({ phone_number: [texts.toSelf] });
    const recipient = await accountForPhone(tx, { phone: input.phone, firstName: '', lastName: '' }, prepared);
    // The user rows first, in id order (inventory's lock order), then the registration.
    for (const id of [input.userId, recipient.id].sort((a, b) => a - b)) await lockUser(tx, id);
    const [registration] = rowsOf<{ presentation_id: number; state: string; title: string; en_title: string; checked_in: boolean; open: boolean }>(
      await tx.execute(sql`select pa.presentation_id, pa.payment_state as state, p.fa_title as title, p.en_title,
          pa.checked_in_at is not null as checked_in,
          p.start - make_interval(secs => ${settings.TRANSFER_HOURS_BEFORE * 3600}) > now() as open
        from participations pa join presentations p on p.id = pa.presentation_id
        where pa.id = ${input.participationId} and pa.user_id = ${input.userId}
        for no key update of pa`),
    );
    if (!registration) throw notFound(texts.notYours);
    if (registration.state !== 'COMPLETED') throw badRequest('VALIDATION_ERROR', texts.notCompleted);
    if (registration.checked_in) throw badRequest('VALIDATION_ERROR', texts.checkedIn);
    if (!registration.open) throw badRequest('TOO_LATE', texts.tooLate(settings.TRANSFER_HOURS_BEFORE));
    const presentationId = Number(registration.presentation_id);

    const [theirs] = await tx
      .select({ id: participations.id, state: participations.paymentState })
      .from(participations)
      .where(and(eq(participations.userId, recipient.id), eq(participations.presentationId, presentationId), ne(participations.paymentState, 'CANCELLED')));
    if (theirs?.state === 'COMPLETED') throw new AppError(400, 'ALREADY_REGISTERED', texts.alreadyRegistered);
    const clash = await lockAddsAndFindClash(tx, recipient.id, presentationId);
    if (clash) throw new AppError(400, 'TIME_CLASH', texts.timeClash(clash.fa_title), undefined, undefined, { clashes_with: clash });
    if (theirs) {
      await releasePendingPayments(tx, recipient.id, { containing: [theirs.id] });
      await removeCartItem(tx, theirs.id);
    }

    await tx
      .update(participations)
      .set({ userId: recipient.id, ticketHash: null, ticketSalt: null, offerExpiresAt: null })
      .where(eq(participations.id, input.participationId));
    await issueTickets(tx, ticketKey, [input.participationId]);

    const paidBy = await completingPayment(tx, input.participationId);
    if (paidBy) {
      await tx.insert(paymentEvents).values({
        paymentId: paidBy.id,
        state: 'COMPLETED',
        actorId: null,
        note: texts.note(giver.phone, recipient.phoneNumber, registration.title),
      });
    }
    const fromName = `${giver.firstName} ${giver.lastName}`.trim() || giver.phone;
    await notifyPeople(tx, [
      {
        userId: input.userId,
        ...transferGivenContent({ title: registration.title, enTitle: registration.en_title, toPhone: recipient.phoneNumber }),
        purpose: 'purchase',
      },
      {
        userId: recipient.id,
        ...transferReceivedContent({
          title: registration.title,
          enTitle: registration.en_title,
          fromName,
          ticketsUrl: ticketsUrl(settings.PUBLIC_URL),
          publicUrl: settings.PUBLIC_URL,
          newAccount: recipient.created,
        }),
        purpose: 'purchase',
      },
    ]);
    return { phone: recipient.phoneNumber };
  });
}
