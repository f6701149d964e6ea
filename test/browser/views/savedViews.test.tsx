import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  announcement,
  descriptionOf,
  latePallets,
  localStorageContent,
  nameBox,
  onPageOne,
  openViews,
  renderSavedViews,
  saveAs,
  seedLocalStorage,
  shownViewNames,
  storedView,
  viewList,
  viewsButton,
  viewsPanel,
} from './viewsHost';

beforeEach(() => localStorage.clear());

describe('saving a view', () => {
  it('puts it in the list and in localStorage, versioned, on page 1', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    expect(document.activeElement).toBe(nameBox());
    expect(screen.getByText('No saved views yet.')).toBeTruthy();

    await saveAs(user, '  Late   pallets ');
    expect(shownViewNames()).toEqual(['Late pallets']);
    expect(announcement()).toBe('Saved “Late pallets”.');
    expect((nameBox() as HTMLInputElement).value).toBe('');
    expect(descriptionOf(viewsButton())).toBe('1 saved view');

    const stored = localStorageContent() as { version: number; views: unknown[] };
    expect(stored.version).toBe(1);
    expect(stored.views).toEqual([
      {
        id: expect.any(String),
        name: 'Late pallets',
        savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ...onPageOne(latePallets),
      },
    ]);
  });

  it('lists views by name and counts them on the button', async () => {
    seedLocalStorage([storedView('Late pallets'), storedView('berlin nord'), storedView('Acme')]);
    const { user } = renderSavedViews();
    await expect.poll(() => descriptionOf(viewsButton())).toBe('3 saved views');
    await openViews(user);
    expect(shownViewNames()).toEqual(['Acme', 'berlin nord', 'Late pallets']);
  });

  it('names the problem with an empty, too long or taken name', async () => {
    seedLocalStorage([storedView('Late pallets')]);
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByRole('button', { name: 'Apply view Late pallets' });

    await saveAs(user, '   ');
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(nameBox())).toBe('Name the view.');
    await user.type(nameBox(), 'L');
    expect(nameBox().getAttribute('aria-invalid')).toBeNull();

    await saveAs(user, 'x'.repeat(81));
    expect(descriptionOf(nameBox())).toBe('Use at most 80 characters.');

    await saveAs(user, 'LATE PALLETS');
    expect(descriptionOf(nameBox())).toBe('A view named “Late pallets” exists.');
    expect(shownViewNames()).toEqual(['Late pallets']);
    expect((localStorageContent() as { views: unknown[] }).views).toHaveLength(1);
  });

  it('replaces a view of the same name only when asked, keeping its id', async () => {
    const old = storedView('Late pallets', { ...latePallets, density: 'comfortable' });
    seedLocalStorage([old]);
    const { user } = renderSavedViews();
    await openViews(user);
    await screen.findByRole('button', { name: 'Apply view Late pallets' });

    await saveAs(user, 'late pallets');
    await user.click(screen.getByRole('button', { name: 'Replace “Late pallets”' }));
    expect(announcement()).toBe('Replaced “late pallets”.');
    expect(document.activeElement).toBe(nameBox());
    expect(nameBox().getAttribute('aria-invalid')).toBeNull();
    expect(shownViewNames()).toEqual(['late pallets']);
    expect((localStorageContent() as { views: unknown[] }).views).toEqual([
      { ...old, ...onPageOne(latePallets), name: 'late pallets', savedAt: expect.any(String) },
    ]);
  });

  it('saves what the grid shows at the moment of saving', async () => {
    const { user, setCurrent } = renderSavedViews();
    await openViews(user);
    const wider = { ...latePallets, columns: { order: [], hidden: [], widths: {} } };
    setCurrent(wider);
    await saveAs(user, 'All columns');
    expect((localStorageContent() as { views: { columns: unknown }[] }).views[0]?.columns).toEqual(
      wider.columns,
    );
  });
});

describe('applying a view', () => {
  it('hands the grid exactly the saved view on page 1, closes and returns focus', async () => {
    const saved = storedView('Late pallets');
    seedLocalStorage([{ ...saved, state: { ...saved.state, pageNumber: 7 } }]);
    const { user, onApply } = renderSavedViews({
      current: { ...latePallets, density: 'comfortable' },
    });
    await openViews(user);

    await user.click(await screen.findByRole('button', { name: 'Apply view Late pallets' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(onPageOne(latePallets), saved);
    expect(onApply.mock.calls[0]?.[0]).toStrictEqual({
      state: { ...latePallets.state, pageNumber: 1 },
      columns: latePallets.columns,
      density: 'compact',
    });
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Views' })).toBeNull();
    expect(document.activeElement).toBe(viewsButton());
    expect(announcement()).toBe('Applied “Late pallets”.');
  });
});

describe('renaming a view', () => {
  beforeEach(() => seedLocalStorage([storedView('Late pallets'), storedView('Berlin Nord')]));

  it('renames in place with Enter and returns focus to its "Rename" button', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await user.click(await screen.findByRole('button', { name: 'Rename view Late pallets' }));
    const box = screen.getByRole('textbox', { name: 'New name for Late pallets' });
    expect(document.activeElement).toBe(box);

    await user.keyboard('Very late pallets{Enter}'); // the old name is selected, so typing replaces it
    expect(shownViewNames()).toEqual(['Berlin Nord', 'Very late pallets']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Rename view Very late pallets' }),
    );
    expect(announcement()).toBe('Renamed “Late pallets” to “Very late pallets”.');
    const stored = localStorageContent() as { views: { id: string; name: string }[] };
    expect(stored.views.map(({ id, name }) => [id, name])).toEqual([
      ['id-late-pallets', 'Very late pallets'],
      ['id-berlin-nord', 'Berlin Nord'],
    ]);
  });

  it('refuses a taken or empty name, and Escape leaves the rename but not the list', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await user.click(await screen.findByRole('button', { name: 'Rename view Late pallets' }));
    const box = screen.getByRole('textbox', { name: 'New name for Late pallets' });

    await user.keyboard('berlin nord{Enter}');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A view named “Berlin Nord” exists.')).toBeTruthy();
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Name the view.')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(viewsButton().getAttribute('aria-expanded')).toBe('true');
    expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Rename view Late pallets' }),
    );

    await user.click(screen.getByRole('button', { name: 'Rename view Berlin Nord' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /^New name for/ })).toBeNull();
  });
});

describe('deleting a view', () => {
  beforeEach(() => seedLocalStorage([storedView('Late pallets'), storedView('Berlin Nord')]));

  it('deletes at once, offers "Undo" in its place, and Undo restores it', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await user.click(await screen.findByRole('button', { name: 'Delete view Late pallets' }));

    const undo = screen.getByRole('button', { name: 'Undo deleting Late pallets' });
    expect(document.activeElement).toBe(undo);
    expect(within(viewList()).getByText('Deleted “Late pallets”.')).toBeTruthy();
    expect(shownViewNames()).toEqual(['Berlin Nord']);
    expect(announcement()).toBe('Deleted “Late pallets”.');
    expect(descriptionOf(viewsButton())).toBe('1 saved view');
    expect(localStorageContent()).toEqual({ version: 1, views: [storedView('Berlin Nord')] });

    await user.click(undo);
    expect(shownViewNames()).toEqual(['Berlin Nord', 'Late pallets']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Apply view Late pallets' }),
    );
    expect(announcement()).toBe('Restored “Late pallets”.');
    expect((localStorageContent() as { views: unknown[] }).views).toContainEqual(
      storedView('Late pallets'),
    );
  });

  it('forgets what can be undone once the list closes', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await user.click(await screen.findByRole('button', { name: 'Delete view Berlin Nord' }));
    await user.keyboard('{Escape}');
    await openViews(user);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(shownViewNames()).toEqual(['Late pallets']);
  });
});

describe('the popover', () => {
  it('closes with Escape (focus back on "Views") or a click elsewhere, keeping the typed name', async () => {
    const { user } = renderSavedViews();
    await openViews(user);
    await user.type(nameBox(), 'Half typed');
    await user.keyboard('{Escape}');
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(viewsButton());

    await openViews(user);
    expect((nameBox() as HTMLInputElement).value).toBe('Half typed');
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(viewsButton().getAttribute('aria-expanded')).toBe('false');
    expect(viewsPanel).toThrow();
  });

  it('takes every string from `messages`', async () => {
    seedLocalStorage([storedView('Spät')]);
    const { user } = renderSavedViews({
      messages: {
        toggle: 'Ansichten',
        savedCount: (count) => `${count} gespeichert`,
        nameLabel: 'Name der Ansicht',
        saveView: 'Ansicht speichern',
        listLabel: 'Gespeicherte Ansichten',
        applyView: (name) => `Ansicht ${name} anwenden`,
        nameRequired: 'Bitte benennen.',
      },
    });
    const toggle = screen.getByRole('button', { name: 'Ansichten' });
    await expect.poll(() => descriptionOf(toggle)).toBe('1 gespeichert');
    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'Ansichten' });
    await user.click(within(panel).getByRole('button', { name: 'Ansicht speichern' }));
    expect(descriptionOf(within(panel).getByRole('textbox', { name: 'Name der Ansicht' }))).toBe(
      'Bitte benennen.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Gespeicherte Ansichten' })).getByRole('button', {
        name: 'Ansicht Spät anwenden',
      }),
    ).toBeTruthy();
  });
});
