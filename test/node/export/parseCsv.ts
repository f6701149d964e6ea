/**
 * A strict RFC 4180 reader for the tests: CRLF line ends only, quoted fields with doubled
 * quotes, every record ended by CRLF. Anything else throws, so a sloppy file fails the test.
 *
 * @example
 * ```ts
 * parseCsv('Code,Customer\r\nDLV-1,"Acme, ""Nord"""\r\n'); // [['Code', 'Customer'], ['DLV-1', 'Acme, "Nord"']]
 * ```
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new SyntaxError(`Unclosed quote from ${at}.`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n"]/);
      const stop = end === -1 ? text.length : at + end;
      if (text[stop] === '"') throw new SyntaxError(`A quote inside an unquoted field at ${stop}.`);
      field = text.slice(at, stop);
      at = stop;
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new SyntaxError(`Expected "," or CRLF at ${at}, got ${JSON.stringify(text[at])}.`);
    }
  }
  return records;
}
