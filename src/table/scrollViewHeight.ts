// The view's height when there is no layout to read (server render): a typical screen.
export const fallbackViewHeight = 800;

/**
 * The most a scroll container can show once rows fill it: its max-height, else the window's
 * height. Read before the rows come, so the first long page draws no more rows than fit.
 *
 * @example
 * ```ts
 * scrollViewHeight(document.querySelector('.dt-scroll')); // 560 for 70vh of an 800 px window
 * ```
 */
export function scrollViewHeight(scroller: HTMLElement | null | undefined): number {
  if (!scroller || typeof window === 'undefined') return fallbackViewHeight;
  const screen = window.innerHeight || fallbackViewHeight;
  const maxHeight = parseFloat(getComputedStyle(scroller).maxHeight);
  return Number.isFinite(maxHeight) && maxHeight > 0 ? Math.min(maxHeight, screen) : screen;
}
