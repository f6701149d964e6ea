import { useMemo } from 'react';
import { selectionRules } from '../../grid/selection/useGridSelection';
import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import { onDemandPart } from '../../shared/onDemandPart';
import type { RowColumn } from '../columns';
import type * as SelectionUi from './selectionUi';
import type { DeliveriesTableOptions } from '../types';

/** What the selection parts' chunk holds. */
export type SelectionParts = typeof SelectionUi;

/** The selection parts' chunk, fetched with the rules it needs (a failure of either shows). */
export const selectionParts = onDemandModule(() =>
  Promise.all([import('./selectionUi'), selectionRules.load()]).then(([parts]) => parts),
);

/** The area under the rows, with "Retry" if its chunk cannot be fetched. */
export const selectionArea = onDemandPart(() =>
  selectionParts.load().then((parts) => parts.SelectionArea),
);

/** Whether the grid has selection or row actions, the features of this chunk. */
export function usesSelectionParts(options: DeliveriesTableOptions) {
  return {
    selecting: options.selection !== undefined && options.selection !== false,
    rowActions: (options.rows?.actions?.length ?? 0) > 0,
  };
}

/**
 * The columns the rows draw: with the checkbox column first and the actions column last once
 * their chunk is there (fetched as the grid mounts, usually before the first page arrives).
 */
export function useControlColumns(columns: readonly RowColumn[], options: DeliveriesTableOptions) {
  const { selecting, rowActions } = usesSelectionParts(options);
  const parts = useOnDemandModule(selectionParts, selecting || rowActions);
  // Memoized: the rows are, and a new column list would draw every row again.
  const rowColumns = useMemo(
    () => (parts ? parts.withControlColumns(columns, selecting, rowActions) : columns),
    [parts, columns, selecting, rowActions],
  );
  return { rowColumns, parts, selecting: selecting && !!parts, rowActions: rowActions && !!parts };
}
