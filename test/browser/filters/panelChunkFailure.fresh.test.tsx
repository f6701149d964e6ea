import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveriesFilterPanel } from '@src/filters/DeliveriesFilterPanel';

// The form's code cannot be fetched (a deploy replaced the chunk, the network dropped).
vi.mock('@src/filters/FilterPanelForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module: FilterPanelForm.js');
});

describe('a filter panel whose form code cannot load', () => {
  it('says so with Retry instead of crashing, and applies nothing', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<DeliveriesFilterPanel value={{ status: [1] }} onApply={onApply} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load the filters. Check your connection. Retry');

    // Retry fetches again; still failing, it says so again.
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the filters.');
    expect(onApply).not.toHaveBeenCalled();
  });
});
