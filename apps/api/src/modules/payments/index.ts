/**
 * Payments: pay_all (checkout.ts), settling a payment with the gateway exactly once (settle.ts,
 * fulfil.ts), the background sweep (sweep.ts), the buyer's list (list.ts), the payment history
 * (history.ts), the organisers' payments: list, reverify, refund (admin.ts, refund.ts, admin-routes.ts), and the
 * paperwork: receipts, official invoices and credit notes (invoices/). Seats, holds, coupon
 * uses and the discount are the inventory module's; this module calls it.
 * What other modules and the server may use is exported here; everything else is internal.
 */
export type { PaymentsDeps } from './deps';
export { paymentsRoutes } from './routes';
export { paymentsAdminRoutes } from './admin-routes';
export { openGatewaySession, orderNumber } from './checkout';
export { startPaymentSweep, sweepPayments, type SweepOptions, type SweepReport } from './sweep';
export { invoicesRoutes } from './invoices/routes';
export { invoicesAdminRoutes } from './invoices/admin-routes';
export { doorSalesRoutes } from './door-routes';
export { renderPurchaseAttachment } from './mail-attachments';
