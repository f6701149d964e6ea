import { tabbablesIn } from '../../shared/tabbables';
import { rowControls } from '../useFocusFollowsDelivery';

/** What a control is called: its `aria-label`, else its text. */
const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

/** A menu's item stands for the menu's button, which the layout took away with it. */
function standIn(lost: Element): Element {
  const menu = lost.closest('[role="menu"]');
  const id = menu?.getAttribute('aria-labelledby');
  if (!menu || !id) return lost;
  let top: Element = menu;
  while (top.parentElement) top = top.parentElement;
  return top.querySelector(`#${CSS.escape(id)}`) ?? lost;
}

/**
 * After the grid turned from table to cards or back: focus that was in a part the switch took
 * away (the rows, a header's or a row's menu, the toolbar drawn again) goes to its counterpart,
 * not to the page: the same control of the delivery's card or row (by the row key and the
 * control's name), the control of that name elsewhere in the grid, else the first control of
 * the area it was in (the header row's becomes the cards' bar's, the filter sheet's the panel's).
 *
 * @example
 * ```ts
 * refocusAcrossLayouts(root, lastFocused);
 * ```
 */
export function refocusAcrossLayouts(root: HTMLElement | null, lost: Element | null): void {
  const active = document.activeElement;
  if (!root || !lost || lost.isConnected || (active && active !== document.body)) return;
  const from = standIn(lost);
  const name = nameOf(from);
  // A cell's "Only this" menu is in a box of its own, which may have left its row first.
  const key =
    from.closest<HTMLElement>('[data-key]')?.dataset.key ??
    from.closest('[data-row-key]')?.getAttribute('data-row-key') ??
    undefined;
  const row =
    key === undefined
      ? null
      : root.querySelector<HTMLElement>(`.dt-scroll [data-key="${CSS.escape(key)}"]`);
  // A row's controls take focus by the arrows, not Tab (tabindex -1): all of them count there.
  const same = (controls: readonly HTMLElement[]) =>
    controls.find((control) => control.tagName === from.tagName && nameOf(control) === name);
  // The filter sheet's "Close filters" has no counterpart: the panel it held, beside the rows
  // ("Filters" while the panel's form is still on its way).
  const sheet = from.closest('.dt-filter-sheet');
  const area = from.closest('.dt-toolbar')
    ? '.dt-toolbar'
    : sheet
      ? '.dt-filter-panel-slot'
      : '.dt-scroll';
  const home = root.querySelector(area);
  const target =
    (row && (same(rowControls(row)) ?? row)) ??
    same(tabbablesIn(root)) ??
    (home && tabbablesIn(home)[0]) ??
    (sheet && root.querySelector<HTMLElement>('.dt-filters-toggle')) ??
    null;
  target?.focus({ preventScroll: true });
}
