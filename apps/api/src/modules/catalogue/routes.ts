import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessorySchema,
  couponStatusSchema,
  errorBody,
  faqSchema,
  presentationSchema,
  presenterSchema,
  staffSchema,
} from '@fest/contract';
import { notFound } from '../../lib/errors';
import { etagOnSend } from './etag';
import {
  couponStatus,
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

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFoundPresentation = () => notFound('ارائه‌ای با این شناسه یافت نشد.');

  app.get(
    '/presentations/all/',
    {
      schema: { tags, summary: 'Every presentation, ordered by start', response: { 200: z.array(presentationSchema) } },
      preHandler: app.authenticateOptional,
      onSend: etagOnSend,
    },
    async (request) => listPresentations(app.db, request.user?.id ?? null),
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
    async (request) => {
      const { id } = request.params;
      if (id > INT4_MAX) throw notFoundPresentation();
      const presentation = await getPresentation(app.db, id, request.user?.id ?? null);
      if (!presentation) throw notFoundPresentation();
      return presentation;
    },
  );

  app.get(
    '/presenter/',
    { schema: { tags, summary: 'Presenters with their presentations', response: { 200: z.array(presenterSchema) } }, onSend: etagOnSend },
    async () => listPresenters(app.db),
  );

  app.get(
    '/faq/',
    { schema: { tags, summary: "FAQ in the organisers' order", response: { 200: z.array(faqSchema) } }, onSend: etagOnSend },
    async () => listFaq(app.db),
  );

  app.get(
    '/staff/',
    { schema: { tags, summary: 'The festival staff', response: { 200: z.array(staffSchema) } }, onSend: etagOnSend },
    async () => listStaff(app.db),
  );

  app.get(
    '/accessory/',
    { schema: { tags, summary: 'Accessories on sale', response: { 200: z.array(accessorySchema) } }, onSend: etagOnSend },
    async () => listActiveAccessories(app.db),
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
