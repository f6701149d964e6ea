import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveFilterChips } from '@src/filters/ActiveFilterChips';
import { DeliveriesFilterPanel } from '@src/filters/DeliveriesFilterPanel';

// A host that fills its bag from optional translations passes `undefined` for the missing ones.
describe('filter message overrides given as undefined', () => {
  it('keep the English text in the panel, next to the overrides that are given', async () => {
    render(
      <DeliveriesFilterPanel
        onApply={vi.fn()}
        messages={{ region: undefined, apply: undefined, reset: 'Zurücksetzen' }}
      />,
    );

    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Apply filters' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Zurücksetzen' })).toBeTruthy();
  });

  it('keep the English text and chip names in the active filter chips', () => {
    render(
      <ActiveFilterChips
        filters={{ tags: ['fragile'] }}
        onChange={vi.fn()}
        messages={{ activeFilters: undefined, removeFilter: undefined, clearAll: undefined }}
      />,
    );

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: Tag: fragile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeTruthy();
  });
});
