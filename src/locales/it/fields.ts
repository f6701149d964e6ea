import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const campiData = {
  inserted: 'Creata',
  requested: 'Richiesta',
  insertFrom: 'Creata dal',
  insertTo: 'Creata fino al',
  requestedFrom: 'Richiesta dal',
  requestedTo: 'Richiesta fino al',
};

/** A chip holds one value: its filter is named in the singular. */
export const campiChip: Record<FilterChipField, string> = {
  ...campiData,
  status: 'Stato',
  deliveryIds: 'ID consegna',
  couriers: 'Corriere',
  customers: 'Cliente',
  units: 'Unità',
  warehouses: 'Magazzino',
  tags: 'Etichetta',
};
