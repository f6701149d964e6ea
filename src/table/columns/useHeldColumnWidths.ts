import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { useLastCommitted } from '../../shared/useLastCommitted';
import { headerCellWidths } from './headerCellWidths';
import { sameKeys } from '../../shared/sameKeys';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import type { FirstWidths } from './useFirstColumnWidths';

/** Widths read from the header or worked out from the rows' text, and what they are for. */
interface HeldWidths extends FirstWidths {
  layoutKeys: readonly unknown[];
  look: number;
}

/** What held widths are for: the columns and their look, as the grid has them now. */
type WidthsFor = Pick<HeldWidths, 'layoutKeys' | 'look'>;

const holdsFor = (held: HeldWidths | null, now: WidthsFor): held is HeldWidths =>
  held !== null && held.look === now.look && sameKeys(held.layoutKeys, now.layoutKeys);

/**
 * The column widths the grid keeps from page to page. A table laid out by its content sizes each
 * column by the rows drawn, so every page, sort or window of a long page would move the columns.
 * The widths of the first rows drawn are held until `layoutKeys` (the columns, their formats,
 * the density), the scroll area's width or the measured `look` (a font that arrived later)
 * change; then the widths worked out from the rows' text are held (`hold`, once drawn), else
 * the table is laid out by its content again and its widths held anew. Layout is read only
 * where the browser has already computed it: in a ResizeObserver's calls, which come after
 * layout and before paint.
 */
export function useHeldColumnWidths({
  active,
  measurable,
  layoutKeys,
  look,
  tableRef,
  scrollRef,
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
}): {
  held: FirstWidths | null;
  /** After the commit that drew them: keeps widths worked out from the text, if none are held. */
  hold: (drawn: FirstWidths) => void;
} {
  // Not state: widths a render just drew are held without drawing the grid again (state set
  // after the commit rendered it once more before the first rows were painted).
  const kept = useLastCommitted<HeldWidths | null>(null);
  // What kept widths cannot do alone: render again when the browser's are read or dropped.
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const latest = useRef<WidthsFor>({ layoutKeys, look });
  useClientLayoutEffect(() => {
    latest.current = { layoutKeys, look };
  });
  const last = kept.read();
  const held = active && holdsFor(last, { layoutKeys, look }) ? last : null;

  const hold = useCallback(
    (drawn: FirstWidths) => {
      if (!holdsFor(kept.read(), latest.current)) kept.write({ ...drawn, ...latest.current });
    },
    [kept],
  );

  // Another width of the area lets the columns fit it again.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!active || !scroller) return;
    let areaWidth: number | null = null;
    const resizes = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? areaWidth;
      if (areaWidth !== null && width !== areaWidth) {
        kept.write(null);
        changed();
      }
      areaWidth = width;
    });
    resizes.observe(scroller);
    return () => resizes.disconnect();
  }, [active, scrollRef, kept]);

  // Nothing held for these columns, nor worked out from the text: read the widths of the next
  // frame laid out by its rows.
  const valid = held !== null;
  useEffect(() => {
    const table = tableRef.current;
    if (!active || !measurable || valid || !table) return;
    // Widths from the text, held as the rows were drawn.
    if (holdsFor(kept.read(), latest.current)) return;
    const firstLayout = new ResizeObserver(() => {
      firstLayout.disconnect();
      const widths = headerCellWidths(table);
      if (widths.length === 0) return;
      kept.write({ widths, fittedTo: null, ...latest.current });
      changed();
    });
    firstLayout.observe(table);
    return () => firstLayout.disconnect();
  }, [active, measurable, valid, tableRef, kept]);

  return { held, hold };
}
