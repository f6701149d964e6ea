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
import { rowOverscan as overscan, rowWindow, scrollTopToReveal } from './rowWindow';
import { scrollViewHeight } from './scrollViewHeight';
import { rowElement } from './rowElement';
import { cellFilterRow } from './cellFilters/cellFilterRow';
import { useDirection } from '../shared/useDirection';
import { alsoTitlingCutText, useCutTitlesForgotten } from './columns/widthsCode';

// The first frame draws one: the rest follow in the render after it, once rows are on screen.
const firstOverscan = 1;

/** What is drawn: the window of rows and the height they are drawn at. */
interface DrawnRows {
  first: number;
  last: number;
  rowHeight: number;
}

/** Whether the drawn rows still serve: same height, every needed row drawn, few extra. */
function coversWithLittleSlack(drawn: DrawnRows, needed: DrawnRows) {
  return (
    drawn.rowHeight === needed.rowHeight &&
    drawn.first <= needed.first &&
    drawn.last >= needed.last &&
    // A window grown too large (a first guess, a smaller view) is trimmed, not kept forever.
    drawn.last - drawn.first <= needed.last - needed.first + 2 * overscan
  );
}

/** The rows' geometry, read from layout once, then on scroll and resize. */
interface Geometry {
  viewHeight: number;
  /** The sticky header's height: where the body starts in the scroll area. */
  offset: number;
  rowHeight: number;
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
  // The header is a row high plus its border; the rest is known after the first layout.
  const [estimate] = useState<Geometry>(() => ({
    viewHeight: estimatedViewHeight,
    offset: estimatedRowHeight + 1,
    rowHeight: estimatedRowHeight,
  }));
  const geometry = useRef(estimate);
  // The first frame shows the rows in view and one more; the first measure adds the overscan.
  const [drawnRows, setDrawnRows] = useState<DrawnRows>(() => ({
    rowHeight: estimatedRowHeight,
    ...rowWindow({ count, overscan: firstOverscan, scrollTop: 0, ...estimate }),
  }));

  // Layout is read where it is already computed: in the ResizeObserver's first call (after
  // layout, before paint) and in scroll events, never forced from an effect. With the estimates
  // right, the first frame draws without a second render.
  useEffect(() => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    const read = () => {
      const firstRow = body.querySelector('tr[data-index]');
      geometry.current = {
        viewHeight: scroller.clientHeight || scrollViewHeight(scroller),
        offset: body.offsetTop,
        rowHeight: firstRow?.getBoundingClientRect().height || estimatedRowHeight,
      };
      const { rowHeight } = geometry.current;
      const needed = {
        rowHeight,
        ...rowWindow({ count, overscan, scrollTop: scroller.scrollTop, ...geometry.current }),
      };
      setDrawnRows((drawn) => (coversWithLittleSlack(drawn, needed) ? drawn : needed));
    };
    scroller.addEventListener('scroll', read, { passive: true });
    const resizes = new ResizeObserver(read);
    resizes.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', read);
      resizes.disconnect();
    };
  }, [scrollRef, estimatedRowHeight, count]);

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
    (rowControls(row)[pendingFocus.control] ?? row).focus({ preventScroll: true });
    setPendingFocus(null);
  }, [pendingFocus, first, last]);

  const focusRow = (key: string, control = -1) => {
    const index = rowKeys.indexOf(key);
    if (index < 0) return;
    setFocused(key);
    const scroller = scrollRef.current;
    const reveal =
      scroller && scrollTopToReveal(index, { ...geometry.current, scrollTop: scroller.scrollTop });
    if (scroller && reveal !== null && reveal !== undefined) scroller.scrollTop = reveal;
    const row = rowElement(bodyRef.current, key);
    if (row) (rowControls(row)[control] ?? row).focus({ preventScroll: true });
    else setPendingFocus({ key, control });
  };
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
