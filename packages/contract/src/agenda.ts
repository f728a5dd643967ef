import { z } from 'zod';

/** One entry of GET /api/agenda/: a starred or a bought presentation. */
export const agendaEntrySchema = z
  .object({
    presentation: z.number().int().positive(),
    added_at: z.string().meta({ description: 'when it was starred (or bought, when never starred)' }),
  })
  .meta({ id: 'AgendaEntry' });
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

/** GET /api/agenda/feed-url/: the private iCalendar address of the caller's agenda. */
export const agendaFeedUrlSchema = z
  .object({ url: z.string().meta({ description: 'PUBLIC_URL + /api/agenda/{token}.ics; opens without a login' }) })
  .meta({ id: 'AgendaFeedUrl' });
export type AgendaFeedUrl = z.infer<typeof agendaFeedUrlSchema>;
