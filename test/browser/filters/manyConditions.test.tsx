import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';

// A review find: 101 conditions built in the panel were applied; the request carried the first
// 100 (the limit a link or a saved view holds) while the host was handed all 101.
const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, timeZone: 'UTC', locale: 'en-GB' },
  { serve: generateDeliveries(60, 3), latencyMs: 5 },
);
const generous = { timeout: 10_000 };

describe('more conditions than a request holds', () => {
  it('refuses "Apply filters", naming the limit on the first row past it; nothing is sent', async () => {
    const onStateChange = vi.fn();
    // As many as a request holds, applied; then one more added in the panel.
    const advancedFilters = Array.from({ length: 100 }, (_, index) => ({
      selectedFiled: 'code',
      rowType: 'string',
      operator: 'contains',
      data: 'DLV',
      condition: index === 0 ? 0 : 1,
    }));
    const grid = await renderGrid({
      onStateChange,
      initialState: { filters: { advancedFilters } },
    }).ready();
    await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    await within(panel).findByRole('group', { name: 'Condition 100' }, generous);
    await grid.user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const added = await within(panel).findByRole('group', { name: 'Condition 101' }, generous);
    await grid.user.type(within(added).getByLabelText('Value'), 'DLV');
    const sent = grid.bodies.length;
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const summary = await within(panel).findByRole('alert', undefined, generous);
    expect(within(summary).getByText('Conditions: at most 100')).toBeTruthy();
    const last = within(panel).getByRole('group', { name: 'Condition 101' });
    expect(within(last).getByLabelText('Field').getAttribute('aria-invalid')).toBe('true');
    expect(grid.bodies).toHaveLength(sent);
    expect(onStateChange).not.toHaveBeenCalled();
    expect(grid.bodies.at(-1)?.filters?.advancedFilters).toHaveLength(100);
    // One removed: the rest apply, all 100 sent.
    await grid.user.click(within(last).getByRole('button', { name: 'Remove condition' }));
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => grid.bodies.at(-1)?.filters?.advancedFilters?.length, generous)
      .toBe(100);
    expect(onStateChange.mock.lastCall?.[0].filters.advancedFilters).toHaveLength(100);
  });
});
