import type { OrderBy } from '../../api/types';
import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { DeliveriesView } from '../types';
import { isPositiveInteger, isRecord, isStringArray } from './guards';
import { parseViewFilters } from './parseViewFilters';

function parseOrderBy(value: unknown): OrderBy | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.key !== 'string') return undefined;
  if (value.order !== 'asc' && value.order !== 'desc') return undefined;
  return { key: value.key, order: value.order };
}

function parseQueryState(value: unknown): DeliveriesQueryState | undefined {
  if (!isRecord(value)) return undefined;
  const orderBy = parseOrderBy(value.orderBy ?? null);
  const filters = parseViewFilters(value.filters ?? {});
  if (!isPositiveInteger(value.pageSize) || typeof value.quickSearch !== 'string') return undefined;
  if (orderBy === undefined || filters === undefined) return undefined;
  // A view opens on its first page: the page it was saved on may not exist any more.
  return {
    pageNumber: 1,
    pageSize: value.pageSize,
    quickSearch: value.quickSearch,
    orderBy,
    filters,
  };
}

function parseColumnSettings(value: unknown): DeliveriesColumnSettings | undefined {
  if (!isRecord(value) || !isStringArray(value.order) || !isStringArray(value.hidden)) {
    return undefined;
  }
  if (!isRecord(value.widths)) return undefined;
  const widths: Record<string, number> = {};
  for (const [id, width] of Object.entries(value.widths)) {
    if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return undefined;
    widths[id] = width;
  }
  return { order: [...value.order], hidden: [...value.hidden], widths };
}

/**
 * Reads a stored or handed-over view into a fresh {@link DeliveriesView} with only its known
 * fields, on page 1; `undefined` when its state, columns or density are not valid.
 *
 * @example
 * ```ts
 * parseDeliveriesView({
 *   state: { pageNumber: 4, pageSize: 50, quickSearch: '', orderBy: null, filters: {} },
 *   columns: { order: [], hidden: ['tenantName'], widths: {} },
 *   density: 'compact',
 * }); // the same view, with pageNumber 1
 * ```
 */
export function parseDeliveriesView(value: unknown): DeliveriesView | undefined {
  if (!isRecord(value)) return undefined;
  const state = parseQueryState(value.state);
  const columns = parseColumnSettings(value.columns);
  const { density } = value;
  if (!state || !columns || (density !== 'comfortable' && density !== 'compact')) return undefined;
  return { state, columns, density };
}
