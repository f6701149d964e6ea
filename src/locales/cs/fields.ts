import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const polaDat = {
  inserted: 'Vytvořeno',
  requested: 'Požadováno',
  insertFrom: 'Vytvořeno od',
  insertTo: 'Vytvořeno do',
  requestedFrom: 'Požadováno od',
  requestedTo: 'Požadováno do',
};

/** A chip holds one value: its filter is named in the singular. */
export const polaStitku: Record<FilterChipField, string> = {
  ...polaDat,
  status: 'Stav',
  deliveryIds: 'ID dodávky',
  couriers: 'Kurýr',
  customers: 'Zákazník',
  units: 'Jednotka',
  warehouses: 'Sklad',
  tags: 'Štítek',
};
