import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDeliveryColumns } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// Review finds: lists and counts a host hands in, each repeated or out of range.
const dataset = generateDeliveries(120, 7);
const generous = { timeout: 10_000 };

const table = () => screen.getByRole('table', { name: 'Deliveries' });
/** The notice naming what of the host's settings the grid uses otherwise, once its words came. */
const settingsNotice = async () =>
  (await screen.findByText(/^Some of the grid's settings could not be used/, {}, generous))
    .textContent;
const said = (...problems: string[]) =>
  `Some of the grid's settings could not be used: ${problems.join(' ')}`;

afterEach(() => vi.restoreAllMocks());

describe('lists a host hands in with repeats', () => {
  it('filter values given twice, padded or blank: one chip each, as the request sends them', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      {
        initialState: {
          filters: { tags: ['a', 'a', ' a ', '  ', ''], status: [1, 1], deliveryIds: [5, 5] },
        },
      },
      { serve: dataset },
    );
    await waitFor(() => expect(grid.bodies).toHaveLength(1), generous);
    expect(grid.bodies[0]!.filters).toEqual({ status: [1], deliveryIds: [5], tags: ['a'] });
    const tagChips = await screen.findAllByRole('button', { name: /^Remove filter: Tag/ });
    expect(tagChips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: Tag: a',
    ]);
    expect(screen.getAllByRole('button', { name: /^Remove filter: Status/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Remove filter: Delivery ID/ })).toHaveLength(1);

    await grid.user.click(tagChips[0]!);
    await waitFor(() => expect(grid.bodies).toHaveLength(2), generous);
    expect(grid.bodies[1]!.filters).toEqual({ status: [1], deliveryIds: [5] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a column, a status and a courier given twice: each drawn and offered once', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      {
        columns: [...defaultDeliveryColumns, defaultDeliveryColumns[0]!],
        statusOptions: [
          { value: 1, label: 'Open' },
          { value: 1, label: 'Also open' },
          { value: 2, label: 'Closed' },
        ],
        filters: {
          defaultOpen: true,
          options: {
            couriers: [
              { value: 3, label: 'Swift' },
              { value: 3, label: 'Swift again' },
            ],
          },
        },
      },
      { serve: dataset },
    );
    await grid.ready();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.filter((header) => header.textContent?.includes('Code'))).toHaveLength(1);

    await grid.user.click(
      await screen.findByRole('button', { name: 'Show Status options' }, generous),
    );
    expect(await screen.findByRole('option', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Also open' })).toBeNull();
    await grid.user.keyboard('{Escape}');
    await grid.user.click(screen.getByRole('button', { name: 'Show Couriers options' }));
    expect(await screen.findByRole('option', { name: 'Swift' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Swift again' })).toBeNull();
    expect(await settingsNotice()).toBe(
      said(
        'The option columns lists “code” more than once, so only the first is used.',
        'The option statusOptions lists “1” more than once, so only the first is used.',
        'The option filters.options.couriers lists “3” more than once, so only the first is used.',
      ),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a null in a fetched columns or statusOptions list: the rest drawn, the null named', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      {
        columns: [...defaultDeliveryColumns, null] as never,
        // As a host hands over a list it fetched: one entry came back null, one a number.
        statusOptions: [{ value: 4, label: 'Delivered' }, null, 7] as never,
      },
      { serve: dataset },
    );
    await grid.ready();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.filter((header) => header.textContent?.startsWith('Code'))).toHaveLength(1);
    const delivered = dataset.filter((delivery) => delivery.status === 4).map((d) => d.code);
    const shownDelivered = within(table())
      .getAllByRole('row')
      .filter((row) =>
        delivered.includes(within(row).queryAllByRole('cell')[0]?.textContent ?? ''),
      );
    expect(shownDelivered.length).toBeGreaterThan(0);
    expect(shownDelivered.every((row) => row.textContent!.includes('Delivered'))).toBe(true);
    expect(await settingsNotice()).toBe(
      said(
        'The option columns lists “null”, which is no item of it, so it is left out.',
        'The option statusOptions lists “null”, which is no item of it, so it is left out.',
        'The option statusOptions lists “7”, which is no item of it, so it is left out.',
      ),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a column named after what every object inherits is headed by its id', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      { columns: [...defaultDeliveryColumns, { id: 'constructor' }, { id: 'toString' }] },
      { serve: dataset },
    );
    await grid.ready();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent).slice(-2)).toEqual([
      'constructor',
      'toString',
    ]);
    // No delivery has such a field of its own: the cells are empty, not a function's text.
    const firstRow = within(table()).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.slice(-2).map((cell) => cell.textContent)).toEqual(['', '']);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('counts a host hands in that the grid cannot use', () => {
  it('page sizes repeated or not whole: offered once each, the rest left out', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const grid = renderGrid(
      { paging: { pageSizeOptions: [10, 10, Number.NaN, -5, 0, 2.5, 25] } },
      { serve: dataset },
    );
    await grid.ready();
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25']);
    expect(await settingsNotice()).toBe(
      said(
        'The option paging.pageSizeOptions lists “10” more than once, so only the first is used.',
        'The page size “NaN” in paging.pageSizeOptions is not a whole number from 1, so it is not offered.',
        'The page size “-5” in paging.pageSizeOptions is not a whole number from 1, so it is not offered.',
        '2 more parts were left out too.',
      ),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('virtualizeAbove NaN and maxRendered -1: the page is drawn in full, as by default', async () => {
    const grid = renderGrid(
      { rows: { virtualizeAbove: Number.NaN, maxRendered: -1 } },
      { serve: dataset },
    );
    await grid.ready();
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    expect(screen.queryByText(/Showing the first/)).toBeNull();
    expect(await settingsNotice()).toBe(
      said(
        'The option rows.virtualizeAbove is “NaN”, not a number from 0, so 100 is used.',
        'The option rows.maxRendered is “-1”, not a number from 1, so 10000 is used.',
      ),
    );
  });

  it('a refresh interval under a second waits a second between requests', async () => {
    const grid = renderGrid({ refresh: { intervalSeconds: 0.001 } }, { serve: dataset });
    await grid.ready();
    const shownAt = performance.now();
    await waitFor(() => expect(grid.bodies.length).toBeGreaterThanOrEqual(2), generous);
    // A lower bound only: a busy machine makes the wait longer, never shorter.
    expect(performance.now() - shownAt).toBeGreaterThan(500);
    expect(await settingsNotice()).toBe(
      said(
        'The option refresh.intervalSeconds is “0.001”, outside 1 second to 24 days, so the nearer of the two is used.',
      ),
    );
  });

  it('a refresh interval that is no number of seconds: no refresh, and the notice says why', async () => {
    const grid = renderGrid({ refresh: { intervalSeconds: Number.NaN } }, { serve: dataset });
    await grid.ready();
    expect(await settingsNotice()).toBe(
      said(
        'The option refresh.intervalSeconds is “NaN”, not a number of seconds, so the rows are not refreshed on their own.',
      ),
    );
    expect(grid.bodies).toHaveLength(1);
  });
});
