import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  localStorageContent,
  openViews,
  renderSavedViews,
  saveAs,
  seedLocalStorage,
  shownViewNames,
  storageKey,
  storedView,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('what localStorage may hold', () => {
  it('shows no views and says why when the text is not the format; saving replaces it', async () => {
    localStorage.setItem(storageKey, '{"version":1,"views":[');
    const { user } = renderSavedViews();
    await openViews(user);
    expect(
      await screen.findByText('The saved views could not be read. Saving a view replaces them.'),
    ).toBeTruthy();
    expect(screen.getByText('No saved views yet.')).toBeTruthy();

    await saveAs(user, 'Late pallets');
    expect(shownViewNames()).toEqual(['Late pallets']);
    expect(screen.queryByText(/could not be read/)).toBeNull();
    expect(localStorageContent()).toMatchObject({ version: 1, views: [{ name: 'Late pallets' }] });
  });

  it('keeps the valid views and says how many were left out', async () => {
    seedLocalStorage([
      storedView('Late pallets'),
      { ...storedView('Broken'), density: 'cosy' },
      { ...storedView('No state'), state: null },
      'junk',
    ]);
    const { user } = renderSavedViews();
    await openViews(user);
    expect(
      await screen.findByText('3 saved views could not be read and were left out.'),
    ).toBeTruthy();
    expect(shownViewNames()).toEqual(['Late pallets']);
  });

  it('leaves views of a newer version alone and says so when saving', async () => {
    const newer = JSON.stringify({ version: 2, views: [{ title: 'From the future' }] });
    localStorage.setItem(storageKey, newer);
    const { user } = renderSavedViews();
    await openViews(user);
    expect(await screen.findByText(/written by a newer version of this app/)).toBeTruthy();

    await saveAs(user, 'Late pallets');
    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      '“Late pallets” could not be saved. The saved views were written by a newer version of this app.',
    );
    expect(localStorage.getItem(storageKey)).toBe(newer);
  });

  it('says the storage is full when the quota is exceeded, keeping the typed name', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByText('No saved views yet.');
    await saveAs(user, 'Late pallets');

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      '“Late pallets” could not be saved. The browser’s storage for this site is full.',
    );
    expect(
      (within(viewsPanel()).getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value,
    ).toBe('Late pallets');
  });

  it('says the browser refuses storage (private mode, blocked site data)', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { user } = renderSavedViews();
    await openViews(user);
    expect(
      await screen.findByText(
        'This browser does not allow saved views here (private browsing or blocked site data).',
      ),
    ).toBeTruthy();
  });

  it('follows changes another tab makes', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByText('No saved views yet.');
    seedLocalStorage([storedView('From another tab')]);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey }));
    expect(await screen.findByRole('button', { name: 'Apply view From another tab' })).toBeTruthy();
  });
});
