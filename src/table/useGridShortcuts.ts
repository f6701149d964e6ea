import { useEffect, type RefObject } from 'react';
import { arrowStep, type Direction } from '../shared/direction';
import { useLatestCallback } from '../shared/useLatestCallback';

/** Keys typed into a field are text, never shortcuts. */
function isEditable(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select, [role="combobox"]'))
  );
}

/**
 * The grid's keyboard shortcuts: `/` focuses the quick search (of the grid that holds focus,
 * else of the first grid on the page), Alt+ArrowLeft and Alt+ArrowRight turn the page while
 * focus is inside the grid, the way the pager's chevrons point (right to left, Alt+ArrowLeft is
 * the next page). Keys typed into a field are left alone.
 */
export function useGridShortcuts({
  enabled,
  rootRef,
  searchRef,
  direction,
  onPreviousPage,
  onNextPage,
}: {
  enabled: boolean;
  rootRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  direction: Direction;
  onPreviousPage: () => void;
  onNextPage: () => void;
}) {
  const onKeyDown = useLatestCallback((event: KeyboardEvent) => {
    const root = rootRef.current;
    if (!root || event.defaultPrevented || isEditable(event.target)) return;
    const focusInside = root.contains(document.activeElement);
    if (event.key === '/' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // Focus in no grid (on the page, a host's button): the first grid shown where focus is
      // (the page, or the dialog focus is in: a modal keeps focus) takes it. Focus inside a
      // grid without shortcuts keeps its own "/".
      const active = document.activeElement;
      const unclaimed = !active?.closest('.deliveries-table');
      const place = active?.closest('dialog, [role="dialog"], [role="alertdialog"]') ?? document;
      const first = [...place.querySelectorAll('.deliveries-table[data-shortcuts]')].find(
        (grid) =>
          (grid.checkVisibility?.({ visibilityProperty: true }) ?? true) &&
          !grid.closest('[inert]'),
      );
      if (!focusInside && !(unclaimed && first === root)) return;
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
      return;
    }
    if (!focusInside || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = arrowStep(event.key, direction);
    if (step === 0) return;
    if (step === 1) onNextPage();
    else onPreviousPage();
    // Alt+Arrow is also the browser's Back or Forward: inside the grid it turns the page instead.
    event.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, onKeyDown]);
}
