/**
 * Feedback on sessions: a visitor checked in to a started session rates it (visitor.ts), its presenters
 * read the ratings without names (speaker.ts), the organisers read all and hide comments (moderation.ts,
 * admin-routes.ts, registered by modules/admin). Uses catalogue (what is public), proposals (which
 * sessions an account presents) and audit.
 */
export { feedbackRoutes } from './routes';
export { feedbackAdminRoutes } from './admin-routes';
