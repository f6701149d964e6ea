import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useModelSelector } from '../gridContext';
import { wrapTabWithin } from '../../shared/tabbables';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { moveKeepingFocus } from './moveKeepingFocus';
import { useCardMessages } from './cardMessages';

/**
 * The filter panel as a full-height sheet over a narrow grid: a modal dialog named "Filters"
 * (`showModal`: the rest of the page is inert), "Close filters" first in it, Tab kept inside,
 * Escape or the close button closing it with focus back on "Filters" (`onClose`). The panel
 * stays drawn where the table layout has it, so its draft (typed text included) lives on: its
 * element is moved in here, and back when the grid widens, the field in use keeping focus.
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
  };
}) {
  const { open, close: onClose, focusToggle: returnFocus } = filtering;
  const messages = useCardMessages();
  const label = useModelSelector((grid) => grid.messages.filtersButton);
  const ref = useRef<HTMLDialogElement>(null);
  // In with the panel's element, the sheet's next sibling (opened at once if it was open), and
  // back before the sheet as it goes: React keeps the element, and its form, where it drew it.
  useClientLayoutEffect(() => {
    const sheet = ref.current;
    const home = sheet?.parentElement;
    const slot = home?.querySelector<HTMLElement>(':scope > .dt-filter-panel-slot');
    if (!sheet || !home || !slot) return;
    moveKeepingFocus(slot, () => {
      sheet.append(slot);
      if (open && !sheet.open) sheet.showModal();
    });
    return () => moveKeepingFocus(slot, () => home.prepend(slot));
    // Once: opening and closing are the next effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    if (open && !sheet.open) sheet.showModal();
    else if (!open && sheet.open) {
      sheet.close();
      returnFocus();
    }
  }, [open, returnFocus]);
  // Hidden by the host (React's <Activity>) or gone: a modal left open, undrawn, would make the
  // host's whole page inert. Shown again, the effect above opens it again.
  useEffect(() => {
    const sheet = ref.current;
    return () => sheet?.close();
  }, []);
  // Tab from the last field goes to the first, and back: what is behind the sheet is out of
  // reach. Heard on the document, after the fields' own handlers: the panel's keys pass the
  // sheet in the document, not in React (the panel is drawn beside it).
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !sheet.contains(event.target)) return;
      wrapTabWithin(sheet, event);
    };
    const page = sheet.ownerDocument;
    page.addEventListener('keydown', onKeyDown);
    return () => page.removeEventListener('keydown', onKeyDown);
  }, []);
  // Escape that no field inside used (an open list closes first).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
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
    </dialog>
  );
}
