import { useMemo, useState, type RefObject } from 'react';
import type { Delivery } from '../../api/types';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import { sameKeys } from '../../shared/sameKeys';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { cancelMeasure, measureNextFrame } from '../layout/framePass';
import type { ColumnMetrics } from './columnMetrics';
import { widthsCode } from './widthsCode';

/** Widths worked out from rows' text, and the rows whose every short text fits them. */
export interface FirstWidths {
  widths: number[];
  /**
   * The rows read (their first `sampledRows`; the stylesheet cuts the rest), when the body draws
   * them all; null on a virtualized page.
   */
  fittedTo: readonly Delivery[] | null;
}

/**
 * The columns' widths for the first rows, worked out from their text before they are drawn, so
 * the table lays them out once at fixed widths: sized by the browser from their content, a
 * page's long text (which must be able to give up its width) cost its frame as much again.
 * Null where the text does not say it: a host's cells, no metrics read yet (fonts loading, no
 * header drawn), or nothing to size. As in the browser's own sizing, a column of long text
 * gives way down to its header, short text and numbers, statuses and dates never.
 */
export function useFirstColumnWidths({
  needed,
  tableRef,
  scrollRef,
  columns,
  rows,
  textOf,
  pills,
  virtualized,
  metricsKeys,
}: {
  /** False while widths are held or a person's apply: nothing is worked out then. */
  needed: boolean;
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
  columns: readonly DeliveryColumn[];
  rows: readonly Delivery[] | undefined;
  textOf: (delivery: Delivery, columnId: string) => string;
  /** The status column draws pills (`statusOptions`): their padding adds to the text. */
  pills: boolean;
  /** The body draws only the rows in view: only those are read. */
  virtualized: boolean;
  /** What the header's and cells' look depends on: the columns, the density. */
  metricsKeys: readonly unknown[];
}): FirstWidths | null {
  const [read, setRead] = useState<{ metrics: ColumnMetrics; keys: readonly unknown[] } | null>(
    null,
  );
  // Read once the header and the placeholder rows are painted, in a frame's measures with the
  // grid's others (nothing then lays the page out again), before rows come; again once web
  // fonts have loaded, and when the area's width changes.
  useClientLayoutEffect(() => {
    const table = tableRef.current;
    const area = scrollRef.current;
    if (!table || !area) return;
    const readNextFrame = () =>
      void widthsCode.load().then(
        (code) =>
          measureNextFrame(table, () => {
            const metrics = code.readColumnMetrics(table, area);
            return () => setRead(metrics && { metrics, keys: metricsKeys });
          }),
        () => undefined,
      );
    // Not in a frame the grid paints for its own sake: after the next paint, which waits for
    // nothing it does not show; again once web fonts still loading have come.
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    const readAfterPaint = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (task = setTimeout(readNextFrame, 0)));
    };
    readAfterPaint();
    let live = true;
    if (document.fonts && document.fonts.status !== 'loaded')
      void document.fonts.ready.then(() => live && readAfterPaint());
    let width = area.clientWidth;
    const resizes = new ResizeObserver(() => {
      if (area.clientWidth === width) return;
      width = area.clientWidth;
      // What was read is for another room: nothing is worked out until it is read again.
      setRead(null);
      readNextFrame();
    });
    resizes.observe(area);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(task);
      cancelMeasure(table);
      resizes.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the look changes
  }, metricsKeys);
  const metrics = read && sameKeys(read.keys, metricsKeys) ? read.metrics : null;

  return useMemo(() => {
    const code = widthsCode.current();
    if (!needed || !metrics || !code || !rows || rows.length === 0) return null;
    const widths = code.textColumnWidths(metrics, columns, rows, { textOf, pills, virtualized });
    // A virtualized body draws rows later that were not read: their text may not fit.
    return widths && { widths, fittedTo: virtualized ? null : rows };
  }, [needed, metrics, rows, columns, textOf, pills, virtualized]);
}
