/**
 * The escape of the link format: `*` followed by any character stands for that character, so
 * a value can hold the separators (`_` between entries, `.` between parts) and `*` itself.
 */

const escapeMark = '*';

/**
 * Writes `text` so that none of `separators` (nor `*`) ends it early: each becomes `*` + itself.
 *
 * @example
 * ```ts
 * escapeText('cold_chain.v2*', '_.'); // 'cold*_chain*.v2**'
 * escapeText('cold_chain.v2', '_'); // 'cold*_chain.v2'
 * ```
 */
export function escapeText(text: string, separators: string): string {
  let written = '';
  for (const char of text) {
    written += char === escapeMark || separators.includes(char) ? escapeMark + char : char;
  }
  return written;
}

/** Text read back from its escaped form, and whether it ended in a lone `*` (a cut link). */
export interface UnescapedText {
  text: string;
  cutShort: boolean;
}

/**
 * Reads text written by `escapeText`: `*x` becomes `x`; a `*` with nothing after it is dropped
 * and reported as `cutShort`.
 *
 * @example
 * ```ts
 * unescapeText('cold*_chain*.v2**'); // { text: 'cold_chain.v2*', cutShort: false }
 * unescapeText('acme*'); // { text: 'acme', cutShort: true }
 * ```
 */
export function unescapeText(raw: string): UnescapedText {
  let text = '';
  for (let index = 0; index < raw.length; index += 1) {
    if (raw[index] !== escapeMark) {
      text += raw[index];
    } else if (index + 1 < raw.length) {
      index += 1;
      text += raw[index];
    } else {
      return { text, cutShort: true };
    }
  }
  return { text, cutShort: false };
}

/**
 * Splits escaped text at each `separator` that is not escaped, keeping the escapes in the
 * parts. With `limit`, the last part keeps the rest, separators included.
 *
 * @example
 * ```ts
 * splitUnescaped('st.1.4_q.a*_b', '_'); // ['st.1.4', 'q.a*_b']
 * splitUnescaped('a.0.code.string.contains.x.y', '.', 6); // ['a', '0', 'code', 'string', 'contains', 'x.y']
 * ```
 */
export function splitUnescaped(raw: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < raw.length && parts.length < limit - 1; index += 1) {
    if (raw[index] === escapeMark) {
      index += 1;
    } else if (raw[index] === separator) {
      parts.push(raw.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(raw.slice(start));
  return parts;
}
