/**
 * Reports for the organisers (read-only): attendees per presentation, streamed exports of attendees,
 * payments and users, and the festival's figures. Seats sold and held are the inventory's counts.
 */
export { reportsAdminRoutes } from './routes';
