import type { SyntheticEvent } from 'react';

// What a person operates on its own inside a row: its click and keys are not the row's.
const controls =
  'a[href], button, input, select, textarea, summary, label, [contenteditable="true"], [role="button"], [role="menuitem"], [role="checkbox"], [role="link"], [role="menu"]';

/**
 * The event belongs to a control inside the row (a checkbox, a host's link, a row's menu), or
 * comes through a portal from outside the row's markup: the row must leave it alone.
 */
export function ownedByControl(event: SyntheticEvent<HTMLElement>): boolean {
  const row = event.currentTarget;
  const target = event.target;
  // React bubbles events from a portal (a floating menu) through the row that rendered it.
  if (!(target instanceof Element) || !row.contains(target)) return true;
  const control = target.closest(controls);
  return control !== null && control !== row && row.contains(control);
}
