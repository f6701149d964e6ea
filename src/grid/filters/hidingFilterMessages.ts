/**
 * "Which filter hides them?" under "No deliveries found". Part of the grid's `messages.table`;
 * the defaults load with it, after the first empty result with filters.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { findHidingFilter: 'Welcher Filter?' } }} />
 * ```
 */
export interface DeliveriesHidingFilterMessages {
  /** Under "No deliveries found" with filters applied: tries the search without each one. */
  findHidingFilter: string;
  /**
   * While the probes run: `count` filters, and the filters without the quick search when
   * `withSearch` ("Checking 3 filters and the search…").
   */
  checkingFilters: (count: number, withSearch: boolean) => string;
  /** A button that removes a filter whose probe found rows; `chip` is its chip's text. */
  removeHidingFilter: (chip: string) => string;
  /** A button that clears the quick search, when the filters without it find rows. */
  clearHidingSearch: (search: string) => string;
  /** No probe found rows: no one filter alone hides them. */
  noHidingFilter: string;
  /** Some probes failed (not offered): `failed` filters, and the search when `searchFailed`. */
  hidingFilterChecksFailed: (failed: number, searchFailed: boolean) => string;
  /** More filters than are probed: only the first `checked` were tried. */
  hidingFiltersPartlyChecked: (checked: number, total: number) => string;
}

const filters = (count: number) => (count === 1 ? '1 filter' : `${count} filters`);
// "2 filters", "2 filters and the search" or "the search".
const andSearch = (count: number, search: boolean) =>
  !search ? filters(count) : count === 0 ? 'the search' : `${filters(count)} and the search`;

/** The English defaults. */
export const defaultHidingFilterMessages: DeliveriesHidingFilterMessages = {
  findHidingFilter: 'Which filter hides them?',
  checkingFilters: (count, withSearch) => `Checking ${andSearch(count, withSearch)}…`,
  removeHidingFilter: (chip) => `Remove ${chip} (deliveries found)`,
  clearHidingSearch: (search) => `Clear the search “${search}” (deliveries found)`,
  noHidingFilter: 'Without any one of these filters alone there are still none.',
  hidingFilterChecksFailed: (failed, searchFailed) => {
    const what = andSearch(failed, searchFailed);
    return `${what[0]!.toUpperCase()}${what.slice(1)} could not be checked.`;
  },
  hidingFiltersPartlyChecked: (checked, total) =>
    `The first ${checked} of ${total} filters were checked.`,
};
