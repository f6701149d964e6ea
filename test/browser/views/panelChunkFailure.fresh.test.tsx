import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSavedViews, viewsButton } from './viewsHost';

// The popover's content cannot be fetched (a deploy replaced the chunk, the network dropped).
vi.mock('@src/views/SavedViewsPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: SavedViewsPanel.js');
});

describe('saved views whose popover code cannot load', () => {
  it('says so with Retry instead of crashing, and the button keeps working', async () => {
    const { user } = renderSavedViews();
    await user.click(viewsButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load saved views. Check your connection. Retry');

    // Retry fetches again; still failing, it says so again.
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load saved views.');

    // The popover still closes and opens.
    await user.click(viewsButton());
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(viewsButton());
    expect(viewsButton().getAttribute('aria-expanded')).toBe('true');
  });
});
