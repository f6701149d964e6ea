import { checkColumnSettings } from '../../state/columns/checkColumnSettings';
import { checkQueryStateCodes } from '../../state/validation/checkQueryState';
import type { QueryStateLimits } from '../../state/validation/queryStateLimits';
import type { DeliveriesView } from '../types';
import { isDensity } from './density';
import { isRecord } from './guards';
import { capViewProblems } from './capViewProblems';
import type { DeliveriesViewProblem } from './viewProblems';

/** A view as read, and a problem for each part of it left out; no view when it is not one. */
export interface DeliveriesViewReading {
  view: DeliveriesView | undefined;
  problems: DeliveriesViewProblem[];
}

/**
 * Reads a stored or handed-over view: its query state through `checkQueryStateCodes` (within
 * `limits`, the library's own when left out), on page 1, and its columns through
 * `checkColumnSettings` (without the grid's column ids, which the grid checks when it applies
 * the view); each part left out is named by a code. No view when it has no state, columns or
 * density at all.
 *
 * @example
 * ```ts
 * readDeliveriesView({ state: { pageSize: 1e9 }, columns: { order: [], hidden: [], widths: {} }, density: 'compact' });
 * // { view: { state: defaultQueryState, … }, problems: [{ code: 'pageSizeOutOfRange', params: { value: '“1000000000”', max: 1000, pageSize: 25 } }] }
 * ```
 */
export function readDeliveriesView(
  value: unknown,
  limits?: QueryStateLimits,
): DeliveriesViewReading {
  const problems: DeliveriesViewProblem[] = [];
  if (!isRecord(value) || !isRecord(value.state)) return { view: undefined, problems };
  const checked = checkQueryStateCodes(value.state, limits);
  // One push each: spreading a stored array into a call overflows the stack past ~10^5 items.
  for (const problem of checked.problems) problems.push(problem);
  const { density } = value;
  if (!isRecord(value.columns) || !isDensity(density)) {
    return { view: undefined, problems: [] };
  }
  const { settings: columns, problems: columnProblems } = checkColumnSettings(value.columns);
  for (const problem of columnProblems) {
    problems.push({ code: 'columnSettings', params: problem });
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
