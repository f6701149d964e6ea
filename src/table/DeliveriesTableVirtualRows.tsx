import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { changeOf, changedFieldsOf, type DeliveriesTableRowsProps } from './rowsProps';
import { DeliveriesTableRow } from './DeliveriesTableRow';
import { rowControls, useFocusFollowsDelivery } from './useFocusFollowsDelivery';
import {
  positionOf,
  rovingKeys,
  tableRows,
  useRovingRows,
  type RowPosition,
} from './useRovingRows';
import { scrollTopToReveal } from './rowWindow';
import { pageScroller, scaleOf, scrollToShow, shownBand } from './pageView';
import { useLatestCallback } from '../shared/useLatestCallback';
import { useRowWindow } from './useRowWindow';
import { rowElement } from './rowElement';
import { cellFilterRow } from './cellFilters/cellFilterRow';
import { useDirection } from '../shared/useDirection';
import { alsoTitlingCutText, useCutTitlesForgotten } from './columns/widthsCode';

// Where the page scrolls the rows, the browser brings the row into sight through every box
// around it (a host's box below the fold, then the window); the Selection bar's reveal follows.
function focusIn(row: HTMLElement, control: number, paged: boolean) {
  (rowControls(row)[control] ?? row).focus({ preventScroll: true });
  if (paged) row.scrollIntoView({ block: 'nearest' });
}

/**
 * The rows in view of the scroll container, with spacer rows standing in for the rest. Rows
 * share one height (the first drawn row's; cells stay on one line), so the window is computed,
 * never measured row by row, and a scroll renders only when it brings other rows into view.
 * The focused row is always drawn, so focus survives scrolling it out of view.
 */
export function DeliveriesTableVirtualRows({
  deliveries,
  rowKeys,
  navigation,
  refreshing,
  changes,
  openKey,
  columnCount,
  estimatedRowHeight,
  estimatedViewHeight,
  scrollRef,
  CellFilterMenus,
  ...rowProps
}: DeliveriesTableRowsProps & {
  /** With cells that offer "Only this": what draws the menus of the row in use. */
  CellFilterMenus?:
    ComponentType<{ row: HTMLElement; columns: DeliveriesTableRowsProps['columns'] }> | undefined;
  columnCount: number;
  estimatedRowHeight: number;
  /** What the scroll container will show, read before the rows came (`scrollViewHeight`). */
  estimatedViewHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const count = deliveries.length;
  const { drawnRows, geometry } = useRowWindow({
    count,
    estimatedRowHeight,
    estimatedViewHeight,
    scrollRef,
    bodyRef,
  });
  const { first, last, rowHeight } = drawnRows;
  // The row holding focus, and the body's tab stop, stay drawn wherever the view goes.
  const [focusedKey, setFocused] = useState<string | null>(null);
  // The row a pointer is over or focus is in draws its cells' filter menus (none per cell).
  const [menusRow, setMenusRow] = useState<HTMLElement | null>(null);
  const seeRow = (event: SyntheticEvent) =>
    setMenusRow((shown) => cellFilterRow(shown, event, tableRows));
  const direction = useDirection();
  const roving = useRovingRows(
    bodyRef,
    navigation,
    { rowKeys, columns: rowProps.columns, window: `${first}-${last}-${focusedKey}` },
    rowProps.roving,
    true,
  );
  const indexOfKey = (key: string | null) => (key === null ? null : rowKeys.indexOf(key));
  const indexes: number[] = [];
  // A window kept from a longer page lasts one render, until the next measure: clamp it.
  for (let index = first; index <= Math.min(last, count - 1); index += 1) indexes.push(index);
  const focused = indexOfKey(focusedKey);
  const tabStop = indexOfKey(roving.tabStop);
  for (const kept of rowProps.roving ? [focused, tabStop] : [focused]) {
    if (kept !== null && kept >= 0 && kept < count && !indexes.includes(kept)) indexes.push(kept);
  }
  indexes.sort((a, b) => a - b);

  // A row (or a control in it) asked for by keyboard that is not drawn yet gets focus once it is.
  const [pendingFocus, setPendingFocus] = useState<RowPosition | null>(null);
  useEffect(() => {
    if (pendingFocus === null) return;
    const row = rowElement(bodyRef.current, pendingFocus.key);
    if (!row) return;
    focusIn(row, pendingFocus.control, geometry.current.clips !== null);
    setPendingFocus(null);
  }, [pendingFocus, first, last, geometry]);

  // Scrolls what scrolls the rows to where row `index` is drawn.
  const revealIndex = (index: number) => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    const { clips, rowHeight: height } = geometry.current;
    if (clips && body) {
      const scale = scaleOf(body);
      const top = body.getBoundingClientRect().top + index * height * scale;
      const by = scrollToShow(top, top + height * scale, shownBand(clips));
      const page = pageScroller(clips);
      if (by !== 0) page.scrollBy({ top: by / scaleOf(page) });
    } else if (scroller) {
      const scrollTop = scroller.scrollTop;
      const reveal = scrollTopToReveal(index, { ...geometry.current, scrollTop });
      if (reveal !== null) scroller.scrollTop = reveal;
    }
  };
  const focusRow = (key: string, control = -1) => {
    const index = rowKeys.indexOf(key);
    if (index < 0) return;
    setFocused(key);
    revealIndex(index);
    const row = rowElement(bodyRef.current, key);
    if (row) focusIn(row, control, geometry.current.clips !== null);
    else setPendingFocus({ key, control });
  };
  // The details ask for an open delivery's row that is not drawn (`DetailPanel`).
  const latestReveal = useLatestCallback(revealIndex);
  useEffect(() => {
    const body = bodyRef.current;
    const asked = (event: Event) => {
      event.preventDefault();
      latestReveal((event as CustomEvent<number>).detail);
    };
    body?.addEventListener('dt-reveal-row', asked);
    return () => body?.removeEventListener('dt-reveal-row', asked);
  }, [latestReveal]);
  useFocusFollowsDelivery(bodyRef, rowKeys, navigation, focusRow);
  useCutTitlesForgotten(bodyRef, [deliveries]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const { viewHeight, offset } = geometry.current;
    const viewRows = Math.floor((viewHeight - offset) / rowHeight) - 1;
    rovingKeys(navigation, viewRows, direction, (to) => focusRow(to.key, to.control))(event);
  };

  const spacer = (key: string, rowCount: number) =>
    rowCount > 0 ? (
      <tr key={key} className="dt-spacer-row" aria-hidden="true">
        <td className="dt-spacer" colSpan={columnCount} style={{ height: rowCount * rowHeight }} />
      </tr>
    ) : null;
  const drawn = [];
  let next = 0;
  indexes.forEach((index) => {
    drawn.push(spacer(`gap-${index}`, index - next));
    const deliveryKey = rowKeys[index]!;
    drawn.push(
      <DeliveriesTableRow
        // By position, as the plain body's: a sort updates the drawn rows in place.
        key={index}
        delivery={deliveries[index]!}
        deliveryKey={deliveryKey}
        index={index}
        change={changeOf(changes, deliveryKey)}
        changedFields={changedFieldsOf(changes, deliveryKey)}
        open={openKey === deliveryKey}
        {...rowProps}
      />,
    );
    next = index + 1;
  });
  drawn.push(spacer('end', count - next));

  return (
    <tbody
      ref={bodyRef}
      className="dt-tbody"
      data-state={refreshing ? 'refreshing' : 'idle'}
      data-virtualized="true"
      onKeyDown={rowProps.roving ? onKeyDown : undefined}
      onFocus={(event) => {
        roving.onFocus(event);
        const at = positionOf(event.target);
        if (at) setFocused(at.key);
        if (CellFilterMenus) seeRow(event);
      }}
      onPointerOver={alsoTitlingCutText(CellFilterMenus ? seeRow : undefined)}
      onPointerMove={CellFilterMenus ? seeRow : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      {drawn}
      {CellFilterMenus && menusRow?.tagName === 'TR' && (
        <CellFilterMenus row={menusRow} columns={rowProps.columns} />
      )}
    </tbody>
  );
}
