/**
 * What was wrong with the host's `headers`: `headers()` threw (`failed`), a name is no header
 * name (`name`), the whole is no `Headers` object, list of pairs or plain object (`shape`), or
 * the value of the header named `value` is not one fetch can send.
 */
export type HeadersFault = 'failed' | 'name' | 'shape' | { value: string };

/**
 * A fault of the host's `headers` in words, for the end of "Could not prepare the request
 * headers: …". In the chunk the client loads on its first error.
 *
 * @example
 * ```ts
 * headersWhy({ value: 'Authorization' });
 * // 'the value of "Authorization" is not valid (a text without line breaks, in Latin-1)'
 * ```
 */
export function headersWhy(fault: HeadersFault): string {
  if (fault === 'failed') return 'headers() failed';
  if (fault === 'name') return 'a header name is not valid';
  if (fault === 'shape') return 'they must be a Headers object, a list of pairs or a plain object';
  return `the value of "${fault.value.slice(0, 100)}" is not valid (a text without line breaks, in Latin-1)`;
}
