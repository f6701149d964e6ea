import { redactedMark } from './redaction';

// An HTTP credential after its scheme (`Bearer 9f2c…`, `Basic dXNlcjpw…`): eight characters at
// least with a digit or `+/=` in them, so "Token required" stays words. And a JWT anywhere: its
// header is base64url JSON, so it starts `eyJ`.
const shapes =
  /\b((?:bearer|basic|digest|token)\s+)(?=[\w.~+/-]*[\d+/=])[\w.~+/-]{8,}=*|\beyJ[\w-]{4,}(?:\.[\w-]*){1,2}/gi;

/**
 * Blanks out text shaped like a credential, which the client cannot know when the host's own
 * `fetch` added it (the values given in `headers` are redacted by name wherever echoed): an
 * authorization scheme's credential and a JSON Web Token, each as {@link redactedMark}.
 *
 * @example
 * ```ts
 * redactCredentialShapes('Rejected Bearer eyJhbGciOi.eyJzdWIi.c2ln'); // 'Rejected Bearer [redacted]'
 * ```
 */
export function redactCredentialShapes(text: string): string {
  return text.replace(
    shapes,
    (_shape, scheme: string | undefined) => (scheme ?? '') + redactedMark,
  );
}
