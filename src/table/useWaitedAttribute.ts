import type { RefObject } from 'react';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';

/** How long a new page may take before the shown rows dim: past it, an answer no longer feels instant. */
export const dimRowsAfterMs = 100;

/** How long an answer may take before the loading cues move: an unbroken train of thought. */
export const moveCuesAfterMs = 1000;

/**
 * Sets `attribute` on the element once `waiting` has held for `afterMs` without a break, and
 * takes it off, before the next paint, when the wait ends. The rows' dim, the loading cues and
 * the skeleton's bars start on this timer rather than by a CSS `transition-delay` or
 * `animation-delay`: a transition or animation, even one still in its delay, makes Chromium
 * paint every change on the display's next beat, so a quick answer's rows would wait for a beat
 * that a page where nothing moves does not. Written onto the element, not held as state: a wait
 * that fired and ended rendered the whole grid once more before a slow answer's rows painted.
 */
export function useWaitedAttribute(
  elementRef: RefObject<HTMLElement | null>,
  attribute: string,
  waiting: boolean,
  afterMs: number,
): void {
  useClientLayoutEffect(() => {
    const element = elementRef.current;
    if (!waiting || !element) return;
    const timer = setTimeout(() => element.setAttribute(attribute, ''), afterMs);
    return () => {
      clearTimeout(timer);
      element.removeAttribute(attribute);
    };
  }, [elementRef, attribute, waiting, afterMs]);
}
