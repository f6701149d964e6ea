import { useMemo, useState, type RefObject } from 'react';
import type { Delivery } from '../../api/types';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { cancelMeasure, measureNextFrame } from '../layout/framePass';
import { readColumnMetrics, type ColumnMetrics } from './columnMetrics';
import { mayOverflowLength } from '../cells';
import { fitColumnWidths, type ColumnExtent } from './fitColumnWidths';

/** Whether cells.tsx draws the text in a clamped box, which may give up its width. */
const isBoxed = (value: unknown, columnId: string, text: string) =>
  typeof value === 'string' && columnId !== 'insertTime' && text.length > mayOverflowLength;

/** Rows read for the widths of a long page: its first screens, as a virtualized body draws. */
const sampledRows = 100;

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
  /** What the header's and cells' look depends on: the columns, the density. */
  metricsKeys: readonly unknown[];
}): number[] | null {
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
      measureNextFrame(table, () => {
        const metrics = readColumnMetrics(table, area);
        return () => setRead(metrics && { metrics, keys: metricsKeys });
      });
    // Not in the grid's first frame: the first paint waits for nothing it does not show.
    let task: ReturnType<typeof setTimeout> | undefined;
    const afterFirstPaint = requestAnimationFrame(() => (task = setTimeout(readNextFrame, 0)));
    let live = true;
    void document.fonts?.ready.then(() => live && readNextFrame());
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
      cancelAnimationFrame(afterFirstPaint);
      clearTimeout(task);
      cancelMeasure(table);
      resizes.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the look changes
  }, metricsKeys);
  const metrics =
    read &&
    read.keys.length === metricsKeys.length &&
    read.keys.every((key, i) => key === metricsKeys[i])
      ? read.metrics
      : null;

  return useMemo(() => {
    if (!needed || !metrics || !rows || rows.length === 0) return null;
    if (columns.some((column) => column.cell) || columns.length !== metrics.headerWidths.length)
      return null;
    const { widthOf, pillWidthOf } = metrics;
    const sample = rows.length > sampledRows ? rows.slice(0, sampledRows) : rows;
    const extents = columns.map((column, index): ColumnExtent => {
      const header = metrics.headerWidths[index] ?? 0;
      const pill = pills && column.id === 'status';
      // Long text is boxed (cells.tsx) and may give way down to the header; short text may not.
      let boxed = 0;
      let bare = 0;
      for (const delivery of sample) {
        const text = textOf(delivery, column.id);
        if (pill) bare = Math.max(bare, pillWidthOf(text) + metrics.pillInline);
        else if (isBoxed(delivery[column.id], column.id, text))
          boxed = Math.max(boxed, Math.min(widthOf(text), metrics.textCap));
        else bare = Math.max(bare, widthOf(text));
      }
      const min = Math.max(header, bare + metrics.cellInline);
      return { min, max: Math.max(min, boxed + metrics.cellInline) };
    });
    return fitColumnWidths(extents, metrics.room);
  }, [needed, metrics, rows, columns, textOf, pills]);
}
