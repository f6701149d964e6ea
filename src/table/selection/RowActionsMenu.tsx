import type { Delivery } from '../../api/types';
import { useMenuButton } from '../../shared/useMenuButton';
import type { DeliveriesRowAction } from '../../selection/options';
import { memo, useRef } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useModelSelector, useTableSelector } from '../gridContext';
import { shallowEqual } from '../../shared/useStoreSelector';
import { FloatingMenuList } from '../menus/FloatingMenuList';
import { selectionMessagesOf } from './selectionMessages';
import { rowNameIn } from '../../grid/rows/rowName';

const noRowActions: readonly DeliveriesRowAction[] = [];

/**
 * A row's "Actions for DLV-…" menu button (the WAI-ARIA menu button pattern). The menu is
 * placed in the viewport under the button (above it when there is no room), so the scroll
 * area never clips it, and follows the button when anything scrolls.
 */
export const RowActionsMenu = memo(function RowActionsMenu({
  delivery,
  rowKey,
}: {
  delivery: Delivery;
  /** The row's key (`grid.rowKeys`): a twin moving into this place is another row. */
  rowKey: string;
}) {
  // Two subscriptions a row, not four: a page drawn in full is a hundred rows.
  const { runner, id } = useModelSelector(
    (grid) => ({ runner: grid.actionRunner, id: rowNameIn(grid, delivery) }),
    shallowEqual,
  );
  const { actions, messages } = useTableSelector(
    (frame) => ({
      actions: frame.options.rows?.actions ?? noRowActions,
      messages: selectionMessagesOf(frame.options.messages?.selection),
    }),
    shallowEqual,
  );
  const menu = useMenuButton({
    // In a row the arrows move between rows; Enter or Space open the menu.
    arrowsOpen: false,
    itemCount: actions.length,
    isDisabled: () => false,
    onActivate: (index) => {
      const action = actions[index];
      if (!action) return;
      // The menu closes onto its button: focus returns to it after the action, found by the
      // row's key then, as rows drawn by position may show other deliveries by then.
      const root = menu.buttonRef.current?.closest('.deliveries-table');
      const row = `[data-key="${CSS.escape(rowKey)}"] .dt-row-actions > button`;
      runner?.run({
        label: action.label,
        work: (signal) => action.run(delivery, { signal }),
        origin: () => root?.querySelector(row) ?? null,
      });
    },
  });
  // Rows are drawn by position: when this row comes to show another delivery (a refresh, a
  // sort), a menu opened for the one before closes, never acting on this one. Focus goes to
  // that delivery's own button where it now is (left here, the next Enter would open this
  // delivery's menu), or stays here if it is no longer drawn.
  const { open, close } = menu;
  const shownKey = useRef(rowKey);
  useClientLayoutEffect(() => {
    const before = shownKey.current;
    shownKey.current = rowKey;
    if (!open) return;
    const own = menu.buttonRef.current
      ?.closest('.deliveries-table')
      ?.querySelector<HTMLElement>(`[data-key="${CSS.escape(before)}"] .dt-row-actions > button`);
    close({ focusToggle: !own });
    own?.focus();
    // Only the delivery changing closes it; opening it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowKey]);
  return (
    <div className="dt-row-actions" onBlur={menu.onRootBlur}>
      <button
        type="button"
        className="dt-button dt-row-actions-button"
        // The body is one tab stop: the arrow keys reach the button (see useRovingRows).
        tabIndex={-1}
        {...menu.buttonProps}
      >
        <span className="dt-visually-hidden">{messages.rowActions(id)}</span>
        <svg
          className="dt-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3.5 8h.01M8 8h.01M12.5 8h.01" />
        </svg>
      </button>
      <FloatingMenuList menu={menu}>
        {actions.map((action, index) => (
          <li key={index} className="dt-export-item" {...menu.itemProps(index)}>
            {action.label}
          </li>
        ))}
      </FloatingMenuList>
    </div>
  );
});
