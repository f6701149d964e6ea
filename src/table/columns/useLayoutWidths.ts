import { useCallback, type RefObject } from 'react';
import type { Delivery } from '../../api/types';
import { cellTextOf } from '../../grid/cellText';
import type { DeliveriesGrid } from '../../grid/model';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import type { WidthsSource } from './textColumnWidths';
import { useColumnMetrics } from './useColumnMetrics';
import { useFirstColumnWidths } from './useFirstColumnWidths';
import { useHeldColumnWidths } from './useHeldColumnWidths';

/**
 * The widths the table is laid out at: a person's, else those held from page to page, else the
 * first rows' worked out from their text; null where the browser sizes the columns. `fitted`:
 * they were worked out from the rows drawn, whose short text then fits without being cut.
 */
export function useLayoutWidths({
  grid,
  cards,
  layoutKeys,
  virtualizeAbove,
  tableRef,
  scrollRef,
}: {
  grid: DeliveriesGrid;
  /** The grid draws cards: no table to size. */
  cards: boolean;
  /** What the columns' widths depend on: the shown columns as rows draw them, the density. */
  layoutKeys: readonly unknown[];
  /** Pages longer than this draw only the rows in view. */
  virtualizeAbove: number;
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
}): {
  personWidths: number[] | null;
  layoutWidths: number[] | null;
  fitted: boolean;
  /** The data columns' room (the area less the control columns), once read. */
  room: number | undefined;
} {
  const { rows, body } = grid;
  const personWidths = grid.columns.fixedWidths;
  const textOf = useCallback(
    (delivery: Delivery, columnId: string) =>
      cellTextOf(delivery, columnId, grid.formatters, grid.statusOptions),
    [grid.formatters, grid.statusOptions],
  );
  const source: WidthsSource = {
    columns: grid.columns.shown,
    rows: body === 'rows' ? rows : undefined,
    textOf,
    pills: grid.statusOptions.length > 0,
    virtualized: (rows?.length ?? 0) > virtualizeAbove,
  };
  const { metrics, look } = useColumnMetrics({
    tableRef,
    scrollRef,
    metricsKeys: [...layoutKeys, cards],
    source,
  });
  const { held: heldWidths, hold } = useHeldColumnWidths({
    active: personWidths === null,
    measurable: body === 'rows' && (rows?.length ?? 0) > 0,
    layoutKeys,
    look,
    tableRef,
    scrollRef,
  });
  // Before any are held, the first rows' widths from their text: laid out once, at them.
  const firstWidths = useFirstColumnWidths({
    needed: !cards && personWidths === null && heldWidths === null,
    metrics,
    source,
  });
  // Held once drawn, before the held widths' own effects look for widths to read.
  useClientLayoutEffect(() => {
    if (firstWidths) hold(firstWidths);
  });
  const textWidths = heldWidths ?? firstWidths;
  return {
    personWidths,
    layoutWidths: personWidths ?? textWidths?.widths ?? null,
    fitted: personWidths === null && rows !== undefined && textWidths?.fittedTo === rows,
    room: metrics?.room,
  };
}
