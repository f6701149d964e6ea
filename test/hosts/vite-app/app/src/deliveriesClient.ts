import { createDeliveriesClient } from 'deliveries-table';

/** The reference backend's address, fixed at build time (VITE_DELIVERIES_BASE_URL). */
export const baseUrl: string = import.meta.env.VITE_DELIVERIES_BASE_URL ?? '';

export const client = createDeliveriesClient({
  baseUrl,
  headers: async () => ({ Authorization: 'Bearer token' }),
});
