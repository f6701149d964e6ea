import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { DeliveriesFilterState } from '../state/queryState';
import {
  ActiveFilterChipsOnDemand,
  preloadFilterChips,
} from '../filters/ActiveFilterChipsOnDemand';
import { DeliveriesFilterPanel, warmFilterPanel } from '../filters/DeliveriesFilterPanel';
import { countActiveFilters } from '../filters/logic/countActiveFilters';
import { useDisclosure } from '../shared/useDisclosure';
import { onDemandModule, useOnDemandModule } from '../shared/onDemandModule';
import type { DeliveriesTableMessages } from '../grid/messages';
import type { DeliveriesTableFilterOptions, DeliveriesTableOptions } from './types';

// Tab's way into the open panel and out, and a field focused from a chip: its code comes with
// the panel's, on the way to "Filters".
const panelFocus = onDemandModule(() => import('./panelFocus'));

/** The panel's focus code, fetched once: what approaching "Filters" starts (tests wait on it). */
export const loadPanelTabOrder = () => panelFocus.load();

/** Focuses `field` of the opened `panel` once the panel's focus code is in (`focusFilterField`). */
export const focusFilterFieldSoon = (panel: HTMLElement | null, field: string) => {
  const from = document.activeElement;
  void loadPanelTabOrder()
    .then((module) => module.focusFilterField(panel, field, from))
    .catch(() => undefined);
};

const warm = () => {
  void loadPanelTabOrder().catch(() => undefined);
  warmFilterPanel.onFocus();
};
const warmPanel = { onPointerEnter: warm, onFocus: warm };

// Memoized here, not where it is exported: inside the grid a new page of rows does not render
// an open panel's form. The chips' stand-in is memoized where it is made.
const GridFilterPanel = memo(DeliveriesFilterPanel);

/**
 * The grid's filtering: the "Filters" toggle for the toolbar, the panel under it and the
 * applied-filter chips above the rows. The panel stays mounted while closed so an unapplied
 * draft is never lost by closing it. Escape in the panel (once a field has no use for it) or on
 * the toggle closes it and puts focus on "Filters"; a click elsewhere leaves it open. While open, the
 * panel is next after "Filters" in the tab order. Once the last chip is gone, focus goes to "Filters". `classNames.filterPanel` and `classNames.chips` reach the
 * panel's and the chips' roots.
 */
export function useDeliveriesTableFilters({
  filters,
  onFiltersChange,
  options,
  messages,
  timeZone,
  locale,
  sheet = false,
}: {
  filters: DeliveriesFilterState;
  onFiltersChange: (filters: DeliveriesFilterState) => void;
  options: DeliveriesTableFilterOptions & Pick<DeliveriesTableOptions, 'classNames'>;
  messages: DeliveriesTableMessages;
  timeZone: string | undefined;
  locale: string | undefined;
  /** The panel is a modal sheet (the card layout): it keeps Tab to itself. */
  sheet?: boolean;
}): {
  toggle: ReactNode;
  panel: ReactNode;
  chips: ReactNode;
  /** Opens the panel; its element, where the form is drawn once its code is there. */
  openPanel: () => HTMLElement | null;
  open: boolean;
  /** Closes the panel (a sheet's close button, Escape). */
  close: () => void;
  focusToggle: () => void;
} {
  // The vocabulary as given (the grid's lists and presets), the panel's messages by their name.
  const { filterMessages, defaultFiltersOpen, classNames, ...vocabulary } = options;
  const defaultOpen = defaultFiltersOpen ?? false;
  // Mounted on first open, then kept (hidden) so a draft survives closing the panel.
  const [everOpened, setEverOpened] = useState(defaultOpen);
  // Inline, not a popover: a click elsewhere on the page leaves it open.
  const disclosure = useDisclosure<HTMLDivElement>({
    defaultOpen,
    onOpenChange: (open) => {
      if (!open) return;
      setEverOpened(true);
      // Applying from the panel shows chips: their code comes while the person fills it in.
      preloadFilterChips();
    },
  });
  const { close, toggleRef, setOpen, contentRef } = disclosure;
  // Opens the panel and hands over its element, for a caller that focuses a field in it.
  const openPanel = useCallback(() => {
    setOpen(true);
    return contentRef.current;
  }, [setOpen, contentRef]);
  const inline = disclosure.open && !sheet;
  const tabOrder = useOnDemandModule(panelFocus, inline);
  useEffect(() => {
    if (inline && tabOrder) return tabOrder.keepPanelNextInTabOrder(toggleRef, contentRef);
  }, [inline, tabOrder, toggleRef, contentRef]);
  const focusToggle = useCallback(() => toggleRef.current?.focus(), [toggleRef]);
  const countId = `${disclosure.contentId}-count`;
  const activeCount = countActiveFilters(filters);
  const applyFromPanel = useCallback(
    (applied: DeliveriesFilterState) => {
      onFiltersChange(applied);
      // The grid is what the person wants to see next; the toggle brings the panel back.
      close({ focusToggle: true });
    },
    [onFiltersChange, close],
  );
  // A chip's text opens the panel on its field, focus in it, once the panel's focus code is in.
  const editFilter = useCallback(
    (field: string) => focusFilterFieldSoon(openPanel(), field),
    [openPanel],
  );
  const shared = { ...vocabulary, messages: filterMessages, timeZone, locale };

  const toggle = (
    <>
      <button
        type="button"
        className="dt-button dt-filters-toggle"
        {...disclosure.toggleProps}
        aria-describedby={activeCount > 0 ? countId : undefined}
        // The panel's code is its own chunk: start fetching it when the person heads for it.
        {...warmPanel}
      >
        {messages.filtersButton}
        {/* The number is seen; its words are the description, so the name stays "Filters". */}
        {activeCount > 0 && (
          <span className="dt-badge" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      {activeCount > 0 && (
        <span id={countId} hidden>
          {messages.activeFilterCount(activeCount)}
        </span>
      )}
    </>
  );

  const panel = (
    <div className="dt-filter-panel-slot" {...disclosure.contentProps}>
      {everOpened && (
        <GridFilterPanel
          {...shared}
          className={classNames?.filterPanel}
          value={filters}
          onApply={applyFromPanel}
        />
      )}
    </div>
  );

  const chips = (
    <ActiveFilterChipsOnDemand
      {...shared}
      className={classNames?.chips}
      filters={filters}
      onChange={onFiltersChange}
      focusAfterLast={focusToggle}
      onEdit={editFilter}
    />
  );

  return { toggle, panel, chips, openPanel, open: disclosure.open, close, focusToggle };
}
