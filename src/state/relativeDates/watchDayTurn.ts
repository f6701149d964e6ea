import { dayIn, untilNextDay } from './calendarDays';

// A laptop that sleeps past midnight wakes to a late timer: no wait is longer than this.
const longestWait = 3_600_000;

/**
 * Calls `onTurn` once the day after today begins in `timeZone`; returns what stops waiting.
 *
 * @example
 * ```ts
 * const stop = watchDayTurn('America/New_York', () => setTurns((turns) => turns + 1));
 * ```
 */
export function watchDayTurn(timeZone: string | undefined, onTurn: () => void): () => void {
  const today = dayIn(Date.now(), timeZone);
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    timer = setTimeout(
      () => (dayIn(Date.now(), timeZone) === today ? wait() : onTurn()),
      Math.min(untilNextDay(Date.now(), timeZone) + 1, longestWait),
    );
  };
  wait();
  return () => clearTimeout(timer);
}
