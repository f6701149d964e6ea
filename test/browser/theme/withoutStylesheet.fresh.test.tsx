import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

describe('a host that forgot the stylesheet', () => {
  it('gets icons of text size, not as big as the page', async () => {
    const { user } = await renderGrid(
      { statusOptions: mockStatuses, selection: {}, rows: { actions: [] } },
      { serve: generateDeliveries(30, 3) },
    ).ready(10_000);
    // The filter panel's date fields draw a calendar icon too.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('button', { name: 'Apply filters' });
    const icons = [...document.querySelectorAll<SVGSVGElement>('svg.dt-icon')];
    expect(icons.length).toBeGreaterThanOrEqual(5);
    for (const icon of icons) {
      const { width, height } = icon.getBoundingClientRect();
      expect([width, height]).toEqual([16, 16]);
    }
  });
});
