import { z } from 'zod';
import { answerInt, answerNumber, answerText, idParamSchema, idSchema, textSchema, wholeNumberSchema } from './primitives';
import { httpUrl } from './proposals';

/**
 * After a session (contract, "Proposals, review and the presenters' own pages"): the ratings and comments
 * of the visitors checked in to it, what its presenters read of them (never who wrote them), the
 * organisers' moderation, the presenter's slides and the organisers' recording link.
 */

const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/** The scale of a rating: whole stars from 1 to 5. */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** Largest slides upload, in bytes. */
export const SLIDES_MAX_BYTES = 20 * 1024 * 1024;
export const FEEDBACK_COMMENT_MAX = 2000;

// ---- a visitor's own ----

/** PUT /api/presentations/{id}/feedback/: the caller's rating, made or replaced. */
export const feedbackBodySchema = z.object({
  rating: wholeNumberSchema({ min: FEEDBACK_RATING_MIN, max: FEEDBACK_RATING_MAX }).meta({
    description: `whole stars, ${FEEDBACK_RATING_MIN}-${FEEDBACK_RATING_MAX}`,
  }),
  comment: textSchema({ multiline: true })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `حداکثر ${FEEDBACK_COMMENT_MAX} نویسه مجاز است.`)
    .default(''),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** GET/PUT /api/presentations/{id}/feedback/: whether the caller may rate the session now, and what they gave. */
export const myFeedbackSchema = z
  .object({
    can_rate: z.boolean().meta({ description: 'the session has started and the caller was checked in to it' }),
    rating: answerInt.nullable().meta({ description: 'null until the caller rated it' }),
    comment: answerText,
    updated_at: isoTime.nullable(),
  })
  .meta({ id: 'MyFeedback' });
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

// ---- the presenters' ----

/** A rating with its comment as a presenter reads it: no name, no phone, no account. */
export const feedbackCommentSchema = z.object({ rating: answerInt, comment: answerText, created_at: isoTime });

/** GET /api/speaker/feedback/: one entry per session of the caller's, newest first. */
export const speakerSessionFeedbackSchema = z
  .object({
    presentation: z.object({
      id: idSchema,
      fa_title: answerText,
      en_title: answerText,
      start: isoTime,
      end: isoTime,
      slides_url: answerText.nullable(),
    }),
    count: answerInt.nonnegative(),
    mean: answerNumber.nullable().meta({ description: 'the mean rating, null with no ratings' }),
    distribution: z.array(answerInt.nonnegative()).meta({ description: 'how many gave 1, 2, 3, 4 and 5 stars, in that order' }),
    comments: z.array(feedbackCommentSchema).meta({ description: 'non-empty comments the organisers have not hidden, newest first' }),
  })
  .meta({ id: 'SpeakerSessionFeedback' });
export type SpeakerSessionFeedback = z.infer<typeof speakerSessionFeedbackSchema>;
export const speakerFeedbackSchema = z.array(speakerSessionFeedbackSchema);

// ---- the organisers' ----

export const adminFeedbackQuerySchema = z.object({
  presentation: idParamSchema.optional(),
});

/** GET /api/admin/feedback/: every rating, with who gave it. */
export const adminFeedbackSchema = z
  .object({
    id: idSchema,
    presentation: z.object({ id: idSchema, fa_title: answerText }),
    user: z.object({ id: idSchema, first_name: answerText, last_name: answerText, phone_number: answerText }),
    rating: answerInt,
    comment: answerText,
    hidden: z.boolean(),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'AdminFeedback' });
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackListSchema = z.array(adminFeedbackSchema);

// ---- slides and recordings ----

/** What a session's slides are once uploaded (PUT .../slides/). */
export const slidesSchema = z
  .object({
    slides_url: answerText.meta({ description: '/media/slides/<name>.pdf' }),
    slides_size: answerInt.positive().meta({ description: 'bytes' }),
    slides_uploaded_at: isoTime,
  })
  .meta({ id: 'Slides' });
export type Slides = z.infer<typeof slidesSchema>;

/** PUT /api/admin/presentations/{id}/recording/: the recording's link, null to remove it. */
export const recordingBodySchema = z.object({ recording_url: httpUrl.nullable() });
export type RecordingBody = z.infer<typeof recordingBodySchema>;
export const recordingSchema = z.object({ id: idSchema, recording_url: answerText.nullable() });
export type Recording = z.infer<typeof recordingSchema>;
