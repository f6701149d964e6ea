/**
 * One field of a CSV file: formula neutralisation (OWASP) and quoting (RFC 4180), as text.
 */

/**
 * First characters that make a spreadsheet (Excel, LibreOffice Calc, Google Sheets, Numbers)
 * read a cell as a formula, or strip the whitespace in front of one: `=`, `+`, `-`, `@`, tab
 * and carriage return (OWASP, "CSV Injection").
 */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Makes a text cell inert in spreadsheet apps: text that begins with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'`, which spreadsheets take as "this is text" and do not
 * show. Other text is returned as it is. Only text goes through here: numbers (a negative
 * quantity) stay numbers.
 *
 * @example
 * ```ts
 * neutraliseFormula('=HYPERLINK("https://evil.example","Click")'); // `'=HYPERLINK(…)`
 * neutraliseFormula('-2+3'); // "'-2+3"
 * neutraliseFormula('Acme GmbH'); // 'Acme GmbH'
 * ```
 */
export function neutraliseFormula(text: string): string {
  return formulaStarts.has(text.charAt(0)) ? `'${text}` : text;
}

/**
 * Quotes a field as RFC 4180 asks: inside double quotes, with its own quotes doubled, when it
 * holds a `"`, a `,`, a carriage return or a line feed; otherwise as it is.
 *
 * @example
 * ```ts
 * quoteCsvField('Müller, Hafen "Nord"'); // '"Müller, Hafen ""Nord"""'
 * quoteCsvField('DLV-2026-004711'); // 'DLV-2026-004711'
 * ```
 */
export function quoteCsvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
