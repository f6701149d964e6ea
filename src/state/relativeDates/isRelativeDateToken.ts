/**
 * The kept form of a typed relative date: `today`, `yesterday` or `-Nd` (N from 1 to 36500,
 * no leading zeros), optionally a space and `HH:mm`. Apart from the reader, as every door checks
 * it in the grid's first load.
 */
export const relativeDatePattern =
  /^(today|yesterday|-([1-9]\d{0,3}|[12]\d{4}|3[0-5]\d{3}|36500)d)(?: ([01]\d|2[0-3]):([0-5]\d))?$/;

/**
 * Whether `value` is a relative token in its kept form.
 *
 * @example
 * ```ts
 * isRelativeDateToken('-7d'); // true
 * isRelativeDateToken('last7Days'); // false (a preset, not a typed token)
 * ```
 */
export function isRelativeDateToken(value: unknown): value is string {
  return typeof value === 'string' && relativeDatePattern.test(value.trim());
}
