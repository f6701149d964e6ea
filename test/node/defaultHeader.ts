/** The grid's column headers by default, in order: what a person reads across the table. */
export const defaultHeader = [
  'Code',
  'Tenant',
  'Courier',
  'Warehouse',
  'Customer',
  'DU qty',
  'Pallets',
  'Status',
  'Inserted',
];
