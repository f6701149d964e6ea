import type { StatusOption } from 'deliveries-table';

/** What the server's prefetch and the browser's grid share: the same request, the same markup. */
export const gridLocale = 'en-GB';
export const gridTimeZone = 'UTC';
/** The search parameter that holds the grid's state in a link. */
export const deliveriesParam = 'deliveries';
/** The backend's status codes and what a person reads for them (plain data: crosses to the browser). */
export const statusOptions: StatusOption[] = [
  { value: 0, label: 'Created' },
  { value: 4, label: 'Delivered', tone: 'success' },
  { value: 6, label: 'Cancelled', tone: 'danger' },
];
