// The view's height when there is no layout to read (server render): a typical screen.
export const fallbackViewHeight = 800;

/**
 * The most a scroll container can show once rows fill it, read before the rows come so the
 * first long page draws no more rows than fit: its height where a parent gives the grid one,
 * else the window below its top (the most a grid fitting the window grows to, layout.css).
 *
 * @example
 * ```ts
 * scrollViewHeight(document.querySelector('.dt-scroll')); // 560 for an area 240 px down an 800 px window
 * ```
 */
export function scrollViewHeight(scroller: HTMLElement | null | undefined): number {
  if (!scroller || typeof window === 'undefined') return fallbackViewHeight;
  const screen = window.innerHeight || fallbackViewHeight;
  const belowTop = screen - Math.max(0, scroller.getBoundingClientRect().top);
  return Math.max(scroller.clientHeight, belowTop) || screen;
}
