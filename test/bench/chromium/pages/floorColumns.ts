import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { Delivery } from '@src/index';

/** No features: the floor only lays rows out, as the grid does with server-side sort and paging. */
export const floorFeatures = tableFeatures({});

const column = createColumnHelper<typeof floorFeatures, Delivery>();
// Made once at load, the plain way. The grid makes its own after its first paint, while the
// first page is on its way: the first Intl object a page builds costs 10 to 40 ms cold.
const numbers = new Intl.NumberFormat('en-GB');
const dates = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const formatNumber = ({ getValue }: { getValue: () => number }) => numbers.format(getValue());

/** The grid's nine default columns, with its headers and equivalent formatting. */
export const floorColumns = column.columns([
  column.accessor('code', { header: 'Code' }),
  column.accessor('tenantName', { header: 'Tenant' }),
  column.accessor('courierCode', { header: 'Courier' }),
  column.accessor('warehouseName', { header: 'Warehouse' }),
  column.accessor('customerBusinessPartnerName', { header: 'Customer' }),
  column.accessor('duQty', { header: 'DU qty', cell: formatNumber }),
  column.accessor('palletQty', { header: 'Pallets', cell: formatNumber }),
  column.accessor('status', { header: 'Status', cell: formatNumber }),
  column.accessor('insertTime', {
    header: 'Inserted',
    cell: ({ getValue }) => dates.format(Date.parse(getValue())),
  }),
]);

/**
 * The same nine cells' texts, read straight from a delivery: the floor drawing only the rows in
 * view uses these, with no row model, as the least any virtualized grid must do.
 */
export const floorCellTexts: readonly ((delivery: Delivery) => string)[] = [
  (delivery) => delivery.code,
  (delivery) => delivery.tenantName,
  (delivery) => delivery.courierCode,
  (delivery) => delivery.warehouseName,
  (delivery) => delivery.customerBusinessPartnerName,
  (delivery) => numbers.format(delivery.duQty),
  (delivery) => numbers.format(delivery.palletQty),
  (delivery) => numbers.format(delivery.status),
  (delivery) => dates.format(Date.parse(delivery.insertTime)),
];
