/**
 * The longest wait a `Retry-After` can ask for: one day. A larger or absurd value (`1e23`) is
 * read as this, so no message or timer ever shows a wait beyond it.
 */
export const maxRetryAfterMs = 86_400_000;

// Fetch already strips the optional whitespace around a field value; a hand-made one may not.
export const trimmed = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, '');

/**
 * A `Retry-After` of `delay-seconds` (digits only), as `parseRetryAfter` reads it; `undefined`
 * for anything else, an HTTP-date too. What the client reads when the chunk that reads server
 * text (and dates) cannot be fetched.
 *
 * @example
 * ```ts
 * parseDelaySeconds('30'); // 30000
 * parseDelaySeconds('Mon, 02 Nov 2026 08:02:00 GMT'); // undefined
 * ```
 */
export function parseDelaySeconds(value: string | null): number | undefined {
  if (value === null || value.length > 64) return undefined;
  const text = trimmed(value);
  return /^\d+$/.test(text) ? Math.min(+text * 1000, maxRetryAfterMs) : undefined;
}
