import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const polaDat = {
  inserted: 'Utworzono',
  requested: 'Termin',
  insertFrom: 'Utworzono od',
  insertTo: 'Utworzono do',
  requestedFrom: 'Termin od',
  requestedTo: 'Termin do',
};

/** A chip holds one value: its filter is named in the singular. */
export const polaChipow: Record<FilterChipField, string> = {
  ...polaDat,
  status: 'Status',
  deliveryIds: 'ID dostawy',
  couriers: 'Kurier',
  customers: 'Klient',
  units: 'Jednostka',
  warehouses: 'Magazyn',
  tags: 'Znacznik',
};
