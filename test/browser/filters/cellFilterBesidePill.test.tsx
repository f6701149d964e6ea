import '@src/theme/styles.css';
import { within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';
import { rowWith, statusColumn } from './cellRows';
import { widthsCode } from '@src/table/columns/widthsCode';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer({ timeZone: 'UTC', statusOptions }, { serve: dataset });
const box = (element: Element) => element.getBoundingClientRect();

// The status column was as wide as its widest pill: the row in use's filter button, drawn at
// the cell's end, covered the pill's end ("Deliver▢"). The widths from the rows' text (their
// code comes after the first paint, before a first answer but for the quickest) make room.
beforeAll(() => widthsCode.load());

describe("a status cell's filter button in the row in use", () => {
  it.each([
    ['left to right', 'ltr'],
    ['right to left', 'rtl'],
  ] as const)('stands beside the widest pill, not over it (%s)', async (_, dir) => {
    await page.viewport(1280, 800);
    const grid = await renderGrid({ dir }).ready();
    const cell = rowWith(statusColumn, 'Delivered').cells[statusColumn]!;
    await grid.user.hover(cell);
    const button = await within(cell).findByRole('button', {
      name: 'Filter options for Delivered',
    });
    const [pill, filter] = [box(cell.querySelector('.dt-status')!), box(button)];
    if (dir === 'ltr') expect(pill.right).toBeLessThanOrEqual(filter.left);
    else expect(pill.left).toBeGreaterThanOrEqual(filter.right);
    // The pill is whole: its text is not cut.
    const text = cell.querySelector<HTMLElement>('.dt-status')!;
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  });
});
