import { screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, beforeAll } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';

/** 120 deliveries: 25 a page gives pages of other tenants, warehouses and customers. */
export const laptopDataset = generateDeliveries(120, 7);

/** The laptop: a 1280 × 800 window for every test of the file, restored after. */
export function onLaptopScreen() {
  beforeAll(() => page.viewport(1280, 800));
  afterAll(() => page.viewport(414, 896));
}

export const gridTable = () => screen.getByRole('table', { name: 'Deliveries' });
export const scrollArea = () => gridTable().parentElement!;
export const gridFrame = () => scrollArea().parentElement!;

/** Header widths as drawn, in column order. */
export const headerWidths = () =>
  screen.getAllByRole('columnheader').map((header) => header.getBoundingClientRect().width);

/** Body rows wholly in view: inside the window and inside the scroll area below its header. */
export function rowsInView(): HTMLElement[] {
  const area = scrollArea().getBoundingClientRect();
  const headerBottom = screen.getAllByRole('columnheader')[0]!.getBoundingClientRect().bottom;
  return [...gridTable().querySelectorAll<HTMLElement>('tbody tr')].filter((row) => {
    const box = row.getBoundingClientRect();
    return (
      box.height > 0 &&
      box.top >= Math.max(0, headerBottom - 1) &&
      box.bottom <= Math.min(window.innerHeight, area.bottom) + 1
    );
  });
}
