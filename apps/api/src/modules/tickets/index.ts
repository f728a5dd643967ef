/**
 * Tickets and the door: issuing a completed registration's ticket (issue.ts; payments calls it in the
 * transaction that completes it, the server's start backfills older ones, backfill.ts), the ticket
 * code in the owner's cart answers (ticketOf), and the check-in API (checkin.ts, routes.ts).
 * Imports only the audit module.
 */
export { completeWithTickets, issueTickets, ticketKeyFrom, ticketOf, type TicketKey } from './issue';
export { backfillTickets, ticketKeyMatches } from './backfill';
export { checkinRoutes } from './routes';
