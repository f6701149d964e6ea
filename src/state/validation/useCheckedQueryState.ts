import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changeLine, type ChangeLine } from '../../shared/changeLine';
import { useEqualValue } from '../../shared/useEqualValue';
import type { DeliveriesFilterState, DeliveriesQueryState } from '../queryState';
import { summarizeProblemCodes } from '../urlState/linkProblems';
import type { DeliveriesStateProblem, DeliveriesViewProblem } from '../problems/problem';
import {
  checkQueryStateWith,
  holdsFilters,
  resolveLimitsSafely,
  type FiltersCheck,
  type HeldQueryStateCheck,
} from './checkQueryStateWith';
import { limitsKey } from './limitsKey';
import { isListSafely } from './readPart';
import { shown } from './shown';
import type { QueryStateLimits } from './queryStateLimits';

type Update = DeliveriesQueryState | ((current: DeliveriesQueryState) => DeliveriesQueryState);
const noop = () => {};

// A checked state, with filters still waiting for their check carried over as given.
const heldAsGiven = ({ state, held }: HeldQueryStateCheck): DeliveriesQueryState =>
  held === undefined ? state : { ...state, filters: held as DeliveriesFilterState };

// A change's shape is checked as it is set (a page that is no page number never reaches the
// host); the grid's vocabulary (sort keys, page sizes, search length, filters) when rendered,
// against the options then in force: a host may add a column and sort by it in one handler.
const anyVocabulary: QueryStateLimits = {
  maxPageSize: Infinity,
  maxSearchLength: Infinity,
  sortKeys: Object.assign([], { includes: () => true }),
};

/** What the grid works from: the checked state, and what was left out of it and why. */
export interface CheckedQueryState {
  /** Only what the server accepts within the limits. */
  state: DeliveriesQueryState;
  /** Changes the state starting from the checked one, so what was left out stays out. */
  setState: (update: Update) => void;
  /** What the host's `state` or `initialState` held that was left out; `null` when nothing. */
  hostProblem: DeliveriesStateProblem[] | null;
  /** What the last `enterState` left out, while the state is still the one it set. */
  entered: { source: string; problem: DeliveriesViewProblem[] } | null;
  /** The state holds filters whose check is not there yet: `state.filters` is empty till then. */
  holdsUncheckedFilters: boolean;
  /** The limits in force, the same object while they are equal: pass them to saved views. */
  limits: QueryStateLimits;
  /**
   * Changes around one that waits (`enterState` waits in it for a view's filters): those asked
   * after it in the same task are made on it; a whole state or another view replaces it.
   */
  line: ChangeLine;
  /** Checks a state from elsewhere (a saved view), sets it and keeps its problems for a while. */
  enterState: (
    next: unknown,
    source: string,
    earlierProblems?: readonly DeliveriesViewProblem[],
  ) => void;
}

/**
 * Puts `checkQueryState` between the grid and the state it is given (the `state` or
 * `initialState` prop) or that it takes in (a saved view): the grid reads only the checked
 * state, and each change starts from it; a change of the wrong shape is cut before the host
 * hears it (what the options allow is checked as the grid renders, against those then in force).
 * The check of filters comes on demand (`filters`): till it is there the filters are held as
 * given, never dropped, and a view that holds filters is entered once it has come.
 *
 * @example
 * ```ts
 * const { state, setState, hostProblem } = useCheckedQueryState(rawState, setRawState, limits, {
 *   check: code?.checkFilters,
 *   load: () => filtersCode.load().then((code) => code.checkFilters),
 * });
 * ```
 */
export function useCheckedQueryState(
  raw: DeliveriesQueryState,
  setRaw: (update: Update) => void,
  hostLimits: QueryStateLimits,
  filters: { check: FiltersCheck | undefined; load: () => Promise<FiltersCheck> },
): CheckedQueryState {
  const { check } = filters;
  // Compared by value: a host may pass fresh but equal option arrays every render.
  const limitsValue = limitsKey(hostLimits);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const limits = useMemo(() => hostLimits, [limitsValue]);
  const checked = useMemo(() => checkQueryStateWith(raw, limits, check), [raw, limits, check]);
  // The check this render made, reused by an update that starts from the same state.
  const lastCheck = useRef({ raw, limits, check, checked });
  useEffect(() => {
    lastCheck.current = { raw, limits, check, checked };
  }, [raw, limits, check, checked]);
  // What `setState` refused or left out of a value (one that is not a state, or parts of the
  // wrong shape): said while the state is the one it set, as the host's own problems are.
  const [refused, setRefused] = useState<{ problems: DeliveriesStateProblem[]; text: string }>();
  // A view that waits for its check: what the same task asks after it is made on it, a search
  // from a later event now and again on it; a reset or another view replaces it.
  const [line] = useState(changeLine);
  // A grid that is gone changes nothing: a view that waits never lands, and its host hears none.
  useEffect(() => () => line.now(noop, true), [line]);
  const change = useCallback(
    (update: Update) =>
      setRaw((current) => {
        const accept = (next: unknown) => {
          const shaped =
            next !== null &&
            typeof next === 'object' &&
            !isListSafely(next) &&
            checkQueryStateWith(next, anyVocabulary);
          const kept = !shaped
            ? current
            : shaped.problems[0]
              ? heldAsGiven(shaped)
              : (next as DeliveriesQueryState);
          // A change taken ends what an earlier one refused: it is not said again later.
          setRefused(
            kept === next
              ? undefined
              : {
                  problems: shaped
                    ? shaped.problems.map((problem) =>
                        // The range in force, not the shape check's open one.
                        problem.code === 'pageSizeOutOfRange'
                          ? {
                              ...problem,
                              params: {
                                ...problem.params,
                                max: resolveLimitsSafely(limits).maxPageSize,
                              },
                            }
                          : problem,
                      )
                    : [{ code: 'settingsNotSettings', params: { value: shown(next) } }],
                  text: JSON.stringify(checkQueryStateWith(kept, limits, check).state),
                },
          );
          return kept;
        };
        // A whole new state needs no base.
        if (typeof update !== 'function') return accept(update);
        const last = lastCheck.current;
        const known =
          last.raw === current && last.limits === limits && last.check === check
            ? last.checked
            : checkQueryStateWith(current, limits, check);
        const base = known.problems.length === 0 ? current : heldAsGiven(known);
        const next = update(base);
        // No change keeps the host's own object, so it hears nothing.
        return next === base ? current : accept(next);
      }),
    [setRaw, limits, check],
  );
  // A whole state replaces a view that waits; a change in the same task is made on it.
  const setState = useCallback(
    (update: Update) => line.now(() => change(update), typeof update !== 'function'),
    [line, change],
  );
  const [entered, setEntered] = useState<{
    source: string;
    problem: DeliveriesViewProblem[];
    text: string;
  }>();
  const enterChecked = useCallback(
    (
      next: unknown,
      source: string,
      earlierProblems: readonly DeliveriesViewProblem[],
      filtersCheck: FiltersCheck | undefined,
    ) => {
      const result = checkQueryStateWith(next, limits, filtersCheck);
      const problem = summarizeProblemCodes([...earlierProblems, ...result.problems]);
      setEntered(problem ? { source, problem, text: JSON.stringify(result.state) } : undefined);
      // Held as given only when the check could not be fetched: the grid says it failed.
      change(heldAsGiven(result));
    },
    [change, limits],
  );
  const latestEnter = useRef(enterChecked);
  useEffect(() => {
    latestEnter.current = enterChecked;
  }, [enterChecked]);
  const { load } = filters;
  const enterState = useCallback(
    (next: unknown, source: string, earlierProblems: readonly DeliveriesViewProblem[] = []) => {
      if (check || !holdsFilters(next))
        line.now(() => enterChecked(next, source, earlierProblems, check), true);
      // A view's filters are checked as any other: once their check is there.
      else
        line.wait(load(), (loaded) => latestEnter.current(next, source, earlierProblems, loaded));
    },
    [check, load, line, enterChecked],
  );
  // Both sides come out of checkQueryState, whose key order is fixed: equal states, equal text.
  const text = useMemo(() => JSON.stringify(checked.state), [checked.state]);
  // Every check makes a fresh sort and filters: equal ones stay the objects they were, so a
  // page turn does not tell a part reading `grid.filters` that the filters changed.
  const orderBy = useEqualValue(checked.state.orderBy);
  const appliedFilters = useEqualValue(checked.state.filters);
  const state = useMemo(
    () => ({ ...checked.state, orderBy, filters: appliedFilters }),
    [checked.state, orderBy, appliedFilters],
  );
  return {
    state,
    setState,
    limits,
    hostProblem: summarizeProblemCodes(
      refused?.text === text ? [...refused.problems, ...checked.problems] : checked.problems,
    ),
    holdsUncheckedFilters: checked.held !== undefined,
    // Shown until the person changes the state the view set, as a link's problem is.
    entered: entered?.text === text ? { source: entered.source, problem: entered.problem } : null,
    enterState,
    line,
  };
}
