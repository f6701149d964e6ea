import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nameBox,
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
  it('shows the latest 500 of 600 stored views and says the rest are not shown', async () => {
    seedLocalStorage(Array.from({ length: 600 }, (_, i) => storedView(`View ${i + 1}`)));
    const { user } = renderSavedViews();
    await openViews(user);
    expect(await screen.findByText('Only the latest 500 saved views are shown.')).toBeTruthy();
    expect(shownViewNames()).toHaveLength(500);
    expect(shownViewNames()).not.toContain('View 100');
    expect(shownViewNames()).toContain('View 101');
    expect(shownViewNames()).toContain('View 600');
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

  it('lists a view saved beside 10,000 stored ones, where a person can apply, rename or delete it', async () => {
    seedLocalStorage(Array.from({ length: 10_000 }, (_, i) => storedView(`View ${i + 1}`)));
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByText('Only the latest 500 saved views are shown.', {}, { timeout: 10_000 });
    await saveAs(user, 'Brand new');
    expect(
      await screen.findByRole('button', { name: 'Apply view Brand new' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(storageKey)!) as { views: { name: string }[] };
    expect(stored.views).toHaveLength(10_001);
    expect(stored.views.at(-1)!.name).toBe('Brand new');
    expect(shownViewNames()).toHaveLength(500);
  });

  it('refuses a name of nothing a person can see: control characters, fillers', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    for (const invisible of ['\u0001\u0002\u0007', '\u3164\u3164']) {
      await user.clear(nameBox());
      // A paste: keys cannot type these.
      await user.paste(invisible);
      await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
      expect(await within(viewsPanel()).findByText('Name the view.')).toBeTruthy();
    }
    expect(localStorage.getItem(storageKey)).toBeNull();
    // Control characters among letters are dropped from the name kept.
    await saveAs(user, '');
    await user.paste('Late\u0007 pallets');
    await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
    expect(
      await screen.findByRole('button', { name: 'Apply view Late pallets' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('refuses a name an older view beyond the latest 500 has, on save and rename', async () => {
    seedLocalStorage(Array.from({ length: 10_000 }, (_, i) => storedView(`View ${i + 1}`)));
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByText('Only the latest 500 saved views are shown.', {}, { timeout: 10_000 });
    expect(shownViewNames()).not.toContain('View 9000');
    await saveAs(user, 'view 9000');
    expect(await within(viewsPanel()).findByText('A view named “view 9000” exists.')).toBeTruthy();
    // Not loaded, so not offered for replacing; nothing was stored.
    expect(within(viewsPanel()).queryByRole('button', { name: /^Replace/ })).toBeNull();
    const stored = () =>
      (JSON.parse(localStorage.getItem(storageKey)!) as { views: unknown[] }).views.length;
    expect(stored()).toBe(10_000);
    await user.click(screen.getByRole('button', { name: 'Rename view View 10000' }));
    const rename = screen.getByRole('textbox', { name: 'New name for View 10000' });
    await user.clear(rename);
    await user.type(rename, 'View 9000{Enter}');
    expect(await within(viewsPanel()).findByText('A view named “View 9000” exists.')).toBeTruthy();
    expect(stored()).toBe(10_000);
  });
});
