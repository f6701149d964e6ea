import type { KeyboardEvent, MouseEvent } from 'react';
import type { Delivery } from '../api/types';
import { ownedByControl } from './ownedByControl';

/** What a row or a card is to a person: how it is found, marked, focused and activated. */
export interface DeliveryRowState {
  /** The row's key (`grid.rowKeys`): what the model's navigation moves by. */
  deliveryKey: string;
  clickable: boolean;
  selectable: boolean;
  /** It takes focus; `useRovingRows` puts one row in the tab order. */
  roving: boolean;
  change?: 'new' | 'changed' | undefined;
  open?: boolean | undefined;
  onActivate: (delivery: Delivery) => void;
  onSelect: (delivery: Delivery, extend: boolean) => void;
}

/**
 * The props a row or a card spreads (one path for both layouts): its key and marks, and its
 * own keys and click. Space ticks it (Shift+Space extends the range) where it can be selected,
 * Enter (and Space where it cannot) or a click activates it; a key or click on a control inside
 * (a checkbox, a host cell's button) belongs to that control.
 */
export function deliveryRowProps(delivery: Delivery, row: DeliveryRowState) {
  const { clickable, selectable, onActivate, onSelect } = row;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      onSelect(delivery, event.shiftKey);
    } else if ((event.key === 'Enter' || event.key === ' ') && clickable) {
      event.preventDefault();
      onActivate(delivery);
    }
  };
  return {
    'data-key': row.deliveryKey,
    'data-clickable': clickable ? ('true' as const) : undefined,
    'data-change': row.change,
    'aria-current': row.open ? ('true' as const) : undefined,
    tabIndex: row.roving ? -1 : undefined,
    onClick: clickable
      ? (event: MouseEvent<HTMLElement>) => {
          if (!ownedByControl(event)) onActivate(delivery);
        }
      : undefined,
    onKeyDown: clickable || selectable ? onKeyDown : undefined,
  };
}
