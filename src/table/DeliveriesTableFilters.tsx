import {
  memo,
  useCallback,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { DeliveriesFilterState } from '../state/queryState';
import {
  ActiveFilterChipsOnDemand,
  preloadFilterChips,
} from '../filters/ActiveFilterChipsOnDemand';
import { DeliveriesFilterPanel, warmFilterPanel } from '../filters/DeliveriesFilterPanel';
import { countActiveFilters } from '../filters/logic/countActiveFilters';
import { useDisclosure } from '../shared/useDisclosure';
import { usePanelTabOrder } from './panelTabOrder';
import { useHydrated } from '../shared/onDemandModule';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { moveKeepingFocus } from './moveKeepingFocus';
import type { DeliveriesTableMessages } from '../grid/messages';
import type { DeliveriesTableFilterOptions, DeliveriesTableOptions } from './types';

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
  workspaceRef,
}: {
  filters: DeliveriesFilterState;
  onFiltersChange: (filters: DeliveriesFilterState) => void;
  options: DeliveriesTableFilterOptions & Pick<DeliveriesTableOptions, 'classNames'>;
  messages: DeliveriesTableMessages;
  timeZone: string | undefined;
  locale: string | undefined;
  /** The panel is a modal sheet (the card layout): it keeps Tab to itself. */
  sheet?: boolean;
  /** Where the panel sits beside the results while it is not a sheet (`.dt-workspace`). */
  workspaceRef?: RefObject<HTMLElement | null>;
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
  /**
   * The panel's own element once hydrated: moved, not drawn anew, between the workspace and the
   * card layout's sheet, so a draft (typed text included) and its focus survive the switch.
   */
  slot: HTMLElement | null;
  /** For the workspace's `onKeyDown`: the panel's keys (Escape closes it), heard through React. */
  panelKeys: (event: KeyboardEvent<HTMLElement>) => void;
} {
  const defaultOpen = options.defaultFiltersOpen ?? false;
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
  usePanelTabOrder(disclosure.open && !sheet, toggleRef, disclosure.contentRef);
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
  // A chip's text opens the panel on its field, focus in it; that code comes with the first edit.
  const editFilter = useCallback(
    (field: string) => {
      const panel = openPanel();
      void import('./focusFilterField')
        .then((module) => module.focusFilterField(panel, field))
        .catch(() => undefined);
    },
    [openPanel],
  );
  const shared = {
    statusOptions: options.statusOptions,
    filterOptions: options.filterOptions,
    advancedFilterFields: options.advancedFilterFields,
    advancedFilterOperators: options.advancedFilterOperators,
    advancedFilterJoins: options.advancedFilterJoins,
    datePresets: options.datePresets,
    advancedPrecedence: options.advancedPrecedence,
    messages: options.filterMessages,
    timeZone,
    locale,
  };

  const toggle = (
    <>
      <button
        type="button"
        className="dt-button dt-filters-toggle"
        {...disclosure.toggleProps}
        aria-describedby={activeCount > 0 ? countId : undefined}
        // The panel's code is its own chunk: start fetching it when the person heads for it.
        {...warmFilterPanel}
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

  const form = everOpened && (
    <GridFilterPanel
      {...shared}
      className={options.classNames?.filterPanel}
      value={filters}
      onApply={applyFromPanel}
    />
  );
  // One element for the panel, whichever layout holds it: React draws into it through a portal
  // from the same place, so crossing the card width keeps the form (and all typed in it).
  const hydrated = useHydrated();
  const [ownSlot] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'dt-filter-panel-slot';
    return element;
  });
  const slot = hydrated ? ownSlot : null;
  const { id: contentId, hidden, onKeyDown } = disclosure.contentProps;
  useClientLayoutEffect(() => {
    if (!slot) return;
    slot.setAttribute('id', contentId);
    slot.toggleAttribute('hidden', hidden);
    contentRef.current = slot as HTMLDivElement;
  });
  // Beside the results (first in the workspace) unless the sheet has taken it.
  useClientLayoutEffect(() => {
    const workspace = workspaceRef?.current;
    if (slot && !sheet && workspace && slot.parentElement !== workspace)
      moveKeepingFocus(slot, () => workspace.prepend(slot));
  }, [slot, sheet, workspaceRef]);
  const panel = slot ? (
    createPortal(form, slot)
  ) : (
    <div className="dt-filter-panel-slot" {...disclosure.contentProps}>
      {form}
    </div>
  );
  // The portal's keys reach the workspace through React: Escape in the panel closes it there.
  const panelKeys = (event: KeyboardEvent<HTMLElement>) => {
    if (slot?.contains(event.target as Node)) onKeyDown(event);
  };

  const chips = (
    <ActiveFilterChipsOnDemand
      {...shared}
      className={options.classNames?.chips}
      filters={filters}
      onChange={onFiltersChange}
      focusAfterLast={focusToggle}
      onEdit={editFilter}
    />
  );

  return {
    toggle,
    panel,
    chips,
    openPanel,
    open: disclosure.open,
    close,
    focusToggle,
    slot,
    panelKeys,
  };
}
