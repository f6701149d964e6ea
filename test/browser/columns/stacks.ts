import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { defaultDeliveryColumns, type DeliveriesColumnSettings } from '@src/index';
import { mockStatuses } from '@src/mocks/index';
import type { GridProps } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

/**
 * Runs each test of the file on a 1,280 × 800 page with the library's stylesheet, taken away
 * after it.
 *
 * @example
 * ```ts
 * onStyledWidePage();
 * ```
 */
export function onStyledWidePage() {
  let removeStylesheet = () => {};
  beforeEach(async () => {
    removeStylesheet = addLibraryStylesheet();
    await page.viewport(1280, 800);
  });
  afterEach(() => removeStylesheet());
}

/**
 * Column settings with every column 420 px (about 2,500 px wider than a 1,280-px page) and
 * `pinned` as given.
 *
 * @example
 * ```ts
 * renderGrid({ columnsMenu: { defaultSettings: wide({ code: 'start' }) } });
 * ```
 */
export const wide = (pinned: DeliveriesColumnSettings['pinned']): DeliveriesColumnSettings => ({
  order: [],
  hidden: [],
  widths: Object.fromEntries(defaultDeliveryColumns.map((column) => [column.id, 420])),
  pinned,
});

export const table = () => screen.getByRole('table', { name: 'Deliveries' });
export const scrollArea = () => table().parentElement!;
export const header = (name: string) => within(table()).getByRole('columnheader', { name });
export const box = (element: Element) => element.getBoundingClientRect();
/** The box at a side of the rows (`.dt-edge`) that shades the columns cut off there. */
export const edgeBox = (side: 'start' | 'end') =>
  scrollArea().parentElement!.querySelector<HTMLElement>(`.dt-edge[data-side="${side}"]`)!;

/**
 * A grid with a stack at each side: selection and details, Code pinned at the start and
 * Inserted at the end, every column 420 px.
 */
export const stackedGrid: GridProps = {
  statusOptions: mockStatuses,
  selection: {},
  detail: { render: () => 'card' },
  columnsMenu: { defaultSettings: wide({ code: 'start', insertTime: 'end' }) },
};

/** The pixels of `element` on screen, as a person sees them. */
async function pixelsOf(element: Element): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = `data:image/png;base64,${await page.screenshot({ element, save: false })}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), {
    width: image.width,
    height: image.height,
  });
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height).data;
}

/**
 * Whether the edge box on `side` paints anything over `element`: it, seen with and without,
 * any channel differing by more than `tolerance`.
 */
export async function edgeDrawnOver(element: Element, side: 'start' | 'end', tolerance = 8) {
  const shown = await pixelsOf(element);
  edgeBox(side).style.visibility = 'hidden';
  try {
    const hidden = await pixelsOf(element);
    return shown.some((value, index) => Math.abs(value - hidden[index]!) > tolerance);
  } finally {
    edgeBox(side).style.visibility = '';
  }
}
