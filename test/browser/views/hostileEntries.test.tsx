import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServerStore,
  saveAs,
  latePallets,
  openViews,
  renderSavedViews,
  seedLocalStorage,
  shownViewNames,
  storageKey,
  storedView,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());

/** A view whose status filter holds 200,000 nulls: about 1 MB, which localStorage keeps. */
const oversized = {
  ...storedView('Oversized'),
  id: 'oversized',
  state: {
    ...storedView('Oversized').state,
    filters: { status: Array<null>(200_000).fill(null) },
  },
};

describe('saved views beside one hostile entry', () => {
  it('lists the good views beside a 1 MB one and counts the unreadable entry', async () => {
    seedLocalStorage([storedView('Late pallets'), oversized, 'junk']);
    expect(localStorage.getItem(storageKey)!.length).toBeGreaterThan(1_000_000);
    const { user, onApply } = renderSavedViews();
    await openViews(user);

    expect(
      await screen.findByText('1 saved view could not be read and was left out.'),
    ).toBeTruthy();
    expect(shownViewNames()).toEqual(['Late pallets', 'Oversized']);
    expect(within(viewsPanel()).getByRole('status').textContent).toBe('');
    expect(within(viewsPanel()).queryByRole('alert')).toBeNull();

    // The oversized view opens without the statuses it could not keep.
    await user.click(screen.getByRole('button', { name: 'Apply view Oversized' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![0].state.filters).toEqual({ status: [] });
  });

  it('lists a host store’s good views beside an entry that throws when read, and counts it', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    const throwing = {
      ...storedView('Throwing'),
      get state(): never {
        throw new Error('The host object broke.');
      },
    };
    (await server.call(1, 'list')).answer.resolve([storedView('Late pallets'), throwing]);

    expect(
      await screen.findByText('1 saved view could not be read and was left out.'),
    ).toBeTruthy();
    expect(shownViewNames()).toEqual(['Late pallets']);
    expect(within(viewsPanel()).queryByRole('alert')).toBeNull();
  });

  it('shows an alert with "Retry" when a host store answers a listing that cannot be read', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    const broken = {
      get views(): never {
        throw new Error('The views listing broke.');
      },
    };
    (await server.call(1, 'list')).answer.resolve(broken as unknown as readonly unknown[]);

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Saved views could not be loaded. The views listing broke.Retry',
    );
    expect(within(viewsPanel()).getByRole('status').textContent).toBe('');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    (await server.call(2, 'list')).answer.resolve([storedView('Late pallets', latePallets)]);
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    expect(within(viewsPanel()).queryByRole('alert')).toBeNull();
  });

  it('works on when a host store’s subscribe, or what it returns, throws: the page stays up', async () => {
    const saved: unknown[] = [];
    const { user, unmount } = renderSavedViews({
      storage: {
        list: () => saved,
        put: (view) => void saved.push(view),
        remove: () => undefined,
        subscribe: () => {
          if (saved.length === 0) throw new Error('The host could not subscribe.');
          return () => {
            throw new Error('The host could not unsubscribe.');
          };
        },
      },
    });
    await openViews(user);
    await saveAs(user, 'Late pallets');
    expect(
      await screen.findByRole('button', { name: 'Apply view Late pallets' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toBeTruthy();
    // Opened again, subscribed this time; closing it unsubscribes, which throws.
    unmount();
    const again = renderSavedViews({
      storage: {
        list: () => saved,
        put: () => undefined,
        remove: () => undefined,
        subscribe: () => () => {
          throw new Error('The host could not unsubscribe.');
        },
      },
    });
    await openViews(again.user);
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    expect(() => again.unmount()).not.toThrow();
  });

  it('tells a host store that never answers, and lets the person go on: Retry, the next save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = fakeServerStore();
      const { user } = renderSavedViews({ storage: server.storage });
      await openViews(user);
      await server.call(1, 'list');
      // Its list never settles: after 15 seconds, an alert with "Retry".
      await vi.advanceTimersByTimeAsync(15_000);
      const alert = await within(viewsPanel()).findByRole('alert');
      expect(alert.textContent).toBe(
        'Saved views could not be loaded. The store did not answer in time.Retry',
      );
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      (await server.call(2, 'list')).answer.resolve([]);
      await screen.findByText('No saved views yet.');
      // Its write never settles: the save is said to have failed, what was typed kept.
      await saveAs(user, 'Late pallets');
      await server.call(3, 'put');
      await vi.advanceTimersByTimeAsync(15_000);
      expect((await within(viewsPanel()).findByRole('alert')).textContent).toBe(
        '“Late pallets” could not be saved. The store did not answer in time.',
      );
      expect(within(viewsPanel()).getByRole('textbox', { name: 'View name' })).toHaveProperty(
        'value',
        'Late pallets',
      );
      // The next save is not refused as "still being saved".
      await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
      (await server.call(4, 'put')).answer.resolve();
      expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the store again when a write that timed out answers after all: no name twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = fakeServerStore();
      const { user } = renderSavedViews({ storage: server.storage });
      await openViews(user);
      (await server.call(1, 'list')).answer.resolve([]);
      await screen.findByText('No saved views yet.');
      await saveAs(user, 'Late pallets');
      const late = await server.call(2, 'put');
      await vi.advanceTimersByTimeAsync(15_000);
      await within(viewsPanel()).findByRole('alert');
      // The store kept it after all: the list is read again, and shows it.
      late.answer.resolve();
      (await server.call(3, 'list')).answer.resolve([late.view]);
      expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
      // Saving again under that name is a taken name, not a second view.
      await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
      expect(
        await within(viewsPanel()).findByText('A view named “Late pallets” exists.'),
      ).toBeTruthy();
      expect(server.calls.filter((call) => call.op === 'put')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
