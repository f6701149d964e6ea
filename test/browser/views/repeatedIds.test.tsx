import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../focus/focusProbe';
import {
  fakeServerStore,
  localStorageContent,
  openViews,
  renderSavedViews,
  seedLocalStorage,
  shownViewNames,
  storedView,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());

/** Two views another version (or a hand edit, or a copied profile) stored under one id. */
const lateView = { ...storedView('Late pallets'), id: 'view-1' };
const berlinView = { ...storedView('Berlin Nord'), id: 'view-1' };
const storedIds = () =>
  (localStorageContent() as { views: { id: string; name: string }[] }).views.map(
    (view) => `${view.name}: ${view.id}`,
  );

describe('saved views that share an id', () => {
  it('lists both from localStorage, says the later one got its own id, and deletes only the one asked', async () => {
    seedLocalStorage([lateView, berlinView]);
    const { user } = renderSavedViews();
    await openViews(user);

    await waitFor(() => expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets']));
    expect(
      within(viewsPanel()).getByText(
        '1 saved view had the same id as another and was given its own.',
      ),
    ).toBeTruthy();
    expect(within(viewsPanel()).queryByText(/could not be read/)).toBeNull();
    await expectNoAxeViolations('two views that shared an id');

    await user.click(screen.getByRole('button', { name: 'Delete view Late pallets' }));
    await waitFor(() => expect(shownViewNames()).toEqual(['Berlin Nord']));
    // The other view stays stored, under its own id: the repair was written with the change.
    expect(storedIds()).toEqual(['Berlin Nord: view-1~2']);
  });

  it('renames the first without losing the second, which keeps its new id', async () => {
    seedLocalStorage([lateView, berlinView]);
    const { user } = renderSavedViews();
    await openViews(user);
    await waitFor(() => expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets']));

    await user.click(screen.getByRole('button', { name: 'Rename view Late pallets' }));
    const box = screen.getByRole('textbox', { name: 'New name for Late pallets' });
    await user.clear(box);
    await user.type(box, 'Very late pallets{Enter}');
    await waitFor(() => expect(shownViewNames()).toEqual(['Berlin Nord', 'Very late pallets']));
    expect(storedIds()).toEqual(['Very late pallets: view-1', 'Berlin Nord: view-1~2']);
  });

  it('lists the first of a host store’s views with one id, and says the store repeats it', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).answer.resolve([lateView, berlinView]);

    await waitFor(() => expect(shownViewNames()).toEqual(['Late pallets']));
    expect(
      within(viewsPanel()).getByText(
        '1 saved view has the same id as another, so only the first is listed.',
      ),
    ).toBeTruthy();
    expect(within(viewsPanel()).queryByText(/could not be read/)).toBeNull();
  });
});
