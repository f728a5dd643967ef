import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionSlugSchema, errorBody, previewImageNames, previewImageSubjects, textSchema } from '@fest/contract';
import { ifNoneMatchHits } from '../../lib/etag';
import { notFound } from '../../lib/errors';
import { fileAnswer } from '../../lib/openapi';
import { imageRefOf, type OgImages } from './images';

const PNG_TYPE = 'image/png';

const imageQuery = z.object({
  lang: z.enum(['fa', 'en']).optional().meta({ description: 'the language drawn (Persian by default)' }),
  edition: editionSlugSchema.optional().meta({ description: 'an archived edition (the current one by default)' }),
  v: textSchema().max(64).optional().meta({ description: 'the version the page named; the current one is cached for a year' }),
});

/**
 * GET /og/{name}.png and /og/{subject}/{id}.png: the link preview images (modules/og-images). Sent with
 * their version as ETag; an address naming the current version (`v`, as the pages write it) is
 * cached for a year, any other for five minutes, so an address given out before a change soon shows it.
 */
export const ogImageRoutes: FastifyPluginAsyncZod<{ images: OgImages }> = async (app, { images }) => {
  const send = async (request: FastifyRequest<{ Querystring: z.infer<typeof imageQuery> }>, reply: FastifyReply) => {
    const ref = imageRefOf(request.url);
    const found = ref && (await images.image(ref));
    if (!found) throw notFound();
    const etag = `"${found.version}"`;
    reply
      .header('etag', etag)
      .header('cache-control', request.query.v === found.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      // Read by messengers and sites on other origins, like the media.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(PNG_TYPE).send(found.png);
  };
  const response = { 200: fileAnswer('a PNG of 1200×630 (304 on its ETag)', [PNG_TYPE]), 400: errorBody, 404: errorBody };

  app.get(
    '/og/:file',
    {
      schema: {
        tags: ['link previews'],
        operationId: 'og_page_image_retrieve',
        summary: "A page's link preview image (Open Graph), drawn from the data",
        description: `\`file\`: one of ${previewImageNames.map((n) => `${n}.png`).join(', ')}.`,
        params: z.object({ file: textSchema().max(32) }),
        querystring: imageQuery,
        response,
      },
    },
    send,
  );
  app.get(
    '/og/:subject/:file',
    {
      schema: {
        tags: ['link previews'],
        operationId: 'og_subject_image_retrieve',
        summary: "One thing's link preview image: a presentation's (its title, Tehran date and hours, room, presenters) or a presenter's",
        description: `\`subject\`: ${previewImageSubjects.join(' or ')}; \`file\`: \`{id}.png\`. 404 for an id that names nothing.`,
        params: z.object({ subject: textSchema().max(32), file: textSchema().max(32) }),
        querystring: imageQuery,
        response,
      },
    },
    send,
  );
};
