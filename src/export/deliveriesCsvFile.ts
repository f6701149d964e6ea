/**
 * The file around the CSV text: UTF-8 with a byte order mark, and its name.
 */

/** U+FEFF, written as the bytes EF BB BF: how Excel knows a CSV file is UTF-8. */
const byteOrderMark = '\uFEFF';

/**
 * The CSV text as a file's contents: UTF-8 with a leading byte order mark, so spreadsheet apps
 * (Excel above all) read accents, umlauts and emoji right, typed `text/csv`.
 *
 * @example
 * ```ts
 * const blob = deliveriesCsvBlob('Code\r\nDLV-1\r\n');
 * new Uint8Array(await blob.arrayBuffer()).slice(0, 3); // [0xef, 0xbb, 0xbf]
 * ```
 */
export function deliveriesCsvBlob(csv: string): Blob {
  return new Blob([byteOrderMark, csv], { type: 'text/csv;charset=utf-8' });
}

// Long enough to tell views apart, short enough for any file system with the date after it.
const maxStemLength = 60;

/**
 * A view's name as the start of a file name: its letters (with their vowel signs and points) and
 * digits, in any script, lower case, joined by single dashes (Latin accents dropped, anything
 * else a dash: no path, reserved or direction character is left); '' when nothing is left.
 *
 * @example
 * ```ts
 * fileNameStem('Late pallets / Müller'); // 'late-pallets-muller'
 * fileNameStem('Dostawy łódzkie'); // 'dostawy-łodzkie'
 * ```
 */
export function fileNameStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-');
  // By characters, so a letter outside the BMP is never cut in half.
  return Array.from(stem)
    .slice(0, maxStemLength)
    .join('')
    .replace(/^-+|-+$/g, '');
}

/**
 * The default name of an export: the applied view's name (`fileNameStem`) or `deliveries`,
 * then what part of it the file holds (`part`, e.g. `selected`, when given), then the person's
 * local date, `.csv`.
 *
 * @example
 * ```ts
 * deliveriesExportFileName(new Date(2026, 10, 22, 9, 30)); // 'deliveries-2026-11-22.csv'
 * deliveriesExportFileName(new Date(2026, 10, 25), 'Late pallets'); // 'late-pallets-2026-11-25.csv'
 * deliveriesExportFileName(new Date(2026, 10, 25), undefined, 'selected'); // 'deliveries-selected-2026-11-25.csv'
 * ```
 */
export function deliveriesExportFileName(
  now: Date = new Date(),
  viewName?: string,
  part?: string,
): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  const stem = (viewName && fileNameStem(viewName)) || 'deliveries';
  const partStem = part ? fileNameStem(part) : '';
  return `${stem}${partStem ? `-${partStem}` : ''}-${now.getFullYear()}-${month}-${day}.csv`;
}
