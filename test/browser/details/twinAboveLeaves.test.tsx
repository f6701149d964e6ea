import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const card = (delivery: Delivery) => (
  <dl>
    <dt>Customer</dt>
    <dd>{delivery.customerBusinessPartnerName}</dd>
  </dl>
);
const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 10 },
  timeZone: 'UTC',
  locale: 'en-GB',
});
const table = () => screen.getByRole('table', { name: 'Deliveries' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

describe('a hostile server: the twin above the open delivery leaves on a refresh', () => {
  it('keeps the details on the delivery opened (now the only row with its code)', async () => {
    const dataset: MockDelivery[] = generateDeliveries(30, 11).map((d) => ({ ...d }));
    dataset[1] = { ...dataset[1]!, code: dataset[3]!.code, customerBusinessPartnerName: 'Twin AG' };
    const original = dataset[3]!;
    const opened: (string | null)[] = [];
    const grid = await renderGrid(
      { refresh: {}, detail: { render: card, onOpenChange: (id) => opened.push(id) } },
      { serve: dataset },
    ).ready(10_000);
    await grid.user.click(
      (await screen.findAllByRole('button', { name: /^Show details for / }))[3]!,
    );
    const panel = await screen.findByRole('complementary', { name: `Delivery ${original.code}` });
    expect(within(panel).getByText(original.customerBusinessPartnerName)).toBeTruthy();
    expect(opened.at(-1)).toBe(`${original.code}~2`);

    // The twin above it is deleted on the server; "Refresh".
    dataset.splice(1, 1);
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(dataRows()[2]!.getAttribute('data-key')).toBe(original.code), {
      timeout: 10_000,
    });
    const region = document.querySelector('.dt-detail');
    // The details are still open, named after the delivery.
    expect(region?.textContent).toContain(original.customerBusinessPartnerName);
    const still = screen.getByRole('complementary', { name: `Delivery ${original.code}` });
    // The delivery is on the page, as the third row: its details should still show.
    expect(within(still).queryByText(/is not on this page/)).toBeNull();
    expect(within(still).getByText(original.customerBusinessPartnerName)).toBeTruthy();
    // The host heard the delivery's new key.
    expect(opened.at(-1)).toBe(original.code);
  });
});
