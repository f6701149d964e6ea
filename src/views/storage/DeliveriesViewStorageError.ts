/**
 * Why a store refused to write: `quota` (the browser's storage is full), `unavailable` (access
 * refused: private browsing, blocked site data), `newer-version` (a newer version of the
 * library wrote the stored views, and this one does not overwrite them) or `conflict` (the view
 * changed elsewhere since it was listed: see `DeliveriesViewWriteBase`).
 *
 * @example
 * ```ts
 * if (error instanceof DeliveriesViewStorageError && error.kind === 'quota') freeSomeSpace();
 * ```
 */
export type DeliveriesViewStorageErrorKind = 'quota' | 'unavailable' | 'newer-version' | 'conflict';

/**
 * A storage failure the saved-views messages can name specifically. A host's own store may
 * throw it too; any other `Error` shows with its own message.
 *
 * @example
 * ```ts
 * throw new DeliveriesViewStorageError('quota');
 * ```
 */
export class DeliveriesViewStorageError extends Error {
  readonly kind: DeliveriesViewStorageErrorKind;

  constructor(kind: DeliveriesViewStorageErrorKind, options?: { cause?: unknown }) {
    super(`Saved views storage: ${kind}`, options);
    this.name = 'DeliveriesViewStorageError';
    this.kind = kind;
  }
}
