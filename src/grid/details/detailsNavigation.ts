import type { Delivery } from '../../api/types';
import { sameDelivery } from '../../state/identity/sameDelivery';
import { shown } from '../../state/validation/shown';

/**
 * A page turn the details wait for: which end of the page arriving they open, and the steps
 * pressed since (J +1, K −1), taken from there once it is in.
 */
export interface DetailsTurn {
  edge: 'first' | 'last';
  queued: number;
  /**
   * The key of the delivery at the page's edge the turn left from (its last for the next page,
   * its first for the previous), which the details show meanwhile: the steps count from it if
   * it moved along.
   */
  from?: string;
  /** That delivery: another one under its key (a code the next page repeats) is not it. */
  fromRow?: Delivery | undefined;
}

/** What the details see of the page: its rows in order (their ids) and whether it can turn. */
export interface DetailsPage {
  ids: readonly string[];
  /** The rows, in the order of `ids`. */
  rows: readonly Delivery[];
  canNextPage: boolean;
  canPreviousPage: boolean;
}

/** Where a step leads: another delivery, a page turn to wait for, or nowhere. */
export type DetailsMove =
  | { kind: 'open'; id: string }
  | { kind: 'turn'; page: 'next' | 'previous'; turn: DetailsTurn }
  | { kind: 'stay'; back?: 'next' | 'previous' | undefined };

/**
 * `steps` from the row at `from` (an index into the page): a delivery on this page, else a turn
 * to the next or previous page carrying the steps left past the page's edge row, else the
 * nearest end that exists.
 */
function walk(page: DetailsPage, from: number, steps: number): DetailsMove {
  const target = from + steps;
  const { ids, rows } = page;
  const last = ids.length - 1;
  if (target >= 0 && target <= last) return { kind: 'open', id: ids[target]! };
  if (target > last && page.canNextPage)
    return {
      kind: 'turn',
      page: 'next',
      turn: { edge: 'first', queued: target - ids.length, from: ids[last]!, fromRow: rows[last] },
    };
  if (target < 0 && page.canPreviousPage)
    return {
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: target + 1, from: ids[0]!, fromRow: rows[0] },
    };
  // The end of the results: as far as it goes.
  const end = Math.min(Math.max(target, 0), ids.length - 1);
  return end === from || ids.length === 0 ? { kind: 'stay' } : { kind: 'open', id: ids[end]! };
}

/**
 * Steps queued during a turn that lead back onto the page it left, still shown while the new
 * one loads (J J K K from the last row): the turn goes back to that page, kept in the cache,
 * and lands there on the delivery the steps lead to, so the page it waited for never flashes.
 */
function turnBack(page: DetailsPage, turn: DetailsTurn, queued: number): DetailsMove | null {
  const at = turn.from === undefined ? -1 : page.ids.indexOf(turn.from);
  if (at < 0 || !sameDelivery(page.rows[at], turn.fromRow)) return null;
  // From the delivery the turn left: one past it (the new page's edge), then the steps.
  const edgeStep = turn.edge === 'first' ? 1 : -1;
  const target = at + edgeStep + queued;
  if (target < 0 || target >= page.ids.length) return null;
  // `landTurn` counts a found delivery's steps from one past it, towards the page turned to.
  const backEdge = turn.edge === 'first' ? 'last' : 'first';
  return {
    kind: 'turn',
    page: turn.edge === 'first' ? 'previous' : 'next',
    turn: {
      edge: backEdge,
      queued: target - at + edgeStep,
      from: turn.from,
      fromRow: turn.fromRow,
    },
  };
}

/**
 * J or K (`step`) on the open delivery. While a turn is under way the step joins it, so two
 * presses during a slow page move two deliveries, never two pages.
 *
 * @example
 * ```ts
 * stepDetails({ ids: ['A', 'B'], rows, canNextPage: true, canPreviousPage: false }, 'B', null, 1);
 * // → { kind: 'turn', page: 'next', turn: { edge: 'first', queued: 0 } }
 * ```
 */
export function stepDetails(
  page: DetailsPage,
  open: string | null,
  turn: DetailsTurn | null,
  step: 1 | -1,
  gone?: number,
): DetailsMove | { kind: 'queue'; turn: DetailsTurn } {
  if (turn)
    return (
      turnBack(page, turn, turn.queued + step) ?? {
        kind: 'queue',
        turn: { ...turn, queued: turn.queued + step },
      }
    );
  const from = open === null ? -1 : page.ids.indexOf(open);
  if (from >= 0) return walk(page, from, step);
  // Gone from the page where it was (`gone`, its place: a refresh took it): between the rows
  // around that place, J opens the one that moved up into it and K the one before.
  if (gone !== undefined) return walk(page, step > 0 ? gone - 1 : gone, step);
  // The open delivery is not on this page (a link named it): start from the page's first.
  return page.ids.length > 0 ? { kind: 'open', id: page.ids[0]! } : { kind: 'stay' };
}

/**
 * The page a turn waited for is in: its first (or last) delivery, then the queued steps. An
 * empty page (a full last page let J turn past the end) sends the turn back, the steps taken
 * from the previous page's last delivery and going no further than it.
 */
export function landTurn(page: DetailsPage, turn: DetailsTurn): DetailsMove {
  if (page.ids.length === 0) {
    if (!page.canPreviousPage) return { kind: 'stay' };
    const queued = turn.edge === 'first' ? Math.min(turn.queued + 1, 0) : turn.queued;
    return { kind: 'turn', page: 'previous', turn: { edge: 'last', queued } };
  }
  // Rows moved meanwhile (a delivery came in on top): the delivery the turn left is on this
  // page, and the steps count from it, not from the page's edge.
  const at = turn.from === undefined ? -1 : page.ids.indexOf(turn.from);
  const moved = at >= 0 && sameDelivery(page.rows[at], turn.fromRow) ? at : -1;
  const edge = turn.edge === 'first' ? 0 : page.ids.length - 1;
  const from = moved < 0 ? edge : moved;
  const steps = moved < 0 ? turn.queued : turn.queued + (turn.edge === 'first' ? 1 : -1);
  const move = walk(page, from, steps);
  return move.kind === 'stay' ? { kind: 'open', id: page.ids[from]! } : move;
}

/** A turn under way, as the grid holds it: the page it asked for, its list and its ask. */
export interface TurnUnderWay extends DetailsTurn {
  pageNumber: number;
  listKey: string;
  /** The page ask that was its own (a later ask by the pager is not). */
  ask: number;
  /** The page asked for became the page: leaving it after is paging away. */
  reached?: boolean;
  /** The open delivery's key when it turned: another opened meanwhile ends the turn. */
  opened: string | null;
}

/** The grid as a turn under way sees it after a render. */
export interface TurnNow {
  page: DetailsPage;
  pageNumber: number;
  listKey: string;
  ask: number;
  settled: boolean;
}

/**
 * Another delivery opened while the page a turn asked for is on its way (a row clicked, the
 * host's own `open`): the way back to the page still shown if that delivery is on it, so its
 * details show where it is and the page asked for never does; else `undefined`.
 *
 * @example
 * ```ts
 * backFromTurn(turn, now, 'DLV-3'); // 'previous' (J turned to the next page)
 * ```
 */
export function backFromTurn(
  turn: TurnUnderWay,
  now: TurnNow,
  id: string | null,
): 'next' | 'previous' | undefined {
  const underWay =
    !now.settled &&
    turn.pageNumber === now.pageNumber &&
    turn.listKey === now.listKey &&
    turn.ask === now.ask;
  if (underWay && id !== null && now.page.ids.includes(id))
    return turn.edge === 'first' ? 'previous' : 'next';
  return undefined;
}

/**
 * What a turn under way does after a render of the grid: `null` while its page is not in yet,
 * else its move. Sorted, searched or filtered meanwhile (another list), another page asked for
 * since its own, paged away once it came, or another delivery opened (`open`): the details stay.
 *
 * @example
 * ```ts
 * followTurn(turn, { page, pageNumber: 2, listKey, ask: 3, settled: true, open: 'DLV-…' });
 * // → { kind: 'open', id: 'DLV-…' }
 * ```
 */
export function followTurn(
  turn: TurnUnderWay,
  now: TurnNow & { open: string | null },
): DetailsMove | null {
  if (turn.opened !== now.open) return { kind: 'stay', back: backFromTurn(turn, now, now.open) };
  if (turn.listKey !== now.listKey || turn.ask !== now.ask) return { kind: 'stay' };
  if (turn.pageNumber === now.pageNumber) turn.reached = true;
  else if (turn.reached) return { kind: 'stay' };
  return now.settled && turn.pageNumber === now.pageNumber ? landTurn(now.page, turn) : null;
}

/**
 * Why `details.actions.open` refused a value that is not a row's key (a host's number): with the
 * moves, so the first load carries no sentence.
 *
 * @example
 * ```ts
 * openRefused(5); // 'The details could not be opened: “5” is not a row’s key.'
 * ```
 */
export function openRefused(value: unknown): string {
  return `The details could not be opened: ${shown(value)} is not a row’s key.`;
}
