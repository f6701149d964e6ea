import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyWith, expectLoaded, renderFilterHost, serveDeliveries } from './filterHost';

/** Presses Tab until `target` has focus; fails if it is not reachable in `limit` presses. */
async function tabTo(user: UserEvent, target: HTMLElement, limit = 60) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(target);
}

describe('the panel by keyboard alone', () => {
  it('picks, types, adds a condition, removes a chip and applies without a mouse', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();

    await tabTo(user, screen.getByLabelText('Inserted from'));
    await user.keyboard('2026-11-01T00:00');

    const status = screen.getByRole('combobox', { name: 'Status' });
    await tabTo(user, status);
    await user.keyboard('{ArrowDown}');
    expect(status.getAttribute('aria-expanded')).toBe('true');
    // "Created" is highlighted on open; one down is "Confirmed". The list stays open on the
    // same spot after a pick, where "Picking" has moved up.
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Confirmed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Picking' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(status.getAttribute('aria-expanded')).toBe('false');

    // Backspace in the empty input removes the last chip; Left arrow reaches the others.
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Picking' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Confirmed' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(status);
    await user.keyboard('{ArrowDown}{Enter}{Escape}'); // "Created"
    expect(screen.getByRole('button', { name: 'Remove Created' })).toBeTruthy();

    await tabTo(user, screen.getByRole('textbox', { name: 'Delivery IDs' }));
    await user.keyboard('500, 501{Enter}');

    await tabTo(user, screen.getByRole('button', { name: 'Add condition' }));
    await user.keyboard('{Enter}');
    const row = screen.getByRole('group', { name: 'Condition 1' });
    expect(document.activeElement).toBe(within(row).getByLabelText('Field'));
    await tabTo(user, within(row).getByLabelText('Value'));
    await user.keyboard('Acme');

    await tabTo(user, screen.getByRole('button', { name: 'Remove 501' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove 501' })).toBeNull();

    await tabTo(user, screen.getByRole('button', { name: 'Apply filters' }));
    await user.keyboard('{Enter}');
    await expectLoaded(1);
    expect(bodies).toEqual([
      bodyWith({
        insertFrom: '2026-10-31T23:00:00.000Z',
        status: [0, 1],
        deliveryIds: [500],
        advancedFilters: [
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: 'Acme',
            rowType: 'string',
          },
        ],
      }),
    ]);
  });
});
