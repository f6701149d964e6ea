// The view's height when there is no layout to read (server render): a typical screen.
export const fallbackViewHeight = 800;

/**
 * The most a scroll container can show once rows fill it, read before the rows come so the
 * first long page draws no more rows than fit: its height, which the grid's own height sets
 * before any row is there (layout.css), else the window's height.
 *
 * @example
 * ```ts
 * scrollViewHeight(document.querySelector('.dt-scroll')); // 560 for a grid 700 px high
 * ```
 */
export function scrollViewHeight(scroller: HTMLElement | null | undefined): number {
  if (!scroller || typeof window === 'undefined') return fallbackViewHeight;
  return scroller.clientHeight || window.innerHeight || fallbackViewHeight;
}
