/**
 * A session's slides and recording: presenters upload PDF slides to their own sessions and organisers to
 * any (slides.ts, upload-route.ts); organisers link a recording where the speakers consented (recording.ts).
 * Both reach the public through the catalogue's answers (slides_url, recording_url). Uses proposals (which
 * sessions an account presents) and audit.
 */
export { slidesRoutes } from './routes';
export { slidesAdminRoutes } from './admin-routes';
