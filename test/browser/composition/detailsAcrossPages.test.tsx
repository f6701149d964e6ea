import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: { pageSize: 5 },
    detail: { render: (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
  },
  // Slow enough that a second key lands while the next page is on its way.
  { serve: dataset, latencyMs: 400 },
);
const details = (index: number) =>
  screen.findByRole('complementary', { name: `Delivery ${code(index)}` }, { timeout: 10_000 });
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

describe('keys pressed while the details turn the page', () => {
  it('J twice from the last row of page 1 opens the second delivery of page 2', async () => {
    const grid = await renderGrid().ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(4);
    await grid.user.keyboard('jj');
    const second = await details(6);
    expect(within(second).getByText(dataset[6]!.customerBusinessPartnerName)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(grid.bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
  });

  it('K twice from the first row of page 2 opens the one before the last of page 1', async () => {
    const grid = await renderGrid({ initialState: { pageSize: 5, pageNumber: 2 } }).ready(10_000);
    dataRows()[0]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(5);
    await grid.user.keyboard('kk');
    await details(3);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(grid.bodies.map((body) => body.pageNumber)).toEqual([2, 1]);
    // And j, j, j from page 1's fourth delivery: its fifth, then page 2's first and second.
    await grid.user.keyboard('jjj');
    await details(6);
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('J past a last page that was full comes back to its last delivery; K goes on from there', async () => {
    // Ten deliveries: page 2 comes back full, so J may turn to page 3 before it is known empty.
    const grid = await renderGrid(
      { initialState: { pageSize: 5, pageNumber: 2 } },
      { serve: dataset.slice(0, 10), latencyMs: 100 },
    ).ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(9);
    await grid.user.keyboard('j');
    await waitFor(() => expect(grid.bodies.map((body) => body.pageNumber)).toEqual([2, 3]), {
      timeout: 10_000,
    });
    // Page 3 answers empty: back to page 2, the details on its last delivery.
    await screen.findByText('Page 2', undefined, { timeout: 10_000 });
    await within(await details(9)).findByText(dataset[9]!.customerBusinessPartnerName);
    expect(screen.queryByText('No deliveries found')).toBeNull();
    await grid.user.keyboard('k');
    const before = await details(8);
    expect(within(before).getByText(dataset[8]!.customerBusinessPartnerName)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('a sort while K turns the page ends the turn: the details stay on their delivery', async () => {
    const grid = await renderGrid({ initialState: { pageSize: 5, pageNumber: 2 } }).ready(10_000);
    dataRows()[0]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(5);
    await grid.user.keyboard('k');
    // Before page 1 is in, a person sorts by Code: page 1 of another order.
    await grid.user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'code', order: 'asc' }));
    const sorted = dataset.map((delivery) => delivery.code).sort();
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', sorted[0]), {
      timeout: 10_000,
    });
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(await details(5)).toBeTruthy();
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
  });

  it('J after a delivery came in on top: the next page starts with the open one, J opens the one after', async () => {
    const served = dataset.map((delivery) => ({ ...delivery }));
    const grid = await renderGrid({}, { serve: served, latencyMs: 100 }).ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(4);
    // Another operator adds a delivery in front: every row moves one place down.
    served.unshift({ ...dataset[39]!, code: 'DLV-2026-009999' });
    await grid.user.keyboard('j');
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', code(4)), {
      timeout: 10_000,
    });
    const next = await details(5);
    expect(within(next).getByText(dataset[5]!.customerBusinessPartnerName)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    // And K from there goes back to the one it came from, on this page now.
    await grid.user.keyboard('k');
    await details(4);
  });

  it('closing details of a delivery not on the page hands focus to the rows', async () => {
    const grid = await renderGrid({
      detail: { render: () => null, defaultOpen: code(30) },
    }).ready(10_000);
    const panel = await details(30);
    await grid.user.click(within(panel).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(document.activeElement).toBe(dataRows()[0]));
  });
});
