/**
 * Tags in typed or pasted text: split on commas (the Arabic `،` too), tabs (cells of a
 * spreadsheet's row) and line breaks (a tag may hold spaces), trimmed, blanks dropped.
 * Duplicates are kept; the caller decides what "already added" means.
 *
 * @example
 * ```ts
 * splitTags(' fragile, cold chain\nfragile,, '); // ['fragile', 'cold chain', 'fragile']
 * ```
 */
export function splitTags(text: string): string[] {
  return text
    .split(/[,\u060c\t\r\n]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}
