/**
 * A virtualized body whose own box has no cap on its height (`--dt-max-height: none`) never
 * scrolls: the window, or a host's box around the grid, scrolls its rows. Its view is then the
 * band of the window that those boxes leave in sight, read in the window's pixels.
 */

/** A band of the window, top and bottom in viewport pixels. */
export interface ShownBand {
  top: number;
  bottom: number;
}

/** Whether the rows scroll inside the grid's own box (its height is capped) or with the page. */
export const boxScrolls = (scroller: HTMLElement) =>
  scroller.scrollHeight - scroller.clientHeight >= 1;

/** The boxes around `scroller` that clip what it shows (any overflow but `visible`), innermost first. */
export function clippingBoxes(scroller: HTMLElement): HTMLElement[] {
  const clips: HTMLElement[] = [];
  // The body too: an app shell may scroll it (`html { overflow: hidden }`), not the window.
  for (
    let box = scroller.parentElement;
    box && box !== document.documentElement;
    box = box.parentElement
  ) {
    if (getComputedStyle(box).overflowY !== 'visible') clips.push(box);
  }
  return clips;
}

/**
 * What of the window is in sight through `clips`.
 *
 * @example
 * ```ts
 * shownBand(clippingBoxes(scroller)); // { top: 0, bottom: 800 } where only the window scrolls
 * ```
 */
export function shownBand(clips: readonly HTMLElement[]): ShownBand {
  let top = 0;
  let bottom = window.innerHeight;
  for (const clip of clips) {
    const box = clip.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom: Math.max(top, bottom) };
}

/** How far to scroll so the part `top` to `bottom` (viewport pixels) is in `band`: 0 when it is. */
export function scrollToShow(top: number, bottom: number, band: ShownBand) {
  if (top < band.top) return top - band.top;
  if (bottom > band.bottom) return Math.min(bottom - band.bottom, top - band.top);
  return 0;
}

/** What scrolls the rows: the innermost clipping box that scrolls, else the window. */
export function pageScroller(clips: readonly HTMLElement[]): Element {
  return (
    clips.find(
      (box) =>
        box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY),
    ) ??
    document.scrollingElement ??
    document.documentElement
  );
}

/**
 * How many viewport pixels a CSS pixel of `box` takes: below 1 under `transform: scale()` or
 * `zoom` less than 1. The window's own scroll is in viewport pixels.
 */
export function scaleOf(box: Element) {
  if (box === document.scrollingElement || !(box instanceof HTMLElement)) return 1;
  const scale = box.getBoundingClientRect().height / box.offsetHeight;
  // `offsetHeight` is whole pixels: near 1 is rounding, and heights must not drift by it.
  return !scale || Math.abs(scale - 1) < 0.02 ? 1 : scale;
}
