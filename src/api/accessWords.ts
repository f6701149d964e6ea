/**
 * The words of the two statuses a person acts on (sign in again, ask for access): one copy
 * for the first load's error and the server-text chunk's.
 *
 * @example
 * ```ts
 * accessWords[403]; // 'You do not have access to deliveries (403).'
 * ```
 */
export const accessWords: Partial<Record<number, string>> = {
  401: 'You are not signed in or your session has expired (401).',
  403: 'You do not have access to deliveries (403).',
};
