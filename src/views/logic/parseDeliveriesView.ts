import { columnWidthLimits } from '../../state/arrangeColumns';
import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import { quote } from '../../state/urlState/linkProblems';
import { checkQueryState } from '../../state/validation/checkQueryState';
import type { QueryStateLimits } from '../../state/validation/queryStateLimits';
import type { DeliveriesView } from '../types';
import { isRecord, isStringArray } from './guards';
import { capViewProblems } from './viewProblems';

/** A view as read, and a sentence for each part of it left out; no view when it is not one. */
export interface DeliveriesViewReading {
  view: DeliveriesView | undefined;
  problems: string[];
}

function readColumnSettings(
  value: unknown,
  problems: string[],
): DeliveriesColumnSettings | undefined {
  if (!isRecord(value) || !isStringArray(value.order) || !isStringArray(value.hidden)) {
    return undefined;
  }
  if (!isRecord(value.widths)) return undefined;
  const widths: Record<string, number> = {};
  const { min, max } = columnWidthLimits;
  for (const [id, width] of Object.entries(value.widths)) {
    // The widths a person can drag to: anything else would hide a column or push out the rest.
    if (typeof width === 'number' && width >= min && width <= max) widths[id] = width;
    else {
      problems.push(
        `The width ${quote(String(width))} of the column ${quote(id)} is not from ${min} to ${max} pixels, so the column keeps its natural width.`,
      );
    }
  }
  const pinned: Record<string, 'start' | 'end'> = {};
  for (const [id, side] of Object.entries(isRecord(value.pinned) ? value.pinned : {})) {
    if (side === 'start' || side === 'end') pinned[id] = side;
    else
      problems.push(
        `The pin ${quote(String(side))} of the column ${quote(id)} is neither start nor end, so the column is not pinned.`,
      );
  }
  if (value.pinned !== undefined && !isRecord(value.pinned))
    problems.push('The pinned columns are not a list by column, so no column is pinned.');
  const settings = { order: [...value.order], hidden: [...value.hidden], widths };
  return Object.keys(pinned).length > 0 ? { ...settings, pinned } : settings;
}

/**
 * Reads a stored or handed-over view: its query state through `checkQueryState` (within
 * `limits`, the library's own when left out), on page 1, and its column widths within what a
 * person can drag to; each part left out is named. No view when it has no state, columns or
 * density at all.
 *
 * @example
 * ```ts
 * readDeliveriesView({ state: { pageSize: 1e9 }, columns: { order: [], hidden: [], widths: {} }, density: 'compact' });
 * // { view: { state: defaultQueryState, … }, problems: ['The page size “1000000000” is not a whole number from 1 to 1000, …'] }
 * ```
 */
export function readDeliveriesView(
  value: unknown,
  limits?: QueryStateLimits,
): DeliveriesViewReading {
  const problems: string[] = [];
  if (!isRecord(value) || !isRecord(value.state)) return { view: undefined, problems };
  const checked = checkQueryState(value.state, limits);
  // One push each: spreading a stored array into a call overflows the stack past ~10^5 items.
  for (const problem of checked.problems) problems.push(problem);
  const columns = readColumnSettings(value.columns, problems);
  const { density } = value;
  if (!columns || (density !== 'comfortable' && density !== 'compact')) {
    return { view: undefined, problems: [] };
  }
  // A view opens on its first page: the page it was saved on may not exist any more.
  const view: DeliveriesView = { state: { ...checked.state, pageNumber: 1 }, columns, density };
  return { view, problems: capViewProblems(problems) };
}

/**
 * Reads a stored or handed-over view into a fresh {@link DeliveriesView} with only its known
 * fields, on page 1, and only the parts the server accepts within `limits` (by default the
 * library's sizes and vocabulary; see {@link readDeliveriesView}); `undefined` when it has no
 * state, columns or density.
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
export function parseDeliveriesView(
  value: unknown,
  limits?: QueryStateLimits,
): DeliveriesView | undefined {
  return readDeliveriesView(value, limits).view;
}
