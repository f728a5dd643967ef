import { z } from 'zod';
import { answerText, idSchema } from './primitives';

/** One entry of GET /api/agenda/: a starred or a bought presentation. */
export const agendaEntrySchema = z
  .object({
    presentation: idSchema,
    added_at: answerText.meta({ description: 'when it was starred (or bought, when never starred)' }),
  })
  .meta({ id: 'AgendaEntry' });
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

/** GET /api/agenda/feed-url/: the private iCalendar address of the caller's agenda. */
export const agendaFeedUrlSchema = z
  .object({ url: answerText.meta({ description: 'PUBLIC_URL + /api/agenda/{token}.ics; opens without a login' }) })
  .meta({ id: 'AgendaFeedUrl' });
export type AgendaFeedUrl = z.infer<typeof agendaFeedUrlSchema>;
