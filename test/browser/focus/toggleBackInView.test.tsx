import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { onStyledWidePage } from '../columns/stacks';

onStyledWidePage();

const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, initialState: { pageSize: 100 } },
  { serve: generateDeliveries(150, 2) },
);

describe('a toggle that gets focus back when what it opened closes', () => {
  it('is brought into view when the page was scrolled past it', async () => {
    const grid = await renderGrid().ready();
    // The host's page goes on below the grid.
    const rest = document.body.appendChild(document.createElement('div'));
    rest.style.height = '5000px';
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    await grid.user.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    const status = await within(panel).findByRole(
      'combobox',
      { name: 'Status' },
      { timeout: 10_000 },
    );
    status.focus();
    // The person scrolls down the page past the toolbar, then presses Escape in the panel.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(toggle.getBoundingClientRect().bottom).toBeLessThan(0));
    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull());
    expect(document.activeElement).toBe(toggle);
    const { top, bottom } = toggle.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
    rest.remove();
  });
});
