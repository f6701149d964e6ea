import type { KeyboardEvent } from 'react';
import { tabbablesIn } from '../../shared/tabbables';

/**
 * The latest a native date field takes: a 4-digit year, so Chromium moves on to the next part
 * once four digits are typed (its year part took six, and waited).
 */
export const latestDateTime = '9999-12-31T23:59';

/**
 * Tab leaves a native date field at once, to the form's next (or previous) field: Chromium
 * stops on each of a `datetime-local` field's parts, seven stops a field (measured: 28 of the
 * 29 presses from "Filters" to "Status"). Its parts are still reached with ArrowLeft and
 * ArrowRight, and typing a whole part moves to the next. At the form's edge Tab is left to the
 * page (the grid's panel order takes it back to "Filters").
 *
 * @example
 * ```tsx
 * <input type="datetime-local" onKeyDown={leaveDateFieldOnTab} />
 * ```
 */
export function leaveDateFieldOnTab(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const field = event.currentTarget;
  const form = field.closest('form');
  if (!form) return;
  const fields = tabbablesIn(form);
  const next = fields[fields.indexOf(field) + (event.shiftKey ? -1 : 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
