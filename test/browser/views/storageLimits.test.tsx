import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openViews,
  renderSavedViews,
  saveAs,
  seedLocalStorage,
  shownViewNames,
  storageKey,
  storedView,
  viewsButton,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('saved views at the limits of the browser’s storage', () => {
  it('shows the first 500 of 600 stored views and says the rest are not shown', async () => {
    seedLocalStorage(Array.from({ length: 600 }, (_, i) => storedView(`View ${i + 1}`)));
    const { user } = renderSavedViews();
    await openViews(user);
    expect(await screen.findByText('Only the first 500 saved views are shown.')).toBeTruthy();
    expect(shownViewNames()).toHaveLength(500);
    expect(shownViewNames().at(-1)).toBe('View 500');
    // No badge on "Views" since issue 27 (badges count active filters only): the count is its description.
    expect(viewsButton().textContent).toBe('Views');
    expect(viewsButton()).toHaveAccessibleDescription(/500 saved views/);
  });

  it('says a view was not saved again after another tab wrote over it on a full storage, and saves it once there is room', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await saveAs(user, 'Late pallets');
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();

    // Another tab, whose copy never had "Late pallets", writes its own list; this tab's storage is full.
    const lagging = JSON.stringify({ version: 1, views: [] });
    seedLocalStorage([storedView('Berlin')]);
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKey,
        oldValue: lagging,
        newValue: localStorage.getItem(storageKey),
      }),
    );

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      '“Late pallets” could not be saved again after another tab wrote over it. The browser’s storage for this site is full. It is tried again with your next change here.',
    );
    expect(shownViewNames()).toEqual(['Berlin']);

    // Room again: the next change here saves it back, and the note goes.
    full.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Delete view Berlin' }));
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    expect(within(viewsPanel()).queryByText(/could not be saved again/)).toBeNull();
    expect(
      (JSON.parse(localStorage.getItem(storageKey)!) as { views: { name: string }[] }).views.map(
        (view) => view.name,
      ),
    ).toEqual(['Late pallets']);
  });
});
