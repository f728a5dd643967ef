/**
 * A small seeded pseudo-random generator (mulberry32) for the model-based tests: the same seed
 * gives the same sequence of choices on every machine, so a failing run can be replayed.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [lo, hi], both included. */
  between(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A random subset (each element kept with probability p), in the original order. */
  some<T>(items: readonly T[], p?: number): T[];
  /** One of the keys, with probability proportional to its weight (weights <= 0 are never chosen). */
  weighted<K extends string>(weights: Record<K, number>): K;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    seed,
    next,
    int,
    between: (lo, hi) => lo + int(hi - lo + 1),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    some: (items, p = 0.5) => items.filter(() => next() < p),
    weighted: (weights) => {
      const entries = Object.entries(weights) as [string, number][];
      const total = entries.reduce((s, [, w]) => s + Math.max(0, w), 0);
      if (total <= 0) throw new Error('no positive weight');
      let r = next() * total;
      for (const [key, w] of entries) {
        if (w <= 0) continue;
        r -= w;
        if (r < 0) return key as never;
      }
      return entries.filter(([, w]) => w > 0).at(-1)![0] as never;
    },
  };
}
