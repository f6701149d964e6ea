/** What one probe of "Which filter hides them?" heard: rows, none, or no answer. */
export type ProbeResult = 'found' | 'none' | 'failed';

/**
 * What "Which filter hides them?" asked and heard for one query: the presses and the answers
 * of the last. Its part mounts again when the empty result moves between the table and the
 * cards (a narrowed window, the cards' code arriving after the answer), and would else forget
 * a press and send its probes again.
 */
export interface FinderMemory {
  asked: number;
  /** The last press's answers, by the request's JSON: a probe heard is not sent again. */
  heard: Map<string, ProbeResult>;
}

// Keyed by the grid's query state, which a new query replaces: a new query starts afresh.
const memories = new WeakMap<object, FinderMemory>();

/**
 * The memory of the query `state`, made on first use.
 *
 * @example
 * ```ts
 * finderMemory(state).asked += 1; // a press, kept should the part mount again
 * ```
 */
export function finderMemory(state: object): FinderMemory {
  let memory = memories.get(state);
  if (!memory) memories.set(state, (memory = { asked: 0, heard: new Map() }));
  return memory;
}
