import type { KeyboardEvent, MouseEvent } from 'react';
import type { Delivery } from '../api/types';
import { ownedByControl } from './ownedByControl';

/**
 * The handlers a row or a card spreads (one path for both layouts). Space ticks it (Shift+Space
 * extends the range) where it can be selected; Enter (and Space where it cannot) or a click
 * activates it. A key or click on a control inside (a checkbox, a host cell's button) belongs
 * to that control.
 */
export function rowActivation(
  delivery: Delivery,
  clickable: boolean,
  selectable: boolean,
  onActivate: (delivery: Delivery) => void,
  onSelect: (delivery: Delivery, extend: boolean) => void,
) {
  return {
    onClick: clickable
      ? (event: MouseEvent<HTMLElement>) => {
          if (!ownedByControl(event)) onActivate(delivery);
        }
      : undefined,
    onKeyDown:
      clickable || selectable
        ? (event: KeyboardEvent<HTMLElement>) => {
            if (event.target !== event.currentTarget) return;
            if (event.key === ' ' && selectable) {
              event.preventDefault();
              onSelect(delivery, event.shiftKey);
            } else if ((event.key === 'Enter' || event.key === ' ') && clickable) {
              event.preventDefault();
              onActivate(delivery);
            }
          }
        : undefined,
  };
}
