import { capText, type Redact } from './redaction';

// Bounds of a parsed error body: enough for any real error shape, too little to fill memory.
const maxBodyString = 2000;
const maxBodyEntries = 100;
const maxBodyDepth = 8;

/**
 * A parsed error body with every string (keys included) redacted and cut to 2,000
 * characters, at most 100 items or keys per level and 8 levels; deeper parts read `[…]`.
 *
 * @example
 * ```ts
 * safeBody({ message: 'bad tok-3f9a1c' }, redactorFor(['tok-3f9a1c'])); // { message: 'bad [redacted]' }
 * ```
 */
export function safeBody(body: unknown, redact: Redact, depth = 0): unknown {
  if (typeof body === 'string') return capText(redact(body), maxBodyString);
  if (typeof body !== 'object' || body === null) return body;
  if (depth >= maxBodyDepth) return '[…]';
  if (Array.isArray(body)) {
    return body.slice(0, maxBodyEntries).map((item) => safeBody(item, redact, depth + 1));
  }
  return Object.fromEntries(
    Object.entries(body)
      .slice(0, maxBodyEntries)
      .map(([key, value]) => [
        capText(redact(key), maxBodyString),
        safeBody(value, redact, depth + 1),
      ]),
  );
}
