import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const camposFecha = {
  inserted: 'Creada',
  requested: 'Solicitada',
  insertFrom: 'Creada desde',
  insertTo: 'Creada hasta',
  requestedFrom: 'Solicitada desde',
  requestedTo: 'Solicitada hasta',
};

/** A chip holds one value: its filter is named in the singular. */
export const camposChip: Record<FilterChipField, string> = {
  ...camposFecha,
  status: 'Estado',
  deliveryIds: 'ID de entrega',
  couriers: 'Transportista',
  customers: 'Cliente',
  units: 'Unidad',
  warehouses: 'Almacén',
  tags: 'Etiqueta',
};
