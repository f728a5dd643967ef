import { z } from 'zod';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessorySchema,
  couponStatusSchema,
  errorBody,
  faqSchema,
  festivalSchema,
  presentationSchema,
  presenterSchema,
  staffSchema,
} from '@fest/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { AnswerCache, answerOf, listeningAnswerCache } from './answer-cache';
import { etagOnSend } from './etag';
import { holdsUnchangedUntil } from '../inventory';
import {
  couponStatus,
  getFestival,
  getPresentation,
  listActiveAccessories,
  listFaq,
  listPresentations,
  listPresenters,
  listStaff,
} from './service';

const tags = ['catalogue'];
/** Ids are PostgreSQL integers; a larger number cannot name a row, so it is simply not found. */
const INT4_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });
const presentationList = z.array(presentationSchema);
const presenterList = z.array(presenterSchema);
const faqList = z.array(faqSchema);
const staffList = z.array(staffSchema);
const accessoryList = z.array(accessorySchema);

/** The very serialiser Fastify applies to the route's 200 answers, so cached bytes equal uncached ones. */
const serialiserOf = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (data: unknown) => string;

export interface CatalogueOptions {
  /** Where changes are heard (Database.listen). Without it, anonymous answers are not cached. */
  listen?: Database['listen'];
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, opts) => {
  const notFoundPresentation = () => notFound('ارائه‌ای با این شناسه یافت نشد.');

  // Anonymous answers (no viewer, so no presentation_link) are the same for everyone: kept ready,
  // serialised once. An answer with a viewer is built for that request.
  const listening = opts.listen ? await listeningAnswerCache(opts.listen, app.log) : null;
  if (listening) app.addHook('onClose', listening.stop);
  const cache = listening?.cache ?? null;

  const presentationListJson = serialiserOf(presentationList, '/api/presentations/all/');
  const presentationJson = serialiserOf(presentationSchema, '/api/presentations/:id');
  /** Every presentation, anonymously; lapses when a hold it counts runs out. */
  const buildPresentationList = async () => {
    const validUntil = await holdsUnchangedUntil(app.db);
    return answerOf(presentationListJson(await listPresentations(app.db, null)), validUntil);
  };
  const buildPresentation = (id: number) => async () => {
    const validUntil = await holdsUnchangedUntil(app.db);
    const presentation = await getPresentation(app.db, id, null);
    return presentation && answerOf(presentationJson(presentation), validUntil);
  };

  app.get(
    '/presentations/all/',
    {
      schema: { tags, summary: 'Every presentation, ordered by start', response: { 200: presentationList } },
      preHandler: app.authenticateOptional,
      onSend: etagOnSend,
    },
    async (request, reply) => {
      if (request.user || !cache) return listPresentations(app.db, request.user?.id ?? null);
      return AnswerCache.send(request, reply, await cache.get('presentations', buildPresentationList));
    },
  );

  app.get(
    '/presentations/:id',
    {
      schema: {
        tags,
        summary: 'One presentation',
        params: idParams,
        response: { 200: presentationSchema, 404: errorBody },
      },
      preHandler: app.authenticateOptional,
      onSend: etagOnSend,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id > INT4_MAX) throw notFoundPresentation();
      if (!request.user && cache) {
        const answer = await cache.get(`presentation:${id}`, buildPresentation(id));
        if (!answer) throw notFoundPresentation();
        return AnswerCache.send(request, reply, answer);
      }
      const presentation = await getPresentation(app.db, id, request.user?.id ?? null);
      if (!presentation) throw notFoundPresentation();
      return presentation;
    },
  );

  const presentersJson = serialiserOf(presenterList, '/api/presenter/');
  app.get(
    '/presenter/',
    { schema: { tags, summary: 'Presenters with their presentations', response: { 200: presenterList } }, onSend: etagOnSend },
    async (request, reply) => {
      if (!cache) return listPresenters(app.db);
      const answer = await cache.get('presenters', async () => answerOf(presentersJson(await listPresenters(app.db))));
      return AnswerCache.send(request, reply, answer);
    },
  );

  const faqJson = serialiserOf(faqList, '/api/faq/');
  app.get(
    '/faq/',
    { schema: { tags, summary: "FAQ in the organisers' order", response: { 200: faqList } }, onSend: etagOnSend },
    async (request, reply) => {
      if (!cache) return listFaq(app.db);
      const answer = await cache.get('faq', async () => answerOf(faqJson(await listFaq(app.db))));
      return AnswerCache.send(request, reply, answer);
    },
  );

  const staffJson = serialiserOf(staffList, '/api/staff/');
  app.get(
    '/staff/',
    { schema: { tags, summary: 'The festival staff', response: { 200: staffList } }, onSend: etagOnSend },
    async (request, reply) => {
      if (!cache) return listStaff(app.db);
      const answer = await cache.get('staff', async () => answerOf(staffJson(await listStaff(app.db))));
      return AnswerCache.send(request, reply, answer);
    },
  );

  const accessoriesJson = serialiserOf(accessoryList, '/api/accessory/');
  app.get(
    '/accessory/',
    { schema: { tags, summary: 'Accessories on sale', response: { 200: accessoryList } }, onSend: etagOnSend },
    async (request, reply) => {
      if (!cache) return listActiveAccessories(app.db);
      const answer = await cache.get('accessories', async () => answerOf(accessoriesJson(await listActiveAccessories(app.db))));
      return AnswerCache.send(request, reply, answer);
    },
  );

  const festivalJson = serialiserOf(festivalSchema, '/api/festival/');
  app.get(
    '/festival/',
    { schema: { tags, summary: "The festival's public facts: dates, venue, contacts", response: { 200: festivalSchema } }, onSend: etagOnSend },
    async (request, reply) => {
      if (!cache) return getFestival(app.db);
      const answer = await cache.get('festival', async () => answerOf(festivalJson(await getFestival(app.db))));
      return AnswerCache.send(request, reply, answer);
    },
  );

  app.get(
    '/coupon/:code/',
    {
      schema: {
        tags,
        summary: 'Whether a coupon code can be used (rate limited per client address)',
        params: codeParams,
        response: { 200: couponStatusSchema, 404: errorBody, 429: errorBody },
      },
      // Codes are guessable; the limit keeps anyone from enumerating them.
      config: { rateLimit: { max: app.settings.COUPON_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => {
      const status = await couponStatus(app.db, request.params.code);
      if (!status) throw notFound('کد تخفیف یافت نشد.', 'COUPON_NOT_FOUND');
      return status;
    },
  );
};
