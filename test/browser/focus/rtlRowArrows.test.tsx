import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { focused } from './focusProbe';

const box = (element: Element) => element.getBoundingClientRect();

// The page says right to left, the grid names neither `dir` nor `locale`: it takes the page's.
afterEach(() => document.documentElement.removeAttribute('dir'));

describe('a right-to-left page', () => {
  it('moves along a row with the arrows as the header does: the arrow points where focus goes', async () => {
    const dataset = generateDeliveries(30, 8);
    document.documentElement.dir = 'rtl';
    const grid = await renderGrid(
      {
        statusOptions: mockStatuses,
        initialState: { pageSize: 10 },
        selection: {},
        rows: { actions: [{ label: 'Print label', run: (_: Delivery) => undefined }] },
      },
      { serve: dataset },
    ).ready(15_000);
    expect(document.querySelector('.deliveries-table')!.getAttribute('dir')).toBe('rtl');
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.hasAttribute('data-index'))!;
    const checkbox = await within(row).findByRole('checkbox', {}, { timeout: 10_000 });
    const actions = await within(row).findByRole(
      'button',
      { name: /^Actions for / },
      { timeout: 10_000 },
    );
    // Right to left the checkbox is at the right, the actions at the left.
    expect(box(actions).right).toBeLessThan(box(checkbox).left);

    // The header, right to left: ArrowLeft goes to the control on the left.
    const headerBox = within(table).getByRole('checkbox', { name: /Select all/ });
    headerBox.focus();
    await grid.user.keyboard('{ArrowLeft}');
    const headerNext = document.activeElement as HTMLElement;
    expect(box(headerNext).right).toBeLessThanOrEqual(box(headerBox).left);

    // The row, right to left: ArrowLeft from its checkbox goes on to the controls on the left.
    checkbox.focus();
    await grid.user.keyboard('{ArrowLeft}');
    const rowNext = document.activeElement as HTMLElement;
    expect(rowNext).not.toBe(row);
    expect(row.contains(rowNext)).toBe(true);
    expect(box(rowNext).right).toBeLessThanOrEqual(box(checkbox).left);
  });
});

describe('a row walked with the arrows', () => {
  it.each(['ltr', 'rtl'] as const)(
    '(%s) reaches a cell’s filter button between the cells it sits in, as drawn',
    async (dir) => {
      document.documentElement.dir = dir;
      const grid = await renderGrid(
        {
          statusOptions: mockStatuses,
          initialState: { pageSize: 10 },
          selection: {},
          detail: { render: (delivery: Delivery) => delivery.code },
          rows: { actions: [{ label: 'Print label', run: (_: Delivery) => undefined }] },
        },
        { serve: generateDeliveries(30, 8) },
      ).ready(15_000);
      const table = screen.getByRole('table', { name: 'Deliveries' });
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.hasAttribute('data-index'))!;
      // Each control's code comes on demand: all of them are there before the walk.
      await within(row).findByRole('button', { name: /^Actions for / }, { timeout: 10_000 });
      await within(row).findByRole('button', { name: /^Show details for / }, { timeout: 10_000 });
      row.focus();
      await within(row).findByRole('button', { name: /^Filter options for / }, { timeout: 10_000 });
      // Forward is the way the row reads: rightwards, or leftwards right to left.
      const forward = dir === 'ltr' ? '{ArrowRight}' : '{ArrowLeft}';
      const reached: string[] = [];
      let last = row as Element;
      for (;;) {
        await grid.user.keyboard(forward);
        const now = document.activeElement!;
        if (now === last) break;
        const onward =
          dir === 'ltr' ? box(now).left >= box(last).left : box(now).right <= box(last).right;
        expect(onward, `${focused().name} lies onward`).toBe(true);
        reached.push(focused().name);
        last = now;
      }
      expect(reached.map((name) => name.split(' ').slice(0, -1).join(' '))).toEqual([
        'Select',
        'Filter options for',
        'Show details for',
        'Actions for',
      ]);
    },
  );
});
