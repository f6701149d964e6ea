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
  /** While the probes run ("Checking 3 filters…"). */
  checkingFilters: (count: number) => string;
  /** A button that removes a filter whose probe found rows; `chip` is its chip's text. */
  removeHidingFilter: (chip: string) => string;
  /** A button that clears the quick search, when the filters without it find rows. */
  clearHidingSearch: (search: string) => string;
  /** No probe found rows: no one filter alone hides them. */
  noHidingFilter: string;
  /** Some probes failed (their filters are not offered). */
  hidingFilterChecksFailed: (failed: number) => string;
  /** More filters than are probed: only the first `checked` were tried. */
  hidingFiltersPartlyChecked: (checked: number, total: number) => string;
}

/** The English defaults. */
export const defaultHidingFilterMessages: DeliveriesHidingFilterMessages = {
  findHidingFilter: 'Which filter hides them?',
  checkingFilters: (count) => (count === 1 ? 'Checking 1 filter…' : `Checking ${count} filters…`),
  removeHidingFilter: (chip) => `Remove ${chip} (deliveries found)`,
  clearHidingSearch: (search) => `Clear the search “${search}” (deliveries found)`,
  noHidingFilter: 'Without any one of these filters alone there are still none.',
  hidingFilterChecksFailed: (failed) =>
    failed === 1 ? '1 filter could not be checked.' : `${failed} filters could not be checked.`,
  hidingFiltersPartlyChecked: (checked, total) =>
    `The first ${checked} of ${total} filters were checked.`,
};
