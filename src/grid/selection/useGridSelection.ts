import { useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveriesRequest, Delivery } from '../../api/types';
import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import type { DeliveriesSelectionOptions } from '../../selection/options';
import type { DeliveriesSelectionActions } from '../../selection/types';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import type { StateUpdate } from '../../shared/useControllableState';
import type { HeldEnding } from '../../selection/logic/endedSelection';
import { mergedSelectionOf, type GridFrame, type GridStoreInternals } from '../store/gridStore';

export type { DeliveriesGridSelection } from './selectionModel';

/**
 * The selection's rules, a chunk of their own: a grid without `selection` never fetches them.
 * `DeliveriesTable` fetches them with its selection parts, and shows a failure with "Retry".
 */
export const selectionRules = onDemandModule(
  () => import('../../selection/logic/selectionRuntime'),
);

/**
 * Selection over the page on screen, held in the grid's store so that a tick renders only the
 * parts that read it. Publishes the selection's inputs for the store to derive it from; `null`
 * when the host did not turn it on, and for the moment its rules take to arrive.
 */
export function useGridSelection({
  options,
  page,
  request,
  idOf,
  moreMayMatch,
  queryState,
  setQueryState,
  internals,
}: {
  options: DeliveriesSelectionOptions | false | undefined;
  request: DeliveriesRequest;
  idOf: (delivery: Delivery) => string;
  /**
   * The page on screen: its rows, each row's key (ticked rows are held by it) and who they
   * are, so that "Select all on this page" is made without counting them.
   */
  page: PageIdentity;
  /** Another page exists (after or before this one). */
  moreMayMatch: boolean;
  /** The query state on screen: what a selection of every match is remembered with. */
  queryState: DeliveriesQueryState;
  /** Changes the query state, checked: how an undo brings back the search and filters. */
  setQueryState: (update: StateUpdate<DeliveriesQueryState>) => void;
  internals: GridStoreInternals;
}): GridFrame['selection'] {
  const settings = options === false ? undefined : options;
  const rules = useOnDemandModule(selectionRules, settings !== undefined);
  const { held, store } = internals;
  const controlled = settings?.value !== undefined;
  // A host's value is the selection: written before the parts read it in this render.
  if (controlled && held.get().raw !== settings.value)
    held.publish({ ...held.get(), raw: settings.value });

  const latest = useRef({ controlled, onChange: settings?.onChange, setQueryState });
  useClientLayoutEffect(() => {
    latest.current = { controlled, onChange: settings?.onChange, setQueryState };
    held.notify();
  });
  // What the rules' actions change: the grid's own value, or the host's through `onChange`.
  useClientLayoutEffect(
    () =>
      internals.setChange((next) => {
        const { controlled: hostHolds, onChange } = latest.current;
        held.set({ raw: hostHolds ? held.get().raw : next, ended: false, endedQuery: null });
        onChange?.(next);
      }),
    [internals, held],
  );
  // Where a Shift range starts: the key of the last row toggled, kept across renders.
  const [anchor] = useState(() => ({ current: null as string | null }));
  // When a selection of every match ends, and what "Undo" brings back: made with the rules.
  // Made with the rules' first frame, in the effect below that follows each render.
  const ending = useRef<HeldEnding | null>(null);
  const actions = useMemo((): DeliveriesSelectionActions => {
    const now = () => mergedSelectionOf(store)?.current;
    return {
      toggle: (delivery, extend) => now()?.toggle(delivery, extend),
      setPage: (selected) => now()?.setPage(selected),
      selectAllMatching: () => now()?.selectAllMatching(),
      clear: () => now()?.clear(),
      set: (update) => now()?.set(update),
      undoEnd: () => ending.current?.undo(),
    };
  }, [store]);

  const allMatchingAllowed = settings?.selectAllMatching !== false;
  const on = settings !== undefined;
  const frame = useMemo(
    () =>
      rules && on
        ? {
            rules,
            inputs: {
              rows: page.rows,
              request,
              idOf,
              keyOf: page.keyOf,
              page,
              moreMayMatch,
              allMatchingAllowed,
              anchor,
            },
            actions,
          }
        : null,
    [rules, on, page, request, idOf, moreMayMatch, allMatchingAllowed, anchor, actions],
  );

  // The page's set of rows, made while it idles: a tick or "Select all on this page" then reads
  // it instead of making it in the click (2 ms on 10,000 rows).
  useEffect(() => {
    const first = page.rows[0];
    if (!on || !first) return;
    const warm = () => void page.onPage(first);
    if (typeof requestIdleCallback !== 'function') return warm();
    const handle = requestIdleCallback(warm);
    return () => cancelIdleCallback(handle);
  }, [on, page]);

  // A selection of every match for other search or filters is over: said once per value.
  useClientLayoutEffect(() => {
    if (!frame) return;
    ending.current ??= frame.rules.createHeldEnding(held, latest);
    const { quickSearch, filters, pageNumber, pageSize } = queryState;
    ending.current.follow(
      { quickSearch, filters, pageNumber, pageSize },
      request,
      mergedSelectionOf(store),
    );
  }, [request, frame, store, held, queryState]);
  return frame;
}
