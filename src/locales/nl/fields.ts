import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const datumVelden = {
  inserted: 'Aangemaakt',
  requested: 'Gewenst',
  insertFrom: 'Aangemaakt vanaf',
  insertTo: 'Aangemaakt tot en met',
  requestedFrom: 'Gewenst vanaf',
  requestedTo: 'Gewenst tot en met',
};

/** A chip holds one value: its filter is named in the singular. */
export const chipVelden: Record<FilterChipField, string> = {
  ...datumVelden,
  status: 'Status',
  deliveryIds: 'Leverings-ID',
  couriers: 'Koerier',
  customers: 'Klant',
  units: 'Eenheid',
  warehouses: 'Magazijn',
  tags: 'Label',
};
