import { addDays, monthOf, weekdayOf } from '../../state/relativeDates/calendarDays';
import type { Direction } from '../../shared/direction';
import { arrowStep } from '../../shared/direction';

/**
 * The weeks a month's calendar shows, each seven `YYYY-MM-DD` days starting on `firstDay`
 * (1 Monday … 7 Sunday), padded with the days of the months around it.
 *
 * @example
 * ```ts
 * calendarWeeks('2026-11-25', 1)[0]; // ['2026-10-26', …, '2026-11-01']
 * ```
 */
export function calendarWeeks(day: string, firstDay: number): string[][] {
  const { first, last } = monthOf(day, 0);
  let start = addDays(first, -((weekdayOf(first) - firstDay + 7) % 7));
  const weeks: string[][] = [];
  while (start <= last) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
    start = addDays(start, 7);
  }
  return weeks;
}

/**
 * The day a key moves the calendar's focus to, or `undefined` for a key it does not use: the
 * arrows by a day (as seen, so mirrored right to left) or a week, Home and End to the week's
 * edges, PageUp and PageDown by a month (Shift: a year).
 *
 * @example
 * ```ts
 * calendarKeyMove('ArrowDown', '2026-11-25', { direction: 'ltr', firstDay: 1 }); // '2026-12-02'
 * ```
 */
export function calendarKeyMove(
  key: string,
  day: string,
  {
    direction,
    firstDay,
    shiftKey = false,
  }: { direction: Direction; firstDay: number; shiftKey?: boolean },
): string | undefined {
  const step = arrowStep(key, direction);
  if (step !== 0) return addDays(day, step);
  const intoWeek = (weekdayOf(day) - firstDay + 7) % 7;
  const byMonths = (months: number) => {
    const { first, last } = monthOf(day, months);
    const wanted = `${first.slice(0, 8)}${day.slice(8)}`;
    // 31 January a month on is the last of February.
    return wanted > last ? last : wanted;
  };
  switch (key) {
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -intoWeek);
    case 'End':
      return addDays(day, 6 - intoWeek);
    case 'PageUp':
      return byMonths(shiftKey ? -12 : -1);
    case 'PageDown':
      return byMonths(shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}
