import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryFilters } from '@src/api/types';
import { ActiveFilterChips } from '@src/filters/ActiveFilterChips';
import { bodyWith, expectLoaded, panel, renderFilterHost, serveDeliveries } from './filterHost';

const applied: DeliveryFilters = {
  insertFrom: '2026-10-31T23:00:00.000Z',
  status: [4, 5],
  courierIds: [11],
  tags: ['fragile'],
  advancedFilters: [
    {
      selectedFiled: 'duQty',
      condition: 0,
      operator: 'greaterThan',
      data: '10',
      rowType: 'number',
    },
    { selectedFiled: 'code', condition: 1, operator: 'contains', data: 'DLV', rowType: 'string' },
  ],
};
const chipList = () => screen.getByRole('list', { name: 'Active filters' });
const chipNames = () =>
  within(chipList())
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('applied filters as chips above the grid', () => {
  it('shows one removable chip per applied filter', async () => {
    await renderFilterHost({ initialFilters: applied });
    expect(chipNames()).toEqual([
      'Remove filter: Inserted from: 1 Nov 2026, 00:00',
      'Remove filter: Status: Delivered',
      'Remove filter: Status: Delayed',
      'Remove filter: Courier: DHL',
      'Remove filter: Tag: fragile',
      'Remove filter: DU qty > 10',
      'Remove filter: OR Code contains DLV',
    ]);
  });

  it('removing a chip applies the rest, updates the panel and moves focus on', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ initialFilters: applied });

    await user.click(screen.getByRole('button', { name: 'Remove filter: Status: Delivered' }));
    await expectLoaded(1);
    const { status, ...rest } = applied;
    expect(status).toEqual([4, 5]);
    expect(bodies).toEqual([bodyWith({ ...rest, status: [5] })]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove filter: Status: Delayed' }),
    );
    expect(within(panel()).queryByRole('button', { name: 'Remove Delivered' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Remove Delayed' })).toBeTruthy();

    await user.keyboard('{Enter}');
    await expectLoaded(2);
    expect(bodies[1]?.filters).not.toHaveProperty('status');

    await user.click(screen.getByRole('button', { name: 'Remove filter: DU qty > 10' }));
    await expectLoaded(3);
    expect(bodies[2]?.filters?.advancedFilters).toEqual([applied.advancedFilters?.[1]]);
    expect(within(panel()).getAllByRole('group', { name: /^Condition \d/ })).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Remove filter: Inserted from: 1 Nov 2026, 00:00' }),
    );
    await expectLoaded(4);
    expect(bodies[3]?.filters).not.toHaveProperty('insertFrom');
    expect((screen.getByLabelText('Inserted from') as HTMLInputElement).value).toBe('');
  });

  it('"Clear all" applies no filters and empties the panel', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ initialFilters: applied });

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith()]);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(within(panel()).queryByRole('group', { name: /^Condition \d/ })).toBeNull();
  });

  it('shows a long id list as one chip, and nothing without filters', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ActiveFilterChips filters={{ deliveryIds: [1, 2, 3, 4, 5, 6, 7] }} onChange={onChange} />,
    );
    expect(chipNames()).toEqual(['Remove filter: Delivery ID: 7 values']);
    screen.getByRole('button', { name: 'Remove filter: Delivery ID: 7 values' }).click();
    expect(onChange).toHaveBeenCalledWith({});

    rerender(<ActiveFilterChips filters={{}} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
