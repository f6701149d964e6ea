/** One search parameter read from, and written into, a search string (`?a=1&b=2`). */

/**
 * The decoded value of `name` in `search`, or `null` when it is absent.
 *
 * @example
 * ```ts
 * readSearchParam('?tab=open&deliveries=v1_q.acme+gmbh', 'deliveries'); // 'v1_q.acme gmbh'
 * ```
 */
export function readSearchParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}

/**
 * Whether `name` is in `search` more than once (a router that appended it again, a link pasted
 * onto a link): `readSearchParam` reads the first.
 *
 * @example
 * ```ts
 * searchParamTwice('?deliveries=v1_q.a&deliveries=v1_st.4', 'deliveries'); // true
 * ```
 */
export function searchParamTwice(search: string, name: string): boolean {
  return new URLSearchParams(search).getAll(name).length > 1;
}

/**
 * `search` with `name` set to `value` (or removed for `null`), every other parameter kept
 * byte for byte and in place: a new parameter goes last, a present one keeps its position.
 *
 * @example
 * ```ts
 * writeSearchParam('?tab=open&x=a%20b', 'deliveries', 'v1_p.2'); // '?tab=open&x=a%20b&deliveries=v1_p.2'
 * writeSearchParam('?deliveries=v1_p.2&tab=open', 'deliveries', null); // '?tab=open'
 * ```
 */
export function writeSearchParam(search: string, name: string, value: string | null): string {
  const pairs = search.replace(/^\?/, '') === '' ? [] : search.replace(/^\?/, '').split('&');
  const written = value === null ? null : new URLSearchParams([[name, value]]).toString();
  const kept: string[] = [];
  let placed = false;
  for (const pair of pairs) {
    // Names are compared decoded, as URLSearchParams reads them (`a%5Fb` is `a_b`).
    if (pair === '' || new URLSearchParams(pair).keys().next().value !== name) {
      kept.push(pair);
    } else if (written !== null && !placed) {
      kept.push(written);
      placed = true;
    }
  }
  if (written !== null && !placed) kept.push(written);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
