import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeServerStore,
  latePallets,
  nameBox,
  onPageOne,
  openViews,
  renderSavedViews,
  saveAs,
  shownViewNames,
  storedView,
  viewsPanel,
} from './viewsHost';

describe('a server-side store', () => {
  it('shows loading until the list arrives, and waits for it before saving', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    const list = await server.call(1, 'list');

    expect(within(viewsPanel()).getByRole('status').textContent).toBe('Loading saved views…');
    expect(viewsPanel().getAttribute('aria-busy')).toBe('true');
    const save = within(viewsPanel()).getByRole('button', { name: 'Save view' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await saveAs(user, 'Too early');
    expect(server.calls).toHaveLength(1);
    expect(screen.queryByText('No saved views yet.')).toBeNull();

    list.answer.resolve([storedView('Late pallets')]);
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    expect(within(viewsPanel()).getByRole('status').textContent).toBe('');
    expect(viewsPanel().getAttribute('aria-busy')).toBe('false');
    expect(save.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a failed load as an alert with "Retry"', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).answer.reject(new Error('The views service is down.'));

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Saved views could not be loaded. The views service is down.Retry',
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(viewsPanel()).queryByRole('alert')).toBeNull();
    expect(within(viewsPanel()).getByRole('status').textContent).toBe('Loading saved views…');
    (await server.call(2, 'list')).answer.resolve([]);
    expect(await screen.findByText('No saved views yet.')).toBeTruthy();
  });

  it('shows a failed save as an alert and keeps the typed name; saving again works', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).answer.resolve([]);
    await screen.findByText('No saved views yet.');

    await saveAs(user, 'Late pallets');
    const put = await server.call(2, 'put');
    expect(put.view).toEqual({
      id: expect.any(String),
      name: 'Late pallets',
      savedAt: expect.any(String),
      ...onPageOne(latePallets),
    });
    expect(within(viewsPanel()).getByRole('status').textContent).toBe('Saving changes…');
    put.answer.reject(new Error('The server refused the view.'));

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe(
      '“Late pallets” could not be saved. The server refused the view.',
    );
    expect((nameBox() as HTMLInputElement).value).toBe('Late pallets');
    expect(shownViewNames()).toEqual([]);

    await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
    expect(within(viewsPanel()).queryByRole('alert')).toBeNull();
    (await server.call(3, 'put')).answer.resolve();
    expect(await screen.findByRole('button', { name: 'Apply view Late pallets' })).toBeTruthy();
    expect((nameBox() as HTMLInputElement).value).toBe('');
  });

  it('keeps a view whose delete failed, with an alert, and focus where it was', async () => {
    const server = fakeServerStore();
    const { user } = renderSavedViews({ storage: server.storage });
    await openViews(user);
    (await server.call(1, 'list')).answer.resolve([storedView('Late pallets')]);

    const remove = await screen.findByRole('button', { name: 'Delete view Late pallets' });
    await user.click(remove);
    const call = await server.call(2, 'remove');
    expect(call.id).toBe('id-late-pallets');
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(remove); // a second press while the first is under way does nothing
    call.answer.reject(new Error('Not allowed.'));

    const alert = await within(viewsPanel()).findByRole('alert');
    expect(alert.textContent).toBe('“Late pallets” could not be deleted. Not allowed.');
    expect(server.calls).toHaveLength(2);
    expect(shownViewNames()).toEqual(['Late pallets']);
    expect(document.activeElement).toBe(remove);
  });
});
