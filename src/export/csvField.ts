/**
 * One field of a CSV file: formula neutralisation (OWASP) and quoting (RFC 4180), as text.
 */

/**
 * Where a spreadsheet may start a new cell inside a field: at `,` (the file's separator), `;`
 * (Excel in de-DE and other locales with a decimal comma), a tab (a paste) and a line break.
 */
const cellBreak = /(?<=[,;\t\r\n])/u;

/** What an app may skip before it decides a cell is a formula: spaces, controls, invisible format characters and quotes. */
const skippedBeforeFormula = /^[\s\p{Cc}\p{Cf}"]+/u;

/**
 * First characters of a formula once NFKC folds full-width and small forms (`＝`, `﹢`, `－`,
 * `＠` …) onto ASCII: `=`, `+`, `-`, `@`, and the minus sign U+2212.
 */
const formulaStart = /^[=+\-@\u2212]/u;

/** A field starting with a tab or a carriage return is prefixed whatever follows (OWASP). */
const leadingTabOrReturn = /^[\t\r]/u;

/**
 * Whether a piece of a field, read as the start of a cell, could be taken as a formula: after
 * NFKC, and after any spaces, control or format characters and double quotes an app could skip.
 *
 * @example
 * ```ts
 * startsFormula(' \u0000＝1+1'); // true
 * startsFormula('Acme = Nord'); // false
 * ```
 */
export function startsFormula(piece: string): boolean {
  return formulaStart.test(piece.normalize('NFKC').replace(skippedBeforeFormula, ''));
}

/**
 * Makes a text cell inert in spreadsheet apps, whichever of `,`, `;` or tab they split on: every
 * piece of the text that begins at its start or just after a `,`, `;`, tab, CR or LF, and that
 * reads as a formula (`startsFormula`: `=`, `+`, `-`, `@` or their full-width forms, after any
 * spaces, control characters or quotes) gets a `'` in front, which spreadsheets take as "this
 * is text". Text that starts with a tab or a carriage return gets one too (OWASP). Nothing else
 * changes. Only text goes through here: numbers (a negative quantity) stay numbers.
 *
 * @example
 * ```ts
 * neutraliseFormula('=HYPERLINK("https://evil.example","Click")'); // `'=HYPERLINK(…)`
 * neutraliseFormula("x;=cmd|' /C calc'!A0"); // "x;'=cmd|' /C calc'!A0"
 * neutraliseFormula(' ＝1+1'); // "' ＝1+1"
 * neutraliseFormula('Acme GmbH'); // 'Acme GmbH'
 * ```
 */
export function neutraliseFormula(text: string): string {
  const pieces = text.split(cellBreak);
  const written = pieces.map((piece) => (startsFormula(piece) ? `'${piece}` : piece)).join('');
  return leadingTabOrReturn.test(written) ? `'${written}` : written;
}

/**
 * Quotes a text field always (OWASP, RFC 4180): inside double quotes, its own quotes doubled, so
 * no `,`, quote or line break in it can end the field early.
 *
 * @example
 * ```ts
 * quoteCsvField('Müller, Hafen "Nord"'); // '"Müller, Hafen ""Nord"""'
 * quoteCsvField('DLV-2026-004711'); // '"DLV-2026-004711"'
 * ```
 */
export function quoteCsvField(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
