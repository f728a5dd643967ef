import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_KINDS,
  INVOICE_BUYER_KINDS,
  INVOICE_KINDS,
  participationStates as PARTICIPATION_STATES,
  doorSaleMethods as DOOR_METHODS,
  paymentKinds as PAYMENT_KINDS,
  paymentStates as PAYMENT_STATES,
  proposalLanguages as PROPOSAL_LANGUAGES,
  proposalLevels as PROPOSAL_LEVELS,
  proposalServiceTypes as PROPOSAL_SERVICE_TYPES,
  proposalStates as PROPOSAL_STATES,
  USER_ROLES,
  type ProposalType,
  type ReviewCategory,
} from '@fest/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A year of the festival (migration 0026). Exactly one is current: the public routes answer it, and
 * every edition_id below defaults to it (`fest_current_edition()`), so a writer naming none writes into it.
 */
export const editions = pgTable(
  'editions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Tehran days YYYY-MM-DD, "" when unset. */
    startsOn: text('starts_on').notNull().default(''),
    endsOn: text('ends_on').notNull().default(''),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('editions_slug_idx').on(t.slug),
    uniqueIndex('editions_one_current_idx').on(t.isCurrent).where(sql`${t.isCurrent}`),
    check('editions_slug_ck', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,31}$'`),
  ],
);

/** The column of a table that belongs to an edition: the current one unless the writer names another. */
const editionId = () =>
  integer('edition_id')
    .notNull()
    .default(sql`fest_current_edition()`)
    .references(() => editions.id);

/** One row per edition (its id is the edition's): the settings and facts that the data file carries. */
export const festival = pgTable(
  'festival',
  {
    id: integer('id')
      .primaryKey()
      .references(() => editions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    competitionPrice: integer('competition_price').notNull().default(0),
    competitionCapacity: integer('competition_capacity').notNull().default(0),
    competitionRegistrationOpen: boolean('competition_registration_open').notNull().default(false),
    // The public facts of GET /api/festival/: "" when unset; the three days are Tehran days YYYY-MM-DD.
    startsOn: text('starts_on').notNull().default(''),
    endsOn: text('ends_on').notNull().default(''),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The name, venue and address in English (migration 0031): "" when unset, the English site shows the Persian then. */
    enFestivalName: text('en_festival_name').notNull().default(''),
    enVenue: text('en_venue').notNull().default(''),
    enAddress: text('en_address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    competitionDate: text('competition_date').notNull().default(''),
    /** When the competition starts on competitionDate: the Tehran clock 'HH:MM', "" when unset. */
    competitionTime: text('competition_time').notNull().default(''),
    /** Competition seats sold (users signed up) and held (PENDING competition payments): modules/inventory/counters.ts. */
    competitionSold: integer('competition_sold').notNull().default(0),
    competitionHeld: integer('competition_held').notNull().default(0),
    /** Who signs the edition's certificates (modules/certificates): "" when unset. */
    signatoryName: text('signatory_name').notNull().default(''),
    signatoryTitle: text('signatory_title').notNull().default(''),
    /** The signature drawn on them: a media path (/media/signatures/...), null when none was uploaded. */
    signatureImage: text('signature_image'),
    /** The seller's details printed on receipts and official invoices (migration 0028). */
    sellerName: text('seller_name').notNull().default(''),
    sellerNationalId: text('seller_national_id').notNull().default(''),
    sellerEconomicCode: text('seller_economic_code').notNull().default(''),
    sellerRegistrationNumber: text('seller_registration_number').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    sellerPostalCode: text('seller_postal_code').notNull().default(''),
    sellerPhone: text('seller_phone').notNull().default(''),
  },
  (t) => [
    check('festival_competition_sold_ck', sql`${t.competitionSold} >= 0`),
    check('festival_competition_held_ck', sql`${t.competitionHeld} >= 0`),
    check('festival_competition_seats_ck', sql`${t.competitionSold} + ${t.competitionHeld} <= ${t.competitionCapacity}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /**
     * Carried in every access token; a token of an older version is refused. A trigger (migration 0004)
     * adds one whenever the password or the role changes, whoever changes them.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The channels the account hears on (migration 0032, modules/messages/notify.ts); codes and receipts ignore them. */
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** The language of its e-mails, saved by the web app when its owner switches language. */
    language: text('language', { enum: ['fa', 'en'] }).notNull().default('fa'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // '' for an account made for a phone given a seat, until its owner sets one (migration 0030).
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    check('users_role_check', sql`${t.role} IN ('user', 'door', 'admin', 'reviewer')`),
    check('users_language_check', sql`${t.language} IN ('fa', 'en')`),
  ],
);

/** Client addresses (keyed hashes) a user logged in or signed up from: see modules/accounts/login-limits.ts. */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** Issued refresh tokens, so logout, password change and reuse can revoke them. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const presenters = pgTable(
  'presenters',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    description: text('description').notNull().default(''),
    /** The English twins (migration 0031), "" when unset; the description stored as the Persian one is. */
    enFirstName: text('en_first_name').notNull().default(''),
    enLastName: text('en_last_name').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    avatar: text('avatar'),
    linkedin: text('linkedin'),
    /** The speaker's account behind a presenter made from a confirmed proposal (one presenter per account); null for the organisers' own. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('presenters_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  editionId: editionId(),
  name: text('name').notNull(),
  enName: text('en_name').notNull().default(''),
  color: text('color').notNull(),
});

export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    editionId: editionId(),
    serviceType: text('service_type', { enum: ['WORKSHOP', 'TALK', 'PACKAGE'] }).notNull(),
    faTitle: text('fa_title').notNull(),
    enTitle: text('en_title').notNull(),
    /** Stored already sanitised (the loader and any writer sanitise before insert). */
    faDescription: text('fa_description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    start: ts('start').notNull(),
    end: ts('end').notNull(),
    capacity: integer('capacity').notNull(),
    cost: integer('cost').notNull(),
    isRegistrationActive: boolean('is_registration_active').notNull().default(true),
    presentationLink: text('presentation_link').notNull().default(''),
    poster: text('poster').notNull().default(''),
    room: text('room').notNull().default(''),
    enRoom: text('en_room').notNull().default(''),
    /** Seats sold (COMPLETED registrations) and held (cart items owning a seat): modules/inventory/counters.ts. */
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    /**
     * A draft (migration 0036) is the organisers' only: every public answer leaves it out
     * (modules/catalogue/published.ts). A confirmed proposal's session starts as one; publishing is one-way.
     */
    isPublished: boolean('is_published').notNull().default(true),
    /** The proposal it was made from; null for a session the organisers made themselves. */
    proposalId: integer('proposal_id').references((): AnyPgColumn => proposals.id, { onDelete: 'set null' }),
    /** The presenter's slides (a PDF under media/slides/, migration 0037): URL, bytes, who and when; all null or none. */
    slidesUrl: text('slides_url'),
    slidesSize: integer('slides_size'),
    slidesUploadedBy: integer('slides_uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    slidesUploadedAt: ts('slides_uploaded_at'),
    /** Where the session's recording is watched; only where its speakers consented (modules/slides). */
    recordingUrl: text('recording_url'),
  },
  (t) => [
    index('presentations_start_idx').on(t.start),
    index('presentations_edition_start_idx').on(t.editionId, t.start),
    index('presentations_edition_room_idx').on(t.editionId, t.room),
    uniqueIndex('presentations_proposal_idx').on(t.proposalId),
    check('presentations_capacity_ck', sql`${t.capacity} >= 0`),
    check('presentations_cost_ck', sql`${t.cost} >= 0`),
    check('presentations_sold_ck', sql`${t.sold} >= 0`),
    check('presentations_held_ck', sql`${t.held} >= 0`),
    check('presentations_seats_ck', sql`${t.sold} + ${t.held} <= ${t.capacity}`),
  ],
);

export const presentationPresenters = pgTable(
  'presentation_presenters',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    presenterId: integer('presenter_id')
      .notNull()
      .references(() => presenters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.presentationId, t.presenterId] }),
    index('presentation_presenters_presenter_idx').on(t.presenterId),
  ],
);

export const presentationTags = pgTable(
  'presentation_tags',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.tagId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    editionId: editionId(),
    /** Matched case-insensitively within its edition; stored as given. */
    code: text('code').notNull(),
    percentage: integer('percentage').notNull(),
    maxUses: integer('max_uses').notNull(),
    /** Uses consumed by COMPLETED payments. */
    usedCount: integer('used_count').notNull().default(0),
    /** Uses held by PENDING payments (modules/inventory/counters.ts). */
    held: integer('held').notNull().default(0),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    uniqueIndex('coupons_edition_code_lower_idx').on(t.editionId, sql`lower(${t.code})`),
    check('coupons_percentage_ck', sql`${t.percentage} between 0 and 100`),
    check('coupons_used_ck', sql`${t.usedCount} <= ${t.maxUses}`),
    check('coupons_held_ck', sql`${t.held} >= 0`),
    check('coupons_uses_ck', sql`${t.usedCount} + ${t.held} <= ${t.maxUses}`),
  ],
);

export const couponPresentations = pgTable(
  'coupon_presentations',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.presentationId] })],
);

export const accessories = pgTable('accessories', {
  id: serial('id').primaryKey(),
  editionId: editionId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enName: text('en_name').notNull().default(''),
  enDescription: text('en_description').notNull().default(''),
  price: integer('price').notNull(),
  img: text('img'),
  isActive: boolean('is_active').notNull().default(true),
});

/** Accessories a user has bought (one row per purchase). */
export const userAccessories = pgTable(
  'user_accessories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id),
    paymentId: integer('payment_id'),
  },
  (t) => [index('user_accessories_user_idx').on(t.userId)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  editionId: editionId(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** The English twins (migration 0031), "" when unset; the answer sanitised as the Persian one is. */
  enQuestion: text('en_question').notNull().default(''),
  enAnswer: text('en_answer').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  editionId: editionId(),
  name: text('name').notNull(),
  image: text('image'),
  quote: text('quote').notNull().default(''),
  enName: text('en_name').notNull().default(''),
  enQuote: text('en_quote').notNull().default(''),
  role: text('role', { enum: ['DIRECTOR', 'HEAD', 'STAFF'] }).notNull(),
  team: text('team', {
    enum: ['TECHNICAL', 'MARKETING', 'SCIENTIFIC', 'EXECUTIVE', 'MEDIA', 'DECORATION', 'GRAPHICS', 'DIRECTOR'],
  }).notNull(),
  linkedin: text('linkedin'),
  position: integer('position').notNull().default(0),
});

/** Who signed up for an edition's competition (a competition payment completed, or it was free). */
export const competitionSignups = pgTable(
  'competition_signups',
  {
    editionId: integer('edition_id')
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.userId] }), index('competition_signups_user_idx').on(t.userId)],
);

/** A cart item: the user's registration for one presentation. */
export const participations = pgTable(
  'participations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id),
    // CANCELLED: refunded (kept for the payment's history, out of the cart, seat free, ticket void);
    // the unique index below ignores such rows, so the visitor may register again.
    paymentState: text('payment_state', { enum: PARTICIPATION_STATES }).notNull().default('PENDING'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    /** Random per-ticket salt; the ticket code is HMAC(server secret, salt) and is never stored. */
    ticketSalt: text('ticket_salt'),
    /** Hex SHA-256 of the ticket code, for look-ups at the door; null when there is no (valid) ticket. */
    ticketHash: text('ticket_hash'),
    checkedInAt: ts('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The door's nonce of the winning scan, so a retried request gets the same 200. */
    checkinNonce: text('checkin_nonce'),
    /** A waiting list's offer (modules/inventory/offers.ts): the seat is held for it until then. */
    offerExpiresAt: ts('offer_expires_at'),
    /** This cart item owns one of its presentation's held seats (docs/decisions/009: one owner per seat). */
    holdsSeat: boolean('holds_seat').notNull().default(false),
  },
  (t) => [
    check('participations_holds_seat_ck', sql`not ${t.holdsSeat} or ${t.paymentState} = 'PENDING'`),
    // A refunded (CANCELLED) registration does not stop the user from registering again.
    uniqueIndex('participations_user_presentation_idx')
      .on(t.userId, t.presentationId)
      .where(sql`${t.paymentState} <> 'CANCELLED'`),
    uniqueIndex('participations_ticket_hash_idx').on(t.ticketHash),
    index('participations_presentation_idx').on(t.presentationId, t.paymentState),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    // Every state a payment enters is recorded in payment_events by a trigger (migration 0008).
    paymentState: text('payment_state', { enum: PAYMENT_STATES })
      .notNull()
      .default('PENDING'),
    authority: text('authority'),
    payLink: text('pay_link').notNull().default(''),
    refId: bigint('ref_id', { mode: 'number' }),
    cardPan: text('card_pan'),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    isCompetitionPayment: boolean('is_competition_payment').notNull().default(false),
    /** The edition it was made in: a competition payment's seat is that edition's. */
    editionId: editionId(),
    /** Seats and the coupon use stay held while state is PENDING and this is in the future. */
    holdExpiresAt: ts('hold_expires_at').notNull(),
    createdDate: ts('created_date').notNull().defaultNow(),
    verifiedDate: ts('verified_date'),
    /** When the background sweep last claimed this payment to ask the gateway (spaces re-checks across processes). */
    checkedAt: ts('checked_at'),
    /** Bought online, a complimentary seat, or a sale at the door (migration 0030): counted apart. */
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('online'),
    /** How a sale at the door was paid; null for any other kind. */
    doorMethod: text('door_method', { enum: DOOR_METHODS }),
    /** A complimentary seat given beyond the capacity (the capacity grew by one for it). */
    beyondCapacity: boolean('beyond_capacity').notNull().default(false),
    /** The organiser's note on a complimentary seat or a door sale. */
    note: text('note').notNull().default(''),
    /** The organiser or door who made a complimentary seat or a door sale; null for a buyer's own. */
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payments_authority_idx').on(t.authority),
    index('payments_user_idx').on(t.userId),
    index('payments_state_idx').on(t.paymentState, t.holdExpiresAt),
  ],
);

/** The cart items a payment pays for (a participation may appear in several payment attempts). */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id),
    cost: integer('cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.participationId] }),
    index('payment_items_presentation_idx').on(t.presentationId),
  ],
);

export const paymentAccessories = pgTable(
  'payment_accessories',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.accessoryId] })],
);

/**
 * Refunds, records of their own (modules/payments/refund.ts; migration 0021): PENDING while the gateway is
 * asked (or its answer was lost), then DONE or FAILED for good (a trigger refuses anything else).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['gateway', 'manual'] }).notNull(),
    /** Toman. */
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['PENDING', 'DONE', 'FAILED'] }).notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
    gatewayCode: integer('gateway_code'),
    /** A visitor's own cancellation paid back by hand: the Sheba to pay it to (migration 0029). */
    iban: text('iban'),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_state_idx').on(t.state, t.createdAt),
    uniqueIndex('refunds_idempotency_idx').on(t.paymentId, t.idempotencyKey),
  ],
);

/** What a refund covers: one cart item, accessory or competition seat of its payment each; a line stands in one refund at most. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id'),
    accessoryId: integer('accessory_id'),
    competition: boolean('competition').notNull().default(false),
    amount: integer('amount').notNull(),
    /** false once its refund FAILED: the line may be refunded again. */
    standing: boolean('standing').notNull().default(true),
  },
  (t) => [index('refund_lines_refund_idx').on(t.refundId)],
);

/** A payment's history for the organisers: every state it entered, who moved it and why. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    state: text('state').notNull(),
    /** The organiser who acted; null for the buyer, the gateway's callback or the sweep. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at)],
);

/** Every organiser write, recorded in the same transaction as the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId)],
);

/**
 * Payment sessions of the built-in ZarinPal imitation (`/_sandbox/zarinpal/`). Kept in the database,
 * not in memory, because the buyer's browser and the verify call may reach different API processes.
 */
export const zarinpalSandboxSessions = pgTable('zarinpal_sandbox_sessions', {
  authority: text('authority').primaryKey(),
  merchantId: text('merchant_id').notNull(),
  /** As requested, in `currency` (IRR = Rial, IRT = Toman); verify must send the same figure. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency', { enum: ['IRR', 'IRT'] }).notNull().default('IRR'),
  callbackUrl: text('callback_url').notNull(),
  description: text('description').notNull(),
  mobile: text('mobile'),
  email: text('email'),
  orderId: text('order_id'),
  status: text('status', { enum: ['IN_BANK', 'PAID', 'FAILED', 'VERIFIED', 'REVERSED'] }).notNull().default('IN_BANK'),
  refId: bigint('ref_id', { mode: 'number' }),
  cardPan: text('card_pan'),
  createdAt: ts('created_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
  verifiedAt: ts('verified_at'),
});

/** Organisers' messages to a presentation's attendees (POST /api/admin/presentations/{id}/message/). */
export const smsBroadcasts = pgTable('sms_broadcasts', {
  id: serial('id').primaryKey(),
  /** The session messaged; null for a message to the whole festival (or one day of it). */
  presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** A session's message: all, checked_in, not_checked_in; the festival's: everyone, attendees, day, presentation. */
  audience: text('audience', { enum: ['all', 'checked_in', 'not_checked_in', 'everyone', 'attendees', 'day', 'presentation'] }).notNull(),
  editionId: integer('edition_id').references(() => editions.id, { onDelete: 'set null' }),
  day: date('day', { mode: 'string' }),
  channels: text('channels').array().notNull().default(sql`'{sms}'`),
  /** Of `recipients`, those sent the e-mail too. */
  emailRecipients: integer('email_recipients').notNull().default(0),
  text: text('text').notNull(),
  recipients: integer('recipients').notNull(),
  /** SMS parts billed per recipient (lib/sms-parts.ts). */
  parts: integer('parts').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Every text message the server sends, queued in the same transaction as what caused it and sent by
 * the worker of whichever API process claims it first (modules/messages/worker.ts).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    /** `code` goes through the provider's verification template; `text` is a plain message. */
    kind: text('kind', { enum: ['text', 'code'] }).notNull(),
    /** What the person reads (for a code, the sandbox's rendering of it). */
    text: text('text').notNull(),
    /** The digits of a one-time code until a real provider took it; never kept after that. */
    code: text('code'),
    /** What caused it: signup / reset_password / login codes, purchase, reminder, broadcast. */
    purpose: text('purpose').notNull(),
    /** A message that must go once (a reminder per participation and session) carries a key. */
    dedupeKey: text('dedupe_key'),
    broadcastId: integer('broadcast_id').references(() => smsBroadcasts.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull().default('queued'),
    tries: integer('tries').notNull().default(0),
    /** A public demo only: the hash of the browser id that asked for it (sandbox/sms/viewer.ts). */
    sandboxViewer: text('sandbox_viewer'),
    /** An earlier try may have sent it (its answer was lost): a text is not sent again before asking. */
    answerLost: boolean('answer_lost').notNull().default(false),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: the claim's lease; after it a crashed worker's message is claimed again. */
    claimedUntil: ts('claimed_until'),
    claimToken: text('claim_token'),
    /** Not worth sending after this (a code's expiry, a session's start). */
    expiresAt: ts('expires_at'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** The last failure, from SmsError (which never carries the API key). */
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('sms_outbox_dedupe_idx').on(t.dedupeKey),
    index('sms_outbox_due_idx').on(t.kind, t.nextAttemptAt, t.id).where(sql`${t.state} IN ('queued', 'sending')`),
    index('sms_outbox_phone_idx').on(t.phoneNumber, t.id),
    check('sms_outbox_kind_ck', sql`${t.kind} IN ('text', 'code')`),
    check('sms_outbox_state_ck', sql`${t.state} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/** What a mail attaches, rendered when it is sent (modules/messages/mail-attachments.ts). */
export interface MailAttachmentRef {
  kind: 'receipt' | 'ics';
  payment_id: number;
  filename: string;
  content_type: string;
}

/**
 * Every e-mail the server sends, queued beside its SMS in the transaction of what caused it and sent
 * by the mail worker of whichever API process claims it first (modules/messages/mail-worker.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    language: text('language', { enum: ['fa', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** What caused it: purchase, refund, reminder, broadcast, waitlist. */
    purpose: text('purpose').notNull(),
    dedupeKey: text('dedupe_key'),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull().default('queued'),
    tries: integer('tries').notNull().default(0),
    /** An earlier try may have delivered it: it goes again under the same Message-ID (mail-worker.ts). */
    answerLost: boolean('answer_lost').notNull().default(false),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    claimedUntil: ts('claimed_until'),
    claimToken: text('claim_token'),
    expiresAt: ts('expires_at'),
    provider: text('provider'),
    /** The SMTP server's answer to the message (its queue id, where it says one). */
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.state} IN ('queued', 'sending')`),
    index('mail_outbox_to_idx').on(t.toAddress, t.id),
    check('mail_outbox_state_ck', sql`${t.state} IN ('queued', 'sending', 'sent', 'failed')`),
    check('mail_outbox_language_ck', sql`${t.language} IN ('fa', 'en')`),
  ],
);

/** One-time codes (POST /api/otp/): only an HMAC of the code is kept (lib/one-time-codes.ts). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset_password', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    spentAt: ts('spent_at'),
  },
  (t) => [
    index('one_time_codes_phone_idx').on(t.phoneNumber, t.createdAt),
    index('one_time_codes_phone_purpose_idx').on(t.phoneNumber, t.purpose, t.createdAt),
    check('one_time_codes_purpose_ck', sql`${t.purpose} IN ('signup', 'reset_password', 'login')`),
  ],
);

/** A presentation the user starred for their agenda (bought ones come from participations). */
export const agendaItems = pgTable(
  'agenda_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'agenda_items_pk', columns: [t.userId, t.presentationId] }),
    index('agenda_items_presentation_idx').on(t.presentationId),
  ],
);

/**
 * The private iCalendar feed of a user's agenda: the address's token is HMAC(server key, nonce,
 * user id), shown again on every request; only its hash is stored, for the look-up. Revoking
 * deletes the row, and the next request draws a new nonce.
 */
export const agendaFeeds = pgTable(
  'agenda_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agenda_feeds_token_hash_idx').on(t.tokenHash)],
);

/**
 * A place in the waiting list of a full presentation (modules/inventory/offers.ts). The line is
 * ordered by (joined_at, id); an entry leaves it when its person gets an offer (a cart item holding
 * the seat), leaves the list, or turns out to hold the presentation already.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_user_presentation_idx').on(t.userId, t.presentationId),
    index('waitlist_entries_line_idx').on(t.presentationId, t.joinedAt, t.id),
  ],
);

/**
 * Certificates of attendance and of presenting (modules/certificates; migration 0027). `code` is the
 * secret of the PDF and of the public check page: 128 random bits made by the database, so one
 * INSERT ... SELECT issues many. Never deleted: revoking sets revoked_at. At most one valid
 * certificate of a kind per person and session (a revoked one may stand beside it).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id),
    participationId: integer('participation_id').references(() => participations.id, { onDelete: 'set null' }),
    /** The person's "first last" when it was issued: fixed from then on (a new name is a re-issue). */
    name: text('name').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /** The organiser who issued it by hand; null when the server issued it (attendance after the session). */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_code_idx').on(t.code),
    uniqueIndex('certificates_one_valid_idx').on(t.userId, t.presentationId, t.kind).where(sql`${t.revokedAt} IS NULL`),
    index('certificates_presentation_idx').on(t.presentationId),
    check('certificates_kind_ck', sql`${t.kind} IN ('ATTENDANCE', 'PRESENTER')`),
    check('certificates_code_ck', sql`${t.code} ~ '^[0-9a-f]{32}$'`),
  ],
);

/** What a buyer asks to be named on a payment's official invoice; fixed once it is issued (a trigger, 0028). */
export const invoiceDetails = pgTable(
  'invoice_details',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_BUYER_KINDS }).notNull(),
    name: text('name').notNull(),
    nationalId: text('national_id').notNull(),
    economicCode: text('economic_code').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('invoice_details_kind_ck', sql`${t.kind} IN ('PERSON', 'COMPANY')`)],
);

/** Each edition's last invoice number: taken by an UPDATE in the issuing transaction, so no number is skipped. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    editionId: integer('edition_id')
      .primaryKey()
      .references(() => editions.id, { onDelete: 'cascade' }),
    last: integer('last').notNull(),
  },
  (t) => [check('invoice_counters_last_ck', sql`${t.last} >= 1`)],
);

/** Invoices and credit notes as issued, with what they say; never changed nor deleted (a trigger, 0028). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    editionId: integer('edition_id')
      .notNull()
      .references(() => editions.id),
    number: integer('number').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /** Toman, VAT included: the payment's total, or a credit note's refund. */
    amount: integer('amount').notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vat: integer('vat').notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.editionId, t.number),
    uniqueIndex('invoices_one_per_payment_idx').on(t.paymentId).where(sql`${t.kind} = 'INVOICE'`),
    uniqueIndex('invoices_one_per_refund_idx').on(t.refundId),
    check('invoices_kind_ck', sql`${t.kind} IN ('INVOICE', 'CREDIT_NOTE')`),
    check('invoices_refund_ck', sql`(${t.kind} = 'CREDIT_NOTE') = (${t.refundId} IS NOT NULL)`),
    check('invoices_amount_ck', sql`${t.amount} >= 0 AND ${t.vat} >= 0 AND ${t.vat} <= ${t.amount}`),
  ],
);

/** A party of an invoice as printed: the buyer's details or the seller's settings at the time of issue. */
export interface InvoiceParty {
  kind: 'PERSON' | 'COMPANY';
  name: string;
  nationalId: string;
  economicCode: string;
  registrationNumber: string;
  postalCode: string;
  address: string;
  phone: string;
}

/** A line of an invoice as printed: Toman, VAT included. */
export interface InvoiceLine {
  title: string;
  price: number;
  discount: number;
  amount: number;
}

/**
 * An edition's call for proposals (migration 0034): made with the edition, with the defaults (the
 * window unset, so closed; talks 30/45 minutes, workshops 2-4 hours; three review categories).
 */
export const cfpSettings = pgTable('cfp_settings', {
  editionId: integer('edition_id')
    .primaryKey()
    .references(() => editions.id, { onDelete: 'cascade' }),
  opensAt: ts('opens_at'),
  closesAt: ts('closes_at'),
  proposalTypes: jsonb('proposal_types').$type<ProposalType[]>().notNull(),
  reviewCategories: jsonb('review_categories').$type<ReviewCategory[]>().notNull(),
  reviewAnonymous: boolean('review_anonymous').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A proposal sent to an edition's call; its state's moves are checked by the database (proposal_transitions). */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    editionId: editionId(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: PROPOSAL_STATES }).notNull().default('SUBMITTED'),
    serviceType: text('service_type', { enum: PROPOSAL_SERVICE_TYPES }).notNull(),
    faTitle: text('fa_title').notNull(),
    enTitle: text('en_title').notNull().default(''),
    faAbstract: text('fa_abstract').notNull(),
    enAbstract: text('en_abstract').notNull().default(''),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    level: text('level', { enum: PROPOSAL_LEVELS }).notNull(),
    language: text('language', { enum: PROPOSAL_LANGUAGES }).notNull(),
    notesToOrganisers: text('notes_to_organisers').notNull().default(''),
    recordingConsent: boolean('recording_consent').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('proposals_edition_state_idx').on(t.editionId, t.state)],
);

/** A proposal's speakers: its sender (accepted at once) and the co-speakers invited by phone. */
export const proposalSpeakers = pgTable(
  'proposal_speakers',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accepted: boolean('accepted').notNull().default(false),
    invitedAt: ts('invited_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] }), index('proposal_speakers_user_idx').on(t.userId)],
);

/** A speaker's profile, one per account, across editions. */
export const speakerProfiles = pgTable('speaker_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bioFa: text('bio_fa').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  photo: text('photo'),
  linkedin: text('linkedin').notNull().default(''),
  github: text('github').notNull().default(''),
  website: text('website').notNull().default(''),
  availability: jsonb('availability').$type<{ start: string; end: string }[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One reviewer's scores ({category key: 0-5}) and comment on one proposal (migration 0035). */
export const proposalReviews = pgTable(
  'proposal_reviews',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('proposal_reviews_one_per_reviewer').on(t.proposalId, t.reviewerId), index('proposal_reviews_reviewer_idx').on(t.reviewerId)],
);

/** A speaker's one-tap link to confirm or decline an accepted proposal: its token's SHA-256, single use (migration 0035). */
export const proposalDecisionTokens = pgTable(
  'proposal_decision_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('proposal_decision_tokens_hash_unique'),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** A reminder's token: the day after the decision it reminds on (2 or 5); null for the decision's own. */
    reminderDay: integer('reminder_day'),
  },
  (t) => [
    index('proposal_decision_tokens_proposal_idx').on(t.proposalId, t.userId),
    uniqueIndex('proposal_decision_tokens_reminder_idx').on(t.proposalId, t.userId, t.reminderDay).where(sql`${t.reminderDay} IS NOT NULL`),
  ],
);

/** A visitor's rating (1-5) and comment of a session they were checked in to, one each, replaced in place (migration 0037). */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Hidden by the organisers: the comment never reaches the presenter. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('session_feedback_one_per_visitor').on(t.presentationId, t.userId),
    index('session_feedback_user_idx').on(t.userId),
    check('session_feedback_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
