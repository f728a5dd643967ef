import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionQuerySchema, errorBody, idParamSchema, tehranDaySchema } from '@fest/contract';
import { eq, sql } from 'drizzle-orm';
import { presentations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileAnswer, PDF_TYPE } from '../../lib/openapi';
import { requireEdition } from '../catalogue';
import { badgeSheet } from './badges';
import { badgesPdf } from './badges-pdf';
import { badgeTexts } from './texts';

const security = [{ bearer: [] }];

/** The organisers' printable name badges (registered by modules/admin under /api/admin). */
export const badgesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/badges.pdf',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Printable name badges: A4 sheets of eight, or one per A6 page',
        description:
          'Everyone holding a COMPLETED registration with a ticket, of the edition (the current one, `?edition=`), of one ' +
          'presentation (`?presentation=`, its own edition) or one Tehran day (`?day=YYYY-MM-DD`). Each badge has the name, ' +
          'visitor or staff, a colour per day held, and the QR of the ticket of the first session that day.',
        querystring: editionQuerySchema.extend({
          presentation: idParamSchema.optional(),
          day: tehranDaySchema.optional(),
          layout: z.enum(['sheet', 'single']).optional().meta({ description: 'sheet (A4, eight a page; default) or single (one per A6 page)' }),
        }),
        response: { 200: fileAnswer('the badges (PDF)', [PDF_TYPE]), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { presentation, day, layout } = request.query;
      let edition = await requireEdition(app.db, request.query.edition);
      if (presentation !== undefined) {
        const [found] = await app.db.select({ edition: presentations.editionId }).from(presentations).where(eq(presentations.id, presentation));
        if (!found) throw notFound(badgeTexts.noSuchPresentation);
        edition = sql`${found.edition}`;
      }
      const sheet = await badgeSheet(app.db, app.ticketKey, { edition, presentationId: presentation, day });
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', 'inline; filename="badges.pdf"')
        .header('cache-control', 'private, no-store')
        .send(await badgesPdf(sheet, layout ?? 'sheet'));
    },
  );
};
