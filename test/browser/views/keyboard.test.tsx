import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcement,
  latePallets,
  nameBox,
  onPageOne,
  renderSavedViews,
  shownViewNames,
  tabTo,
  viewsButton,
} from './viewsHost';

beforeEach(() => localStorage.clear());

describe('saved views by keyboard alone', () => {
  it('opens, saves, renames, deletes, undoes, applies and closes without a mouse', async () => {
    const { user, onApply } = renderSavedViews();

    await tabTo(user, viewsButton());
    await user.keyboard('{Enter}');
    // Focus lands in the name box once the popover's content (its own chunk) is there.
    await vi.waitFor(() => expect(document.activeElement).toBe(nameBox()), { timeout: 10_000 });
    await user.keyboard('Late pallets{Enter}');
    expect(announcement()).toBe('Saved “Late pallets”.');
    await user.keyboard('Berlin Nord{Enter}');
    expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets']);

    await tabTo(user, screen.getByRole('button', { name: 'Rename view Late pallets' }));
    await user.keyboard('{Enter}');
    await user.keyboard('Late pallets today{Enter}');
    const rename = () => screen.getByRole('button', { name: 'Rename view Late pallets today' });
    expect(document.activeElement).toBe(rename());
    await user.keyboard('{Enter}Never mind{Escape}');
    expect(document.activeElement).toBe(rename());
    expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets today']);

    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete view Late pallets today' }),
    );
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Undo deleting Late pallets today' }),
    );
    await user.keyboard('{Enter}');
    expect(announcement()).toBe('Restored “Late pallets today”.');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Apply view Late pallets today' }),
    );

    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith(
      onPageOne(latePallets),
      expect.objectContaining({ name: 'Late pallets today' }),
    );
    expect(document.activeElement).toBe(viewsButton());
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard(' ');
    expect(viewsButton().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(viewsButton());
  });
});
