/**
 * Focuses where focus waits for the rows when the control that had it goes with them (an
 * alert's "Retry", the empty page's "Clear filters", a paging button left with nowhere to go):
 * the table, or over cards their "Sort by", which stays as the cards are drawn anew.
 *
 * @example
 * ```ts
 * focusRowsHome(scrollRef.current);
 * ```
 */
export function focusRowsHome(scroll: Element | null | undefined): void {
  scroll?.querySelector<HTMLElement>(rowsHomeOrder.join(', '))?.focus({ preventScroll: true });
}

/** The same places, as a focus landing's order inside the scroll area (`landFocus`). */
export const rowsHomeOrder = [':scope > table', ':scope > .dt-card-bar select'];
