import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryFilters } from '@src/api/types';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  panel,
  renderFilterHost,
  serveDeliveries,
} from './filterHost';

// Dates a link, a view or a host gave to the second: the panel shows them to the minute.
const given: DeliveryFilters = {
  insertFrom: '2026-11-01T09:30:45.000Z',
  insertTo: '2026-11-20T09:30:00.000Z',
  advancedFilters: [
    {
      selectedFiled: 'insertTime',
      condition: 0,
      operator: 'after',
      data: '2026-11-05T08:15:30.000Z',
      rowType: 'date',
    },
  ],
};

describe('dates the person did not touch', () => {
  it('are sent as they were given when something else changes; an edited one as typed', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ initialFilters: given });
    await user.type(within(panel()).getByRole('textbox', { name: 'Tags' }), 'fragile{Enter}');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ ...given, tags: ['fragile'] })]);

    // "Inserted from" edited (Berlin, UTC+1): that bound goes to its minute, the rest as given.
    const from = screen.getByLabelText('Inserted from');
    await user.clear(from);
    await user.type(from, '02/11/2026, 10:00');
    await user.tab();
    await user.click(applyButton());
    await expectLoaded(2);
    expect(bodies[1]).toEqual(
      bodyWith({ ...given, insertFrom: '2026-11-02T09:00:00.000Z', tags: ['fragile'] }),
    );
  });

  it('matches an advanced date row by what it holds: a row removed before it leaves it as held', async () => {
    const bodies = serveDeliveries();
    const quantity = {
      selectedFiled: 'duQty',
      condition: 0,
      operator: 'greaterThan',
      data: '10',
      rowType: 'number',
    };
    const { user } = await renderFilterHost({
      initialFilters: { advancedFilters: [quantity, ...given.advancedFilters!] },
    });
    const first = screen.getByRole('group', { name: 'Condition 1' });
    await user.click(within(first).getByRole('button', { name: 'Remove condition' }));
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ advancedFilters: given.advancedFilters })]);
  });
});
