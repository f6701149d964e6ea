import type { Delivery } from '../api/types';
import type { DeliveriesTableRowProps } from './DeliveriesTableRow';

/** What both ways of drawing rows need. */
export interface DeliveriesTableRowsProps {
  /** The page as the server sent it: sorted and paged there, drawn as they come. */
  deliveries: readonly Delivery[];
  /** A delivery's identity: its custom cells' key. Rows themselves are keyed by position. */
  getRowId: (delivery: Delivery) => string;
  columns: DeliveriesTableRowProps['columns'];
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  selectable: boolean;
  onSelect: (delivery: Delivery, extend: boolean) => void;
  refreshing: boolean;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}
