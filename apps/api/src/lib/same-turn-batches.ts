/**
 * Asks made in the same turn of the event loop, answered by one statement per batch. In a registration
 * rush hundreds of buyers' requests arrive together; one statement each was most of what a rush cost
 * the API processes and PostgreSQL (the rush: docs/performance.md). The requests that arrive together are parsed in the same
 * poll phase and reach their ask before any of them waits on anything else, so the batch is sent from
 * setImmediate, right after that phase: an ask alone waits for nothing but that.
 *
 * `run` answers a batch, one answer per ask in its order. A batch that fails is asked again ask by ask,
 * so that only the ask that failed it fails. `apart`: asks with the same key never share a batch (a
 * batch that locks per user must not hold one user twice).
 */
export class SameTurnBatches<A, R> {
  #asked: Asked<A, R>[] = [];
  /** Statements sent so far (the tests see from it that a burst of asks went as one). */
  statements = 0;

  constructor(
    private readonly run: (asks: A[]) => Promise<R[]>,
    private readonly options: { max: number; apart?: (ask: A) => unknown },
  ) {}

  ask(ask: A): Promise<R> {
    return new Promise((resolve, reject) => {
      if (this.#asked.push({ ask, resolve, reject }) === 1) setImmediate(() => this.#send());
    });
  }

  #send(): void {
    const asked = this.#asked;
    this.#asked = [];
    for (const batch of this.#batchesOf(asked)) void this.#sendBatch(batch, true);
  }

  /** `asked` in batches of at most `max`, none holding two asks with the same `apart` key, in the order asked. */
  #batchesOf(asked: Asked<A, R>[]): Asked<A, R>[][] {
    const { max, apart } = this.options;
    if (!apart) return Array.from({ length: Math.ceil(asked.length / max) }, (_, i) => asked.slice(i * max, (i + 1) * max));
    const batches: { asks: Asked<A, R>[]; keys: Set<unknown> }[] = [];
    for (const a of asked) {
      const key = apart(a.ask);
      let batch = batches.find((b) => b.asks.length < max && !b.keys.has(key));
      if (!batch) batches.push((batch = { asks: [], keys: new Set() }));
      batch.asks.push(a);
      batch.keys.add(key);
    }
    return batches.map((b) => b.asks);
  }

  async #sendBatch(batch: Asked<A, R>[], again: boolean): Promise<void> {
    this.statements += 1;
    try {
      const answers = await this.run(batch.map((a) => a.ask));
      batch.forEach((a, i) => a.resolve(answers[i]!));
    } catch (err) {
      if (again && batch.length > 1) for (const a of batch) void this.#sendBatch([a], false);
      else for (const a of batch) a.reject(err);
    }
  }
}

interface Asked<A, R> {
  ask: A;
  resolve: (answer: R) => void;
  reject: (err: unknown) => void;
}

/**
 * The asks of a batch as the JSON text its statement reads with `json_to_recordset`, each tagged with
 * its place in the batch (`ord`): the statement's shape does not depend on how many there are, so a
 * server plans it once per connection.
 */
export const askedJson = (asks: Record<string, unknown>[]): string => JSON.stringify(asks.map((ask, ord) => ({ ord, ...ask })));

/** A batch statement's rows in the places of the asks they answer (their `ord`); undefined where none came. */
export function byOrd<R extends { ord: unknown }>(rows: R[], count: number): (R | undefined)[] {
  const placed: (R | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const row of rows) placed[Number(row.ord)] = row;
  return placed;
}
