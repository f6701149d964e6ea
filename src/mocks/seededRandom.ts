/** A source of numbers in [0, 1), repeatable from its seed. */
export interface SeededRandom {
  /** The next number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item of a weighted table, each chosen in proportion to its weight. */
  weighted<T>(table: WeightedTable<T>): T;
}

/** Items with running totals of their weights, built once and drawn from many times. */
export interface WeightedTable<T> {
  readonly items: readonly T[];
  readonly cumulative: readonly number[];
}

/**
 * Builds a table for `SeededRandom.weighted` from `[item, weight]` pairs.
 *
 * @example
 * ```ts
 * const coin = weightedTable([['heads', 1], ['tails', 1]]);
 * createSeededRandom(7).weighted(coin); // 'heads' or 'tails'
 * ```
 */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  if (entries.length === 0) throw new RangeError('A weighted table needs at least one item.');
  let total = 0;
  return {
    items: entries.map(([item]) => item),
    cumulative: entries.map(([, weight]) => (total += weight)),
  };
}

/**
 * A mulberry32 generator: tiny, fast, and the same sequence on every engine for a given seed.
 *
 * @example
 * ```ts
 * const random = createSeededRandom(42);
 * const dieRoll = random.int(1, 6);
 * ```
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick() needs a non-empty list.');
    return item;
  };
  const weighted = <T>({ items, cumulative }: WeightedTable<T>): T => {
    const roll = next() * (cumulative[cumulative.length - 1] ?? 0);
    let index = 0;
    while (index < cumulative.length - 1 && (cumulative[index] ?? 0) <= roll) index += 1;
    return items[index] as T;
  };
  return { next, int, pick, weighted };
}
