import type { DeliveriesSavedViewsMessages } from '../messages';
import { DeliveriesViewStorageError } from '../storage/DeliveriesViewStorageError';
import { ViewStoreNoAnswer } from './storeAnswer';

/**
 * The reason to show for a store's failure: a specific one for a
 * {@link DeliveriesViewStorageError}, the message of any other `Error`, else "Try again."
 *
 * @example
 * ```ts
 * failureReason(new DeliveriesViewStorageError('quota'), messages); // messages.storageFull
 * failureReason(new Error('The server is down.'), messages); // 'The server is down.'
 * ```
 */
export function failureReason(
  error: unknown,
  messages: Pick<
    DeliveriesSavedViewsMessages,
    | 'storageFull'
    | 'storageUnavailable'
    | 'storageNewerVersion'
    | 'storeNoAnswer'
    | 'unknownFailure'
  >,
): string {
  if (error instanceof ViewStoreNoAnswer) return messages.storeNoAnswer;
  if (error instanceof DeliveriesViewStorageError) {
    if (error.kind === 'quota') return messages.storageFull;
    if (error.kind === 'newer-version') return messages.storageNewerVersion;
    return messages.storageUnavailable;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return messages.unknownFailure;
}
