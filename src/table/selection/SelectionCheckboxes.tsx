import { memo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { Delivery } from '../../api/types';
import { useGridParts, useGridSelector, useTableSelector } from '../gridContext';
import { shallowEqual } from '../../shared/useStoreSelector';
import { selectionMessagesOf } from './selectionMessages';
import { rowNameIn } from '../../grid/rows/rowName';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { focusRowsHome } from '../rowsHome';

/**
 * A row's "Select DLV-…" checkbox. A click toggles it; Shift+click, or Shift+Space, covers the
 * rows from the last one toggled. It reads only whether its delivery is selected: a tick
 * elsewhere does not render it.
 */
export const RowCheckbox = memo(function RowCheckbox({ delivery }: { delivery: Delivery }) {
  const { store } = useGridParts();
  // One subscription to the model a row, not two: a page drawn in full is a hundred rows.
  const [checked, label] = useGridSelector(
    (grid) => [grid.selection?.isSelected(delivery), rowNameIn(grid, delivery)] as const,
    shallowEqual,
  );
  const messages = useTableSelector((frame) =>
    selectionMessagesOf(frame.options.messages?.selection),
  );
  if (checked === undefined) return null;
  const toggle = (extend: boolean) => store.get().selection?.actions.toggle(delivery, { extend });
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={messages.selectRow(label)}
      checked={checked}
      onChange={() => undefined}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        // The row's own Space and click handlers are not for the checkbox.
        event.stopPropagation();
        toggle(event.shiftKey);
      }}
      // The body is one tab stop: the arrow keys reach the checkbox (see useRovingRows).
      tabIndex={-1}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== ' ' || !event.shiftKey) return;
        // Shift+Space ranges; a plain Space is the checkbox's own click.
        event.preventDefault();
        event.stopPropagation();
        toggle(true);
      }}
    />
  );
});

/**
 * "Select all on this page": checked when every row is, mixed when some are. Disabled on a page
 * with no rows; focus on it then goes to the rows' home (the table, or the cards' "Sort by").
 */
export function PageCheckbox() {
  const { store } = useGridParts();
  const page = useGridSelector((grid) => grid.selection?.page);
  const empty = useGridSelector((grid) => !grid.rows || grid.rows.length === 0);
  const selectPage = useTableSelector(
    (frame) => selectionMessagesOf(frame.options.messages?.selection).selectPage,
  );
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Lost focus by being disabled (a browser that blurs at once), not by a person going elsewhere.
  const blurredDisabled = useRef(false);
  useClientLayoutEffect(() => {
    const input = inputRef.current;
    if (!empty || !input) return;
    const active = document.activeElement;
    if (active === input || (active === document.body && blurredDisabled.current))
      focusRowsHome(input.closest('.dt-scroll'));
    blurredDisabled.current = false;
  }, [empty]);
  if (page === undefined) return null;
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={selectPage}
      disabled={empty}
      checked={page === 'all'}
      ref={(input) => {
        inputRef.current = input;
        if (input) input.indeterminate = page === 'some';
      }}
      onBlur={(event) => void (blurredDisabled.current = event.currentTarget.disabled)}
      onChange={() => store.get().selection?.actions.setPage(page !== 'all')}
    />
  );
}
