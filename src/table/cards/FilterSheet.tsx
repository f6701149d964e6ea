import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useModelSelector } from '../gridContext';
import { tabbablesIn } from '../../shared/tabbables';
import { useCardMessages } from './cardMessages';

/**
 * The filter panel as a full-height sheet over a narrow grid: a modal dialog named "Filters"
 * (`showModal`: the rest of the page is inert), "Close filters" first in it, Tab kept inside,
 * Escape or the close button closing it with focus back on "Filters" (`onClose`).
 */
export function FilterSheet({
  filtering,
}: {
  /** The grid's filtering (`useDeliveriesTableFilters`): its panel, drawn in the sheet. */
  filtering: {
    open: boolean;
    close: () => void;
    /** Puts focus back on "Filters", once the sheet has closed (inert before that). */
    focusToggle: () => void;
    panel: ReactNode;
  };
}) {
  const { open, close: onClose, focusToggle: returnFocus, panel } = filtering;
  const messages = useCardMessages();
  const label = useModelSelector((grid) => grid.messages.filtersButton);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    if (open && !sheet.open) sheet.showModal();
    else if (!open && sheet.open) {
      sheet.close();
      returnFocus();
    }
  }, [open, returnFocus]);
  // Tab from the last field goes to the first, and back: what is behind the sheet is out of reach.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented) return;
    // Escape that no field inside used (an open list closes first).
    if (event.key === 'Escape') {
      event.preventDefault();
      return onClose();
    }
    if (event.key !== 'Tab') return;
    const inside = tabbablesIn(event.currentTarget);
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (edge !== document.activeElement) return;
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  };
  return (
    <dialog
      ref={ref}
      className="dt-filter-sheet"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: closed through the grid's own state, which puts focus back on "Filters".
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className="dt-button dt-sheet-close" onClick={() => onClose()}>
        {messages.closeFilters}
      </button>
      {panel}
    </dialog>
  );
}
