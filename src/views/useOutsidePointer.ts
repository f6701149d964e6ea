import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside `container` while `active`: a popover
 * closes when a person moves on to something else.
 *
 * @example
 * ```ts
 * useOutsidePointer(rootRef, open, () => setOpen(false));
 * ```
 */
export function useOutsidePointer(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !container.current?.contains(event.target)) {
        onOutside();
      }
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [container, active, onOutside]);
}
