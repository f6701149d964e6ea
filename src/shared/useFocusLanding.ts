import { useRef, type RefObject } from 'react';
import { type FocusLanding, landFocus } from './focusLanding';
import { useClientLayoutEffect } from './useClientLayoutEffect';

/**
 * A part that goes away with focus inside it (a bar, a progress line, an alert) hands focus to
 * the first landing still shown, instead of dropping it to the page. A part that hides instead
 * passes `shown`: focus lands as it turns false.
 *
 * @example
 * ```tsx
 * const ref = useRef<HTMLDivElement>(null);
 * useFocusLanding(ref, [() => originButton, () => table]);
 * ```
 */
export function useFocusLanding(
  ref: RefObject<HTMLElement | null>,
  landing: FocusLanding,
  shown = true,
): void {
  const latest = useRef(landing);
  useClientLayoutEffect(() => {
    latest.current = landing;
  });
  useClientLayoutEffect(() => {
    const element = ref.current;
    return () => {
      // Layout cleanups run before React takes the markup out (or before the browser moves
      // focus off a hidden part): focus is still inside it.
      if (element?.contains(document.activeElement)) landFocus(latest.current);
    };
  }, [ref, shown]);
}
