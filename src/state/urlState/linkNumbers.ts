/** Numbers as a link writes them, and the checks that read them back. */

const decimal = /^-?(?:\d+|\d*\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number as it appears in a link: as JavaScript prints it, `-0` kept.
 *
 * @example
 * ```ts
 * writeNumber(12); // '12'
 * writeNumber(-0); // '-0'
 * ```
 */
export function writeNumber(value: number): string {
  return Object.is(value, -0) ? '-0' : String(value);
}

/**
 * A finite decimal number, or `undefined` for anything else (`''`, `0x1f`, `Infinity`, `1,5`).
 *
 * @example
 * ```ts
 * readNumber('1e+21'); // 1e21
 * readNumber('abc'); // undefined
 * ```
 */
export function readNumber(text: string): number | undefined {
  if (!decimal.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A whole number from `min` to `max` written with digits only, or `undefined`.
 *
 * @example
 * ```ts
 * readWholeNumber('50', 1, 1000); // 50
 * readWholeNumber('0', 1, 1000); // undefined
 * ```
 */
export function readWholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}
