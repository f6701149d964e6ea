import type { DeliveriesRequest, DeliveryField, OrderBy } from '../api/types';
import type { AdvancedFilterField, AdvancedFilterOperator } from '../state/advancedFilterConfig';
import { defaultSortKeys } from '../state/defaultSortKeys';
import { isJsonObject, rejectUnknownKeys, RequestProblem } from './requestProblem';
import { advancedFilterRules } from './validateAdvancedFilters';
import { validateDeliveryFilters } from './validateDeliveryFilters';

/** What a host's grid may send beyond the defaults, so the validator accepts it too. */
export interface ValidateDeliveriesRequestOptions {
  /** Extra advanced-filter fields (added to the defaults; same `value` replaces a default). */
  advancedFilterFields?: readonly AdvancedFilterField[];
  /** Extra operators per row type (added to the defaults). */
  advancedFilterOperators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  /** When given, `pageNumber` must be at least this; otherwise at least 0. */
  pageNumberBase?: 0 | 1;
}

/** The verdict on a request body: the typed request, or the first problem and its field path. */
export type DeliveriesRequestValidation =
  { ok: true; request: DeliveriesRequest } | { ok: false; message: string; field: string };

const requestKeys = ['pageNumber', 'pageSize', 'quickSearch', 'orderBy', 'filters'] as const;
// The contract's nine fields, the same the library's default columns sort on.
const sortKeys: readonly DeliveryField[] = defaultSortKeys;
const MAX_PAGE_SIZE = 1000;
const MAX_QUICK_SEARCH = 200;

function requireInteger(
  value: unknown,
  field: string,
  minimum: number,
  maximum = Infinity,
): number {
  if (value === undefined) throw new RequestProblem(field, `${field} is required.`);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RequestProblem(field, `${field} must be an integer.`);
  }
  if (value < minimum) throw new RequestProblem(field, `${field} must be at least ${minimum}.`);
  if (value > maximum) throw new RequestProblem(field, `${field} must be at most ${maximum}.`);
  return value;
}

function validateQuickSearch(value: unknown): string {
  if (value === undefined) throw new RequestProblem('quickSearch', 'quickSearch is required.');
  if (typeof value !== 'string')
    throw new RequestProblem('quickSearch', 'quickSearch must be a string.');
  if (value.length > MAX_QUICK_SEARCH) {
    throw new RequestProblem(
      'quickSearch',
      `quickSearch must be at most ${MAX_QUICK_SEARCH} characters.`,
    );
  }
  return value;
}

function validateOrderBy(value: unknown): OrderBy {
  if (!isJsonObject(value)) throw new RequestProblem('orderBy', 'orderBy must be an object.');
  rejectUnknownKeys(value, ['key', 'order'], 'orderBy');
  const { key, order } = value;
  if (key === undefined) throw new RequestProblem('orderBy.key', 'orderBy.key is required.');
  if (typeof key !== 'string' || !(sortKeys as readonly string[]).includes(key)) {
    throw new RequestProblem('orderBy.key', `orderBy.key must be one of ${sortKeys.join(', ')}.`);
  }
  if (order === undefined) throw new RequestProblem('orderBy.order', 'orderBy.order is required.');
  if (order !== 'asc' && order !== 'desc') {
    throw new RequestProblem('orderBy.order', 'orderBy.order must be "asc" or "desc".');
  }
  return { key, order };
}

/**
 * Checks a request body as a picky server would: required `pageNumber`, `pageSize` and
 * `quickSearch` (rule 3 of the contract: those three alone are a valid query), optional
 * `orderBy` and `filters`, nothing else, every type and range exact. Returns the first
 * problem with the path of the field it concerns.
 *
 * @example
 * ```ts
 * validateDeliveriesRequest({ pageNumber: 1, pageSize: 25, quickSearch: '', foo: 1 });
 * // { ok: false, message: 'Unknown field "foo".', field: 'foo' }
 * ```
 */
export function validateDeliveriesRequest(
  body: unknown,
  options: ValidateDeliveriesRequestOptions = {},
): DeliveriesRequestValidation {
  try {
    if (!isJsonObject(body)) throw new RequestProblem('body', 'The body must be a JSON object.');
    rejectUnknownKeys(body, requestKeys, '');
    const request: DeliveriesRequest = {
      pageNumber: requireInteger(body.pageNumber, 'pageNumber', options.pageNumberBase ?? 0),
      pageSize: requireInteger(body.pageSize, 'pageSize', 1, MAX_PAGE_SIZE),
      quickSearch: validateQuickSearch(body.quickSearch),
    };
    if (body.orderBy !== undefined) request.orderBy = validateOrderBy(body.orderBy);
    if (body.filters !== undefined) {
      const rules = advancedFilterRules(
        options.advancedFilterFields,
        options.advancedFilterOperators,
      );
      request.filters = validateDeliveryFilters(body.filters, rules);
    }
    return { ok: true, request };
  } catch (error) {
    if (error instanceof RequestProblem)
      return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}
