/**
 * The schedule editor's rules (contract, "Proposals, review and the presenters' own pages"): where a
 * session may be placed, under each edition's schedule lock (placement.ts), who is told when a published
 * session moves (move-notice.ts), and publishing the drafts (publish.ts, admin-routes.ts). The moves
 * themselves are the organisers' presentation PATCH (modules/admin), which calls these. Uses catalogue
 * (what is public), messages and audit.
 */
export { checkPlacement, lockScheduleOf, refuseUnplacing } from './placement';
export { noticeMove, type Where } from './move-notice';
export { scheduleAdminRoutes } from './admin-routes';
