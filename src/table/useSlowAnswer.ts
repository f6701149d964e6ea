import { useEffect, useState } from 'react';

/** How long an answer may take before the loading cues move: an unbroken train of thought. */
const slowAnswerMs = 1000;

/**
 * Whether `waiting` has held for a second without a break. The grid's loading cues move only
 * then, started by this timer rather than by a CSS `animation-delay`: an animation, even one
 * still in its delay, makes Chromium paint every change on the display's next beat, so a quick
 * answer's rows would wait for a beat that a page where nothing moves does not.
 */
export function useSlowAnswer(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), slowAnswerMs);
    return () => {
      clearTimeout(timer);
      // No render when the answer came in time: the state is still false.
      setSlow(false);
    };
  }, [waiting]);
  return waiting && slow;
}
