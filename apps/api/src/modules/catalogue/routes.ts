import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessorySchema,
  couponStatusSchema,
  errorBody,
  faqSchema,
  idParamSchema,
  festivalSchema,
  presentationSchema,
  presenterSchema,
  staffSchema,
  textSchema,
} from '@fest/contract';
import { notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { catalogueTexts } from './texts';
import { AnswerCache } from './answer-cache';
import type { CatalogueAnswers } from './public-answers';
import { etagOnSend } from './etag';
import {
  couponStatus,
  getFestival,
  getPresentation,
  listActiveAccessories,
  listFaq,
  listPresentations,
  listPresenters,
  listStaff,
  seesPresentationLinks,
} from './service';

const tags = ['catalogue'];
const idParams = z.object({ id: idParamSchema });
const codeParams = z.object({ code: textSchema().trim().min(1).max(64) });
const presentationList = z.array(presentationSchema);
const presenterList = z.array(presenterSchema);
const faqList = z.array(faqSchema);
const staffList = z.array(staffSchema);
const accessoryList = z.array(accessorySchema);


export interface CatalogueOptions {
  /** The kept anonymous answers (public-answers.ts), shared with the server-rendered pages. */
  answers: CatalogueAnswers;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, opts) => {
  const notFoundPresentation = () => notFound(commonTexts.noSuchPresentation);

  // Anonymous answers (no viewer, so no presentation_link) are the same for everyone: kept ready,
  // serialised once. They are also a signed-in viewer's answer unless a presentation_link of theirs
  // would show (seesPresentationLinks); only then is an answer built for that request.
  const { answers } = opts;
  const cache = answers.cache;
  /** The viewer whose own answer differs from the kept anonymous one, or null. */
  const ownViewer = async (request: FastifyRequest, presentationId?: number): Promise<number | null> => {
    const user = request.user;
    return user && (await seesPresentationLinks(app.db, user.id, presentationId)) ? user.id : null;
  };

  app.get(
    '/presentations/all/',
    {
      schema: { tags, summary: 'Every presentation, ordered by start', response: { 200: presentationList } },
      preHandler: app.authenticateOptional,
      onSend: etagOnSend,
    },
    async (request, reply) => {
      if (!cache) return listPresentations(app.db, request.user?.id ?? null);
      const viewer = await ownViewer(request);
      if (viewer !== null) return listPresentations(app.db, viewer);
      return AnswerCache.send(request, reply, await answers.presentations());
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
      const viewer = cache ? await ownViewer(request, id) : (request.user?.id ?? null);
      if (cache && viewer === null) {
        const answer = await answers.presentation(id);
        if (!answer) throw notFoundPresentation();
        return AnswerCache.send(request, reply, answer);
      }
      const presentation = await getPresentation(app.db, id, viewer);
      if (!presentation) throw notFoundPresentation();
      return presentation;
    },
  );

  app.get(
    '/presenter/',
    { schema: { tags, summary: 'Presenters with their presentations', response: { 200: presenterList } }, onSend: etagOnSend },
    async (request, reply) => (cache ? AnswerCache.send(request, reply, await answers.presenters()) : listPresenters(app.db)),
  );

  app.get(
    '/faq/',
    { schema: { tags, summary: "FAQ in the organisers' order", response: { 200: faqList } }, onSend: etagOnSend },
    async (request, reply) => (cache ? AnswerCache.send(request, reply, await answers.faq()) : listFaq(app.db)),
  );

  app.get(
    '/staff/',
    { schema: { tags, summary: 'The festival staff', response: { 200: staffList } }, onSend: etagOnSend },
    async (request, reply) => (cache ? AnswerCache.send(request, reply, await answers.staff()) : listStaff(app.db)),
  );

  app.get(
    '/accessory/',
    { schema: { tags, summary: 'Accessories on sale', response: { 200: accessoryList } }, onSend: etagOnSend },
    async (request, reply) => (cache ? AnswerCache.send(request, reply, await answers.accessories()) : listActiveAccessories(app.db)),
  );

  app.get(
    '/festival/',
    { schema: { tags, summary: "The festival's public facts: dates, venue, contacts", response: { 200: festivalSchema } }, onSend: etagOnSend },
    async (request, reply) => (cache ? AnswerCache.send(request, reply, await answers.festival()) : getFestival(app.db)),
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
      if (!status) throw notFound(catalogueTexts.couponNotFound, 'COUPON_NOT_FOUND');
      return status;
    },
  );
};
