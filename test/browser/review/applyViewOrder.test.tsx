import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultQueryState, type DeliveriesView } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { loadProblemWords } from '@src/grid/problems/useProblemWords';
import { renderHeadlessHost } from './headlessHost';

// Review find: a view whose columns wait for the full check overrode a view picked after it.
const dataset = generateDeliveries(80, 3);
const generous = { timeout: 10_000 };

// Columns the quick check cannot take (an unknown id): the full check is fetched for them.
const oldView: DeliveriesView = {
  state: { ...defaultQueryState, pageSize: 10 },
  columns: { order: ['colour'], hidden: [], widths: {} },
  density: 'comfortable',
};
const newView: DeliveriesView = {
  state: { ...defaultQueryState, pageSize: 50 },
  columns: { order: [], hidden: [], widths: {} },
  density: 'compact',
};

describe('applyView, one view after another', () => {
  it('leaves the last view applied, not an earlier one whose columns needed the full check', async () => {
    let shownPageSize = 0;
    const bodies = renderHeadlessHost(dataset, (grid) => {
      shownPageSize = grid.paging.pageSize;
      return (
        <button
          onClick={() => {
            grid.actions.applyView(oldView);
            grid.actions.applyView(newView);
          }}
        >
          Old then new
        </button>
      );
    });
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    // Picked one view, then (before the first's check has come) another.
    await userEvent.click(screen.getByRole('button', { name: 'Old then new' }));
    // The first view's wait is over once the check is there: it must not apply then.
    await loadProblemWords();
    await waitFor(() => expect(bodies.at(-1)?.pageSize).toBe(50), generous);
    expect(shownPageSize).toBe(50);
    expect(bodies.map((body) => body.pageSize)).not.toContain(10);
  });
});
