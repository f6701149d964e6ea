import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeliveriesSavedViews } from '@src/views/DeliveriesSavedViews';
import { localStorageViews } from '@src/views/storage/localStorageViews';
import { handStore } from './handStore';
import {
  announcement,
  descriptionOf,
  latePallets,
  localStorageContent,
  openViews,
  renderSavedViews,
  saveAs,
  seedLocalStorage,
  shownViewNames,
  storedView,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());

describe('a write is never lost to a list read before it', () => {
  it('keeps a view saved while a list loads, in the list and in the store', async () => {
    const server = handStore([storedView('Berlin')]);
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).settle();
    await screen.findByRole('button', { name: 'Apply view Berlin' });

    // Another person adds "Acme": the list is read again, and its answer is slow.
    server.changeElsewhere(storedView('Acme'));
    const slowList = await server.call(2, 'list');
    await saveAs(user, 'Late pallets');
    (await server.call(3, 'put')).settle();
    await expect.poll(announcement).toBe('Saved “Late pallets”.');
    expect(shownViewNames()).toEqual(['Berlin', 'Late pallets']);

    // The slow answer was read before the save: it must not replace the list that has it.
    slowList.settle();
    const fresh = await server.call(4, 'list');
    expect(shownViewNames()).toEqual(['Berlin', 'Late pallets']);
    fresh.settle();
    await expect.poll(shownViewNames).toEqual(['Acme', 'Berlin', 'Late pallets']);
    expect(server.heldNames()).toEqual(['Acme', 'Berlin', 'Late pallets']);
  });

  it('reads a change announced during a save only once the save has settled', async () => {
    const server = handStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).settle();
    await screen.findByText('No saved views yet.');

    await saveAs(user, 'Late pallets');
    const put = await server.call(2, 'put');
    // Another person adds "Berlin" while the save is under way; the notification is handled.
    await act(async () => server.changeElsewhere(storedView('Berlin')));
    put.settle();
    await expect.poll(announcement).toBe('Saved “Late pallets”.');

    // The list asked for after the save holds both the save and the other change.
    (await server.call(3, 'list')).settle();
    await expect.poll(shownViewNames).toEqual(['Berlin', 'Late pallets']);
    expect(server.ops()).toEqual(['list', 'put', 'list']);
  });
});

describe('a change heard while the first list loads', () => {
  it('still ends loading: a failed read shows its alert with "Retry"', async () => {
    const server = handStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    await server.call(1, 'list');
    server.changeElsewhere(storedView('Berlin'));
    (await server.call(2, 'list')).fail(new Error('The views service is down.'));

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Saved views could not be loaded. The views service is down.Retry',
    );
    expect(screen.queryByText('Loading saved views…')).toBeNull();
  });
});

describe('another tab writing the same localStorage', () => {
  it('keeps a view written by a newer version in another tab when this one saves', async () => {
    // A newer version of the library added a density this one does not know.
    const fromNewerTab = { ...storedView('Spacious'), id: 'id-newer', density: 'spacious' };
    seedLocalStorage([storedView('Berlin'), fromNewerTab]);
    const { user } = renderSavedViews({ storage: localStorageViews() });
    await openViews(user);
    expect(
      await screen.findByText('1 saved view could not be read and was left out.'),
    ).toBeTruthy();

    await saveAs(user, 'Late pallets');
    await expect.poll(shownViewNames).toEqual(['Berlin', 'Late pallets']);
    const stored = localStorageContent() as { views: { name: string }[] };
    expect(stored.views.map((view) => view.name)).toEqual(['Berlin', 'Spacious', 'Late pallets']);
    expect(stored.views[1]).toEqual(fromNewerTab);
  });

  it('refuses to rename a view another tab replaced since it was listed, and shows theirs', async () => {
    seedLocalStorage([storedView('Late pallets')]);
    const { user } = renderSavedViews({ storage: localStorageViews() });
    await openViews(user);
    await user.click(await screen.findByRole('button', { name: 'Rename view Late pallets' }));

    // Another tab replaces "Late pallets" with its own settings; its `storage` event is slow.
    const theirs = {
      ...storedView('Late pallets'),
      density: 'comfortable' as const,
      savedAt: '2026-11-25T09:00:00.000Z',
    };
    seedLocalStorage([theirs]);
    const box = screen.getByRole('textbox', { name: 'New name for Late pallets' });
    await user.clear(box);
    await user.type(box, 'Very late{Enter}');

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      '“Late pallets” could not be renamed. It was changed in another tab or window; the list now shows the latest.',
    );
    expect((localStorageContent() as { views: unknown[] }).views).toEqual([theirs]);
    await user.keyboard('{Escape}');
    expect(shownViewNames()).toEqual(['Late pallets']);
  });
});

describe('two lists of saved views on one page', () => {
  it('shows a view saved in one in the other at once, with no storage event', async () => {
    const user = userEvent.setup();
    const onApply = () => {};
    render(
      <>
        <section aria-label="Toolbar">
          <DeliveriesSavedViews current={latePallets} onApply={onApply} />
        </section>
        <section aria-label="Sidebar">
          <DeliveriesSavedViews current={latePallets} onApply={onApply} />
        </section>
      </>,
    );
    const toolbar = within(screen.getByRole('region', { name: 'Toolbar' }));
    const sidebar = within(screen.getByRole('region', { name: 'Sidebar' }));
    await user.click(toolbar.getByRole('button', { name: 'Views' }));
    const name = await toolbar.findByRole('textbox', { name: 'View name' });
    await user.type(name, 'Late pallets{Enter}');
    await toolbar.findByRole('button', { name: 'Apply view Late pallets' });

    await expect
      .poll(() => descriptionOf(sidebar.getByRole('button', { name: 'Views' })))
      .toBe('1 saved view');
    await user.click(sidebar.getByRole('button', { name: 'Views' }));
    expect(await sidebar.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
  });
});
