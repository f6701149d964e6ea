import { useEffect, useRef, useState, type RefObject } from 'react';
import { headerCellWidths } from './headerCellWidths';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';

/** Widths read from the header, and what they were read for. */
interface HeldWidths {
  widths: number[];
  layoutKeys: readonly unknown[];
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/**
 * The column widths a virtualized page keeps while it scrolls. A table laid out by its content
 * sizes each column by the rows drawn, so every new window of rows would move the columns. The
 * widths on screen are held from the page's first frame, or from its first scroll after a sort
 * or a page turn, until `layoutKeys` (the rows, the columns, the density) or the scroll area's
 * width change; the table is then laid out by its content again. Layout is read only where the
 * browser has already computed it: the ResizeObserver's first call and scroll events.
 */
export function useHeldColumnWidths({
  active,
  layoutKeys,
  tableRef,
  scrollRef,
}: {
  /** Whether rows are drawn in windows: short pages lay out by every row, as tables do. */
  active: boolean;
  layoutKeys: readonly unknown[];
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
}): number[] | null {
  const [held, setHeld] = useState<HeldWidths | null>(null);
  const latest = useRef({ held, layoutKeys });
  useClientLayoutEffect(() => {
    latest.current = { held, layoutKeys };
  });

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!active || !scroller) return;
    const hold = () => {
      const { held: current, layoutKeys: keys } = latest.current;
      if (current && sameKeys(current.layoutKeys, keys)) return;
      const widths = headerCellWidths(tableRef.current);
      if (widths.length === 0) return;
      latest.current = { held: { widths, layoutKeys: keys }, layoutKeys: keys };
      setHeld(latest.current.held);
    };
    let areaWidth: number | null = null;
    const resizes = new ResizeObserver(() => {
      const width = scroller.clientWidth;
      // The first call comes after the first layout: the widths then are the page's own.
      if (areaWidth === null) hold();
      else if (width !== areaWidth) setHeld(null);
      areaWidth = width;
    });
    resizes.observe(scroller);
    scroller.addEventListener('scroll', hold, { passive: true });
    return () => {
      resizes.disconnect();
      scroller.removeEventListener('scroll', hold);
    };
  }, [active, tableRef, scrollRef]);

  return active && held && sameKeys(held.layoutKeys, layoutKeys) ? held.widths : null;
}
