import { capText } from './capText';

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
 * `a, b`, yields each part; of a `Cookie` only each value, not the names), each also
 * percent-decoded and without surrounding quotes, plus the user (up to the first `:`) and the
 * password (all after it) inside a `Basic` credential, read as Latin-1 and as UTF-8, and each
 * `.`-separated part of a `Bearer` token (a JWT's header, claims and signature). Pieces under
 * 4 characters and header syntax words (`Bearer`, `Path`) are left out.
 *
 * @example
 * ```ts
 * hostSecrets(new Headers({ Cookie: 'sid=abc%2F123; theme=dark' }));
 * // ['sid=abc%2F123; theme=dark', 'abc%2F123', 'abc/123', 'dark']
 * ```
 */
export function hostSecrets(headers: Headers): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of headers) {
    if (name === 'accept' || name === 'content-type') continue;
    // Cookie names (`session`) are ordinary words a server says; only the values are secret.
    const parts =
      name === 'cookie'
        ? value.split(/;\s*/).map((pair) => pair.slice(pair.indexOf('=') + 1))
        : [value];
    const pieces = parts.flatMap((part) => [part, ...part.split(/[\s,;=]+/)]);
    const found = [value];
    pieces.forEach((piece, index) => {
      const scheme = pieces[index - 1]?.toLowerCase();
      // A JWT's parts (header, claims, signature) may each be echoed alone.
      found.push(
        piece,
        piece.replace(/^"|"$/g, ''),
        ...(scheme === 'bearer' ? piece.split('.') : []),
      );
      try {
        found.push(decodeURIComponent(piece));
        if (scheme === 'basic') {
          const latin1 = atob(piece);
          // RFC 7617 lets the credential be UTF-8: both readings are kept.
          for (const decoded of [
            latin1,
            new TextDecoder().decode(Uint8Array.from(latin1, (c) => c.charCodeAt(0))),
          ]) {
            // The user ends at the first `:`; the password (all after it) may itself hold `:`.
            found.push(decoded, ...decoded.split(':'), decoded.slice(decoded.indexOf(':') + 1));
          }
        }
      } catch {
        // Malformed escapes or not base64: the piece itself is already kept.
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
 * upper-cased (or a hex token in the other case) still leaks nothing. Secrets that overlap in
 * the text are redacted as one. A secret is also found in base64 and base64url (of its Latin-1
 * and its UTF-8 bytes, aligned on the secret), and once the text is decoded: percent-escapes
 * (`%2F`, also twice: `%252F`), JSON escapes (`\u0074`, `\/`) and HTML character references
 * (`&#x2F;`, `&#47;`, `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&sol;`) read as their characters,
 * tags and invisible format characters dropped (`tok<b></b>en`), fullwidth letters and
 * decomposed accents folded (NFKC). A secret found only so returns the whole decoded text,
 * redacted.
 *
 * @example
 * ```ts
 * redactorFor(['tok-3f9a1c'])('bad TOK-3F9A1C'); // 'bad [redacted]'
 * redactorFor(['tok/3f'])('bad tok%2F3f'); // 'bad [redacted]'
 * ```
 */
export function redactorFor(secrets: readonly string[]): Redact {
  const forms = new Set(
    secrets.flatMap((secret) => [
      secret,
      secret.normalize('NFKC'),
      // Its Latin-1 bytes (`btoa` refuses other text) and its UTF-8 bytes (a percent-escaped
      // UTF-8 echo reads so), each also in base64 and base64url.
      ...[secret, unescape(encodeURIComponent(secret))].flatMap((bytes) => {
        if (/[^\0-\xff]/.test(bytes)) return [];
        const base64 = btoa(bytes).replace(/=+$/, '');
        return [bytes, base64, base64.replace(/\+/g, '-').replace(/\//g, '_')];
      }),
    ]),
  );
  // Longest first, so each position matches the longest form; `(?!)` matches nothing.
  const alternatives = [...forms]
    .sort((a, b) => b.length - a.length)
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?=(${alternatives.join('|') || '(?!)'}))`, 'gi');
  // Matches found at every position, overlapping ones merged, so no secret's tail survives.
  const replace = (text: string) => {
    let shown = '';
    let end = 0;
    for (const { index, 1: found = '' } of text.matchAll(pattern)) {
      if (index > end || !shown) shown += text.slice(end, index) + redactedMark;
      end = Math.max(end, index + found.length);
    }
    return shown + text.slice(end);
  };
  return (text) => {
    const shown = replace(text);
    // `unescape` (twice, for `%252F`) reads `%2F` and `%u002F`, leaving a malformed one as it
    // is, JSON's `\u002F` made one; character references are read directly.
    const decoded = unescape(
      unescape(
        shown
          .replace(/<[^<>]*>|\p{Cf}/gu, '')
          .replace(/\\([/"\\])/g, '$1')
          .replace(/\\u/g, '%u')
          .replace(
            /&(?:#(x[\da-f]+|\d+)|(amp|lt|gt|quot|apos|sol));?/gi,
            (_, code: string, named?: string) =>
              named
                ? '&<>"\'/'['amp lt gt quot apos sol'.split(' ').indexOf(named.toLowerCase())]!
                : String.fromCharCode(+`0${code}`),
          ),
      ),
      // Fullwidth letters and decomposed accents read as the secret's own characters.
    ).normalize('NFKC');
    const rejoined = replace(decoded);
    return rejoined === decoded ? shown : rejoined;
  };
}

/**
 * `text` on one line without control or invisible format characters (ANSI escapes, BEL, bidi
 * overrides), so that server text cannot restyle, hide or forge log lines.
 *
 * @example
 * ```ts
 * oneLine('Bad\x1b[31mRed\x07\n'); // 'Bad [31mRed'
 * ```
 */
export function oneLine(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
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
 * A copy of `cause` that is safe to keep on an error: a new `Error` (or `TypeError`) holding
 * only its name, message, stack and, three levels deep, its own cause, each redacted and cut
 * (message on one line, at most 1,000 characters). Never the original object: its other
 * properties (`config`, `request`, an `AggregateError`'s `errors`) may hold the headers sent.
 * A string is redacted and cut; anything else (or an error whose fields throw) is dropped.
 *
 * @example
 * ```ts
 * safeCause(new TypeError('"Bearer tok-3f9a1c\n" is an invalid header value'), redact).message;
 * // '"Bearer [redacted]" is an invalid header value'
 * ```
 */
export function safeCause(cause: unknown, redact: Redact, depth = 0): unknown {
  const text = (value: unknown, max = maxCauseText) =>
    capText(oneLine(redact(`${value ?? ''}`)), max);
  try {
    if (typeof cause === 'string') return text(cause);
    if (!(cause instanceof Error) || depth > maxCauseDepth) return undefined;
    const copy = new (cause instanceof TypeError ? TypeError : Error)(text(cause.message));
    copy.name = text(cause.name, 100);
    // Line breaks are the stack's own; other controls are dropped as in the message.
    copy.stack = capText(redact(`${cause.stack ?? ''}`), maxCauseText * 4).replace(
      /(?!\n)[\p{Cc}\p{Cf}]/gu,
      '',
    );
    const nested = safeCause(cause.cause, redact, depth + 1);
    if (nested !== undefined) copy.cause = nested;
    return copy;
  } catch {
    // A getter or proxy that throws: nothing of it is kept.
    return undefined;
  }
}
