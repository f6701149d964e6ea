import type { Delivery } from '../../api/types';
import { isRecord } from '../../state/validation/isRecord';
import { repeatMark } from '../../state/identity/uniqueKeys';
import { noDeliveriesSelected, type DeliveriesSelection } from '../types';
import { tickedRowsOf, type CodesSelection } from './tickedRows';

/** A selection from the host, as the grid can use it, and why not when it cannot. */
export interface CheckedSelection {
  selection: DeliveriesSelection;
  /** Why the host's value was not used (then nothing is selected), else `null`. */
  problem: string | null;
}

const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * A selection passed in (`selection.value`, a restored one) checked as the grid's own are
 * made: a kind it knows, lists of text, keys (when given) one per code and each its code's,
 * deliveries that are among the codes, a query that is a request's and a real instant. What
 * fails is not used, and the problem says what it was. Never throws: a value whose reading
 * throws "could not be read".
 *
 * @example
 * ```ts
 * checkSelection({ kind: 'codes', codes: 'DLV-1', deliveries: [] }, (d) => d.code).problem;
 * // 'The selection could not be used: its codes are not a list of text.'
 * ```
 */
export function checkSelection(
  value: unknown,
  idOf: (delivery: Delivery) => string,
): CheckedSelection {
  const problem = readableProblemOf(value, idOf);
  return problem === null
    ? { selection: value as DeliveriesSelection, problem: null }
    : { selection: noDeliveriesSelected, problem: `The selection could not be used: ${problem}.` };
}

// A getter or a revoked Proxy in the value must cost the selection, never the page.
function readableProblemOf(value: unknown, idOf: (delivery: Delivery) => string): string | null {
  try {
    return problemOf(value, idOf);
  } catch {
    return 'it could not be read';
  }
}

function problemOf(value: unknown, idOf: (delivery: Delivery) => string): string | null {
  if (!isRecord(value)) return 'it is not an object';
  if (value.kind === 'codes') {
    if (!isTextList(value.codes)) return 'its codes are not a list of text';
    if (value.codes.includes('')) return 'a code in it is empty';
    if (!Array.isArray(value.deliveries) || !value.deliveries.every(isRecord))
      return 'its deliveries are not a list of deliveries';
    const keysProblem = value.keys === undefined ? null : problemOfKeys(value.keys, value.codes);
    if (keysProblem) return keysProblem;
    if (tickedRowsOf(value as CodesSelection, idOf) === null)
      return 'a delivery in it is not among its codes';
    return null;
  }
  if (value.kind === 'query') {
    const { request } = value;
    if (!isRecord(request) || typeof request.quickSearch !== 'string')
      return 'its request has no quick search text';
    if (request.filters !== undefined && !isRecord(request.filters))
      return 'its request’s filters are not an object';
    if (request.orderBy !== undefined && !isRecord(request.orderBy))
      return 'its request’s order is not an object';
    if (!isTextList(value.excludedCodes)) return 'its excluded codes are not a list of text';
    if (typeof value.asOf !== 'string' || Number.isNaN(Date.parse(value.asOf)))
      return 'its time (asOf) is not a date and time';
    return null;
  }
  return 'its kind is neither "codes" nor "query"';
}

/** Keys as the grid writes them: text, one per code, each its code's, none twice. */
function problemOfKeys(keys: unknown, codes: readonly string[]): string | null {
  if (!isTextList(keys)) return 'its keys are not a list of text';
  if (keys.length !== codes.length) return 'its keys are not one per code';
  if (new Set(keys).size !== keys.length) return 'a key is in it twice';
  const stray = keys.findIndex(
    (key, index) => key !== codes[index] && !key.startsWith(`${codes[index]}${repeatMark}`),
  );
  if (stray >= 0) return `its key “${keys[stray]}” is not one of its code “${codes[stray]}”`;
  return null;
}
