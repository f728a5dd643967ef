import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, adminStatsSchema, attendeeSchema, editionQuerySchema, errorBody, exportFormats, exportKinds, idParamSchema } from '@fest/contract';
import { requireEdition } from '../catalogue';
import { listAttendees } from './attendees';
import { CSV_TYPE, fileAnswer, XLSX_TYPE } from '../../lib/openapi';
import { exportFile } from './exports';
import { festivalStats } from './stats';

const security = [{ bearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const exportNames = exportKinds.flatMap((kind) => exportFormats.map((format) => `${kind}.${format}` as const));

/** Attendees, exports and the figures (registered by modules/admin). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/presentations/:id/attendees/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'The attendees of a presentation (COMPLETED registrations), a plain array',
        params: adminIdParamsSchema,
        response: { 200: z.array(attendeeSchema), ...errors },
      },
    },
    async (request) => listAttendees(app.db, request.params.id),
  );

  app.get(
    '/exports/:file',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Downloads attendees, payments or users as CSV (UTF-8 with BOM) or XLSX (right-to-left sheet)',
        description:
          'Streamed a page at a time. presentation: only that presentation’s attendees, the payments that include it, or the users ' +
          'registered for it. Phone numbers are text; dates come as Jalali (Tehran) and ISO columns.',
        params: z.object({ file: z.enum(exportNames) }),
        querystring: z.object({ presentation: idParamSchema.optional() }).extend(editionQuerySchema.shape),
        response: {
          // A stream, which Fastify sends as it is (no serializer runs on it).
          200: fileAnswer('the file: CSV for .csv, XLSX for .xlsx', [CSV_TYPE, XLSX_TYPE]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const [kind, format] = request.params.file.split('.') as [(typeof exportKinds)[number], (typeof exportFormats)[number]];
      // Only that edition's when `?edition=` names one; everything otherwise (a presentation narrows it anyway).
      const edition = request.query.edition ? await requireEdition(app.db, request.query.edition) : undefined;
      const file = await exportFile(app.db, kind, format, { presentationId: request.query.presentation, edition });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/stats/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Revenue (in all and per Tehran day), per presentation sold / held / revenue / checked in, accessories sold, coupon uses, payments per state',
        description:
          'Of one edition: the current one, or `?edition=slug`. Revenue counts COMPLETED payments; a presentation’s revenue is what ' +
          'was paid for it after its share of the discount.',
        querystring: editionQuerySchema,
        response: { 200: adminStatsSchema, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => festivalStats(app.db, await requireEdition(app.db, request.query.edition)),
  );
};
