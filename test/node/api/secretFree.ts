import { inspect } from 'node:util';
import { expect } from 'vitest';
import { DeliveriesApiError } from '@src/api/errors';

/**
 * Every text a host may log from `error`: its fields, its stack and its causes, nested, and
 * everything `console.log` shows of it (every own property of every cause, hidden ones too).
 */
export function loggableTexts(error: DeliveriesApiError): string[] {
  const texts = [
    inspect(error, { depth: 10, showHidden: true }),
    error.message,
    error.statusText ?? '',
    JSON.stringify(error.body) ?? '',
    String(error.stack),
  ];
  let cause: unknown = error.cause;
  for (let depth = 0; cause !== undefined && depth < 10; depth += 1) {
    texts.push(String(cause), JSON.stringify(cause) ?? '');
    if (cause instanceof Error) {
      texts.push(cause.message, String(cause.stack), cause.name);
      cause = cause.cause;
    } else cause = undefined;
  }
  return texts;
}

/** Asserts that no field of `error` holds any of `secrets`, in any letter case. */
export function expectNoSecret(error: unknown, secrets: readonly string[]): void {
  expect(error).toBeInstanceOf(DeliveriesApiError);
  const texts = loggableTexts(error as DeliveriesApiError).map((text) => text.toLowerCase());
  for (const secret of secrets) {
    for (const text of texts) expect(text).not.toContain(secret.toLowerCase());
  }
}

/** The rejection of `promise` as a DeliveriesApiError, failing the test otherwise. */
export async function apiError(promise: Promise<unknown>): Promise<DeliveriesApiError> {
  const error = await promise.then(
    (value) => expect.unreachable(`expected a rejection, got ${JSON.stringify(value)}`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveriesApiError);
  return error as DeliveriesApiError;
}
