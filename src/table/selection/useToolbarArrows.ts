import type { KeyboardEvent } from 'react';
import { arrowStep, type Direction } from '../../shared/direction';

const moves = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * Arrow keys between a toolbar's buttons (towards the inline end is next; they wrap, Home and End jump), as
 * the WAI-ARIA toolbar pattern has it; Tab still reaches each button, so nothing is hidden from
 * a person who does not know the arrows.
 */
export function onToolbarArrows(event: KeyboardEvent<HTMLElement>, direction: Direction) {
  if (!moves.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  if (from < 0 || buttons.length === 0) return;
  const step = arrowStep(event.key, direction);
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (from + step + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[to]?.focus();
}
