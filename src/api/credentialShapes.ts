import { redactedMark } from './redaction';

// An HTTP credential after its scheme (`Bearer 9f2c…`, `Basic dXNlcjpw…`), a Digest's secret
// parameters (its response hash, nonces), and a JWT anywhere: its header is base64url JSON, so
// it starts `eyJ`.
const shapes =
  /\b((?:bearer|basic|token)\s+)([\w.~+/-]{8,}=*)|\b((?:response|c?nonce|opaque)\s*=\s*")[^"]*"|\beyJ[\w-]{4,}(?:\.[\w-]*){1,2}/gi;
// A credential holds a digit, `+` or `=`, or a small letter then a capital (case counts here):
// "Token required" and "Bearer token/API key" stay words.
const credentialLike = /[\d+=]|[a-z][A-Z]/;

/**
 * Blanks out text shaped like a credential, which the client cannot know when the host's own
 * `fetch` added it (the values given in `headers` are redacted by name wherever echoed): an
 * authorization scheme's credential, a Digest's response and nonces, and a JSON Web Token, each
 * as {@link redactedMark}.
 *
 * @example
 * ```ts
 * redactCredentialShapes('Rejected Bearer eyJhbGciOi.eyJzdWIi.c2ln'); // 'Rejected Bearer [redacted]'
 * ```
 */
export function redactCredentialShapes(text: string): string {
  return text.replace(shapes, (shape, scheme?: string, credential?: string, parameter?: string) =>
    scheme !== undefined
      ? credentialLike.test(credential!)
        ? scheme + redactedMark
        : shape
      : parameter !== undefined
        ? `${parameter}${redactedMark}"`
        : redactedMark,
  );
}
