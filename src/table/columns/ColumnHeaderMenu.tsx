import { useMenuButton } from '../../shared/useMenuButton';
import type { DeliveriesGridHeader } from '../../grid/columns/columnsModel';
import type { DeliveriesGrid } from '../../grid/model';
import { setColumnShown } from '../../state/setColumnShown';
import { pinColumn } from '../../state/pinColumn';
import { sortKeyOf } from '../../state/columns/sortKey';
import { memo, useState } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { landFocus } from '../../shared/focusLanding';
import { shallowEqual } from '../../shared/useStoreSelector';
import { useGridParts, useModelSelector, useTableSelector } from '../gridContext';
import { FloatingMenuList } from '../menus/FloatingMenuList';
import { useColumnAnnouncement } from './ColumnAnnouncer';
import { focusFilterFieldSoon } from '../DeliveriesTableFilters';
import { defaultColumnWidthMessages } from '../../grid/columns/columnWidthWords';
import { pinOf } from '../../state/arrangeColumns';
import { widthTowards } from './resizeMoves';
import { headerCellWidths } from './headerCellWidths';

// What "Widen column" and "Narrow column" change the width by: the handle's Shift+arrow stride.
const widthStep = 50;

interface MenuItem {
  label: string;
  run: () => void;
  /** Reachable but not usable now (the sort it would set is the sort already). */
  disabled?: boolean;
}

/**
 * A header's "Column options for Code" menu button (the WAI-ARIA menu button pattern, as the
 * Export menu): sort either way or clear the sort, pin to either edge or unpin, hide the column,
 * and on the status column "Filter by status…", which opens the filter panel on its Status field.
 * Items are drawn while the menu is open only: nine headers carry one button each.
 */
export const ColumnHeaderMenu = memo(function ColumnHeaderMenu({
  header,
}: {
  header: DeliveriesGridHeader;
}) {
  const { table, tableRef, rootRef, store } = useGridParts();
  const sayNow = useColumnAnnouncement();
  // Said once the change shows: a host holding the settings may take it later, or refuse it.
  const say = (text: string, done: (grid: DeliveriesGrid) => boolean) => {
    if (done(store.get())) return sayNow(text);
    const stop = store.subscribe(() => {
      if (!done(store.get())) return;
      stop();
      clearTimeout(giveUp);
      sayNow(text);
    });
    const giveUp = setTimeout(stop, 5000);
  };
  // Where "Widen" and "Narrow" would take the column, from its width on screen as the menu
  // opens (`null`: no room that way); not known until then.
  const [room, setRoom] = useState<{ widen: number | null; narrow: number | null }>();
  const { messages, actions, allColumns, lastShown } = useModelSelector(
    (grid) => ({
      messages: grid.messages,
      actions: grid.actions,
      allColumns: grid.columns.all,
      lastShown: grid.columns.shown.length === 1,
    }),
    shallowEqual,
  );
  const arranging = useTableSelector((frame) => frame.options.columnsMenu !== false);
  const filtering = useTableSelector((frame) => frame.openFilters !== null);
  const { column, sorted, pinned, label } = header;
  const key = sortKeyOf(column);
  const items: MenuItem[] = [];
  if (key !== null) {
    items.push(
      {
        label: messages.sortAscending,
        run: () => actions.sortBy({ key, order: 'asc' }),
        disabled: sorted === 'asc',
      },
      {
        label: messages.sortDescending,
        run: () => actions.sortBy({ key, order: 'desc' }),
        disabled: sorted === 'desc',
      },
      { label: messages.clearSort, run: () => actions.sortBy(null), disabled: !sorted },
    );
  }
  if (arranging) {
    const pin = (side: 'start' | 'end' | null) => () => {
      actions.setColumnSettings((settings) => pinColumn(settings, column.id, side));
      // The header moves with its button, which keeps focus (React refocuses a moved node);
      // unpinned, it goes back among the scrolling columns, maybe out of view: brought to it.
      const button = menu.buttonRef.current;
      if (!side)
        requestAnimationFrame(() =>
          button?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
        );
      say(
        side ? messages.columnPinned(label, side) : messages.columnUnpinned(label),
        (grid) => (pinOf(grid.columns.settings.pinned, column.id) ?? null) === side,
      );
    };
    items.push(
      { label: messages.pinToStart, run: pin('start'), disabled: pinned === 'start' },
      { label: messages.pinToEnd, run: pin('end'), disabled: pinned === 'end' },
      { label: messages.unpin, run: pin(null), disabled: !pinned },
      // A width without a drag (WCAG 2.5.7), from the one on screen, as the handle's keys; not
      // offered the way the limits leave no room (a column drawn past them is not snapped back).
      ...([1, -1] as const).map((wider) => ({
        label:
          wider > 0
            ? (messages.widenColumn ?? defaultColumnWidthMessages.widenColumn)
            : (messages.narrowColumn ?? defaultColumnWidthMessages.narrowColumn),
        run: () => {
          const cell = menu.buttonRef.current?.closest('th');
          if (!cell) return;
          const onScreen = cell.getBoundingClientRect().width;
          const widths = headerCellWidths(tableRef.current);
          // The handle's rule (these menus come with the widths code).
          const next = widthTowards(onScreen, onScreen + wider * widthStep);
          if (next === null) return;
          actions.resizeColumn(column.id, next, widths);
          // Said once it shows: focus is back on the menu button, not on the handle's value.
          const said = messages.columnWidthSaid ?? defaultColumnWidthMessages.columnWidthSaid;
          // A number: a width is never the prototype's entry of the same name.
          say(said(label, next), (grid) => grid.columns.settings.widths[column.id] === next);
        },
        disabled: room?.[wider > 0 ? 'widen' : 'narrow'] === null,
      })),
      {
        label: messages.hideColumn,
        run: () => {
          // The column and its button go: focus moves to the next column's button (or the one
          // before), else to "Columns", where the column can be shown again.
          const buttons = Array.from(
            tableRef.current?.tHead?.querySelectorAll('.dt-column-menu-button') ?? [],
          );
          const own = buttons.indexOf(menu.buttonRef.current as Element);
          const next = own < 0 ? null : (buttons[own + 1] ?? buttons[own - 1] ?? null);
          actions.setColumnSettings((settings) =>
            setColumnShown(allColumns, settings, column.id, false),
          );
          say(messages.columnHidden(label), (grid) =>
            grid.columns.shown.every((shown) => shown.id !== column.id),
          );
          landFocus({
            within: rootRef,
            order: [{ current: next }, '.dt-columns-toggle', 'thead button'],
          });
        },
        disabled: lastShown,
      },
    );
  }
  if (column.id === 'status' && filtering) {
    items.push({
      label: messages.filterByStatus,
      // From the header's button, which the closing menu gave focus back to.
      run: () => focusFilterFieldSoon(table.get()?.openFilters?.() ?? null, 'status'),
    });
  }
  const menu = useMenuButton({
    itemCount: items.length,
    isDisabled: (index) => items[index]?.disabled === true,
    onActivate: (index) => items[index]?.run(),
  });
  const { open, buttonRef } = menu;
  useClientLayoutEffect(() => {
    const drawn = open && buttonRef.current?.closest('th')?.getBoundingClientRect().width;
    if (!drawn) return;
    const towards = (wider: number) => widthTowards(drawn, drawn + wider * widthStep);
    setRoom({ widen: towards(1), narrow: towards(-1) });
  }, [open, buttonRef]);
  if (items.length === 0) return null;
  return (
    <span className="dt-column-menu" onBlur={menu.onRootBlur}>
      <button
        type="button"
        className="dt-column-menu-button"
        // Named by an attribute: the header's text stays its label alone.
        aria-label={messages.columnOptions(label)}
        {...menu.buttonProps}
      />
      <FloatingMenuList menu={menu}>
        {menu.open &&
          items.map((item, index) => (
            // By place, not label: a new language's words keep the item, and focus on it.
            <li key={index} className="dt-export-item" {...menu.itemProps(index)}>
              {item.label}
            </li>
          ))}
      </FloatingMenuList>
    </span>
  );
});
ColumnHeaderMenu.displayName = 'ColumnHeaderMenu';
