import { redactedMark } from './redaction';

// What follows a scheme (`Bearer 9f2c…`, `Basic dXNl…`), a key (`"token":"9f2c…"`,
// `access_token=…`, `X-Api-Key: …`, `password=…`), a Digest's secret parameters, and a JWT
// anywhere: its header is base64url JSON, so it starts `eyJ`.
const shapes =
  /\b((?:bearer|token)\s+)([\w.~+/-]{16,}=*)|\b(basic\s+)([A-Za-z0-9+/]{8,}={0,2})(?![\w+/=])|\b((?:access_|refresh_|id_)?token|api[-_]?key|secret|passw(?:or)?d)("?\s*[:=]\s*"?)([^\s",;&]+)|\b((?:response|c?nonce|opaque)\s*=\s*")[^"]*"|\beyJ[\w-]{4,}(?:\.[\w-]*){1,2}/gi;
// A token holds a digit, `+` or `=`: "Token expiresAt" and "Bearer tokenType" stay words.
const tokenLike = /[\d+=]/;

// A Basic credential is `user:password` in base64: one that reads so, printable.
function basicCredential(text: string): boolean {
  try {
    return /^[\x20-\x7e]+:[\x20-\x7e]*$/.test(atob(text));
  } catch {
    return false;
  }
}

/**
 * Blanks out text shaped like a credential, which the client cannot know when the host's own
 * `fetch` added it (the values given in `headers` are redacted by name wherever echoed): a
 * `Bearer` or `Token` credential (16 characters or more with a digit, `+` or `=`), a `Basic`
 * one (base64 of `user:password`), the value of a token, API key, secret or password key, a
 * Digest's response and nonces, and a JSON Web Token, each as {@link redactedMark}.
 *
 * @example
 * ```ts
 * redactCredentialShapes('Rejected Bearer eyJhbGciOi.eyJzdWIi.c2ln'); // 'Rejected Bearer [redacted]'
 * ```
 */
export function redactCredentialShapes(text: string): string {
  return text.replace(shapes, (shape, ...parts: (string | undefined)[]) => {
    const [scheme, token, basic, credential, key, between, value, parameter] = parts;
    if (scheme !== undefined) return tokenLike.test(token!) ? scheme + redactedMark : shape;
    if (basic !== undefined) return basicCredential(credential!) ? basic + redactedMark : shape;
    if (key !== undefined) {
      const secret = /pass|secret/i.test(key) || (value!.length >= 8 && tokenLike.test(value!));
      return secret ? key + between! + redactedMark : shape;
    }
    return parameter !== undefined ? `${parameter}${redactedMark}"` : redactedMark;
  });
}
