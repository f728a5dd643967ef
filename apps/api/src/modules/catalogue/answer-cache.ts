import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { CHANNELS, type StopListening } from '../../db/listen';
import { ifNoneMatchHits, setRevalidationHeaders, strongEtag } from './etag';

/** The NOTIFY channel of migration 0003: any change to what catalogue answers are made of. */
export const CATALOGUE_CHANNEL = CHANNELS.catalogue;

/** An answer ready to send as it is: its bytes, their ETag, and until when it stays true. */
export interface Answer {
  body: Buffer;
  etag: string;
  /** performance.now() time from which the answer may be wrong even though nothing was written. */
  validUntil: number;
}

export const answerOf = (json: string, validUntil = Infinity): Answer => {
  const body = Buffer.from(json);
  return { body, etag: strongEtag(body), validUntil };
};

/** Builds an answer from the database; null means "no such thing" (never kept). */
export type BuildAnswer = () => Promise<Answer | null>;

/**
 * Anonymous catalogue answers, kept until something changes. Correctness rests on three rules:
 * - every change is heard (a NOTIFY from any process, or this process's own write) and drops every
 *   answer at once, including answers being built, which then serve only the requests that were
 *   already waiting for them;
 * - an answer counting held seats lapses when the earliest running hold expires (validUntil),
 *   although nothing is written then;
 * - while the LISTEN connection is not in force, nothing is kept or shared: each request builds its own.
 * A burst of requests for an answer that is missing shares one build.
 */
export class AnswerCache {
  readonly #answers = new Map<string, Answer>();
  readonly #building = new Map<string, Promise<Answer | null>>();
  #listening = false;

  /** Something changed, or may have: forget everything. */
  invalidate(): void {
    this.#answers.clear();
    this.#building.clear();
  }

  /** Whether answers are kept now (the LISTEN connection is in force): otherwise each get builds. */
  get keeping(): boolean {
    return this.#listening;
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate();
  }

  /** The answer for `key`: kept, being built, or built now by `build` (null: nothing to answer). */
  async get<A extends Answer | null>(key: string, build: () => Promise<A>): Promise<A> {
    if (!this.#listening) return build();
    const arrived = performance.now();
    // Only answers (never null) are kept, and a key always has the same builder, so `A` holds.
    const kept = this.#answers.get(key) as A | undefined;
    if (kept) {
      if (arrived < kept.validUntil) return kept;
      this.#answers.delete(key);
    }
    const answer = (await (this.#building.get(key) ?? this.#build(key, build))) as A;
    // A build that was already running when this request arrived may have read a hold that had
    // expired by then; such a request builds its own answer.
    if (answer && arrived >= answer.validUntil) return build();
    return answer;
  }

  /** Starts the shared build of `key`; it keeps its answer only if nothing was invalidated meanwhile. */
  #build(key: string, build: BuildAnswer): Promise<Answer | null> {
    const building = this.#building;
    const finish = (answer: Answer | null) => {
      if (building.get(key) !== promise) return; // invalidated meanwhile: may be stale
      building.delete(key);
      if (answer && performance.now() < answer.validUntil) this.#answers.set(key, answer);
    };
    const promise: Promise<Answer | null> = build().then(
      (answer) => {
        finish(answer);
        return answer;
      },
      (err: unknown) => {
        finish(null);
        throw err;
      },
    );
    building.set(key, promise);
    return promise;
  }

  /** Sends an answer with its revalidation headers, or 304 when the client holds it already. */
  static send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
    setRevalidationHeaders(reply, answer.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    // A Buffer with its content type goes out as it is: no response-schema serialisation again.
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }
}

/**
 * An AnswerCache kept true by LISTENing on the catalogue channel; stop() when the app closes.
 * Resolves once the first LISTEN attempt is over (the cache stays off until one succeeds).
 */
export async function listeningAnswerCache(
  listen: Database['listen'],
  log: FastifyBaseLogger,
): Promise<{ cache: AnswerCache; stop: StopListening }> {
  const cache = new AnswerCache();
  const stop = await listen(CATALOGUE_CHANNEL, {
    onNotify: () => cache.invalidate(),
    onListening: (listening) => cache.setListening(listening),
    onError: (err) => log.warn({ err }, 'catalogue answer cache: LISTEN connection lost; answers are built afresh until it is back'),
  });
  return { cache, stop };
}
