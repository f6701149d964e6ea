import { useMemo } from 'react';
import type { Delivery } from '../../api/types';
import type { ColumnMetrics } from './columnMetrics';
import type { WidthsSource } from './textColumnWidths';
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
 * header drawn, `useColumnMetrics`), or nothing to size. As in the browser's own sizing, a
 * column of long text gives way down to its header, short text and numbers, statuses and dates
 * never.
 */
export function useFirstColumnWidths({
  needed,
  metrics,
  source: { columns, rows, textOf, pills, virtualized },
}: {
  /** False while widths are held or a person's apply: nothing is worked out then. */
  needed: boolean;
  metrics: ColumnMetrics | null;
  source: WidthsSource;
}): FirstWidths | null {
  return useMemo(() => {
    const code = widthsCode.current();
    if (!needed || !metrics || !code || !rows || rows.length === 0) return null;
    const widths = code.textColumnWidths(metrics, columns, rows, { textOf, pills, virtualized });
    // A virtualized body draws rows later that were not read: their text may not fit.
    return widths && { widths, fittedTo: virtualized ? null : rows };
  }, [needed, metrics, rows, columns, textOf, pills, virtualized]);
}
