import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const champsDate = {
  inserted: 'Créée',
  requested: 'Demandée',
  insertFrom: 'Créée à partir du',
  insertTo: 'Créée jusqu’au',
  requestedFrom: 'Demandée à partir du',
  requestedTo: 'Demandée jusqu’au',
};

/** A chip holds one value: its filter is named in the singular. */
export const champsPuce: Record<FilterChipField, string> = {
  ...champsDate,
  status: 'Statut',
  deliveryIds: 'ID de livraison',
  couriers: 'Transporteur',
  customers: 'Client',
  units: 'Unité',
  warehouses: 'Entrepôt',
  tags: 'Étiquette',
};
