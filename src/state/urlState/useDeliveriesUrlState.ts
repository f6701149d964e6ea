import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { defaultQueryState, type DeliveriesQueryState } from '../queryState';
import type { QueryStateLimits } from '../validation/queryStateLimits';
import { historyEntryFor, type DeliveriesHistoryPolicy } from './historyEntryFor';
import { announceLocationChange, subscribeToLocation } from './locationEvents';
import { limitsKey } from '../validation/limitsKey';
import { linkHoldsDelivery } from './linkFormat';
import { parseDeliveriesState, readDeliveriesState } from './parseDeliveriesState';
import { wordProblem, type DeliveriesProblem } from '../problems/problem';
import { defaultProblemMessages } from './linkProblemMessages';
import { quote } from './linkProblems';
import { readSearchParam, searchParamTwice, writeSearchParam } from './searchParam';
import { serializeDeliveriesState } from './serializeDeliveriesState';

/**
 * Options of `useDeliveriesUrlState`: where the state lives, and the limits a link is read
 * within (`QueryStateLimits`: give the grid's own `sortKeys` and advanced vocabulary when its
 * columns or fields are not the defaults, or a link's sort on them is left out).
 *
 * @example
 * ```ts
 * const options: UseDeliveriesUrlStateOptions = { param: 'd', history: 'push', maxPageSize: 5000 };
 * ```
 */
export interface UseDeliveriesUrlStateOptions extends QueryStateLimits {
  /** The search parameter that holds the state; default `deliveries`. */
  param?: string;
  /**
   * Which changes get their own history entry: `auto` (default) a new page only, `push`
   * every change, `replace` none.
   */
  history?: DeliveriesHistoryPolicy;
  /** The largest page size a link may ask for; default 1000. Give your largest `pageSizeOptions`. */
  maxPageSize?: number;
  /**
   * The page's search string (`?deliveries=…`) while rendering on the server and hydrating,
   * so the server renders the link's state. Give the same on both sides; without it the
   * server renders the defaults and the browser switches to the link's state after hydrating.
   */
  serverSearch?: string;
}

/**
 * The grid's state kept in the page's URL: `state` and `onStateChange` go straight to
 * `DeliveriesTable`.
 *
 * @example
 * ```tsx
 * const { state, onStateChange, problem, text }: DeliveriesUrlState = useDeliveriesUrlState();
 * ```
 */
export interface DeliveriesUrlState {
  /** The state the URL holds (the defaults when it holds none). */
  state: DeliveriesQueryState;
  /** Writes a new state into the URL. Stable while the options are. */
  onStateChange: (state: DeliveriesQueryState) => void;
  /** What could not be read from the URL and was left out, in English; else `null`. */
  problem: string | null;
  /**
   * The same as codes, for words in the page's language: `wordProblems(problems, { ...pack.messages.table.problems, ...pack.linkProblems })`.
   */
  problems: DeliveriesProblem[] | null;
  /** The search parameter as the URL holds it (decoded), `null` when absent. */
  text: string | null;
  /**
   * The delivery whose details are open, kept in the same link: spread into the grid's
   * `detail` (`detail={{ render, ...url.detail }}`), and a shared link opens them.
   */
  detail: { open: string | null; onOpenChange: (id: string | null) => void };
}

const defaultText = serializeDeliveriesState(defaultQueryState);

/**
 * Keeps the grid's query state in one search parameter of the page's URL, with the history
 * API and no router: reads it from `window.location`, writes it with `history.replaceState`
 * (or `pushState` for a new page, see `history`), follows Back and Forward (`popstate`), and
 * leaves the other search parameters and the hash as they were. The defaults remove the
 * parameter. On the server (no `window`) it gives the defaults, or the state of
 * `serverSearch`, and hydration matches. For a router, use its search params with
 * `serializeDeliveriesState` and `parseDeliveriesState` instead.
 *
 * @example
 * ```tsx
 * function DeliveriesPage() {
 *   const { state, onStateChange, problem } = useDeliveriesUrlState();
 *   return (
 *     <>
 *       {problem && <p role="alert">This link's filters could not be read: {problem}</p>}
 *       <DeliveriesTable baseUrl="/gateway" state={state} onStateChange={onStateChange} />
 *     </>
 *   );
 * }
 * ```
 */
export function useDeliveriesUrlState(
  options: UseDeliveriesUrlStateOptions = {},
): DeliveriesUrlState {
  const { param = 'deliveries', history = 'auto', serverSearch, ...limits } = options;
  // Compared by value: a host may pass fresh but equal option arrays every render.
  const limitsValue = limitsKey(limits);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLimits = useMemo(() => limits, [limitsValue]);
  const text = useSyncExternalStore(
    subscribeToLocation,
    () => readSearchParam(window.location.search, param),
    () => (serverSearch === undefined ? null : readSearchParam(serverSearch, param)),
  );
  // The parameter twice: the first is read, and the second named as left out (the next write
  // keeps one).
  const twice = useSyncExternalStore(
    subscribeToLocation,
    () => searchParamTwice(window.location.search, param),
    () => serverSearch !== undefined && searchParamTwice(serverSearch, param),
  );
  const { state, problems, openDelivery } = useMemo(() => {
    const read = readDeliveriesState(text, stableLimits);
    if (!twice) return read;
    const left: DeliveriesProblem = { code: 'linkEntryTwice', params: { key: quote(param) } };
    return { ...read, problems: [left, ...(read.problems ?? [])] };
  }, [text, stableLimits, twice, param]);
  const problem = useMemo(
    () => problems?.map((each) => wordProblem(each, defaultProblemMessages)).join(' ') ?? null,
    [problems],
  );

  const write = useCallback(
    (next: DeliveriesQueryState, open: string | null) => {
      const { location } = window;
      const written = serializeDeliveriesState(next, open);
      const search = writeSearchParam(
        location.search,
        param,
        written === defaultText ? null : written,
      );
      if (search === location.search) return;
      const previous = parseDeliveriesState(
        readSearchParam(location.search, param),
        stableLimits,
      ).state;
      // Opening another delivery's details is no new page: its entry is replaced.
      const url = `${location.pathname}${search}${location.hash}`;
      if (historyEntryFor(previous, next, history) === 'push') {
        window.history.pushState(null, '', url);
      } else {
        // A router's or the host's entry state stays with the entry.
        window.history.replaceState(window.history.state, '', url);
      }
      announceLocationChange();
    },
    [param, history, stableLimits],
  );
  // Each write reads the other half from the URL as it is now, not as this render saw it.
  const current = useCallback(
    () => parseDeliveriesState(readSearchParam(window.location.search, param), stableLimits),
    [param, stableLimits],
  );
  const onStateChange = useCallback(
    (next: DeliveriesQueryState) => write(next, current().openDelivery ?? null),
    [write, current],
  );
  // An id no link can hold (all spaces, or over 100 characters): its details stay open on screen,
  // kept here, and the link holds no open delivery.
  const [unlinked, setUnlinked] = useState<string | null>(null);
  const onOpenChange = useCallback(
    (id: string | null) => {
      const linkable = id === null || linkHoldsDelivery(id);
      setUnlinked(linkable ? null : id);
      write(current().state, linkable ? id : null);
    },
    [write, current],
  );
  const open = openDelivery ?? unlinked;
  const detail = useMemo(() => ({ open, onOpenChange }), [open, onOpenChange]);

  return { state, onStateChange, problem, problems, text, detail };
}
