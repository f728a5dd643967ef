/**
 * Tickets and the door: issuing a completed registration's ticket (issue.ts; payments calls it in the
 * transaction that completes it, the server's start backfills older ones, backfill.ts), the ticket
 * code in the owner's cart answers (ticketOf), the check-in API (checkin.ts, routes.ts), and the
 * organisers' printable badges with the tickets' QR (badges.ts, badge-routes.ts).
 * Imports the audit and catalogue modules.
 */
export { completeWithTickets, issueTickets, ticketKeyFrom, ticketOf, type TicketKey } from './issue';
export { backfillTickets, ticketKeyMatches } from './backfill';
export { checkinRoutes } from './routes';
export { badgesAdminRoutes } from './badge-routes';
export { checkInSoldAtDoor } from './checkin';
