import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { DeliveriesTableRowsProps } from './DeliveriesTableBody';
import { DeliveriesTableRow } from './DeliveriesTableRow';
import { rowIndexOf, targetRowIndex } from './rowNavigation';

// Rows drawn beyond each edge of the view, so a fast scroll or an arrow key finds them ready.
const overscan = 8;
// The view's height before the first measure (server render, first frame): a typical screen.
const initialRect = { width: 1024, height: 800 };

/**
 * The rows in view of the scroll container, with spacer rows standing in for the rest. The
 * focused row is always drawn, so focus survives scrolling it out of view.
 */
export function DeliveriesTableVirtualRows({
  rows,
  refreshing,
  columnCount,
  estimatedRowHeight,
  scrollRef,
  ...rowProps
}: DeliveriesTableRowsProps & {
  columnCount: number;
  estimatedRowHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts in the scroll container: the sticky header's height.
  const [headerHeight, setHeaderHeight] = useState(0);
  useLayoutEffect(() => {
    setHeaderHeight(bodyRef.current?.offsetTop ?? 0);
  }, []);

  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  // The virtualizer is read fresh on every render, never memoized: the compiler's warning is moot.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    rangeExtractor,
    scrollMargin: headerHeight,
    // A row scrolled to by keyboard stops below the sticky header, not under it.
    scrollPaddingStart: headerHeight,
    initialRect,
  });

  // A row asked for by keyboard that is not drawn yet gets focus once it is.
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  // After every render until the row is drawn; it settles by clearing `pendingFocus`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (pendingFocus === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus}"]`);
    if (!row) return;
    row.focus();
    setPendingFocus(null);
  });

  const focusRow = (index: number) => {
    focusedIndex.current = index;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (row) return row.focus();
    virtualizer.scrollToIndex(index, { align: 'auto' });
    setPendingFocus(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = rowIndexOf(event.target);
    if (from === null) return;
    const viewRows = Math.floor((scrollRef.current?.clientHeight ?? 0) / estimatedRowHeight) - 1;
    const to = targetRowIndex(event.key, from, rows.length, viewRows);
    if (to === null) return;
    event.preventDefault();
    focusRow(to);
  };

  const items = virtualizer.getVirtualItems();
  const spacer = (key: string, height: number) =>
    height > 0 ? (
      <tr key={key} className="dt-spacer-row" aria-hidden="true">
        <td className="dt-spacer" colSpan={columnCount} style={{ height }} />
      </tr>
    ) : null;
  const drawn = [];
  let reached = headerHeight;
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    drawn.push(spacer(`gap-${item.index}`, item.start - reached));
    drawn.push(
      <DeliveriesTableRow
        key={row.id}
        row={row}
        index={item.index}
        measureRef={virtualizer.measureElement}
        {...rowProps}
      />,
    );
    reached = item.end;
  }
  drawn.push(spacer('end', virtualizer.getTotalSize() + headerHeight - reached));

  return (
    <tbody
      ref={bodyRef}
      className="dt-tbody"
      data-state={refreshing ? 'refreshing' : 'idle'}
      data-virtualized="true"
      onKeyDown={rowProps.clickable ? onKeyDown : undefined}
      onFocus={(event) => {
        focusedIndex.current = rowIndexOf(event.target) ?? focusedIndex.current;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          focusedIndex.current = null;
        }
      }}
    >
      {drawn}
    </tbody>
  );
}
