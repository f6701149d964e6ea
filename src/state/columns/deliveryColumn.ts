import type { ReactNode } from 'react';
import type { Delivery, DeliveryField } from '../../api/types';

/**
 * One column of the grid: which value, its header, how its cells look and how it sorts.
 *
 * @example
 * ```tsx
 * const columns: DeliveryColumn[] = [
 *   { id: 'code', cell: (d) => <a href={`/deliveries/${d.code}`}>{d.code}</a> },
 *   { id: 'customerBusinessPartnerName', header: 'Customer' },
 *   { id: 'insertTime', sortKey: 'inserted_at' },
 *   { id: 'region', header: 'Region', sortKey: false }, // a field beyond the contract
 * ];
 * ```
 */
export interface DeliveryColumn {
  /** The Delivery field shown, or any other key of the record (kept as the server sent it). */
  id: DeliveryField | (string & {});
  /** Header content; default: `messages.columnHeaders[id]`, else the id. */
  header?: ReactNode;
  /**
   * Cell content; default: the field formatted for `locale` / `timeZone` as text. It starts
   * afresh whenever its row shows another delivery (a sort, a page turn).
   */
  cell?: (delivery: Delivery) => ReactNode;
  /** `orderBy.key` sent when sorting on this column (default: `id`); `false` makes it unsortable. */
  sortKey?: string | false;
  /** Cell alignment; default `end` for quantities, `start` for the rest. */
  align?: 'start' | 'end';
}
