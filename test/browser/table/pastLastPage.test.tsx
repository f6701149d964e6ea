import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
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
    const empty = await screen.findByText('No deliveries on this page', {}, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Deliveries' });
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
});
