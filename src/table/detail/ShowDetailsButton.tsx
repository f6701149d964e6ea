import { memo } from 'react';
import type { Delivery } from '../../api/types';
import { shallowEqual } from '../../shared/useStoreSelector';
import { useModelSelector } from '../gridContext';
import { rowNameIn } from '../../grid/rows/rowName';

/**
 * A row's "Show details for DLV-…" button: out of the tab order, the arrows reach it (one tab
 * stop). It reads whether its own delivery is open: opening another renders two buttons, not a
 * hundred.
 */
export const ShowDetailsButton = memo(function ShowDetailsButton({
  delivery,
}: {
  delivery: Delivery;
}) {
  const { id, expanded, label, open } = useModelSelector((grid) => {
    const id = grid.rowKeyOf(delivery);
    return {
      id,
      expanded: grid.details?.openId === id,
      // Named after its delivery, as its neighbours "Select DLV-…" and "Actions for DLV-…" are.
      label: grid.messages.showDetailsFor(rowNameIn(grid, delivery)),
      open: grid.details?.actions.open,
    };
  }, shallowEqual);
  return (
    <button
      type="button"
      className="dt-button dt-row-actions-button dt-show-details"
      tabIndex={-1}
      aria-label={label}
      aria-expanded={expanded}
      onClick={() => open?.(id)}
    />
  );
});
