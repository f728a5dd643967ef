import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '@fest/contract';
import { presentations } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { caller } from '../accounts';
import { presents } from '../proposals';
import { slidesTexts } from './texts';
import { slidesUploadRoute } from './upload-route';

/** The presenters' routes: their own sessions' slides. Registered under /api. */
export const slidesRoutes: FastifyPluginAsync = async (app) => {
  /** 403 for a session the caller does not present, 404 for none; a path that is no id is left to the schema (404). */
  const ownSession = async (request: FastifyRequest) => {
    const id = idParamSchema.safeParse((request.params as { id?: string }).id);
    if (!id.success) return;
    if (await presents(app.db, caller(request).id, id.data)) return;
    const [exists] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, id.data));
    if (!exists) throw notFound(commonTexts.noSuchPresentation);
    throw new AppError(403, 'FORBIDDEN', slidesTexts.notYours);
  };

  await app.register(slidesUploadRoute, {
    prefix: '/speaker',
    mediaRoot: path.resolve(app.settings.DATA_DIR, 'media'),
    audited: false,
    tags: ['feedback'],
    summary: "Uploads the slides of a session the caller presents (a PDF); they appear as slides_url in the public answers",
    onRequest: [app.authenticate, ownSession],
  });
};
