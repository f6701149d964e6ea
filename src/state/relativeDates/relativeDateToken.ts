import { relativeDatePattern as canonical } from './isRelativeDateToken';

/**
 * Relative date bounds a person types: `today`, `yesterday` or `-7d` (days back), each with an
 * optional wall-clock time (`today 06:00`). The state keeps them as written here, so links and
 * saved views stay relative; they are resolved in the grid's zone when a request is built.
 */

/** The days back a `-Nd` token may name: about a hundred years. */
export const mostDaysBack = 36_500;

/** A relative token read: how many days before today, and the minute of that day if given. */
export interface RelativeDateToken {
  /** 0 for today, 1 for yesterday, 7 for `-7d`. */
  daysBack: number;
  /** `HH:mm` on a 24-hour clock, or `undefined` for the whole day. */
  time: string | undefined;
}

/**
 * Reads a relative token in its kept form (`today`, `yesterday`, `-7d`, each optionally followed
 * by a space and `HH:mm`), else `undefined`.
 *
 * @example
 * ```ts
 * readRelativeDateToken('-7d'); // { daysBack: 7, time: undefined }
 * readRelativeDateToken('today 06:00'); // { daysBack: 0, time: '06:00' }
 * readRelativeDateToken('-0d'); // undefined
 * ```
 */
export function readRelativeDateToken(text: string): RelativeDateToken | undefined {
  const parts = canonical.exec(text.trim());
  if (!parts) return undefined;
  const [, day, count, hour, minute] = parts;
  const daysBack = day === 'today' ? 0 : day === 'yesterday' ? 1 : Number(count);
  return { daysBack, time: hour === undefined ? undefined : `${hour}:${minute}` };
}

/**
 * Writes a relative token in its kept form: `yesterday` for one day back, `-Nd` for more.
 *
 * @example
 * ```ts
 * writeRelativeDateToken({ daysBack: 7, time: '06:00' }); // '-7d 06:00'
 * ```
 */
export function writeRelativeDateToken({ daysBack, time }: RelativeDateToken): string {
  const day = daysBack === 0 ? 'today' : daysBack === 1 ? 'yesterday' : `-${daysBack}d`;
  return time === undefined ? day : `${day} ${time}`;
}

export { isRelativeDateToken } from './isRelativeDateToken';
