import { useEffect, type RefObject } from 'react';

/**
 * The Selection area sticks to the bottom of what scrolls the grid (the window, a host's box)
 * wherever the rows run on past it: a row or card it covers (focus came to it by keyboard, or
 * the bar came over it) is scrolled up, by what scrolls it, to just above the area. Where the
 * grid's own box scrolls its rows and all of it is in sight, the area is below them.
 *
 * @example
 * ```ts
 * revealAboveSelection(document.activeElement, area);
 * ```
 */
export function revealAboveSelection(target: Element, area: HTMLElement) {
  const item = target.closest('.dt-row, .dt-card');
  const covered = item && item.getBoundingClientRect().bottom - area.getBoundingClientRect().top;
  // A pixel's part is rounding, not the bar.
  if (!covered || covered < 1 || area.offsetHeight === 0) return;
  scrollerOf(area).scrollBy({ top: covered });
}

/** What the area sticks in: its nearest box that scrolls up and down, else the window's. */
function scrollerOf(area: HTMLElement): Element {
  for (let box = area.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))
      return box;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * The row or card holding keyboard focus is kept clear of the sticky Selection area
 * ({@link revealAboveSelection}): when focus comes to it (once the browser has scrolled it into
 * view), and when the area grows over it (the bar shown by Space on a row at the bottom, or
 * wrapping onto another line). Not after a press of a pointer: what was pressed stays put.
 *
 * @example
 * ```tsx
 * useRevealAboveSelection(rootRef, areaRef); // in the selection's area
 * ```
 */
export function useRevealAboveSelection(
  rootRef: RefObject<HTMLElement | null>,
  areaRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = rootRef.current;
    const area = areaRef.current;
    if (!root || !area) return;
    let pointer = false;
    const pressed = () => (pointer = true);
    const typed = () => (pointer = false);
    const reveal = () => {
      const focused = document.activeElement;
      if (!pointer && focused && root.contains(focused)) revealAboveSelection(focused, area);
    };
    const focused = () => queueMicrotask(reveal);
    const grows = new ResizeObserver(reveal);
    grows.observe(area);
    // The page's last input, wherever it was: Tab from outside comes in by keyboard.
    const page = root.ownerDocument;
    page.addEventListener('pointerdown', pressed, true);
    page.addEventListener('keydown', typed, true);
    root.addEventListener('focusin', focused);
    return () => {
      grows.disconnect();
      page.removeEventListener('pointerdown', pressed, true);
      page.removeEventListener('keydown', typed, true);
      root.removeEventListener('focusin', focused);
    };
  }, [rootRef, areaRef]);
}
