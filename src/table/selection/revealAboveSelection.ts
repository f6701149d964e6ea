import { useEffect, type RefObject } from 'react';

/**
 * Where the window scrolls the grid (no height limit), the Selection area sticks to the window's
 * bottom over the rows or cards (over the cards' sticky pager too): the row or card focus comes
 * to is scrolled up from under it, or from past the window's edge, to just above it. Where the
 * grid scrolls its rows itself, the area is below them and covers none.
 *
 * @example
 * ```ts
 * revealAboveSelection(document.activeElement, area);
 * ```
 */
export function revealAboveSelection(target: Element, area: Element) {
  const item = target.closest<HTMLElement>('.dt-row, .dt-card');
  if (!item || area.contains(item)) return;
  const scroller = item.closest('.dt-scroll');
  if (scroller && scroller.scrollHeight > scroller.clientHeight + 1) return;
  const cover = area.getBoundingClientRect();
  if (cover.height === 0 || item.getBoundingClientRect().bottom <= cover.top) return;
  // The room from the area's top to the window's bottom: the area and the pager under it.
  item.style.scrollMarginBlockEnd = `${document.documentElement.clientHeight - cover.top}px`;
  item.scrollIntoView({ block: 'nearest' });
  item.style.scrollMarginBlockEnd = '';
}

/**
 * Focus coming to a row or card of the grid is kept clear of the sticky Selection area
 * ({@link revealAboveSelection}): heard as focus comes in (`focusin`), before the browser scrolls
 * the focused element into view, which then finds it in sight.
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
    const reveal = (event: FocusEvent) => {
      if (areaRef.current && event.target instanceof Element)
        revealAboveSelection(event.target, areaRef.current);
    };
    root.addEventListener('focusin', reveal);
    return () => root.removeEventListener('focusin', reveal);
  }, [rootRef, areaRef]);
}
