import type { AdvancedFilter } from '../../api/types';
import { defaultQueryState, type DeliveriesQueryState } from '../queryState';
import { writeDate } from './compactDate';
import { escapeText } from './escapeText';
import {
  entrySeparator,
  filterEntries,
  linkFormatVersion,
  linkHoldsDelivery,
  partSeparator,
  stateKeys,
  type FilterEntry,
} from './linkFormat';
import { writeNumber } from './linkNumbers';
import { dateBoundFields, dateRangeFields } from '../filterFields';
import { filterFieldKeys } from '../filterFieldKeys';
import { isRelativeBound } from '../relativeDates/relativeBound';

// A lone value ends at the next entry; an item or a part of a row also at the next part.
const inValue = entrySeparator;
const inPart = entrySeparator + partSeparator;

/**
 * The query state as one compact, readable, URL-safe string for a link (the format of
 * `parseDeliveriesState`): the version, then only what differs from `defaultQueryState`.
 * Equal states give equal strings. Every character of it but the values' own (spaces, `&`,
 * accents, emoji …) passes through `URLSearchParams` unescaped.
 *
 * @example
 * ```ts
 * serializeDeliveriesState({
 *   pageNumber: 2, pageSize: 50, quickSearch: 'acme gmbh',
 *   orderBy: { key: 'insertTime', order: 'desc' },
 *   filters: { insertFrom: '2026-11-01T00:00:00.000Z', status: [1, 4], tags: ['cold-chain'] },
 * });
 * // 'v1_p.2_ps.50_q.acme gmbh_o.insertTime.desc_if.2026-11-01T000000.000Z_st.1.4_tg.cold-chain'
 * ```
 */
export function serializeDeliveriesState(
  state: DeliveriesQueryState,
  /**
   * The delivery whose details are open (`detail.open`), kept in the link too; one over
   * `maxOpenDeliveryLength` (100) characters is left out, as a link could not be read with it.
   */
  openDelivery: string | null = null,
): string {
  // The lowest version that can say the state, so a link without presets opens on older pages too.
  const relative = dateBoundFields.some(({ id }) => isRelativeBound(state.filters[id]));
  const entries = [`v${relative ? linkFormatVersion : 1}`];
  if (state.pageNumber !== defaultQueryState.pageNumber) {
    entries.push(entry(stateKeys.pageNumber, writeNumber(state.pageNumber)));
  }
  if (state.pageSize !== defaultQueryState.pageSize) {
    entries.push(entry(stateKeys.pageSize, writeNumber(state.pageSize)));
  }
  if (state.quickSearch !== defaultQueryState.quickSearch) {
    entries.push(entry(stateKeys.quickSearch, escapeText(state.quickSearch, inValue)));
  }
  if (state.orderBy) {
    const { key, order } = state.orderBy;
    entries.push(entry(stateKeys.orderBy, escapeText(key, inPart), escapeText(order, inPart)));
  }
  const byRange = new Set<string>();
  for (const range of dateRangeFields) {
    const from = state.filters[range.from];
    if (isRelativeBound(from) && from === state.filters[range.to]) {
      entries.push(entry(filterFieldKeys[range.id][0], escapeText(from, inValue)));
      byRange.add(range.from).add(range.to);
    }
  }
  for (const filter of filterEntries) {
    const written = byRange.has(filter.field) ? undefined : writeFilter(filter, state.filters);
    if (written !== undefined) entries.push(written);
  }
  const rows = state.filters.advancedFilters;
  // A bare `a` keeps an empty list of rows apart from no list at all.
  if (rows?.length === 0) entries.push(stateKeys.advancedFilter);
  for (const row of rows ?? []) entries.push(writeRow(row));
  // Only an id a link can be read back with: a longer one would open nothing, with a problem.
  if (openDelivery && linkHoldsDelivery(openDelivery))
    entries.push(entry(stateKeys.openDelivery, escapeText(openDelivery, inValue)));
  return entries.join(entrySeparator);
}

// `0.5` in a list: its dot is escaped, or it would split the item.
function writePart(value: number): string {
  return escapeText(writeNumber(value), inPart);
}

function entry(key: string, ...parts: string[]): string {
  return [key, ...parts].join(partSeparator);
}

function writeFilter(
  filter: FilterEntry,
  filters: DeliveriesQueryState['filters'],
): string | undefined {
  switch (filter.kind) {
    case 'date': {
      const value = filters[filter.field];
      return value === undefined ? undefined : entry(filter.key, writeDate(value, inValue));
    }
    case 'numbers': {
      // NaN and Infinity mean nothing to the server (the request drops them too).
      const ids = filters[filter.field]?.filter(Number.isFinite);
      return ids && entry(filter.key, ...ids.map(writePart));
    }
    case 'texts': {
      const tags = filters[filter.field];
      return tags && entry(filter.key, ...tags.map((tag) => escapeText(tag, inPart)));
    }
  }
}

// `a.condition.field.rowType.operator.data`: the data comes last and keeps its dots.
function writeRow(row: AdvancedFilter): string {
  const { condition, selectedFiled, rowType, operator, data } = row;
  return entry(
    stateKeys.advancedFilter,
    writePart(condition),
    escapeText(selectedFiled, inPart),
    escapeText(rowType, inPart),
    escapeText(operator, inPart),
    rowType === 'date' ? writeDate(data, inValue) : escapeText(data, inValue),
  );
}
