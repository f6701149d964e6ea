import { useEffect, type RefObject } from 'react';

/**
 * The Selection area sticks to the bottom of what scrolls the grid (the window, a host's box)
 * wherever the rows run on past it: a row or card focus came to by keyboard that it covers is
 * scrolled up, by what scrolls it, to just above the area. Where the grid's own box scrolls
 * its rows and all of it is in sight, the area is below them and covers none.
 *
 * @example
 * ```ts
 * revealAboveSelection(document.activeElement, area);
 * ```
 */
export function revealAboveSelection(target: Element, area: HTMLElement) {
  const item = target.closest('.dt-row, .dt-card');
  if (!item || !target.matches(':focus-visible')) return;
  const cover = area.getBoundingClientRect().top;
  const covered = item.getBoundingClientRect().bottom - cover;
  if (area.offsetHeight === 0 || covered <= 0) return;
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
 * Keyboard focus coming to a row or card of the grid is kept clear of the sticky Selection area
 * ({@link revealAboveSelection}), once the browser has scrolled it into view. Not a pointer's:
 * a row scrolled away under a press would lose its click.
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
    if (!root) return;
    const reveal = ({ target }: FocusEvent) =>
      queueMicrotask(() => {
        if (areaRef.current && target instanceof Element && target === document.activeElement)
          revealAboveSelection(target, areaRef.current);
      });
    root.addEventListener('focusin', reveal);
    return () => root.removeEventListener('focusin', reveal);
  }, [rootRef, areaRef]);
}
