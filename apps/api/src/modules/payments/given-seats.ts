import { and, eq, ne, sql } from 'drizzle-orm';
import type { DoorSaleMethod } from '@fest/contract';
import type { Tx } from '../../db/client';
import { participations, paymentItems, payments, presentations } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { accountForPhone, prepareAccountFor, type PhoneAccount } from '../accounts';
import { recordAudit } from '../audit';
import { addSeatsUntilFree, lockPresentations, lockUser } from '../inventory';
import { notifyPeople, seatGivenContent, ticketsUrl } from '../messages';
import { purchaseAttachments } from './mail-attachments';
import { checkInSoldAtDoor, ticketOf } from '../tickets';
import { readContents } from './contents';
import type { PaymentsDeps } from './deps';
import { fulfil, whyCannotFulfil } from './fulfil';
import { describePaymentChanges } from './history';
import { paymentTexts } from './texts';

type GivenDeps = Pick<PaymentsDeps, 'db' | 'settings' | 'ticketKey'>;

/** Who a seat is given or sold to. */
export interface Person {
  phone: string;
  firstName: string;
  lastName: string;
}

/** A seat given (complimentary) or sold at the door, as made. */
export interface GivenSeat {
  participationId: number;
  paymentId: number;
  ticket: string;
  holder: PhoneAccount;
  presentation: { id: number; faTitle: string };
  /** A door sale's check-in, recorded in the same transaction. */
  checkedInAt: Date | null;
}

type How =
  | { kind: 'complimentary'; note: string; beyondCapacity: boolean }
  | { kind: 'door'; method: DoorSaleMethod; amount: number };

/**
 * A seat an organiser gives or the door sells (contract, "Changing what was bought"), in one
 * transaction: the phone's account (made when it has none), a COMPLETED payment of its kind for the
 * amount (0 for a complimentary seat) over one cart item, completed by `fulfil`, the one way every order
 * completes (the seat is taken on the counters, the ticket issued), the holder's message, the audit
 * entry and, at the door, the check-in. Refused as a whole (nothing written) when the person holds the
 * presentation already (ALREADY_REGISTERED) or no seat is free (CAPACITY_FULL); a complimentary seat
 * `beyondCapacity` first grows the capacity by the seat it needs. An unpaid cart item of theirs for the
 * same presentation becomes the registration (its payments in progress end, as when a buyer pays).
 */
async function giveSeat(deps: GivenDeps, actorId: number, presentationId: number, person: Person, how: How): Promise<GivenSeat> {
  const { db, ticketKey, settings } = deps;
  const prepared = await prepareAccountFor(db, person.phone);
  return db.transaction(async (tx) => {
    const holder = await accountForPhone(tx, person, prepared);
    await lockUser(tx, holder.id);
    const [presentation] = await tx
      .select({ id: presentations.id, faTitle: presentations.faTitle, enTitle: presentations.enTitle, editionId: presentations.editionId })
      .from(presentations)
      .where(eq(presentations.id, presentationId));
    if (!presentation) throw notFound(paymentTexts.given.noSuchPresentation);

    const participationId = await cartItemFor(tx, holder.id, presentationId);
    const amount = how.kind === 'door' ? how.amount : 0;
    const note = how.kind === 'door' ? paymentTexts.given.doorNote(how.method) : paymentTexts.given.complimentaryNote(how.note);
    await describePaymentChanges(tx, { actorId, note });
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: holder.id,
        subtotal: amount,
        totalPrice: amount,
        paymentState: 'COMPLETED',
        kind: how.kind,
        doorMethod: how.kind === 'door' ? how.method : null,
        beyondCapacity: how.kind === 'complimentary' && how.beyondCapacity,
        note: how.kind === 'complimentary' ? how.note : '',
        actorId,
        editionId: presentation.editionId,
        holdExpiresAt: sql`now()`,
        verifiedDate: sql`now()`,
      })
      .returning({ id: payments.id, userId: payments.userId, subtotal: payments.subtotal, couponId: payments.couponId, isCompetitionPayment: payments.isCompetitionPayment });
    await tx.insert(paymentItems).values({ paymentId: payment!.id, participationId, presentationId, cost: amount });

    if (how.kind === 'complimentary' && how.beyondCapacity) {
      await lockPresentations(tx, [presentationId]);
      await addSeatsUntilFree(tx, presentationId, 1);
    }
    const contents = await readContents(tx, payment!.id);
    const refused = await whyCannotFulfil(tx, payment!, contents, false);
    if (refused !== null) throw badRequest('CAPACITY_FULL', paymentTexts.given.full);
    const { counted } = await fulfil(tx, payment!, contents, {
      ticketKey,
      publicUrl: settings.PUBLIC_URL,
      ownsItsHolds: false,
      message: false,
    });
    await counted;

    const checkedInAt = how.kind === 'door' ? await checkInSoldAtDoor(tx, participationId, actorId) : null;
    // Its e-mail carries the calendar file, and at the door the receipt of the money taken.
    await notifyPeople(tx, [
      {
        userId: holder.id,
        ...seatGivenContent({
          title: presentation.faTitle,
          enTitle: presentation.enTitle,
          complimentary: how.kind === 'complimentary',
          ticketsUrl: ticketsUrl(settings.PUBLIC_URL),
          publicUrl: settings.PUBLIC_URL,
          newAccount: holder.created,
        }),
        purpose: 'purchase',
        dedupeKey: `purchase:${payment!.id}`,
        attachments: purchaseAttachments(payment!.id, { receipt: how.kind === 'door', calendar: true }),
        receipt: how.kind === 'door',
      },
    ]);
    const [row] = await tx
      .select({ id: participations.id, paymentState: participations.paymentState, ticketSalt: participations.ticketSalt })
      .from(participations)
      .where(eq(participations.id, participationId));
    await recordAudit(tx, {
      actorId,
      action: how.kind === 'door' ? 'door_sale' : 'complimentary_seat',
      objectType: 'participation',
      objectId: participationId,
      before: null,
      after: {
        presentation: presentationId,
        phone_number: holder.phoneNumber,
        payment: payment!.id,
        new_account: holder.created,
        ...(how.kind === 'door' ? { amount: how.amount, method: how.method } : { note: how.note, beyond_capacity: how.beyondCapacity }),
      },
    });
    return {
      participationId,
      paymentId: payment!.id,
      ticket: ticketOf(ticketKey, row!)!,
      holder,
      presentation: { id: presentation.id, faTitle: presentation.faTitle },
      checkedInAt,
    };
  });
}

/**
 * The holder's cart item for the presentation, to be completed: their unpaid one if they have it,
 * else a new one. 400 ALREADY_REGISTERED when they hold it COMPLETED. Call with the user locked.
 */
async function cartItemFor(tx: Tx, userId: number, presentationId: number): Promise<number> {
  const [held] = await tx
    .select({ id: participations.id, state: participations.paymentState })
    .from(participations)
    .where(and(eq(participations.userId, userId), eq(participations.presentationId, presentationId), ne(participations.paymentState, 'CANCELLED')))
    .for('no key update');
  if (held?.state === 'COMPLETED') throw new AppError(400, 'ALREADY_REGISTERED', paymentTexts.given.alreadyRegistered);
  if (held) return held.id;
  const [made] = await tx.insert(participations).values({ userId, presentationId }).returning({ id: participations.id });
  return made!.id;
}

/** POST /api/admin/presentations/{id}/complimentary/: a COMPLETED registration at 0 Toman, audited. */
export const giveComplimentarySeat = (
  deps: GivenDeps,
  input: { actorId: number; presentationId: number; person: Person; note: string; beyondCapacity: boolean },
) => giveSeat(deps, input.actorId, input.presentationId, input.person, { kind: 'complimentary', note: input.note, beyondCapacity: input.beyondCapacity });

/** POST /api/checkin/walk_in/: a seat sold at the door for `amount`, checked in at once, audited. */
export const sellAtDoor = (
  deps: GivenDeps,
  input: { actorId: number; presentationId: number; person: Person; amount: number; method: DoorSaleMethod },
) => giveSeat(deps, input.actorId, input.presentationId, input.person, { kind: 'door', method: input.method, amount: input.amount });
