import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessorySchema,
  couponStatusSchema,
  editionQuerySchema,
  editionSchema,
  type EditionQuery,
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
import type { SQL } from 'drizzle-orm';
import { AnswerCache, type Answer } from './answer-cache';
import type { CatalogueAnswers } from './public-answers';
import { etagOnSend } from './etag';
import { listEditions, requireEdition } from './editions';
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
  // The lists answer the current edition, or the one `?edition=` names: 404 when there is none.
  const noSuchEdition = () => notFound(commonTexts.noSuchEdition);
  const sendKept = (request: FastifyRequest, reply: FastifyReply, answer: Answer | null) => {
    if (!answer) throw noSuchEdition();
    return AnswerCache.send(request, reply, answer);
  };
  const readEdition = async <T>(slug: string | undefined, read: (edition: SQL) => Promise<T>): Promise<T> => read(await requireEdition(app.db, slug));
  const editionList = (summary: string, response: z.ZodType) => ({
    schema: { tags, summary, querystring: editionQuerySchema, response: { 200: response, 404: errorBody } },
    onSend: etagOnSend,
  });
  /** The viewer whose own answer differs from the kept anonymous one, or null. */
  const ownViewer = async (request: FastifyRequest, presentationId?: number): Promise<number | null> => {
    const user = request.user;
    return user && (await seesPresentationLinks(app.db, user.id, presentationId)) ? user.id : null;
  };

  app.get(
    '/presentations/all/',
    {
      ...editionList("An edition's presentations (the current one's by default), ordered by start", presentationList),
      preHandler: app.authenticateOptional,
    },
    async (request, reply) => {
      const slug = request.query.edition;
      const viewer = cache ? await ownViewer(request) : (request.user?.id ?? null);
      if (cache && viewer === null) return sendKept(request, reply, await answers.presentations(slug));
      return readEdition(slug, (edition) => listPresentations(app.db, viewer, edition));
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

  // One edition's kept anonymous answer, or (changes not heard) its list read afresh.
  const editionListRoute = <T>(
    path: string,
    summary: string,
    response: z.ZodType,
    kept: (slug?: string) => Promise<Answer | null>,
    read: (edition: SQL) => Promise<T>,
  ) =>
    app.get(path, editionList(summary, response), async (request, reply) => {
      const slug = (request.query as EditionQuery).edition;
      return cache ? sendKept(request, reply, await kept(slug)) : readEdition(slug, read);
    });
  editionListRoute('/presenter/', 'Presenters with their presentations', presenterList, answers.presenters, (e) => listPresenters(app.db, e));
  editionListRoute('/faq/', "FAQ in the organisers' order", faqList, answers.faq, (e) => listFaq(app.db, e));
  editionListRoute('/staff/', 'The festival staff', staffList, answers.staff, (e) => listStaff(app.db, e));
  editionListRoute('/accessory/', 'Accessories on sale', accessoryList, answers.accessories, (e) => listActiveAccessories(app.db, e));
  editionListRoute('/festival/', "The festival's public facts: dates, venue, contacts", festivalSchema, answers.festival, (e) => getFestival(app.db, e));

  app.get(
    '/editions/',
    { schema: { tags, summary: "The festival's editions, newest first; the current one has is_current", response: { 200: z.array(editionSchema) } } },
    async () => listEditions(app.db),
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
