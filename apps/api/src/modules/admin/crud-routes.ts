import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { adminIdParamsSchema, adminListQuerySchema, editionQuerySchema, errorBody, type AdminListQuery, type Paged } from '@fest/contract';
import type { Db } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { requireEdition } from '../catalogue';
import { notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { caller } from '../accounts';

/** The services of one admin area whose items are listed, made, read, changed and deleted. */
export interface CrudArea<Item, Create, Change> {
  /** Path under /api/admin, e.g. '/tags'. */
  path: string;
  /** For the OpenAPI summaries, e.g. 'tag'. */
  noun: string;
  /** The list's ordering fields and what search matches, for the OpenAPI description. */
  listNote: string;
  schemas: {
    item: z.ZodType<Item>;
    page: z.ZodType<Paged<Item>>;
    create: z.ZodType<Create>;
    change: z.ZodType<Change>;
    /** The PATCH's answer when it says more than the item (the presentations': the move's warnings). */
    changed?: z.ZodType<Item>;
  };
  /** What the PATCH does beyond changing fields, for the OpenAPI description. */
  changeNote?: string;
  /**
   * Its items belong to an edition: its list and its creates take `?edition=slug` (404 for none such),
   * the current edition by default, and `edition` below is that edition's id as SQL (db/editions.ts).
   */
  perEdition?: boolean;
  list(db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<Item>>;
  get(db: Db, id: number): Promise<Item | null>;
  create(db: Db, actorId: number, body: Create, edition: SQL): Promise<Item>;
  change(db: Db, actorId: number, id: number, body: Change): Promise<Item>;
  remove(db: Db, actorId: number, id: number): Promise<void>;
}

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * GET and POST {path}/, GET, PATCH and DELETE {path}/{id}/ for one area: each parses with the
 * contract's schemas and calls one service. A create answers 201 with the item, a delete 204.
 */
export function crudRoutes<Item, Create, Change>(area: CrudArea<Item, Create, Change>): FastifyPluginAsync {
  // The schemas below validate and serialise (the app's zod compilers); this plugin is generic over
  // the area's types, which the zod type provider can't follow, so the parsed parts are named here.
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  return async (app) => {
    const base = { tags: ['admin'], security: [{ bearer: [] }] };
    const missing = () => notFound(commonTexts.noSuchId);
    const editionOf = async (request: FastifyRequest): Promise<SQL> =>
      area.perEdition ? requireEdition(app.db, (request.query as { edition?: string }).edition) : currentEdition();
    const editionNote = area.perEdition ? ' `?edition=slug`: that edition\'s (default: the current one).' : '';

    app.get(
      `${area.path}/`,
      {
        schema: {
          ...base,
          summary: `List ${area.noun}s`,
          description: area.listNote + editionNote,
          querystring: area.perEdition ? adminListQuerySchema.extend(editionQuerySchema.shape) : adminListQuerySchema,
          response: { 200: area.schemas.page, ...errors },
        },
      },
      async (request) => area.list(app.db, request.query as AdminListQuery, await editionOf(request)),
    );

    app.post(
      `${area.path}/`,
      {
        schema: {
          ...base,
          summary: `Create a ${area.noun}`,
          description: editionNote || undefined,
          ...(area.perEdition ? { querystring: editionQuerySchema } : {}),
          body: area.schemas.create,
          response: { 201: area.schemas.item, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await area.create(app.db, caller(request).id, request.body as Create, await editionOf(request))),
    );

    app.get(
      `${area.path}/:id/`,
      { schema: { ...base, summary: `One ${area.noun}`, params: adminIdParamsSchema, response: { 200: area.schemas.item, ...errors } } },
      async (request) => {
        const item = await area.get(app.db, idOf(request));
        if (item === null) throw missing();
        return item;
      },
    );

    app.patch(
      `${area.path}/:id/`,
      {
        schema: {
          ...base,
          summary: `Change a ${area.noun} (fields left out stay as they are)`,
          description: area.changeNote,
          params: adminIdParamsSchema,
          body: area.schemas.change,
          response: { 200: area.schemas.changed ?? area.schemas.item, ...errors },
        },
      },
      async (request) => area.change(app.db, caller(request).id, idOf(request), request.body as Change),
    );

    app.delete(
      `${area.path}/:id/`,
      { schema: { ...base, summary: `Delete a ${area.noun}`, params: adminIdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await area.remove(app.db, caller(request).id, idOf(request));
        return reply.status(204).send(null);
      },
    );
  };
}
