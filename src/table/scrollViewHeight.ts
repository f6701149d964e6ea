// The view's height when there is no layout to read (server render): a typical screen.
export const fallbackViewHeight = 800;

/**
 * The most a scroll container can show once rows fill it, read before the rows come so the
 * first long page draws no more rows than fit: its height where a parent gives the grid one,
 * else the window below its top less what the grid draws under the rows (the most a grid
 * fitting the window grows to, layout.css).
 *
 * @example
 * ```ts
 * scrollViewHeight(document.querySelector('.dt-scroll')); // 560 for an area 240 px down an 800 px window
 * ```
 */
export function scrollViewHeight(scroller: HTMLElement | null | undefined): number {
  if (!scroller || typeof window === 'undefined') return fallbackViewHeight;
  const screen = window.innerHeight || fallbackViewHeight;
  const box = scroller.getBoundingClientRect();
  // What the grid draws under its rows (the Selection bar, the pager) stays under them as they
  // grow: the rows get the window less that, not the whole of it.
  const grid = scroller.closest('.deliveries-table');
  const under = grid ? Math.max(0, grid.getBoundingClientRect().bottom - box.bottom) : 0;
  const belowTop = screen - Math.max(0, box.top) - under;
  return Math.max(scroller.clientHeight, belowTop) || screen;
}
