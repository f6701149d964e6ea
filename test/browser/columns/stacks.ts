import { screen, within } from '@testing-library/react';
import { defaultDeliveryColumns, type DeliveriesColumnSettings } from '@src/index';

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
