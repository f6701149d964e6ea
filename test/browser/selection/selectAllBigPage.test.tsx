import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesSelection } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import {
  pageBox,
  renderBigPageGrid,
  selectionBar as bar,
  withLibraryStylesheet,
} from './bigPageGrid';

withLibraryStylesheet();

/** 1,500 deliveries whose first page (1,000 rows) sends rows 2 and 4 under one code. */
const warehouse = generateDeliveries(1500, 3).map((delivery) => ({ ...delivery }));
warehouse[3] = {
  ...warehouse[3]!,
  code: warehouse[1]!.code,
  customerBusinessPartnerName: 'Twin AG',
};
const firstPage = warehouse.slice(0, 1000);
const twin = warehouse[1]!.code;

const table = () => screen.getByRole('table', { name: 'Deliveries' });
const drawnBoxes = () =>
  within(table())
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.getAttribute('aria-label')?.startsWith('Select DLV'));
/** What the selection's polite live region says now. */
const said = (text: string) =>
  screen.getAllByRole('status').some((status) => status.textContent === text);

describe('"Select all on this page" on a page of 1,000 rows', () => {
  it('counts, ticks and hands over every row but the one unticked after it, twins apart', async () => {
    const received: DeliveriesSelection[] = [];
    const grid = renderBigPageGrid(warehouse, received);
    await waitFor(() => expect(drawnBoxes().length).toBeGreaterThan(5), { timeout: 10_000 });

    await grid.user.click(pageBox());
    expect(within(bar()).getByText('1,000 selected')).toBeTruthy();
    await waitFor(() => expect(said('1,000 selected')).toBe(true));
    expect(drawnBoxes().every((box) => box.checked)).toBe(true);

    // One row unticked: the count, the header and that row follow; its neighbours stay ticked.
    const unticked = warehouse[5]!;
    await grid.user.click(screen.getByRole('checkbox', { name: `Select ${unticked.code}` }));
    expect(within(bar()).getByText('999 selected')).toBeTruthy();
    await waitFor(() => expect(said('999 selected')).toBe(true));
    expect(pageBox().checked).toBe(false);
    expect(pageBox().indeterminate).toBe(true);
    expect(drawnBoxes().map((box) => box.checked)).toEqual(
      drawnBoxes().map((box) => box.getAttribute('aria-label') !== `Select ${unticked.code}`),
    );
    const twins = screen.getAllByRole<HTMLInputElement>('checkbox', { name: `Select ${twin}` });
    expect(twins.map((box) => box.checked)).toEqual([true, true]);

    await grid.user.click(within(bar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const kept = firstPage.filter((delivery) => delivery !== firstPage[5]);
    const handed = received[0]!;
    if (handed.kind !== 'codes') throw new Error('a query selection was handed over');
    expect(handed.codes).toEqual(kept.map((delivery) => delivery.code));
    // Which row each code is: the second row with the twins' code by its place among them.
    expect(handed.keys).toEqual(
      kept.map((delivery) => (delivery === warehouse[3] ? `${twin}~2` : delivery.code)),
    );
    expect(handed.deliveries.map((delivery) => delivery.customerBusinessPartnerName)).toEqual(
      kept.map((delivery) => delivery.customerBusinessPartnerName),
    );
    await screen.findByText('Hand to courier: done.');

    // Ticked again, the row comes back after the others, as every row ticked does.
    await grid.user.click(screen.getByRole('checkbox', { name: `Select ${unticked.code}` }));
    expect(within(bar()).getByText('1,000 selected')).toBeTruthy();
    expect(pageBox().checked).toBe(true);
    await grid.user.click(within(bar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(2));
    const again = received[1]!;
    expect(again.kind === 'codes' && again.codes).toEqual([
      ...kept.map((delivery) => delivery.code),
      unticked.code,
    ]);
    // The page came once: nothing was fetched to select, count or hand over.
    expect(grid.bodies.map((body) => body.pageNumber)).toEqual([1]);
  });
});
