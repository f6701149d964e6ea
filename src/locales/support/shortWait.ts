/**
 * A `Retry-After` wait as a person reads it, in any of the packs' languages: seconds up to two
 * minutes, then minutes (`s` and `min` are the SI symbols).
 *
 * @example
 * ```ts
 * shortWait(90_000); // '90 s'
 * ```
 */
export function shortWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
