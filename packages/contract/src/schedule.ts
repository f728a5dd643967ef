import { z } from 'zod';
import { adminPresentationChangeSchema, adminPresentationSchema } from './admin-catalogue';
import { answerInt, answerText, idSchema } from './primitives';

/**
 * The console's schedule editor (contract, "Proposals, review and the presenters' own pages"): it places
 * drafts and published sessions in rooms and times with the organisers' PATCH /api/admin/presentations/{id}/
 * (any change body; the editor sends these three), refused with 409 SCHEDULE_CLASH when a presenter would
 * be in two places at once or two sessions in one room at once, and answered with warnings when the move
 * is allowed but questionable. A draft without a room is unplaced: its time is a stand-in of its length.
 */

/** What the editor sends when a session is dropped somewhere: all three. */
export const adminScheduleMoveSchema = adminPresentationChangeSchema.pick({ room: true, start: true, end: true }).required();
export type AdminScheduleMove = z.infer<typeof adminScheduleMoveSchema>;

export const scheduleWarningCodes = ['OUTSIDE_AVAILABILITY'] as const;

/** A move allowed but questionable: outside a presenter's availability (their speaker profile's). */
export const scheduleWarningSchema = z
  .object({
    code: z.enum(scheduleWarningCodes),
    detail: answerText,
    presenter: idSchema.meta({ description: 'the presenter it concerns' }),
  })
  .meta({ id: 'ScheduleWarning' });
export type ScheduleWarning = z.infer<typeof scheduleWarningSchema>;

/** The answer of PATCH /api/admin/presentations/{id}/: the session as changed, with the move's warnings ([] when none). */
export const adminPresentationChangedSchema = adminPresentationSchema
  .extend({ warnings: z.array(scheduleWarningSchema) })
  .meta({ id: 'AdminPresentationChanged' });
export type AdminPresentationChanged = z.infer<typeof adminPresentationChangedSchema>;

/**
 * POST /api/admin/schedule/publish/: how many drafts of the current edition became public, and how many
 * stay drafts because they have no room yet (an unplaced draft's time is a stand-in).
 */
export const schedulePublishResultSchema = z
  .object({ published: answerInt.nonnegative(), unplaced: answerInt.nonnegative() })
  .meta({ id: 'SchedulePublishResult' });
export type SchedulePublishResult = z.infer<typeof schedulePublishResultSchema>;
