/**
 * How a careless spreadsheet could cut a CSV file into cells, for checking that none of them is
 * a formula. Written apart from the writer's own rule, so a test compares two readings.
 */

/** Every separator some app or paste splits on: the file's `,`, a locale's `;`, tab, line breaks. */
const anySeparator = /[,;\t\r\n]/u;

/** What an app might skip before deciding what a cell is: whitespace, controls, invisible format characters, quotes. */
const skippable = /^[\s\p{Cc}\p{Cf}"]+/u;

/** A number as the writer puts it bare into the file (`-2`, `1234.5`, `1e-7`). */
const bareNumber = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/u;

/**
 * The pieces of `csv` that would start a formula if an app split it on `,`, `;`, tab, CR or LF
 * while ignoring quotes entirely (the worst case: a `;` locale reading a `,` file, a paste), then
 * skipped leading whitespace, control and format characters and quotes, and folded full-width
 * forms (NFKC). A bare number is a number, not a formula. Empty when the file is safe.
 *
 * @example
 * ```ts
 * formulaPieces('"x;=1"\r\n'); // ['=1"']
 * formulaPieces('"x;\'=1",-2\r\n'); // []
 * ```
 */
export function formulaPieces(csv: string): string[] {
  return csv.split(anySeparator).filter((piece) => {
    if (bareNumber.test(piece)) return false;
    const visible = piece.normalize('NFKC').replace(skippable, '').normalize('NFKC');
    return /^[=+\-@]/u.test(visible);
  });
}
