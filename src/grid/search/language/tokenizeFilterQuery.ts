import { isComma } from '../../../shared/text/arabicInput';
import { searchedText } from './hasFieldWord';

/**
 * The words of a search box's text, as the filter language reads them: a word is split at
 * spaces outside double quotes; `name:values` is a field word, its values split at commas
 * outside quotes; any other word (quoted or not) is searched as text. `\"` is a quote searched.
 */

/** One word of the box. */
export type QueryWord =
  { kind: 'text'; text: string } | { kind: 'field'; name: string; values: string[]; text: string };

/** The box's words, or the quote left open. */
export interface TokenizedQuery {
  words: QueryWord[];
  /** A `"` with no closing one: its text cannot be read as the person meant. */
  unclosedQuote: boolean;
}

const fieldWord = /^([\p{L}_][\p{L}\p{N}_-]*):/u;

function splitOutsideQuotes(text: string, separator: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let escaped = false;
  for (const char of text) {
    // `\"` is a quote searched, not the language's.
    if (char === '"' && !escaped) quoted = !quoted;
    escaped = char === '\\';
    if (!quoted && separator(char)) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

const unquote = (text: string) => searchedText(text).trim();

/**
 * Splits the box's text into words.
 *
 * @example
 * ```ts
 * tokenizeFilterQuery('status:delivered,returned "Müller GmbH"').words;
 * // [{ kind: 'field', name: 'status', values: ['delivered', 'returned'], … }, { kind: 'text', text: 'Müller GmbH' }]
 * ```
 */
export function tokenizeFilterQuery(text: string): TokenizedQuery {
  const unclosedQuote = (text.replace(/\\"/g, '').match(/"/g)?.length ?? 0) % 2 === 1;
  const words: QueryWord[] = [];
  for (const raw of splitOutsideQuotes(text, (char) => /\s/.test(char))) {
    if (raw === '') continue;
    const field = fieldWord.exec(raw);
    if (!field) {
      const plain = unquote(raw);
      if (plain !== '') words.push({ kind: 'text', text: plain });
      continue;
    }
    const values = splitOutsideQuotes(raw.slice(field[0].length), isComma)
      .map(unquote)
      .filter((value) => value !== '');
    words.push({ kind: 'field', name: field[1]!, values, text: raw });
  }
  return { words, unclosedQuote };
}
