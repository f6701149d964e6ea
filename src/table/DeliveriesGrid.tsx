import { useMemo, useRef, useState } from 'react';
import { useGridModel } from '../grid/useGridModel';
import { useUsableOptions } from '../grid/usableOptions';
import { createExternalStore } from '../shared/externalStore';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import { DirectionContext } from '../shared/useDirection';
import { cx } from '../shared/cx';
import { whenLeftByHand } from '../shared/focusLeft';
import { useHydrated, useOnDemandModule } from '../shared/onDemandModule';
import type { onDemandPart } from '../shared/onDemandPart';
import { detailPanel } from './detail/lazyDetail';
import { DeliveriesTableAnnouncer } from './DeliveriesTableFeedback';
import { useDeliveriesTableFilters } from './DeliveriesTableFilters';
import { DeliveriesTablePagination } from './paging/DeliveriesTablePagination';
import { DeliveriesTableSetupAlert } from './DeliveriesTableSetupAlert';
import { DeliveriesTableToolbar } from './DeliveriesTableToolbar';
import {
  DeliveriesGridContext,
  type DeliveriesGridContextValue,
  type TableFrame,
} from './gridContext';
import { selectionArea, usesSelectionParts } from './selection/lazySelection';
import { GridStatus } from './GridStatus';
import { GridTableView } from './GridTableView';
import { usableCount } from '../grid/rows/rowsOptions';
import type { DeliveriesTableFilterOptions, DeliveriesTableProps } from './types';
import { useGridShortcuts } from './useGridShortcuts';
import { useCardsLayout } from './cards/useCardsLayout';
import { cardParts } from './cards/lazyCards';
import { dimRowsAfterMs, moveCuesAfterMs, useWaitedAttribute } from './useWaitedAttribute';

/**
 * The grid: `useDeliveriesGrid` and the default parts, which read it from one context. The
 * root carries the state for styling (`data-state`, `data-density`, `data-theme` …).
 */
export function DeliveriesGrid(hostProps: DeliveriesTableProps) {
  // One resolver of the texts: every part reads these messages.
  const props = useUsableOptions(hostProps);
  // The root renders for the query, the page and the options; a tick renders only its parts.
  const { grid, internals } = useGridModel(props);
  const { phase, actions } = grid;
  const { keyboardShortcuts = true, classNames, filters } = props;
  const { status: Status, pagination: Pagination } = props.slots ?? {};
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // Made once: the parts read slices of these stores, so the context itself never changes.
  const [context] = useState((): DeliveriesGridContextValue => ({
    store: internals.store,
    frame: internals.frame,
    table: createExternalStore<TableFrame | null>(null),
    rootRef,
    searchRef,
    scrollRef,
    tableRef,
  }));
  // `data-slow` and `data-dimmed` on the root, written by their timers (no render of their own).
  useWaitedAttribute(
    rootRef,
    'data-slow',
    phase === 'loading' || phase === 'refreshing',
    moveCuesAfterMs,
  );
  useWaitedAttribute(rootRef, 'data-dimmed', phase === 'refreshing', dimRowsAfterMs);
  useGridShortcuts({
    enabled: keyboardShortcuts,
    rootRef,
    searchRef,
    direction: grid.direction,
    onPreviousPage: actions.previousPage,
    onNextPage: actions.nextPage,
  });
  const filtersOn = filters || undefined;
  const filterOptions = useMemo(
    (): DeliveriesTableFilterOptions & Pick<DeliveriesTableProps, 'classNames'> => ({
      statusOptions: grid.statusOptions,
      filterOptions: filtersOn?.options,
      advancedFilterFields: filtersOn?.advanced?.fields,
      advancedFilterOperators: filtersOn?.advanced?.operators,
      advancedFilterJoins: filtersOn?.advanced?.joins,
      datePresets: filtersOn?.datePresets,
      advancedPrecedence: filtersOn?.advancedPrecedence,
      filterMessages: props.messages?.filters,
      defaultFiltersOpen: filtersOn?.defaultOpen,
      classNames,
    }),
    [grid.statusOptions, filtersOn, props.messages?.filters, classNames],
  );
  // Cards once the grid's own box is narrow and their chunk is there; the table until then.
  const narrow = useCardsLayout(rootRef, props.slots?.body ? 0 : props.cards?.below);
  const cards = useOnDemandModule(cardParts, narrow) ?? null;
  // Focus in a part the switch of layout took away goes to its counterpart, not to the page.
  const lastFocused = useRef<Element | null>(null);
  useClientLayoutEffect(
    () => cardParts.current()?.refocusAcrossLayouts(rootRef.current, lastFocused.current),
    [cards],
  );
  const filtering = useDeliveriesTableFilters({
    filters: grid.query.state.filters,
    onFiltersChange: actions.applyFilters,
    options: filterOptions,
    messages: grid.messages,
    timeZone: grid.timeZone,
    locale: grid.locale,
    sheet: cards !== null,
  });
  const { detail } = props;
  const openDetail = grid.details?.openId ?? null;
  // Under the row only where rows are all drawn (a virtualized page's rows share one height),
  // and while the row is there: a delivery a refresh or a link left off the page is beside them.
  const inlineDetails =
    detail?.placement === 'inline' &&
    (grid.rows?.length ?? 0) <= usableCount(props.rows, 'virtualizeAbove') &&
    (openDetail === null || grid.details!.index >= 0 || grid.details!.turning);
  context.table.publish({
    options: props,
    inlineDetails,
    openFilters: filters === false ? null : filtering.openPanel,
    cards: cards !== null,
  });
  useClientLayoutEffect(() => context.table.notify());
  const { selecting, rowActions } = usesSelectionParts(props);
  const hydrated = useHydrated();

  // A bad baseUrl is the host's mistake to see, not a blank page: nothing is sent.
  if (grid.query.setupProblem !== null) return <DeliveriesTableSetupAlert {...props} grid={grid} />;
  return (
    <div
      ref={rootRef}
      className={cx('deliveries-table', 'dt-grid', props.className, classNames?.root)}
      dir={grid.direction}
      data-shortcuts={keyboardShortcuts ? '' : undefined}
      data-theme={props.theme ?? 'light'}
      data-density={grid.view.density}
      data-state={phase}
      data-layout={cards ? 'cards' : undefined}
      onFocus={(event) => (lastFocused.current = event.target)}
      onBlur={({ target }) =>
        whenLeftByHand(target, () => {
          if (lastFocused.current === target) lastFocused.current = null;
        })
      }
    >
      <DeliveriesTableRootContext.Provider value={true}>
        <DirectionContext.Provider value={grid.direction}>
          <DeliveriesGridContext.Provider value={context}>
            <DeliveriesTableToolbar filtersToggle={filters === false ? null : filtering.toggle} />
            {/* The panel beside the results on wide screens, above them on narrow ones. */}
            <div className="dt-workspace">
              {/* The panel stays where it is drawn in both layouts (a draft lives in it): the
                  sheet, first, moves its element in and back (see FilterSheet). */}
              {filters !== false && cards && <cards.FilterSheet filtering={filtering} />}
              {filters !== false && filtering.panel}
              <div className="dt-results">
                {filters !== false && filtering.chips}
                {Status ? <Status /> : <GridStatus />}
                <GridTableView />
                {/* Under the rows: the bar coming and going never moves a row under the pointer. */}
                {(selecting || rowActions) && hydrated && (
                  <OnDemandArea
                    part={selectionArea}
                    failed={grid.messages.selectionLoadFailed}
                    retry={grid.messages.retry}
                  />
                )}
              </div>
              {detail && openDetail !== null && !inlineDetails && hydrated && (
                <OnDemandArea
                  part={detailPanel}
                  failed={grid.messages.detailsLoadFailed}
                  retry={grid.messages.retry}
                />
              )}
            </div>
            {Pagination ? <Pagination /> : <DeliveriesTablePagination />}
            <DeliveriesTableAnnouncer text={grid.announcement} id={grid.announcementId} />
          </DeliveriesGridContext.Provider>
        </DirectionContext.Provider>
      </DeliveriesTableRootContext.Provider>
    </div>
  );
}

/** A part whose code comes on demand: nothing while it loads, an alert with "Retry" if it fails. */
function OnDemandArea({
  part,
  failed,
  retry,
}: {
  part: { Part: ReturnType<typeof onDemandPart<object>>['Part'] };
  failed: string;
  retry: string;
}) {
  return (
    <part.Part
      partProps={{}}
      loading={null}
      failed={failed}
      retry={retry}
      className="dt-notice"
      failureClassName="dt-alert"
    />
  );
}
