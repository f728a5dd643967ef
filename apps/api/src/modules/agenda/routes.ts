import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agendaEntrySchema, agendaFeedUrlSchema, editionQuerySchema, errorBody, idParamSchema, textSchema } from '@fest/contract';
import { notFound } from '../../lib/errors';
import { CALENDAR_TYPE, fileAnswer, JSON_TYPE, XML_TYPE } from '../../lib/openapi';
import { requireEdition } from '../catalogue';
import { agendaCalendar, feedUrl, revokeFeed, scheduleCalendar } from './feed';
import { readProgramme, scheduleJson, scheduleXml } from './exchange';
import { listAgenda, star, unstar } from './service';
import { agendaTexts } from './texts';

export interface AgendaOptions {
  /** The key the private feeds' tokens are derived with (derived-keys.ts, purpose 'agenda-feeds'). */
  feedKey: Uint8Array;
}

const security = [{ bearer: [] }];
const presentationParams = z.object({ presentation_id: idParamSchema });
const noContent = z.null().describe('no body');
const calendarText = fileAnswer('iCalendar (RFC 5545)', [CALENDAR_TYPE]);
const CALENDAR_CONTENT_TYPE = `${CALENDAR_TYPE}; charset=utf-8`;

/** The agenda (stars), its private iCalendar feed and the whole schedule as iCalendar. */
export const agendaRoutes: FastifyPluginAsyncZod<AgendaOptions> = async (app, { feedKey }) => {
  app.get(
    '/agenda/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['agenda'],
        summary: 'The starred and the bought presentations of the caller',
        security,
        response: { 200: z.array(agendaEntrySchema), 401: errorBody },
      },
    },
    async (request) => listAgenda(app.db, request.user!.id),
  );

  app.get(
    '/agenda/feed-url/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['agenda'],
        summary: "The private iCalendar address of the caller's agenda (the same until revoked)",
        security,
        response: { 200: agendaFeedUrlSchema, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { url: await feedUrl(app.db, feedKey, app.settings.PUBLIC_URL, request.user!.id) };
    },
  );

  app.delete(
    '/agenda/feed-url/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['agenda'], summary: 'Revokes the private address; the next GET issues a new one', security, response: { 204: noContent, 401: errorBody } },
    },
    async (request, reply) => {
      await revokeFeed(app.db, request.user!.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/agenda/:presentation_id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['agenda'],
        summary: 'Stars a presentation (idempotent)',
        security,
        params: presentationParams,
        response: { 204: noContent, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await star(app.db, request.user!.id, request.params.presentation_id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/agenda/:presentation_id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['agenda'],
        summary: 'Unstars a presentation (idempotent; a bought one stays in the agenda)',
        security,
        params: presentationParams,
        response: { 204: noContent, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      await unstar(app.db, request.user!.id, request.params.presentation_id);
      return reply.status(204).send(null);
    },
  );

  // {token}.ics: the route takes the whole last segment and checks the suffix itself, so that a
  // static route beside it (feed-url) and the PUT/DELETE above keep their meaning.
  app.get(
    '/agenda/:file',
    {
      schema: {
        tags: ['agenda'],
        summary: "A visitor's agenda as iCalendar, by its private address (no login)",
        // Not agenda_retrieve: that would read as the JSON agenda of GET /api/agenda/.
        operationId: 'agenda_ics_retrieve',
        params: z.object({ file: textSchema().max(300) }),
        response: { 200: calendarText, 404: errorBody },
      },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const text = token ? await agendaCalendar(app.db, token, app.settings.PUBLIC_URL) : null;
      if (text === null) throw notFound(agendaTexts.feedGone);
      // Personal: no shared cache keeps it, and no search engine lists the address.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return reply.type(CALENDAR_CONTENT_TYPE).send(text);
    },
  );

  app.get(
    '/schedule.ics',
    {
      schema: {
        tags: ['agenda'],
        summary: "Every presentation of an edition's programme (the current one's by default) as iCalendar",
        querystring: editionQuerySchema,
        response: { 200: calendarText, 404: errorBody },
      },
    },
    async (request, reply) => {
      const text = await scheduleCalendar(app.db, app.settings.PUBLIC_URL, await requireEdition(app.db, request.query.edition));
      return reply.header('cache-control', 'public, max-age=300').type(CALENDAR_CONTENT_TYPE).send(text);
    },
  );

  // The programme for schedule apps: one reading of the edition, written as each format wants.
  const exchangeFormats = [
    {
      path: '/schedule.xml',
      type: XML_TYPE,
      summary: "An edition's programme (the current one's by default) as the frab schedule XML (Giggity, EventFahrplan, c3voc)",
      description: 'Valid against c3voc’s schedule.xml.xsd; each event has a stable guid (UUID v5 of its page’s address).',
      answer: 'frab (Pentabarf) schedule XML',
      write: scheduleXml,
    },
    {
      path: '/schedule.json',
      type: JSON_TYPE,
      summary: "An edition's programme (the current one's by default) as the c3voc schedule JSON, with its $schema",
      description: 'Valid against https://c3voc.de/schedule/schema.json; the same events and guids as /api/schedule.xml.',
      answer: 'c3voc schedule JSON',
      write: (programme: Parameters<typeof scheduleJson>[0]) => JSON.stringify(scheduleJson(programme)),
    },
  ];
  for (const format of exchangeFormats) {
    app.get(
      format.path,
      {
        schema: {
          tags: ['agenda'],
          summary: format.summary,
          description: format.description,
          querystring: editionQuerySchema,
          response: { 200: fileAnswer(format.answer, [format.type]), 404: errorBody },
        },
      },
      async (request, reply) => {
        const programme = await readProgramme(app.db, app.settings.PUBLIC_URL, await requireEdition(app.db, request.query.edition));
        return reply.header('cache-control', 'public, max-age=300').type(`${format.type}; charset=utf-8`).send(format.write(programme));
      },
    );
  }
};
