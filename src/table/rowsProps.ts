import type { Delivery } from '../api/types';
import type { ReactNode } from 'react';
import type { DeliveriesRowNavigation } from '../grid/navigation/rowNavigation';
import type { DeliveriesRowChanges } from '../grid/refresh/rowChanges';
import type { DeliveriesTableRowProps } from './DeliveriesTableRow';

/** What both ways of drawing rows need. */
export interface DeliveriesTableRowsProps {
  /** The page as the server sent it: sorted and paged there, drawn as they come. */
  deliveries: readonly Delivery[];
  /**
   * Each row's key, unique on the page (`grid.rowKeys`): its custom cells' key, its mark after
   * a refresh, its details. Rows themselves are keyed by position.
   */
  rowKeys: readonly string[];
  /** The model's row navigation: which row holds the tab stop, and where keys move. */
  navigation: DeliveriesRowNavigation;
  columns: DeliveriesTableRowProps['columns'];
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  selectable: boolean;
  /** Rows take focus, one of them in the tab order (selection, row actions or `rows.onClick`). */
  roving: boolean;
  onSelect: (delivery: Delivery, extend: boolean) => void;
  refreshing: boolean;
  /** What the last refresh changed on the page, marked on its rows. */
  changes: DeliveriesRowChanges | null;
  newLabel: string;
  /** The key of the delivery whose details are open (`grid.details.openId`): its row is current. */
  openKey?: string | null | undefined;
  /** The open delivery's details under its row (`detail.placement: 'inline'`). */
  detailRow?: { id: string; content: ReactNode } | undefined;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}

/** A row's mark after a refresh (by its key): brought by it, or changed by it. */
export const changeOf = (changes: DeliveriesRowChanges | null, id: string) =>
  changes?.added.has(id) ? 'new' : changes?.changed.has(id) ? 'changed' : undefined;

/** The fields a refresh changed in a row (by its key), marked on its cells. */
export const changedFieldsOf = (changes: DeliveriesRowChanges | null, id: string) =>
  changes?.changedFields.get(id);
