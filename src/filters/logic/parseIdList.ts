import { fromArabicInput } from '../../shared/text/arabicInput';

/** The outcome of reading typed or pasted ids. */
export interface ParsedIdList {
  /** Whole numbers at or above the minimum, once each, in the order given. */
  ids: number[];
  /** Every other token, as written, once each. */
  invalid: string[];
}

/**
 * Reads ids typed or pasted as text: split on commas (the Arabic one too), semicolons, whitespace
 * and newlines, Arabic-Indic digits read as digits;
 * duplicates dropped; anything that is not a whole number at or above `minimum` (default 1)
 * is returned in `invalid`, so nothing is dropped silently.
 *
 * @example
 * ```ts
 * parseIdList('101, 102 103\n104;-4 1.5 101');
 * // { ids: [101, 102, 103, 104], invalid: ['-4', '1.5'] }
 * ```
 */
export function parseIdList(text: string, minimum = 1): ParsedIdList {
  const ids = new Set<number>();
  const invalid = new Set<string>();
  // Split at the Arabic comma too; a token's digits read in either script, kept as typed.
  for (const token of text.split(/[\s,;\u060c]+/)) {
    if (token === '') continue;
    const digits = fromArabicInput(token);
    const id = /^\+?\d+$/.test(digits) ? Number(digits) : Number.NaN;
    if (Number.isSafeInteger(id) && id >= minimum) ids.add(id);
    else invalid.add(token);
  }
  return { ids: [...ids], invalid: [...invalid] };
}
