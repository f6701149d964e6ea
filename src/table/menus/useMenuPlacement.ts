import type { RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useDirection } from '../../shared/useDirection';

/**
 * How low a menu under a button at `top` may reach: the window's bottom or, for a row's or a
 * card's, the top of the grid's Selection area under them (sticking over them where the page
 * scrolls the grid): a menu under it cannot be seen.
 */
function floorUnder(button: HTMLElement, top: number): number {
  const inRows = button.closest('tbody, .dt-cards');
  const area = inRows?.closest('.deliveries-table')?.querySelector('.dt-selection-area');
  const areaTop = area?.clientHeight ? area.getBoundingClientRect().top : Infinity;
  return areaTop > top ? Math.min(window.innerHeight, areaTop) : window.innerHeight;
}

/**
 * Places an open menu in the viewport under its button's inline end edge (its left edge right to
 * left; above it when there is no room below, above a sticky Selection bar too), so no scroll area clips it, and keeps it there while anything scrolls. The
 * menu's CSS makes it `position: fixed`.
 */
export function useMenuPlacement(
  open: boolean,
  buttonRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
) {
  const direction = useDirection();
  useClientLayoutEffect(() => {
    const list = listRef.current;
    const button = buttonRef.current;
    if (!open || !list || !button) return;
    const place = () => {
      const anchor = button.getBoundingClientRect();
      const { width, height } = list.getBoundingClientRect();
      const below = anchor.bottom + height <= floorUnder(button, anchor.bottom);
      list.style.top = `${below ? anchor.bottom : Math.max(0, anchor.top - height)}px`;
      const left =
        direction === 'ltr'
          ? Math.min(anchor.right, window.innerWidth) - width
          : Math.min(anchor.left, window.innerWidth - width);
      list.style.left = `${Math.max(0, left)}px`;
    };
    place();
    // A narrower window moves the button too (pinned columns may stop sticking).
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [open, buttonRef, listRef, direction]);
}
