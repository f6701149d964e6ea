/**
 * What an Arabic or Persian keyboard types, as the parsers read it: Arabic-Indic digits
 * (`٢٥`, `۲۵`) as ASCII digits and the Arabic comma (`،`) as a comma.
 *
 * @example
 * ```ts
 * fromArabicInput('١٠١، ١٠٢'); // '101, 102'
 * ```
 */
export function fromArabicInput(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u060c/g, ',');
}

/**
 * A comma as a keyboard types it: `,`, or the Arabic `،`. Both end a value in a list.
 *
 * @example
 * ```ts
 * isComma('،'); // true
 * ```
 */
export const isComma = (text: string): boolean => text === ',' || text === '\u060c';
