/**
 * The text of `input` once `pasted` replaces its selection (or goes in at the caret), set
 * apart by `separator` from the text either side, as a list field reads it: a paste of
 * `101 102` over a selected `abc` leaves `101 102`, not `abc 101 102`.
 *
 * @example
 * ```ts
 * pastedInto(input, 'fragile', ','); // ',fragile,' when all of 'fragil' was selected
 * ```
 */
export function pastedInto(input: HTMLInputElement, pasted: string, separator: string): string {
  const { value, selectionStart, selectionEnd } = input;
  const start = selectionStart ?? value.length;
  return `${value.slice(0, start)}${separator}${pasted}${separator}${value.slice(selectionEnd ?? start)}`;
}
