import { useEffect, type RefObject } from 'react';
import { useLatestCallback } from './useLatestCallback';

/**
 * Calls `onOutside` when a pointer goes down outside every element of `inside` while `active`:
 * a popover closes when a person moves on to something else.
 *
 * @example
 * ```ts
 * useOutsidePointer([toggleRef, panelRef], open, () => setOpen(false));
 * ```
 */
export function useOutsidePointer(
  inside: readonly RefObject<Element | null>[],
  active: boolean,
  onOutside: () => void,
): void {
  const listener = useLatestCallback((event: PointerEvent) => {
    const target = event.target;
    if (target instanceof Node && inside.some((ref) => ref.current?.contains(target))) return;
    onOutside();
  });
  useEffect(() => {
    if (!active) return;
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, listener]);
}
