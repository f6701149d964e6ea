import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cellFilterChoice, type CellFilterChoice } from '../../filters/logic/cellFilterChoice';
import type { DeliveriesFilterState } from '../../state/queryState';
import { useMenuButton } from '../../shared/useMenuButton';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import {
  defaultCellFilterMessages,
  type DeliveriesCellFilterMessages,
} from '../../grid/filters/cellFilterMessages';
import { readAndDrawn } from '../../shared/text/isolated';
import { useDirection } from '../../shared/useDirection';
import { withDefaults } from '../../shared/withDefaults';
import { useModelSelector, useTableSelector } from '../gridContext';
import { FloatingMenuList } from '../menus/FloatingMenuList';
import type { RowColumn } from '../columns';

/**
 * A menu button in each filterable cell of `row` ("Filter options for Delivered"), drawn into
 * the cell: "Only Delivered" and, for a status, "Exclude Delivered", applied at once. `row` is a
 * table row (cells by position) or a card (fields by their `data-column`).
 */
export function CellFilterMenus({
  row,
  columns,
}: {
  row: HTMLElement;
  columns: readonly RowColumn[];
}) {
  // By place, as rows and cards are keyed: the delivery now there, not the key the element
  // showed when the pointer came (read in a render before the rows' commit, it goes stale).
  const index = Number(row.dataset.index);
  const key = useModelSelector((grid) => grid.rowKeys[index]);
  const delivery = useModelSelector((grid) => grid.rows?.[index]);
  const statusOptions = useModelSelector((grid) => grid.statusOptions);
  const filters = useModelSelector((grid) => grid.filters.applied);
  const applyFilters = useModelSelector((grid) => grid.filters.actions.applyFilters);
  const tableMessages = useModelSelector((grid) => grid.messages);
  const messages = useMemo(
    () => withDefaults(defaultCellFilterMessages, tableMessages),
    [tableMessages],
  );
  const filterOptions = useTableSelector((frame) =>
    frame.options.filters ? frame.options.filters.options : undefined,
  );
  if (!delivery || key === undefined || !row.isConnected) return null;
  return columns.map((column, index) => {
    if (column.kind) return null;
    const choice = cellFilterChoice(column.id, delivery, { statusOptions, filterOptions, filters });
    // By tag, not `instanceof`: a server has no HTMLTableRowElement.
    const cell =
      row.tagName === 'TR'
        ? (row as HTMLTableRowElement).cells[index]
        : row.querySelector<HTMLElement>(`[data-column="${CSS.escape(column.id)}"]`);
    if (!choice || !cell) return null;
    return (
      <InCell key={column.id} cell={cell}>
        <CellFilterMenu choice={choice} rowKey={key} messages={messages} onApply={applyFilters} />
      </InCell>
    );
  });
}

// A box of its own at the end of the cell: the cell's own children stay React's alone.
function InCell({ cell, children }: { cell: HTMLElement; children: ReactNode }) {
  const [box] = useState(() => {
    const element = document.createElement('span');
    element.className = 'dt-cell-filter';
    return element;
  });
  // The cell is marked for the stylesheet: a `:has()` on every cell cost a 1,000-row frame ms.
  useClientLayoutEffect(() => {
    cell.append(box);
    cell.setAttribute('data-cell-filter', '');
    return () => {
      box.remove();
      cell.removeAttribute('data-cell-filter');
    };
  }, [cell, box]);
  return createPortal(children, box);
}

function CellFilterMenu({
  choice,
  rowKey,
  messages,
  onApply,
}: {
  choice: CellFilterChoice;
  rowKey: string;
  messages: DeliveriesCellFilterMessages;
  onApply: (filters: DeliveriesFilterState) => void;
}) {
  // Named by the words as read; drawn with a value written the other way isolated in them.
  const direction = useDirection();
  const worded = (words: (value: string) => string, filters: DeliveriesFilterState) => {
    const { text, shown } = readAndDrawn(direction, (value) => words(value(choice.label)));
    return { label: text, shown, filters };
  };
  const items = [
    worded(messages.onlyValue, choice.only),
    ...(choice.exclude ? [worded(messages.excludeValue, choice.exclude)] : []),
  ];
  const menu = useMenuButton({
    // In a row the arrows move between rows and controls; Enter or Space open the menu.
    arrowsOpen: false,
    itemCount: items.length,
    isDisabled: () => false,
    onActivate: (index) => {
      const item = items[index];
      if (item) onApply(item.filters);
    },
  });
  // Rows are drawn by position: a menu opened for one delivery never acts on the next.
  const { open, close } = menu;
  useClientLayoutEffect(() => {
    if (open) close({ focusToggle: true });
    // Only the delivery changing closes it; opening it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowKey]);
  return (
    // Names its row: taken out of its cell as the layout changes, an open menu in it still says
    // whose it was (focusAcrossLayouts.ts).
    <span onBlur={menu.onRootBlur} data-row-key={rowKey}>
      <button
        type="button"
        className="dt-button dt-row-actions-button dt-cell-filter-button"
        data-cell-filter=""
        // The body is one tab stop: the arrow keys reach the button (see useRovingRows).
        tabIndex={-1}
        {...menu.buttonProps}
      >
        <span className="dt-visually-hidden">{messages.cellFilterOptions(choice.label)}</span>
        <svg
          className="dt-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2.5 3.5h11l-4.25 5v4l-2.5 1v-5z" />
        </svg>
      </button>
      <FloatingMenuList menu={menu}>
        {items.map((item, index) => (
          <li
            key={index}
            className="dt-export-item"
            aria-label={item.shown === item.label ? undefined : item.label}
            {...menu.itemProps(index)}
          >
            {item.shown}
          </li>
        ))}
      </FloatingMenuList>
    </span>
  );
}
