import { useEffect, useRef, useState, type RefObject } from 'react';
import { headerCellWidths } from './headerCellWidths';
import { sameKeys } from '../../shared/sameKeys';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import type { FirstWidths } from './useFirstColumnWidths';

/** Widths read from the header or worked out from the rows' text, and what they are for. */
interface HeldWidths extends FirstWidths {
  layoutKeys: readonly unknown[];
  look: number;
}

/**
 * The column widths the grid keeps from page to page. A table laid out by its content sizes each
 * column by the rows drawn, so every page, sort or window of a long page would move the columns.
 * The widths of the first rows drawn are held until `layoutKeys` (the columns, their formats,
 * the density), the scroll area's width or the measured `look` (a font that arrived later)
 * change; then the widths worked out from the rows' text (`known`) are held, else the table is
 * laid out by its content again and its widths held anew. Layout is read only where the
 * browser has already computed it: in a ResizeObserver's calls, which come after layout and
 * before paint.
 */
export function useHeldColumnWidths({
  active,
  measurable,
  layoutKeys,
  look,
  tableRef,
  scrollRef,
  known,
}: {
  /** False while a person's widths apply: nothing is held then. */
  active: boolean;
  /** Whether rows are drawn: placeholders or an empty page say nothing of the columns. */
  measurable: boolean;
  layoutKeys: readonly unknown[];
  /** `useColumnMetrics`' count of fonts that changed the text's widths since the page came. */
  look: number;
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
  /** Widths worked out before the rows were drawn (`useFirstColumnWidths`): held as they are. */
  known?: RefObject<FirstWidths | null>;
}): FirstWidths | null {
  const [held, setHeld] = useState<HeldWidths | null>(null);
  const valid =
    active && held !== null && held.look === look && sameKeys(held.layoutKeys, layoutKeys);
  const latest = useRef({ layoutKeys, look });
  useClientLayoutEffect(() => {
    latest.current = { layoutKeys, look };
  });

  // Another width of the area lets the columns fit it again.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!active || !scroller) return;
    let areaWidth: number | null = null;
    const resizes = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? areaWidth;
      if (areaWidth !== null && width !== areaWidth) setHeld(null);
      areaWidth = width;
    });
    resizes.observe(scroller);
    return () => resizes.disconnect();
  }, [active, scrollRef]);

  // Nothing held for these columns: read the widths of the next frame laid out by its rows.
  useEffect(() => {
    const table = tableRef.current;
    if (!active || !measurable || valid || !table) return;
    const first = known?.current;
    if (first) {
      setHeld({ ...first, ...latest.current });
      return;
    }
    const firstLayout = new ResizeObserver(() => {
      firstLayout.disconnect();
      const widths = headerCellWidths(table);
      if (widths.length > 0) setHeld({ widths, fittedTo: null, ...latest.current });
    });
    firstLayout.observe(table);
    return () => firstLayout.disconnect();
  }, [active, measurable, valid, tableRef, known]);

  return valid ? held : null;
}
