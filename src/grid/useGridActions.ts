import { useEffect, useRef, useState } from 'react';
import type { OrderBy } from '../api/types';
import type { DeliveriesFilterState } from '../state/queryState';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { soundColumnSettings } from '../state/columns/soundColumnSettings';
import { problemWordsCode } from './problems/useProblemWords';
import { defaultColumnSettings, type DeliveriesColumnSettings } from '../state/columnSettings';
import type { ColumnSettingsCheck } from '../state/columns/checkColumnSettings';
import type { ChangeLine } from '../shared/changeLine';
import type { DeliveriesQueryState } from '../state/queryState';
import type { StateUpdate } from '../shared/useControllableState';
import { useLatestCallback } from '../shared/useLatestCallback';
import { isRecord } from '../state/validation/isRecord';
import { shown } from '../state/validation/shown';
import { isDensity } from '../views/logic/density';
import { viewProblems } from '../views/logic/viewProblems';
import type { DeliveriesViewProblem } from '../state/problems/problem';
import type { DeliveriesView, SavedDeliveriesView } from '../views/types';
import type { DeliveriesPage } from '../query/deliveriesPage';
import type { DeliveriesGridActions } from './model';
import { withNextSort, withPagination, withQuickSearch } from './reactTable/tableStateMapping';

type Density = DeliveriesView['density'];
// Columns whose check could not be fetched: applied without them, the notice saying so.
const unread = [{ code: 'settingsUnreadable' as const }];

/**
 * The grid's actions, each a stable function that reads the latest state when called, so the
 * parts that take them (memoized) skip the render a new page causes.
 */
export function useGridActions({
  pageAsksRef,
  page: { vouchedPage, canNextPage, request, current: answerShown },
  pageNumber,
  setState,
  enterState,
  line,
  columns,
  canPreviousPage,
  retry,
  setColumnSettings,
  resizeColumn,
  setViewDensity,
  initialView,
  rememberApplied,
  runQuery,
}: {
  /** Counts each page turn asked for, by anyone: a details turn is over once another came. */
  pageAsksRef: { current: number };
  /**
   * The page of deliveries: the page its rows on screen vouch for one more after, whether there
   * is a next, the request, and whether its answer is on screen.
   */
  page: Pick<DeliveriesPage, 'vouchedPage' | 'canNextPage' | 'request' | 'current'>;
  /** The state's page. */
  pageNumber: number;
  setState: (update: StateUpdate<DeliveriesQueryState>) => void;
  enterState: (
    next: unknown,
    source: string,
    earlierProblems?: readonly DeliveriesViewProblem[],
  ) => void;
  /** Changes around a view that waits (`changeLine`): the same task's, and a later search. */
  line: ChangeLine;
  columns: readonly DeliveryColumn[];
  canPreviousPage: boolean;
  retry: () => void;
  /** Reads text in the filter language and applies it, or searches it where the language is off. */
  runQuery: DeliveriesGridActions['runQuery'];
  setColumnSettings: (update: StateUpdate<DeliveriesColumnSettings>) => void;
  resizeColumn: (columnId: string, width: number, widthsOnScreen?: readonly number[]) => void;
  /** A density, or `undefined` for the host's. */
  setViewDensity: (density: Density | undefined) => void;
  /** Where the host started the grid: what `reset` restores. */
  initialView: DeliveriesView;
  /** Remembers the saved view applied (as taken), or forgets it. */
  rememberApplied: (taken?: DeliveriesView, saved?: SavedDeliveriesView) => void;
}): DeliveriesGridActions {
  const sortBy = useLatestCallback((orderBy: OrderBy | null) =>
    setState((current) => ({ ...current, orderBy, pageNumber: 1 })),
  );
  const toggleSort = useLatestCallback((columnId: string) => {
    // One not offered sorts by its id, for the state's check to name it as `sortBy`'s would.
    const column = columns.find((candidate) => candidate.id === columnId) ?? { id: columnId };
    // From the state as updated so far: a second toggle in the same event goes on from the first.
    setState((current) => withNextSort(current, column));
  });
  const goToPage = useLatestCallback((pageNumber: number) => {
    pageAsksRef.current++;
    // As given, no arithmetic: the state's check names what is no page number (null, a Symbol).
    setState((current) =>
      pageNumber === current.pageNumber ? current : { ...current, pageNumber },
    );
  });
  // A turn past the page after the vouched one waits (quick turns while a page or a new search
  // loads would run past the last page): taken once an answer vouches for it, if the request
  // is as it was; an answer with no next page, or any change, ends it.
  const waitingTurn = useRef<unknown>(null);
  // From the state as updated so far, as toggleSort: a sort and a turn in one event is page 2.
  const turnPage = (step: number) => {
    pageAsksRef.current++;
    setState((current) => {
      const waits = current.pageNumber + step > vouchedPage + 1;
      waitingTurn.current = waits && request;
      return waits
        ? current
        : withPagination(current, {
            pageIndex: current.pageNumber - 1 + step,
            pageSize: current.pageSize,
          });
    });
  };
  const previousPage = useLatestCallback(() => canPreviousPage && turnPage(-1));
  const nextPage = useLatestCallback(() => canNextPage && turnPage(1));
  useEffect(() => {
    if (waitingTurn.current !== request || (answerShown && !canNextPage))
      waitingTurn.current = null;
    else if (pageNumber <= vouchedPage) nextPage();
  });
  // A new size is a new list (a turn then ends): not a page ask.
  const setPageSize = useLatestCallback((pageSize: number) =>
    setState((current) => withPagination(current, { pageIndex: 0, pageSize })),
  );
  // A person's words mean the same on any list: a view that waits is searched for them too.
  const search = useLatestCallback((quickSearch: string) =>
    line.now(() => setState((current) => withQuickSearch(current, quickSearch)), false, true),
  );
  const applyFilters = useLatestCallback((filters: DeliveriesFilterState) =>
    setState((current) => ({ ...current, filters, pageNumber: 1 })),
  );
  const clearFilters = useLatestCallback(() => applyFilters({}));
  // A view with its columns checked: its state, columns and density in one change.
  const applyChecked = useLatestCallback(
    (view: DeliveriesView, saved: SavedDeliveriesView | undefined, known: ColumnSettingsCheck) => {
      // A density the grid does not have (a host's code hands anything over) is left out: the
      // host's is used, and the notice names it.
      const density = isDensity(view.density) ? view.density : undefined;
      const problems: DeliveriesViewProblem[] = [
        ...(saved ? viewProblems(saved) : []),
        ...known.problems.map((params) => ({ code: 'columnSettings' as const, params })),
      ];
      if (!density)
        problems.push({ code: 'densityUnusable', params: { value: shown(view.density) } });
      enterState(view.state, saved?.name ?? '', problems);
      // In line after its state: if that waits for the filters' check, the columns, density and
      // "applied" land with it, not before (no "(changed)" meanwhile); a reset drops them all.
      line.now(() => {
        setColumnSettings(known.settings);
        setViewDensity(density);
        rememberApplied(
          { ...view, columns: known.settings, density: density ?? initialView.density },
          saved,
        );
      });
    },
  );
  const applyReadView = (view: DeliveriesView, saved?: SavedDeliveriesView) => {
    // A view handed over by a host's code may hold anything, as its stored form may; one that is
    // not even an object, or holds no state that is, is refused as `setState` refuses it (the
    // stored views' door leaves it out): the person's state stays, the notices name it.
    const state: unknown = isRecord(view) ? view.state : view;
    if (!isRecord(state)) return setState(() => state as never);
    const columnIds = columns.map((column) => column.id);
    const sound = soundColumnSettings(view.columns, columnIds);
    const full = problemWordsCode.current();
    if (sound || full) {
      const known = sound
        ? { settings: sound, problems: [] }
        : full!.checkColumnSettings(view.columns, columnIds);
      return applyChecked(view, saved, known);
    }
    // Columns the full check must look at: the view is applied once it is there (it comes with
    // the words of what it leaves out), if no view or reset came after it; if it cannot be
    // fetched, without its columns. What the same handler asks after it is made on it.
    line.wait(problemWordsCode.load(), (code) =>
      applyChecked(
        view,
        saved,
        code
          ? code.checkColumnSettings(view.columns, columnIds)
          : { settings: defaultColumnSettings, problems: unread },
      ),
    );
  };
  const applyView = useLatestCallback((view: DeliveriesView, saved?: SavedDeliveriesView) => {
    // A view whose parts throw when read (a revoked Proxy) is refused as `setState` refuses it.
    try {
      applyReadView(view, saved);
    } catch {
      setState(() => view as never);
    }
  });
  // One change of state, columns and density together: React sends one request for it. Its
  // state is a whole one: a view that waits for a check never lands.
  const reset = useLatestCallback(() => {
    setState(initialView.state);
    setColumnSettings(initialView.columns);
    setViewDensity(undefined);
    rememberApplied();
  });
  const latestRetry = useLatestCallback(retry);
  const latestRunQuery = useLatestCallback(runQuery);
  const latestSetState = useLatestCallback(setState);
  // In line as `setState`: a column change in the handler that applied a waiting view is made
  // on the view's columns once it lands, not replaced by them.
  const latestSetColumnSettings = useLatestCallback(
    (update: StateUpdate<DeliveriesColumnSettings>) => line.now(() => setColumnSettings(update)),
  );
  const latestResizeColumn = useLatestCallback((...resize: Parameters<typeof resizeColumn>) =>
    line.now(() => resizeColumn(...resize)),
  );
  const [actions] = useState<DeliveriesGridActions>(() => ({
    setState: latestSetState,
    toggleSort,
    sortBy,
    goToPage,
    previousPage,
    nextPage,
    setPageSize,
    search,
    runQuery: latestRunQuery,
    applyFilters,
    clearFilters,
    applyView,
    reset,
    retry: latestRetry,
    setColumnSettings: latestSetColumnSettings,
    resizeColumn: latestResizeColumn,
  }));
  return actions;
}
