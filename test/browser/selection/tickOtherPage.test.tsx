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

// The library's stylesheet: the 1,000-row pages are virtualized, as a host's are.
withLibraryStylesheet();

/**
 * 1,500 deliveries, pages of 1,000: page 2 sends the code of page 1's eighth row again (one
 * delivery on two pages), and a code twice of its own (rows 1005 and 1006).
 */
const warehouse = generateDeliveries(1500, 4).map((delivery) => ({ ...delivery }));
const shared = warehouse[7]!.code;
warehouse[1002] = { ...warehouse[1002]!, code: shared };
const twin = warehouse[1004]!.code;
warehouse[1005] = { ...warehouse[1005]!, code: twin, customerBusinessPartnerName: 'Twin AG' };
const firstPage = warehouse.slice(0, 1000);

const table = () => screen.getByRole('table', { name: 'Deliveries' });
const boxesNamed = (code: string) =>
  within(table()).getAllByRole<HTMLInputElement>('checkbox', { name: `Select ${code}` });
const count = (text: string) => expect(within(bar()).getByText(text)).toBeTruthy();

describe('ticks on a page other than the one selected whole', () => {
  it('count, show and hand over what is ticked on both pages, shared codes and twins too', async () => {
    const received: DeliveriesSelection[] = [];
    const grid = renderBigPageGrid(warehouse, received);
    await waitFor(() => expect(boxesNamed(warehouse[0]!.code)).toHaveLength(1), {
      timeout: 10_000,
    });
    await grid.user.click(pageBox());
    count('1,000 selected');

    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(boxesNamed(warehouse[1000]!.code)).toHaveLength(1), {
      timeout: 10_000,
    });
    // The delivery page 1 also sent shows ticked here; the page's other rows do not.
    expect(boxesNamed(shared).map((box) => box.checked)).toEqual([true]);
    expect(boxesNamed(warehouse[1001]!.code)[0]!.checked).toBe(false);
    expect(pageBox().indeterminate).toBe(true);

    await grid.user.click(boxesNamed(warehouse[1000]!.code)[0]!);
    count('1,001 selected');
    // Shift+click to row 1006: rows 1000 to 1006, the shared row held already, each twin apart.
    await grid.user.keyboard('{Shift>}');
    await grid.user.click(boxesNamed(warehouse[1006]!.code)[0]!);
    await grid.user.keyboard('{/Shift}');
    count('1,006 selected');
    expect(boxesNamed(twin).map((box) => box.checked)).toEqual([true, true]);

    // Unticked here, the shared delivery leaves the selection, page 1's row with it.
    await grid.user.click(boxesNamed(shared)[0]!);
    count('1,005 selected');
    expect(pageBox().indeterminate).toBe(true);

    await grid.user.click(within(bar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const handed = received[0]!;
    if (handed.kind !== 'codes') throw new Error('a query selection was handed over');
    const kept = firstPage.filter((delivery) => delivery.code !== shared);
    const added = [1000, 1001, 1003, 1004, 1005, 1006].map((index) => warehouse[index]!);
    expect(handed.codes).toEqual([...kept, ...added].map((delivery) => delivery.code));
    expect(handed.keys?.slice(-3)).toEqual([twin, `${twin}~2`, warehouse[1006]!.code]);
    expect(handed.deliveries.at(-2)?.customerBusinessPartnerName).toBe('Twin AG');
    await screen.findByText('Hand to courier: done.');

    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(boxesNamed(warehouse[0]!.code)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(boxesNamed(shared).map((box) => box.checked)).toEqual([false]);
    expect(boxesNamed(warehouse[8]!.code)[0]!.checked).toBe(true);
    expect(pageBox().indeterminate).toBe(true);
    count('1,005 selected');
  });
});
