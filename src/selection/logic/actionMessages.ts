// A host's message is shown as text; a very long one is cut to stay readable.
const longestMessage = 300;

/**
 * What an action resolved with, as text to show: a non-empty string, trimmed and cut to 300
 * characters; anything else is `null` (the default words are shown instead).
 *
 * @example
 * ```ts
 * readableMessage('  Handed 2 deliveries to DHL. '); // 'Handed 2 deliveries to DHL.'
 * readableMessage(42); // null
 * ```
 */
export function readableMessage(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim().slice(0, longestMessage)
    : null;
}

/**
 * Why an action failed, from what it rejected with: an `Error`'s message or a string, else
 * `null` (the generic reason is shown). A rejection may be anything, even a value that throws
 * when read (a getter, a revoked Proxy): that is `null` too, never a throw.
 *
 * @example
 * ```ts
 * actionFailureReason(new Error('The courier service is down (503).')); // 'The courier service is down (503).'
 * actionFailureReason({ get message() { throw new Error(); } }); // null
 * ```
 */
export function actionFailureReason(error: unknown): string | null {
  try {
    return readableMessage(error instanceof Error ? error.message : error);
  } catch {
    return null;
  }
}
