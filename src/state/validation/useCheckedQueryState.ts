import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveriesQueryState } from '../queryState';
import { summarizeProblemCodes } from '../urlState/linkProblems';
import type { DeliveriesStateProblem, DeliveriesViewProblem } from '../problems/problem';
import { checkQueryStateCodes } from './checkQueryState';
import { limitsKey } from './limitsKey';
import type { QueryStateLimits } from './queryStateLimits';

type Update = DeliveriesQueryState | ((current: DeliveriesQueryState) => DeliveriesQueryState);

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
  /** The limits in force, the same object while they are equal: pass them to saved views. */
  limits: QueryStateLimits;
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
 * state, and each change starts from it, so the host hears a state the server accepts.
 *
 * @example
 * ```ts
 * const { state, setState, hostProblem } = useCheckedQueryState(rawState, setRawState, limits);
 * ```
 */
export function useCheckedQueryState(
  raw: DeliveriesQueryState,
  setRaw: (update: Update) => void,
  hostLimits: QueryStateLimits,
): CheckedQueryState {
  // Compared by value: a host may pass fresh but equal option arrays every render.
  const limitsValue = limitsKey(hostLimits);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const limits = useMemo(() => hostLimits, [limitsValue]);
  const checked = useMemo(() => checkQueryStateCodes(raw, limits), [raw, limits]);
  // The check this render made, reused by an update that starts from the same state.
  const lastCheck = useRef({ raw, limits, checked });
  useEffect(() => {
    lastCheck.current = { raw, limits, checked };
  }, [raw, limits, checked]);
  const setState = useCallback(
    (update: Update) =>
      setRaw((current) => {
        // A whole new state needs no base; it is checked when rendered, like any other.
        if (typeof update !== 'function') return update;
        const last = lastCheck.current;
        const { state, problems } =
          last.raw === current && last.limits === limits
            ? last.checked
            : checkQueryStateCodes(current, limits);
        const base = problems.length === 0 ? current : state;
        const next = update(base);
        // No change keeps the host's own object, so it hears nothing.
        return next === base ? current : next;
      }),
    [setRaw, limits],
  );
  const [entered, setEntered] = useState<{
    source: string;
    problem: DeliveriesViewProblem[];
    text: string;
  }>();
  const enterState = useCallback(
    (next: unknown, source: string, earlierProblems: readonly DeliveriesViewProblem[] = []) => {
      const { state, problems } = checkQueryStateCodes(next, limits);
      const problem = summarizeProblemCodes([...earlierProblems, ...problems]);
      setEntered(problem ? { source, problem, text: JSON.stringify(state) } : undefined);
      setState(state);
    },
    [setState, limits],
  );
  // Both sides come out of checkQueryState, whose key order is fixed: equal states, equal text.
  const text = useMemo(() => JSON.stringify(checked.state), [checked.state]);
  return {
    state: checked.state,
    setState,
    limits,
    hostProblem: summarizeProblemCodes(checked.problems),
    // Shown until the person changes the state the view set, as a link's problem is.
    entered: entered?.text === text ? { source: entered.source, problem: entered.problem } : null,
    enterState,
  };
}
