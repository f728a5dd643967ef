/**
 * Waiting lists: joining and leaving a full presentation's line (service.ts, routes.ts), and the
 * worker that offers freed seats to the first in line and texts them (offer-pass.ts, worker.ts).
 * Who is next, what an offer holds and when it runs out are inventory's (inventory/offers.ts).
 */
export { waitlistRoutes } from './routes';
export { offerFreedSeats, type OfferReport, type WaitlistDeps } from './offer-pass';
export { startWaitlistWorker } from './worker';
