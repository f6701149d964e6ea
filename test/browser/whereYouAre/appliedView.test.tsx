import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { saveScreenshot } from '../harness';
import { catchDownloads, choose } from '../export/exportHarness';
import {
  applySavedView,
  descriptionOf,
  forgetViews,
  latePallets,
  renderGrid,
  seedViews,
  sortButton,
  toolbarOf,
  viewsButton,
} from './whereYouAreHarness';

beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));
beforeEach(() => seedViews([latePallets, { ...latePallets, id: 'view-b', name: 'By customer' }]));
afterEach(() => {
  forgetViews();
  vi.restoreAllMocks();
});

const applied = () => toolbarOf().querySelector('.dt-views-applied')?.textContent ?? null;

describe.each([['light'], ['dark']] as const)('which saved view is applied (%s)', (theme) => {
  it('says its name beside "Views", then "(changed)" once the person sorts', async () => {
    const grid = renderGrid({ theme });
    await grid.ready();
    expect(applied()).toBeNull();

    await applySavedView(grid.user, 'Late pallets');
    await waitFor(() => expect(applied()).toBe('View: Late pallets'));
    // Heard with the button: its name stays "Views", the view is its description.
    expect(descriptionOf(viewsButton())).toContain('View: Late pallets');

    // Turning the page is not a change of the view; a sort is.
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2));
    expect(applied()).toBe('View: Late pallets');
    await grid.user.click(sortButton('Customer'));
    await waitFor(() => expect(applied()).toBe('View: Late pallets (changed)'));
    expect(descriptionOf(viewsButton())).toContain('View: Late pallets (changed)');

    sortButton('Customer').blur();
    await saveScreenshot(`toolbar-applied-changed-view-${theme}`, toolbarOf());
  });
});

describe('badges', () => {
  it('count active filters only: "Views" carries none, whatever is saved', async () => {
    const grid = renderGrid();
    await grid.ready();
    const filters = screen.getByRole('button', { name: /^Filters/ });
    await grid.user.click(filters);
    await grid.user.type(await screen.findByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
    await grid.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(filters.querySelector('.dt-badge')?.textContent).toBe('1'));
    // Two views are saved: no number on "Views" to read as two active somethings.
    await waitFor(() => expect(descriptionOf(viewsButton())).toBe('2 saved views'));
    expect(viewsButton().querySelector('.dt-badge')).toBeNull();
    const badges = [...toolbarOf().querySelectorAll('.dt-badge')];
    expect(badges.map((badge) => badge.closest('button'))).toEqual([filters]);
  });
});

describe('the CSV file', () => {
  it('is named after the applied view (late-pallets-<date>.csv), else deliveries-<date>.csv', async () => {
    const files = catchDownloads();
    const grid = renderGrid();
    await grid.ready();
    // The Swedish locale writes the local date as YYYY-MM-DD.
    const today = new Date().toLocaleDateString('sv');
    await choose(grid.user, 'Export this page (CSV)');
    await expect.poll(() => files.length).toBe(1);
    expect(files[0]!.name).toBe(`deliveries-${today}.csv`);

    await applySavedView(grid.user, 'Late pallets');
    await waitFor(() => expect(applied()).toBe('View: Late pallets'));
    await choose(grid.user, 'Export this page (CSV)');
    await expect.poll(() => files.length).toBe(2);
    expect(files[1]!.name).toBe(`late-pallets-${today}.csv`);
  });
});

describe('a view name that cannot be used', () => {
  it.each([
    ['no name', '', 'Name the view.'],
    ['a taken name', 'late PALLETS', 'A view named “Late pallets” exists.'],
  ])(
    '(%s) puts focus on the name, described by the message, and says it',
    async (_, typed, message) => {
      const grid = renderGrid();
      await grid.ready();
      await grid.user.click(viewsButton());
      const name = await screen.findByRole('textbox', { name: 'View name' });
      if (typed) await grid.user.type(name, typed);
      await grid.user.click(screen.getByRole('button', { name: 'Save view' }));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(document.activeElement).toBe(name);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(name)).toBe(message);
      expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    },
  );

  it('says the same refusal again when it is made again', async () => {
    const grid = renderGrid();
    await grid.ready();
    await grid.user.click(viewsButton());
    await screen.findByRole('textbox', { name: 'View name' });
    await grid.user.click(screen.getByRole('button', { name: 'Save view' }));
    const first = await screen.findByRole('alert');
    await grid.user.click(screen.getByRole('button', { name: 'Save view' }));
    // A new alert element: screen readers say an alert when it is added, not when it stays.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(within(screen.getByRole('alert')).getByText('Name the view.')).toBeTruthy();
  });
});
