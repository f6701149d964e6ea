import { useEffect, useMemo, useRef, useState } from 'react';
import type { Delivery } from '../../api/types';
import { useControllableState } from '../../shared/useControllableState';
import { useLatestCallback } from '../../shared/useLatestCallback';
import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import type { DetailsMove, DetailsTurn, TurnUnderWay } from './detailsNavigation';

// The moves' rules come with `detail`: a grid without details never fetches them.
const moveRules = onDemandModule(() => import('./detailsNavigation'));
const noop = () => undefined;

/**
 * Which delivery's details are open, held by the grid or by the host (to keep it in a link).
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState<string | null>(null);
 * useDeliveriesGrid({ baseUrl: '/gateway', detail: { open, onOpenChange: setOpen } });
 * ```
 */
export interface DeliveriesDetailState {
  /**
   * Controlled: the open row's key (`grid.rowKeys`: its id, unless the page repeats it), `null`
   * for none.
   */
  open?: string | null;
  /** Uncontrolled: the row open at first, by its key (from a link, say). */
  defaultOpen?: string | null;
  onOpenChange?: (id: string | null) => void;
}

/**
 * The details of one delivery: which is open, and the moves a person makes (the default panel's
 * J/K and arrows, a card's swipe, a host's own buttons all call these).
 *
 * @example
 * ```tsx
 * const { details } = grid;
 * details?.delivery && <MyCard delivery={details.delivery} onNext={details.actions.next} />;
 * ```
 */
export interface DeliveriesGridDetails {
  /** The open delivery's id, or `null`. */
  openId: string | null;
  /** The open delivery if it is on the page shown; a link may name one that is not. */
  delivery: Delivery | undefined;
  /** The open delivery's position on the page, or −1. */
  index: number;
  /** A page turn is under way: J and K pressed now are taken once it is in. */
  turning: boolean;
  /**
   * Why the last `open` was refused (an id that is not text), while the details are still the
   * ones it was refused on, or why the host's `detail.open` (or `defaultOpen`) opens nothing;
   * else `null`. `DeliveriesTable` shows it as the notice `detailsRefused`.
   */
  problem: string | null;
  actions: {
    /** Opens a row by its key; one that is not text is refused, the details as they were. */
    open: (id: string) => void;
    close: () => void;
    /** The next delivery, turning the page after the last row. */
    next: () => void;
    /** The previous delivery, turning the page before the first row. */
    previous: () => void;
  };
}

/** The details in the model: open state (controlled or not) and moves across pages. */
export function useGridDetails({
  options,
  rows,
  keys: ids,
  pageNumber,
  listKey,
  settled,
  canNextPage,
  canPreviousPage,
  turnPage,
  pageAsksRef,
}: {
  options: DeliveriesDetailState | undefined;
  rows: readonly Delivery[];
  /** Each row's key, in page order: of two rows with one code, the one opened is known. */
  keys: readonly string[];
  pageNumber: number;
  /** The query apart from its page (search, filters, sort, size): a turn belongs to one. */
  listKey: string;
  settled: boolean;
  canNextPage: boolean;
  canPreviousPage: boolean;
  /**
   * Goes to a page by number, not through the pager's gate of the rows shown: K from a short last
   * page has no next page by them, and the way back needs one. The moves check the ends.
   */
  turnPage: (pageNumber: number) => void;
  /** Pages asked for so far, by anyone: a turn is over once another came after its own. */
  pageAsksRef: { readonly current: number };
}): DeliveriesGridDetails | null {
  const [held, setOpenId] = useControllableState<string | null>({
    prop: options?.open,
    // Wrapped: a host's function is held (and refused below), never called as an initializer.
    defaultProp: () => options?.defaultOpen ?? null,
    onChange: options?.onOpenChange,
  });
  // A host's `open` or `defaultOpen` that is not a key (a row's place, an object) opens nothing
  // and is named, as `actions.open` refuses one.
  const openId = typeof held === 'string' ? held : null;
  const notKey = held !== null && openId === null;
  // The turn is read at once by the next key, before React renders again. Its `ask` is its own
  // page ask (a host holding the state may refuse it; a later ask by the pager is not it).
  const turnRef = useRef<TurnUnderWay | null>(null);
  const rules = useOnDemandModule(moveRules, options !== undefined);
  const [turning, setTurning] = useState(false);
  const page = { ids, rows, canNextPage, canPreviousPage };
  // What a turn under way sees now, the details open on `open`.
  const turnNow = useLatestCallback((open: string | null) => ({
    page,
    pageNumber,
    listKey,
    settled,
    ask: pageAsksRef.current,
    open,
  }));

  // Opening (or closing, `id: null`) ends a turn under way, as does nowhere to go (`stay`: no
  // rows at all, or another list).
  const follow = useLatestCallback(
    (move: DetailsMove | { kind: 'queue'; turn: DetailsTurn } | { kind: 'open'; id: null }) => {
      if (move.kind === 'queue') {
        turnRef.current = { ...turnRef.current!, ...move.turn };
      } else if (move.kind === 'turn') {
        const to = pageNumber + (move.page === 'next' ? 1 : -1);
        turnPage(to);
        // Meanwhile the details show the edge row the turn leaves from (a turn on from a page
        // passed through, or steps past the end): a delivery on the page shown.
        const opened = move.turn.from ?? openId;
        turnRef.current = {
          ...move.turn,
          pageNumber: to,
          listKey,
          ask: pageAsksRef.current,
          opened,
        };
        if (opened !== openId) setOpenId(opened);
        setTurning(true);
      } else {
        // Another delivery opened while a turn's page is on its way: back to the page it is on.
        const turn = turnRef.current;
        const back =
          move.kind === 'stay'
            ? move.back
            : turn && rules?.backFromTurn(turn, turnNow(move.id), move.id);
        if (back) turnPage(pageNumber + (back === 'next' ? 1 : -1));
        turnRef.current = null;
        setTurning(false);
        if (move.kind === 'open') setOpenId(move.id);
      }
    },
  );
  // Where the open delivery was last seen on this page of this list: a refresh that takes it
  // away leaves J and K their place.
  const index = openId === null ? -1 : ids.indexOf(openId);
  const seen = useRef<[string | null, number, string]>([null, -1, '']);
  const place = `${pageNumber} ${listKey}`;
  useEffect(() => {
    if (index >= 0) seen.current = [openId, index, place];
  });
  // `false` before the rules came: the caller has them fetched and steps then.
  const step = useLatestCallback((by: 1 | -1) => {
    const moves = moveRules.current();
    if (!moves) return false;
    const turn = turnRef.current;
    // A turn to a page other than the one now asked for (a person paged meanwhile) is over: the
    // step starts afresh, and its move replaces the turn.
    follow(
      moves.stepDetails(
        page,
        openId,
        turn?.pageNumber !== pageNumber && settled ? null : turn,
        by,
        seen.current[0] === openId && seen.current[2] === place ? seen.current[1] : undefined,
      ),
    );
    return true;
  });

  // The page a turn waited for is in: open its first (or last) row, then the queued steps.
  useEffect(() => {
    const turn = turnRef.current;
    const move = turn && rules?.followTurn(turn, turnNow(openId));
    if (move) follow(move);
    // Each value a turn reads, so it is followed after any render that changes one.
  }, [
    turnNow,
    rules,
    openId,
    settled,
    pageNumber,
    listKey,
    ids,
    rows,
    canNextPage,
    canPreviousPage,
    follow,
    pageAsksRef,
  ]);

  // An `open` refused, and the open id it was refused on: said till the details change, then over.
  const [refused, setRefused] = useState<{ on: string | null; value: unknown }>();
  if (refused && refused.on !== openId) setRefused(undefined);
  const actions = useMemo(() => {
    // A key before the rules came (a busy network) is taken once they are here.
    const stepWhenReady = (by: 1 | -1) => {
      if (!step(by)) void moveRules.load().then(() => step(by), noop);
    };
    return {
      open: (id: string) => {
        // Not a key (a host's number): refused as the selection refuses a value.
        if (typeof id !== 'string') {
          return setOpenId((on) => {
            setRefused({ on, value: id });
            return on;
          });
        }
        follow({ kind: 'open', id });
      },
      close: () => follow({ kind: 'open', id: null }),
      next: () => stepWhenReady(1),
      previous: () => stepWhenReady(-1),
    };
  }, [setOpenId, step, follow]);
  if (options === undefined) return null;
  // Its words come with the moves, which come with `detail`.
  const problem = !rules
    ? null
    : notKey
      ? rules.openRefused(held)
      : refused?.on === openId
        ? rules.openRefused(refused.value)
        : null;
  return { openId, delivery: rows[index], index, turning, problem, actions };
}
