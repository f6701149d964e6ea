/**
 * Cuts `text` to `max` characters, marking the cut with `…`.
 *
 * @example
 * ```ts
 * capText('abcdef', 4); // 'abc…'
 * ```
 */
export function capText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
