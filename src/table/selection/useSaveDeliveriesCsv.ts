import { useCsvSave } from '../../export/useCsvSave';
import { useGridContext } from '../gridContext';

/** The grid's CSV file, as its "Export" menu writes it: shown columns, labels, zone, view name. */
export function useSaveDeliveriesCsv() {
  const { grid } = useGridContext();
  return useCsvSave({
    columns: grid.columns.shown,
    columnHeaders: grid.messages.columnHeaders,
    statusOptions: grid.statusOptions,
    timeZone: grid.timeZone,
    viewName: grid.view.applied?.name,
  });
}
