/**
 * Where the window scrolls the cards (a grid with no height limit), the pager sticks to the
 * window's bottom, over them: the card focus comes to there is scrolled up from under it.
 * Where the cards scroll in the grid, the pager is below them and covers none.
 *
 * @example
 * ```tsx
 * <ul onFocus={(event) => revealAbovePager(event.target)}>…</ul>
 * ```
 */
export function revealAbovePager(target: Element) {
  const card = target.closest<HTMLElement>('.dt-card');
  const pager = card?.closest('.deliveries-table')?.querySelector(':scope > .dt-pagination');
  if (!card || !pager) return;
  const { top, bottom } = card.getBoundingClientRect();
  const cover = pager.getBoundingClientRect();
  // Partly in sight above the pager, the rest under it; a card wholly out of sight is left be.
  if (bottom <= cover.top || top >= cover.top) return;
  card.style.scrollMarginBlockEnd = `${cover.height}px`;
  card.scrollIntoView({ block: 'nearest' });
  card.style.scrollMarginBlockEnd = '';
}
