import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// A link (`tg.a.a`, `st.4.4`), a saved view or a host's state may repeat a value or pad it:
// the chips above the grid show each once, as the request sends it. The panel's own fields
// drew every repeat (a chip "a" twice, a blank chip), React warned of two children with one key,
// and "Remove a" took out both.
const dataset = generateDeliveries(60, 3);

afterEach(() => vi.restoreAllMocks());

describe('the filter panel over repeated values from the state', () => {
  it('shows each tag and each status once in its field, as the chips and the request do', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      {
        statusOptions: mockStatuses,
        filters: { defaultOpen: true },
        initialState: { filters: { tags: ['a', 'a', ' a ', '  '], status: [4, 4] } },
      },
      { serve: dataset },
    );
    await waitFor(() => expect(grid.bodies).toHaveLength(1));
    expect(grid.bodies[0]!.filters).toEqual({ status: [4], tags: ['a'] });
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await within(panel).findByRole('combobox', { name: 'Status' });

    const removeTagButtons = within(panel)
      .getAllByRole('button', { name: /^Remove / })
      .map((button) => button.getAttribute('aria-label'))
      .filter((name) => !/Delivered/.test(name ?? ''));
    expect(removeTagButtons).toEqual(['Remove a']);
    expect(within(panel).getAllByRole('button', { name: /^Remove Delivered$/ })).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
