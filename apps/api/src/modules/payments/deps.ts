import type { Db } from '../../db/client';
import type { Settings } from '../../config/settings';
import type { PaymentGateway } from '../../gateways/zarinpal';
import type { Log } from '../../lib/log';
import type { TicketKey } from '../tickets';

/**
 * What the payment services need, passed in by whoever calls them (routes, the sweep in server.ts,
 * competition, tests), so that the rules run without Fastify.
 */
export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  settings: Pick<Settings, 'PAYMENT_HOLD_SECONDS' | 'PAYMENT_SWEEP_SECONDS' | 'PUBLIC_URL' | 'ZARINPAL_TIMEOUT_MS' | 'CANCEL_HOURS_BEFORE' | 'CANCEL_FEE_PERCENT' | 'TRANSFER_HOURS_BEFORE'>;
  log: Log;
  /** Completing a registration issues its ticket, made with this key (app.ticketKey). */
  ticketKey: TicketKey;
}
