import type { KeyboardEvent } from 'react';

const moves = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * Arrow keys between a toolbar's buttons (right and left wrap, Home and End jump), as
 * the WAI-ARIA toolbar pattern has it; Tab still reaches each button, so nothing is hidden from
 * a person who does not know the arrows.
 */
export function onToolbarArrows(event: KeyboardEvent<HTMLElement>) {
  if (!moves.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  if (from < 0 || buttons.length === 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (from + step + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[to]?.focus();
}
