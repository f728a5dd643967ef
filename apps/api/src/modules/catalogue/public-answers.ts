import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessorySchema, editionSlugSchema, faqSchema, festivalSchema, presentationSchema, presenterSchema, staffSchema, type Presentation } from '@fest/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { requestedEdition } from '../../db/editions';
import { holdsUnchangedUntil } from '../inventory';
import { AnswerCache, answerOf, listeningAnswerCache, type Answer } from './answer-cache';
import { getFestival, getPresentation, listActiveAccessories, listFaq, listPresentations, listPresenters, listStaff } from './service';

/** The very serialiser Fastify applies to a route's 200 answers, so cached bytes equal uncached ones. */
const serialiserOf = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (data: unknown) => string;

const presentationListJson = serialiserOf(z.array(presentationSchema), '/api/presentations/all/');
const presentationJson = serialiserOf(presentationSchema, '/api/presentations/:id');
const presentersJson = serialiserOf(z.array(presenterSchema), '/api/presenter/');
const faqJson = serialiserOf(z.array(faqSchema), '/api/faq/');
const staffJson = serialiserOf(z.array(staffSchema), '/api/staff/');
const accessoriesJson = serialiserOf(z.array(accessorySchema), '/api/accessory/');
const festivalJson = serialiserOf(festivalSchema, '/api/festival/');

const INT4_MAX = 2_147_483_647;

/**
 * The anonymous catalogue answers (decision 007), serialised and kept in one AnswerCache per process,
 * for the API's routes and for the public pages the server renders from them (decision 012): both
 * read the same kept answers, and the pages are kept in the same cache, so one NOTIFY drops both.
 */
export interface CatalogueAnswers {
  /** null when changes cannot be heard (no `listen`): the routes then answer from the database each time. */
  cache: AnswerCache | null;
  /*
   * The lists are of the current edition, or of the one `edition` names by its slug: then null when
   * there is no such edition. (A presentation by id is answered whatever its edition.)
   */
  presentations(edition?: string): Promise<Answer | null>;
  presentation(id: number): Promise<Answer | null>;
  /**
   * The anonymous Presentations of `ids` read from their kept answers (a cart's items, cart/service.ts),
   * or null when answers are not being kept just now or one of them does not exist.
   */
  keptPresentations(ids: number[]): Promise<Map<number, Presentation> | null>;
  presenters(edition?: string): Promise<Answer | null>;
  faq(edition?: string): Promise<Answer | null>;
  staff(edition?: string): Promise<Answer | null>;
  accessories(edition?: string): Promise<Answer | null>;
  festival(edition?: string): Promise<Answer | null>;
  /**
   * The anonymous answer of a public GET address of the catalogue (`/api/faq/`, `/api/faq/?edition=1404`),
   * or null for any other.
   */
  byUrl(url: string): Promise<Answer | null>;
  stop(): Promise<void>;
}

export async function catalogueAnswers(deps: { db: Db; listen?: Database['listen']; log: FastifyBaseLogger }): Promise<CatalogueAnswers> {
  const { db } = deps;
  const listening = deps.listen ? await listeningAnswerCache(deps.listen, deps.log) : null;
  // Without listening nothing is kept: a cache that never hears "listening" builds every time.
  const cache = listening?.cache ?? new AnswerCache();
  /** An edition's answer, kept under `key@slug` (the current edition's under `key`). */
  const kept = (key: string, slug: string | undefined, build: (edition: SQL) => Promise<Answer>) =>
    cache.get(slug ? `${key}@${slug}` : key, async () => {
      const edition = await requestedEdition(db, slug);
      return edition && build(edition);
    });

  const answers: CatalogueAnswers = {
    cache: listening?.cache ?? null,
    // Every presentation, anonymously; lapses when a hold it counts runs out.
    presentations: (slug) =>
      kept('presentations', slug, async (edition) => {
        const validUntil = await holdsUnchangedUntil(db);
        return answerOf(presentationListJson(await listPresentations(db, null, edition)), validUntil);
      }),
    presentation: (id) =>
      cache.get(`presentation:${id}`, async () => {
        const validUntil = await holdsUnchangedUntil(db);
        const presentation = await getPresentation(db, id, null);
        return presentation && answerOf(presentationJson(presentation), validUntil);
      }),
    keptPresentations: async (ids) => {
      if (!cache.keeping) return null;
      const unique = [...new Set(ids)];
      const found = await Promise.all(unique.map((id) => answers.presentation(id)));
      const parsed = new Map<number, Presentation>();
      for (const [i, answer] of found.entries()) {
        if (!answer) return null;
        parsed.set(unique[i]!, JSON.parse(answer.body.toString('utf8')) as Presentation);
      }
      return parsed;
    },
    presenters: (slug) => kept('presenters', slug, async (edition) => answerOf(presentersJson(await listPresenters(db, edition)))),
    faq: (slug) => kept('faq', slug, async (edition) => answerOf(faqJson(await listFaq(db, edition)))),
    staff: (slug) => kept('staff', slug, async (edition) => answerOf(staffJson(await listStaff(db, edition)))),
    accessories: (slug) => kept('accessories', slug, async (edition) => answerOf(accessoriesJson(await listActiveAccessories(db, edition)))),
    festival: (slug) => kept('festival', slug, async (edition) => answerOf(festivalJson(await getFestival(db, edition)))),
    byUrl: async (url) => {
      const [path = '', query = ''] = url.split('?');
      const id = /^\/api\/presentations\/(\d{1,10})\/?$/.exec(path)?.[1];
      if (id) return Number(id) > 0 && Number(id) <= INT4_MAX ? answers.presentation(Number(id)) : null;
      const slug = new URLSearchParams(query).get('edition') ?? undefined;
      if (slug !== undefined && !editionSlugSchema.safeParse(slug).success) return null;
      const named: Record<string, (edition?: string) => Promise<Answer | null>> = {
        '/api/presentations/all/': answers.presentations,
        '/api/presenter/': answers.presenters,
        '/api/faq/': answers.faq,
        '/api/staff/': answers.staff,
        '/api/accessory/': answers.accessories,
        '/api/festival/': answers.festival,
      };
      const answer = named[path.endsWith('/') ? path : `${path}/`];
      return answer ? answer(slug) : null;
    },
    stop: async () => {
      await listening?.stop();
    },
  };
  return answers;
}
