import { useCallback, useMemo } from 'react';
import type { Delivery, OrderBy } from '../../api/types';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import type { DeliveryFormatters } from '../../state/formatters';
import type { StatusOption } from '../../state/statusOptions';
import { cellTextOf } from '../cellText';
import type { DeliveriesTableMessages } from '../messages';
import { headersOf, toColumnDefs } from './columnDefs';

/**
 * What the shown columns give the rest of the model: react-table's column definitions, each
 * header's label, sort and pin, and a value in a column in words. Each keeps its identity while
 * its inputs do: a page turn makes none of them again.
 */
export function useShownColumns({
  shown,
  pinned,
  orderBy,
  messages,
  formatters,
  statusOptions,
}: {
  shown: readonly DeliveryColumn[];
  pinned: Record<string, 'start' | 'end'> | undefined;
  orderBy: OrderBy | null;
  messages: DeliveriesTableMessages;
  formatters: DeliveryFormatters;
  statusOptions: readonly StatusOption[];
}) {
  const columnDefs = useMemo(
    () => toColumnDefs(shown, messages.columnHeaders),
    [shown, messages.columnHeaders],
  );
  const headers = useMemo(
    () => headersOf(shown, orderBy, messages.columnHeaders, pinned),
    [shown, orderBy, messages.columnHeaders, pinned],
  );
  const cellText = useCallback(
    (delivery: Delivery, columnId: string) =>
      cellTextOf(delivery, columnId, formatters, statusOptions),
    [formatters, statusOptions],
  );
  return { columnDefs, headers, cellText };
}
