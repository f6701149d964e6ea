/**
 * Keeps what the host sent (header values, tokens, cookies) out of everything a
 * {@link DeliveriesApiError} carries, and bounds the size of what it carries.
 */

/** What a redacted value reads as. */
export const redactedMark = '[redacted]';

// Pieces under 4 characters (`sid`, `/`, `1`) and words of the header syntax itself: redacting
// them would blank out ordinary words and numbers of every message.
const notSecret =
  /^(?:.{0,3}|basic|bearer|digest|token|path|domain|secure|httponly|samesite|max-age|expires|strict|none)$/is;

/**
 * Every value in `headers` but `Accept` and `Content-Type` (media types the client itself
 * sends), and every piece of it (split on `,` `;` `=` and whitespace, so a header given twice,
 * `a, b`, and a cookie `sid=abc123; Path=/` yield each part), plus the user and password inside
 * a `Basic` credential. Pieces under 4 characters and header syntax words (`Bearer`, `Path`) are
 * left out.
 *
 * @example
 * ```ts
 * hostSecrets(new Headers({ Cookie: 'sid=abc123; theme=dark' }));
 * // ['sid=abc123; theme=dark', 'abc123', 'theme', 'dark']
 * ```
 */
export function hostSecrets(headers: Headers): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of headers) {
    if (name === 'accept' || name === 'content-type') continue;
    const pieces = value.split(/[\s,;=]+/);
    const found = [value, ...pieces];
    pieces.forEach((piece, index) => {
      if (/^basic$/i.test(pieces[index - 1] ?? '')) {
        try {
          const decoded = atob(piece);
          found.push(decoded, ...decoded.split(':'));
        } catch {
          // Not base64: the piece itself is already kept.
        }
      }
    });
    for (const piece of found) if (!notSecret.test(piece)) secrets.add(piece);
  }
  return [...secrets];
}

/** Replaces every secret in a text, in any letter case, with {@link redactedMark}. */
export type Redact = (text: string) => string;

/**
 * A {@link Redact} for `secrets`. Matching ignores letter case: a server that echoes a token
 * upper-cased (or a hex token in the other case) still leaks nothing.
 *
 * @example
 * ```ts
 * redactorFor(['tok-3f9a1c'])('bad TOK-3F9A1C'); // 'bad [redacted]'
 * ```
 */
export function redactorFor(secrets: readonly string[]): Redact {
  // Longest first, so a whole value goes before the pieces inside it; `(?!)` matches nothing.
  const alternatives = [...secrets]
    .sort((a, b) => b.length - a.length)
    .map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(alternatives.join('|') || '(?!)', 'gi');
  return (text) => text.replace(pattern, redactedMark);
}

/**
 * Cuts `text` to `max` characters, marking the cut with `…`.
 *
 * @example
 * ```ts
 * capText('abcdef', 4); // 'abc…'
 * ```
 */
export function capText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

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

const maxCauseText = 1000;
const maxCauseDepth = 3;

/**
 * `cause` as it may be kept on an error: itself when nothing in it (message, stack, nested
 * causes) holds a secret or is over 1,000 characters, else a copy of the same name whose
 * texts are redacted and cut. Anything that is not an `Error` or a string is dropped.
 *
 * @example
 * ```ts
 * safeCause(new TypeError('"Bearer tok-3f9a1c\n" is an invalid header value'), redact).message;
 * // '"Bearer [redacted]\n" is an invalid header value'
 * ```
 */
export function safeCause(cause: unknown, redact: Redact, depth = 0): unknown {
  if (typeof cause === 'string') return capText(redact(cause), maxCauseText);
  if (!(cause instanceof Error) || depth > maxCauseDepth) return undefined;
  const nested = safeCause(cause.cause, redact, depth + 1);
  const texts = [cause.message, cause.stack ?? '', String(cause)];
  const clean =
    nested === cause.cause &&
    texts.every((text) => text.length <= maxCauseText * 4 && redact(text) === text) &&
    cause.message.length <= maxCauseText;
  if (clean) return cause;
  const message = capText(redact(cause.message), maxCauseText);
  const copy = cause instanceof TypeError ? new TypeError(message) : new Error(message);
  copy.name = capText(redact(cause.name), 100);
  copy.stack = capText(redact(cause.stack ?? ''), maxCauseText * 4);
  if (nested !== undefined) copy.cause = nested;
  return copy;
}
