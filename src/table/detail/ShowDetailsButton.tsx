import type { Delivery } from '../../api/types';
import { useGridContext } from '../gridContext';

/** A row's "Show details" button: out of the tab order, the arrows reach it (one tab stop). */
export function ShowDetailsButton({ delivery }: { delivery: Delivery }) {
  const { grid, details } = useGridContext();
  const id = grid.rowKeyOf(delivery);
  return (
    <button
      type="button"
      className="dt-button dt-row-actions-button dt-show-details"
      tabIndex={-1}
      aria-label={grid.messages.showDetails}
      aria-expanded={details?.open === id}
      onClick={(event) => {
        event.stopPropagation();
        details?.setOpen(id);
      }}
    />
  );
}
