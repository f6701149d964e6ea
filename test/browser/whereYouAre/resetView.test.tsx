import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstRows } from '../harness';
import {
  applySavedView,
  forgetViews,
  headerTexts,
  renderGrid,
  seedViews,
  sortButton,
} from './whereYouAreHarness';

beforeEach(() => seedViews());
afterEach(forgetViews);

const resetButton = () => screen.queryByRole('button', { name: 'Reset view' });
const root = () => screen.getByRole('table', { name: 'Deliveries' }).closest('.deliveries-table')!;
const search = () => screen.getByRole('searchbox', { name: 'Search deliveries' });
// The answer to the last request is on screen (the rows before it stay while it loads): a page
// turned from there goes on from that answer, on a busy machine too.
const answered = async () => {
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute('aria-busy', 'false'),
  );
  return firstRows();
};

describe('"Reset view"', () => {
  it('puts search, filters, sort, page, columns and density back in one request', async () => {
    const grid = renderGrid();
    await grid.ready();
    const startHeaders = headerTexts();
    const [firstBody] = grid.bodies;
    // Where the host started it: nothing to reset.
    expect(resetButton()).toBeNull();

    // Compact rows without Tenant, newest first (a saved view), then a search, a filter, a sort, page 3.
    await applySavedView(grid.user, 'Late pallets');
    await waitFor(() => expect(root().getAttribute('data-density')).toBe('compact'));
    await grid.user.type(search(), 'hafen{Enter}');
    await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
    await grid.user.type(await screen.findByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
    await grid.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await grid.user.click(sortButton('Customer'));
    await waitFor(() =>
      expect(grid.bodies.at(-1)).toMatchObject({
        quickSearch: 'hafen',
        filters: { status: [4] },
        orderBy: { key: 'customerBusinessPartnerName' },
      }),
    );
    await answered();
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2));
    await answered();
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(3));
    await answered();
    expect(headerTexts()).not.toContain('Tenant');

    // As half a minute later: the first page's answer is no longer fresh, so it is asked for again.
    await grid.queryClient.invalidateQueries({ refetchType: 'none' });
    const before = grid.bodies.length;
    await grid.user.click(resetButton()!);

    // One request, the very body of the first page.
    await waitFor(() => expect(grid.bodies.length).toBe(before + 1));
    expect(grid.bodies.at(-1)).toEqual(firstBody);
    await waitFor(() => expect(headerTexts()).toEqual(startHeaders));
    await firstRows();
    expect(grid.bodies.length).toBe(before + 1);
    expect(root().getAttribute('data-density')).toBe('comfortable');
    expect((search() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove Delivered' })).toBeNull();
    expect(
      within(screen.getByRole('table'))
        .queryByRole('columnheader', { name: 'Customer' })!
        .getAttribute('aria-sort'),
    ).toBe('none');
    expect(screen.getByText('Page 1')).toBeTruthy();
    // The button went with the change; focus stays in the toolbar, on the search.
    expect(resetButton()).toBeNull();
    expect(document.activeElement).toBe(search());
    // No saved view is said to be applied any more.
    expect(screen.queryByText(/^View:/)).toBeNull();
  });

  it("restores the host's own start: its initialState, default columns and density", async () => {
    const grid = renderGrid({
      initialState: { pageSize: 10, orderBy: { key: 'insertTime', order: 'desc' } },
      columnsMenu: { defaultSettings: { order: [], hidden: ['courierCode'], widths: {} } },
      density: 'compact',
    });
    await grid.ready();
    const [firstBody] = grid.bodies;
    const startHeaders = headerTexts();
    expect(resetButton()).toBeNull();

    await grid.user.click(sortButton('Inserted'));
    await waitFor(() => expect(grid.bodies.at(-1)?.orderBy).toBeUndefined());
    expect(resetButton()).not.toBeNull();
    await grid.queryClient.invalidateQueries({ refetchType: 'none' });
    const before = grid.bodies.length;
    await grid.user.click(resetButton()!);
    await waitFor(() => expect(grid.bodies.slice(before)).toEqual([firstBody]));
    expect(headerTexts()).toEqual(startHeaders);
    expect(root().getAttribute('data-density')).toBe('compact');
    expect(resetButton()).toBeNull();
  });

  it('takes its label from the messages', async () => {
    const grid = renderGrid({ messages: { table: { resetView: 'Alles zurücksetzen' } } });
    await grid.ready();
    await grid.user.click(sortButton('Code'));
    expect(await screen.findByRole('button', { name: 'Alles zurücksetzen' })).toBeTruthy();
  });
});
