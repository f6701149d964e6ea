import type { KeyboardEvent, MouseEvent } from 'react';
import type { Delivery } from '../../api/types';
import { useGridContext } from '../gridContext';
import { selectionMessagesOf } from './selectionMessages';

/**
 * A row's "Select DLV-…" checkbox. A click toggles it; Shift+click, or Shift+Space, covers the
 * rows from the last one toggled.
 */
export function RowCheckbox({ delivery }: { delivery: Delivery }) {
  const { grid, options } = useGridContext();
  const { selection } = grid;
  if (!selection) return null;
  const messages = selectionMessagesOf(options.messages?.selection);
  const toggle = (extend: boolean) => selection.actions.toggle(delivery, { extend });
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={messages.selectRow(grid.getRowId(delivery))}
      checked={selection.isSelected(delivery)}
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
}

/** "Select all on this page": checked when every row is, mixed when some are. */
export function PageCheckbox() {
  const { grid, options } = useGridContext();
  const { selection, rows } = grid;
  if (!selection) return null;
  const messages = selectionMessagesOf(options.messages?.selection);
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={messages.selectPage}
      disabled={!rows || rows.length === 0}
      checked={selection.page === 'all'}
      ref={(input) => {
        if (input) input.indeterminate = selection.page === 'some';
      }}
      onChange={() => selection.actions.setPage(selection.page !== 'all')}
    />
  );
}
