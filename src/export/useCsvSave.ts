import { useMemo } from 'react';
import type { Delivery } from '../api/types';
import { withDefaults } from '../shared/withDefaults';
import { defaultColumnHeaders } from '../state/columns/columnLabel';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { StatusOption } from '../state/statusOptions';
import { deliveriesExportFileName } from './deliveriesCsvFile';
import { toDeliveryExportColumns } from './deliveryExportColumns';
import { saveDeliveriesCsv } from './saveDeliveriesCsv';
import { toDeliveriesCsv } from './toDeliveriesCsv';

/**
 * Hands deliveries over as the grid's CSV file: its columns and headers, status labels, times
 * in its zone, named `fileName` or after the applied view, the `part` it holds and today's date.
 */
export function useCsvSave({
  columns,
  columnHeaders,
  statusOptions,
  timeZone,
  fileName,
  viewName,
  part,
}: {
  columns: readonly DeliveryColumn[];
  columnHeaders: Partial<Record<string, string>>;
  statusOptions: readonly StatusOption[];
  timeZone: string | undefined;
  fileName?: string | undefined;
  viewName?: string | undefined;
  /** What part of the deliveries the file holds, in its name: `deliveries-selected-…`. */
  part?: string | undefined;
}) {
  const exportColumns = useMemo(
    () => toDeliveryExportColumns(columns, withDefaults(defaultColumnHeaders, columnHeaders)),
    [columns, columnHeaders],
  );
  return (deliveries: readonly Delivery[]) =>
    saveDeliveriesCsv(
      toDeliveriesCsv(deliveries, exportColumns, { statusOptions, timeZone }),
      fileName ?? deliveriesExportFileName(new Date(), viewName, part),
    );
}
