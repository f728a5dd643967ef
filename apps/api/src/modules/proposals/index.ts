/**
 * The call for proposals: each edition's call settings and window (cfp.ts), proposals sent to it with
 * their co-speakers' invitations (submit.ts, own.ts), the life of a proposal (states.ts), the speaker's
 * profile (speaker-profile.ts), the speakers' routes (routes.ts) and the organisers' (admin-routes.ts,
 * registered by modules/admin), the review (review.ts), the organisers' ranking and decisions (ranking.ts,
 * decide.ts), the speakers' one-tap answer and its reminders (confirm.ts, reminders.ts), and the draft
 * session a confirmed proposal becomes, with its presenters (draft.ts). Uses accounts
 * (an account for a co-speaker's phone), messages (the invitation, the decision and the reminders), audit
 * and catalogue (the edition named). Which sessions an account presents: presenter-sessions.ts. The same
 * moves for a festival data file's proposals, which its loader is handed: file-steps.ts.
 */
export { proposalsRoutes } from './routes';
export { proposalsAdminRoutes } from './admin-routes';
export { queueConfirmReminders, startConfirmReminders } from './reminders';
export { presentedBy, presents } from './presenter-sessions';
export { proposalFileSteps } from './file-steps';
