import { useCsvSave } from '../../export/useCsvSave';
import { useGridContext } from '../gridContext';
import { selectionMessagesOf } from './selectionMessages';

/**
 * The selection's CSV file, as the "Export" menu writes the grid's (shown columns, labels, zone,
 * view name), named apart from it: `deliveries-selected-2026-11-22.csv`.
 */
export function useSaveDeliveriesCsv() {
  const { grid, options } = useGridContext();
  return useCsvSave({
    columns: grid.columns.shown,
    columnHeaders: grid.messages.columnHeaders,
    statusOptions: grid.statusOptions,
    timeZone: grid.timeZone,
    viewName: grid.view.applied?.name,
    part: selectionMessagesOf(options.messages?.selection).selectedFileName,
  });
}
