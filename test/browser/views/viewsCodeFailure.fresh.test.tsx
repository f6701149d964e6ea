import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The saved views' code cannot be fetched (a deploy replaced the chunk, the network dropped).
vi.mock('@src/views/savedViewsCode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: DeliveriesSavedViews.js');
});

describe('a grid whose saved views cannot load', () => {
  it('shows its rows, and "Views" says so with Retry instead of crashing', async () => {
    await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, { standIns: true });
    expect(screen.getAllByRole('row').length).toBeGreaterThan(10);
    const views = screen.getByRole('button', { name: 'Views' });
    views.focus();
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert.textContent).toBe('Could not load saved views. Check your connection. Retry');
    // Retry asks again; still failing, it says so again, and "Views" stays.
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load saved views.');
    expect(screen.getByRole('button', { name: 'Views' })).toBe(views);
  });
});
