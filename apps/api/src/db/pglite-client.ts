import type { PGlite } from '@electric-sql/pglite';

/**
 * The types drizzle reads as text from PGlite (drizzle-orm/pglite/session.js gives these parsers with
 * every query): timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp,
 * timestamptz, interval and date (PostgreSQL's type ids), which drizzle's own columns map. The ids,
 * not PGlite's `types`, so that a server process never loads PGlite.
 */
const READ_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type QueryOptions = { parsers?: unknown } & Record<string, unknown>;
type Queries = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown> };

/** `options` without `parsers`: the client's own parsers, which already hold drizzle's. */
function withoutParsers(options: QueryOptions | undefined) {
  if (!options?.parsers) return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}

/** `target` (the client, or a transaction of it) with `query` running without the query's own parsers. */
function queriesWithoutParsers<T extends Queries>(target: T): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => target.query(text, params, withoutParsers(options));
  return new Proxy(target, {
    get(on, key) {
      if (key === 'query') return query;
      if (key === 'transaction') {
        const transaction = (on as unknown as PGlite).transaction.bind(on);
        return <R>(callback: (tx: Queries) => Promise<R>) => transaction((tx) => callback(queriesWithoutParsers(tx as unknown as Queries)));
      }
      const value = Reflect.get(on, key, on) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(on) : value;
    },
  });
}

/**
 * The PGlite client as drizzle is given it. PGlite merges a query's own parsers into the client's by
 * copying all of them ({...client, ...query}: a few hundred type ids, array types included), on every
 * query: with drizzle's parsers on every query, that copy was 16% of a login's CPU on the main thread
 * (a profile, docs/performance.md). Here drizzle's parsers are set on the client once and dropped from
 * each query, in and out of transactions: the same parsing, without the copy. Only drizzle queries
 * this client, so no one else sees timestamps as text.
 */
export function clientForDrizzle(client: PGlite): PGlite {
  const keepText = (value: string) => value;
  for (const id of READ_AS_TEXT) client.parsers[id] = keepText;
  return queriesWithoutParsers(client as unknown as Queries) as unknown as PGlite;
}
