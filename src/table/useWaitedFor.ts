import { useEffect, useState, type RefObject } from 'react';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';

/** How long a new page may take before the shown rows dim: past it, an answer no longer feels instant. */
export const dimRowsAfterMs = 100;

/** How long an answer may take before the loading cues move: an unbroken train of thought. */
export const moveCuesAfterMs = 1000;

/**
 * Whether `waiting` has held for `afterMs` without a break. The rows' dim and the loading cues
 * start on this timer rather than by a CSS `transition-delay` or `animation-delay`: a transition
 * or animation, even one still in its delay, makes Chromium paint every change on the display's
 * next beat, so a quick answer's rows would wait for a beat that a page where nothing moves
 * does not.
 */
export function useWaitedFor(waiting: boolean, afterMs: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      setWaited(true);
    }, afterMs);
    return () => {
      clearTimeout(timer);
      // Only a wait that fired is undone: the same value set again still renders the grid,
      // here after every quick answer's commit, before its rows were painted.
      if (fired) setWaited(false);
    };
  }, [waiting, afterMs]);
  return waiting && waited;
}

/**
 * `useWaitedFor` written straight onto an element: `attribute` is set once `waiting` has held
 * for `afterMs` and taken off, before the next paint, when the wait ends. The grid's root uses
 * it: as state, a wait that fired and ended rendered the whole grid once more before a slow
 * answer's rows could paint.
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
