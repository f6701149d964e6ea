/** A language's quotation marks: the opening and the closing one. */
export type QuotationMarks = readonly [open: string, close: string];

// The grid quotes what it could not use in English marks (“…”) before a pack words it.
const englishQuoted = /^“([^]*)”$/;

function requoted(value: unknown, [open, close]: QuotationMarks): unknown {
  if (typeof value !== 'string') return value;
  const inner = englishQuoted.exec(value)?.[1];
  return inner === undefined ? value : `${open}${inner}${close}`;
}

/**
 * Problem messages that show a quoted argument in the language's own marks (`„0“` in German,
 * `« 0 »` in French) instead of the English ones the grid quoted it in.
 *
 * @example
 * ```ts
 * const problems = inOwnQuotes(deutscheProbleme, ['„', '“']);
 * problems.pageNotNumber({ value: '“0”' }); // 'Die Seite „0“ ist keine Seitenzahl …'
 * ```
 */
export function inOwnQuotes<T extends object>(messages: T, marks: QuotationMarks): T {
  const result: Record<string, unknown> = {};
  for (const [code, message] of Object.entries(messages)) {
    result[code] =
      typeof message === 'function'
        ? (params: unknown, ...rest: unknown[]) =>
            (message as (...args: unknown[]) => unknown)(
              typeof params === 'object' && params !== null
                ? Object.fromEntries(
                    Object.entries(params).map(([name, value]) => [name, requoted(value, marks)]),
                  )
                : params,
              ...rest,
            )
        : message;
  }
  return result as T;
}
