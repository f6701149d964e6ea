import type { AdvancedFilter } from '../../api/types';
import { dateRangeFields, type DateRangeField } from '../filterFields';
import { filterFieldKeys } from '../filterFieldKeys';
import { filterStateKeys } from '../filterStateKeys';
import {
  defaultQueryState,
  type DeliveriesFilterState,
  type DeliveriesQueryState,
} from '../queryState';
import { isRelativeBound } from '../relativeDates/relativeBound';
import { readDate } from './compactDate';
import { splitUnescaped, unescapeText } from './escapeText';
import {
  filterEntries,
  linkHoldsDelivery,
  maxOpenDeliveryLength,
  partSeparator,
  stateKeys,
} from './linkFormat';
import { readWholeNumber } from './linkNumbers';
import { quote } from './linkProblems';
import { ProblemCollector, type ProblemSink } from './problemCollector';
import { readAdvancedFilterEntry } from './readAdvancedFilterEntry';
import { readFilterEntry } from './readFilterEntry';
import type { DeliveriesProblem } from '../problems/problem';

/** What a reader made of a link's entries: the state, and a sentence per part it dropped. */
export interface LinkReading {
  state: DeliveriesQueryState;
  /** The delivery whose details the link opens; absent for none. */
  openDelivery?: string;
  /** The first sentences; `uncollected` counts the parts dropped beyond them. */
  problems: DeliveriesProblem[];
  uncollected: number;
}

const filterByKey = new Map(filterEntries.map((filter) => [filter.key, filter]));
const rangeByKey = new Map(dateRangeFields.map((range) => [filterFieldKeys[range.id][0], range]));

/**
 * Reads the entries of a version 1 link (those after `v1`), keeping every valid part and
 * describing each part it leaves out. Never throws.
 *
 * @example
 * ```ts
 * readVersion1Link(['p.0', 'q.acme'], 1000);
 * // { state: { ...defaultQueryState, quickSearch: 'acme' },
 * //   problems: [{ code: 'pageNotNumber', params: { value: '“0”' } }], uncollected: 0 }
 * ```
 */
export function readVersion1Link(
  entries: readonly string[],
  maxPageSize: number,
  /** Version 2's relative date bounds and range entries; off for a v1 link, which never held them. */
  relativeDates = false,
): LinkReading {
  const state: DeliveriesQueryState = { ...defaultQueryState, filters: {} };
  const filters: DeliveriesFilterState = {};
  const problems = new ProblemCollector();
  const seen = new Set<string>();
  let rows: AdvancedFilter[] | undefined;
  let openDelivery: string | null = null;
  // Rows are numbered as they stand in the link, the ones left out included.
  let rowPosition = 0;

  for (const entry of entries) {
    // An empty entry (`__`, a trailing `_`) holds nothing to read.
    if (entry === '') continue;
    const [key = '', value] = splitUnescaped(entry, partSeparator, 2);
    if (key === stateKeys.advancedFilter) {
      // A bare `a` is an empty list of rows; each `a.…` is one row, in order.
      rows ??= [];
      if (value === undefined) continue;
      rowPosition += 1;
      const reading = readAdvancedFilterEntry(value, rowPosition);
      if ('row' in reading) rows.push(reading.row);
      else problems.push(reading.problem);
      continue;
    }
    const range = relativeDates ? rangeByKey.get(key) : undefined;
    if (range) {
      readRangeEntry(range, value, { filters, seen, problems });
      continue;
    }
    if (seen.has(key)) {
      problems.push({ code: 'linkEntryTwice', params: { key: quote(key) } });
      continue;
    }
    seen.add(key);
    if (key === stateKeys.openDelivery) {
      const id = unescapeText(value ?? '').text;
      if (linkHoldsDelivery(id)) openDelivery = id;
      else
        problems.push({
          code: 'linkOpenDeliveryNotId',
          params: { value: quote(id), max: maxOpenDeliveryLength },
        });
      continue;
    }
    const filter = filterByKey.get(key);
    if (filter) readFilterEntry(filter, value, filters, problems, relativeDates);
    else readStateEntry(entry, key, value, state, { maxPageSize, problems });
  }

  if (rows) filters.advancedFilters = rows;
  // The filters in the request's order, so equal links give equal states.
  const ordered: Record<string, unknown> = {};
  for (const field of filterStateKeys) {
    if (filters[field] !== undefined) ordered[field] = filters[field];
  }
  state.filters = ordered as DeliveriesFilterState;
  return {
    state,
    ...(openDelivery !== null && { openDelivery }),
    problems: problems.kept,
    uncollected: problems.uncollected,
  };
}

// `in.last7Days`: one preset for both bounds of a range, which their own entries may not repeat.
function readRangeEntry(
  range: DateRangeField,
  value: string | undefined,
  {
    filters,
    seen,
    problems,
  }: { filters: DeliveriesFilterState; seen: Set<string>; problems: ProblemSink },
): void {
  const [rangeKey] = filterFieldKeys[range.id];
  const boundKeys = [filterFieldKeys[range.from][0], filterFieldKeys[range.to][0]];
  const token = readDate(value ?? '').text.trim();
  if (seen.has(rangeKey) || boundKeys.some((key) => seen.has(key))) {
    problems.push({ code: 'linkRangeTwice', params: { range: range.id } });
  } else if (!isRelativeBound(token)) {
    problems.push({ code: 'linkRangeNotPreset', params: { range: range.id, value: quote(token) } });
  } else {
    filters[range.from] = token;
    filters[range.to] = token;
  }
  for (const key of [rangeKey, ...boundKeys]) seen.add(key);
}

function readStateEntry(
  entry: string,
  key: string,
  value: string | undefined,
  state: DeliveriesQueryState,
  { maxPageSize, problems }: { maxPageSize: number; problems: ProblemSink },
): void {
  const known = Object.values<string>(stateKeys).includes(key);
  if (!known) {
    problems.push({ code: 'linkEntryUnknown', params: { value: quote(entry) } });
  } else if (value === undefined) {
    problems.push({ code: 'linkEntryNoValue', params: { key: quote(key) } });
  } else if (key === stateKeys.pageNumber) {
    const page = readWholeNumber(value, 1, Number.MAX_SAFE_INTEGER);
    if (page !== undefined) state.pageNumber = page;
    else {
      problems.push({ code: 'pageNotNumber', params: { value: quote(value) } });
    }
  } else if (key === stateKeys.pageSize) {
    const size = readWholeNumber(value, 1, maxPageSize);
    if (size !== undefined) state.pageSize = size;
    else {
      problems.push({
        code: 'pageSizeOutOfRange',
        params: { value: quote(value), max: maxPageSize, pageSize: defaultQueryState.pageSize },
      });
    }
  } else if (key === stateKeys.quickSearch) {
    state.quickSearch = unescapeText(value).text;
  } else {
    readOrderBy(value, state, problems);
  }
}

function readOrderBy(value: string, state: DeliveriesQueryState, problems: ProblemSink): void {
  const parts = splitUnescaped(value, partSeparator).map((part) => unescapeText(part).text);
  const [key = '', order = ''] = parts;
  if (parts.length !== 2 || key === '' || (order !== 'asc' && order !== 'desc')) {
    problems.push({ code: 'sortMalformed', params: { value: quote(unescapeText(value).text) } });
    return;
  }
  state.orderBy = { key, order };
}
