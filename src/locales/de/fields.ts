import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const datumsFelder = {
  inserted: 'Angelegt',
  requested: 'Gewünscht',
  insertFrom: 'Angelegt ab',
  insertTo: 'Angelegt bis',
  requestedFrom: 'Gewünscht ab',
  requestedTo: 'Gewünscht bis',
};

/** A chip holds one value: its filter is named in the singular. */
export const chipFelder: Record<FilterChipField, string> = {
  ...datumsFelder,
  status: 'Status',
  deliveryIds: 'Liefer-ID',
  couriers: 'Kurier',
  customers: 'Kunde',
  units: 'Bereich',
  warehouses: 'Lager',
  tags: 'Merkmal',
};
