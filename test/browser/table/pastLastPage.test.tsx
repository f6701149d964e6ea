import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { expectNoAxeViolations, listenToResults } from '../focus/focusProbe';

const generous = { timeout: 10_000 };
import { dataset, expectedCodes, firstPage, shownCodes } from './deliveriesServer';

// A review find: a link or a state past the last page said "No deliveries found" and offered
// to find the filter hiding them: its probes ask page 1, where the filter finds rows, so it
// offered to remove a filter that hid nothing.
describe('an empty page past the first', () => {
  it('says the page is empty and offers page 1 first, not a filter to blame', async () => {
    const filters = { status: [4] };
    const grid = renderGrid(
      { statusOptions: mockStatuses, initialState: { pageNumber: 50, filters } },
      { serve: dataset },
    );
    const table = await screen.findByRole('table', { name: 'Deliveries' }, generous);
    // In the table, and said by the live region beside it.
    const empty = await within(table).findByText('No deliveries on this page', {}, generous);
    expect(within(table).queryByText('No deliveries found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Which filter hides them?' })).toBeNull();
    expect(
      within(empty.parentElement!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Go to page 1', 'Clear filters']);
    expect(grid.bodies).toEqual([{ ...firstPage, pageNumber: 50, filters }]);
    await expectNoAxeViolations('an empty page past the first');

    const toFirst = within(empty.parentElement!).getByRole('button', { name: 'Go to page 1' });
    await grid.user.click(toFirst);
    // The button goes with the empty state: focus waits on the table for the rows.
    expect(document.activeElement).toBe(table);
    const first = { ...firstPage, filters };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(first)), { timeout: 10_000 });
    expect(grid.bodies.at(-1)).toEqual(first);
    expect(document.activeElement).toBe(table);
  });

  it('is said as it is shown: "No deliveries on this page", not an empty result', async () => {
    const grid = await renderGrid({}, { serve: dataset.slice(0, 50) }).ready();
    const results = listenToResults();
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(results.said).toEqual(['25 deliveries, page 2']), generous);
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(
      () => expect(results.said).toEqual(['25 deliveries, page 2', 'No deliveries on this page']),
      generous,
    );
  });
});
