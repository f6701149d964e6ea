import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
// Customers Z to A; the server breaks ties by code, A to Z.
const byCustomer = [...dataset].sort(
  (a, b) =>
    b.customerBusinessPartnerName.localeCompare(a.customerBusinessPartnerName) ||
    (a.code < b.code ? -1 : 1),
);

describe('toggleSort called twice in one event', () => {
  it('takes the second toggle from the first (ascending, then descending), as setState does', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <button
        onClick={() => {
          grid.actions.toggleSort('customerBusinessPartnerName');
          grid.actions.toggleSort('customerBusinessPartnerName');
        }}
      >
        Customers, Z to A
      </button>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Customers, Z to A' }));
    await waitFor(() => expect(bodies).toHaveLength(2), generous);
    expect(bodies[1]).toEqual({
      pageNumber: 1,
      pageSize: 25,
      quickSearch: '',
      orderBy: { key: 'customerBusinessPartnerName', order: 'desc' },
    });
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(byCustomer[0]!.code),
      generous,
    );
  });
});
