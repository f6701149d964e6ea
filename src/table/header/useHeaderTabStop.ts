import { useMemo, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useDirection } from '../../shared/useDirection';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useLatestCallback } from '../../shared/useLatestCallback';
import { headerControls, headerStopIndex, headerStopTarget } from './headerStops';

/**
 * One tab stop for the header row (a roving tab index, as the body's rows have): of its
 * controls only the last one focused (the first at first) is in the tab order; ArrowLeft and
 * ArrowRight move to the control on their side (the grid's direction says which is next), Home and End to the first and last. Each
 * control keeps its own keys: Enter and Space sort or open a menu, a resize handle is grabbed
 * with Enter before its arrows resize (see `ColumnResizeHandle`). Nine columns made 27 stops.
 *
 * Kept on the elements, not in React state: moving along the header renders nothing. Controls
 * drawn later (the menus' code comes on demand, a column shown again) join it as they come.
 *
 * @example
 * ```tsx
 * const headRef = useRef<HTMLTableSectionElement>(null);
 * const stop = useHeaderTabStop(headRef);
 * <thead ref={headRef} onKeyDown={stop.onKeyDown} onFocus={stop.onFocus}>…</thead>;
 * ```
 */
export function useHeaderTabStop(headRef: RefObject<HTMLElement | null>) {
  const direction = useDirection();
  const active = useRef<HTMLElement | null>(null);
  const activeIndex = useRef(0);
  const apply = useLatestCallback(() => {
    const head = headRef.current;
    if (!head) return;
    const controls = headerControls(head);
    const stop = headerStopIndex(controls, active.current, activeIndex.current);
    // Written on each, the stop's `0` too: the stylesheet finds the header's controls by it.
    controls.forEach((control, index) => {
      const wanted = index === stop ? '0' : '-1';
      if (control.getAttribute('tabindex') !== wanted) control.setAttribute('tabindex', wanted);
    });
    // Until a person picks one, the stop is the first control, one drawn later included.
    if (active.current) active.current = controls[stop] ?? null;
    activeIndex.current = stop;
  });
  useClientLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    apply();
    // Only elements coming or going, or becoming usable: the tab indexes this sets are no news.
    const watcher = new MutationObserver(apply);
    watcher.observe(head, { childList: true, subtree: true, attributeFilter: ['disabled'] });
    return () => watcher.disconnect();
  }, [headRef, apply]);

  const onFocus = useLatestCallback((event: FocusEvent<HTMLElement>) => {
    const head = headRef.current;
    if (!head || event.target === active.current) return;
    if (!headerControls(head).includes(event.target)) return;
    active.current = event.target;
    apply();
  });
  const onKeyDown = useLatestCallback((event: KeyboardEvent<HTMLElement>) => {
    // A key a control used (a grabbed resize handle's arrows, an open menu's) stays theirs;
    // Alt+Arrow turns the page, Ctrl and Meta belong to the browser.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const head = headRef.current;
    if (!head) return;
    const controls = headerControls(head);
    const from = controls.indexOf(event.target as HTMLElement);
    if (from < 0) return;
    const to = headerStopTarget(event.key, from, controls.length, direction);
    if (event.shiftKey || to === null) {
      // At either end the arrow does nothing, rather than scroll the table sideways.
      if (!event.shiftKey && /^Arrow(Left|Right)$|^Home$|^End$/.test(event.key))
        event.preventDefault();
      return;
    }
    event.preventDefault();
    controls[to]!.focus();
  });
  // One identity for the header's life: the memoized header row depends on it.
  return useMemo(() => ({ onFocus, onKeyDown }), [onFocus, onKeyDown]);
}
