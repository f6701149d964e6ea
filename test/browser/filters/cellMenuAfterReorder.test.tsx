import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const labelOf = (status: number) => statusOptions.find((o) => o.value === status)!.label;
const renderGrid = gridRenderer({ timeZone: 'UTC', statusOptions, initialState: { pageSize: 10 } });
const newCode = 'DLV-2026-777777';

// The first row (a `tr`) or card (an `li`) and its status cell or field.
const layouts = {
  rows: {
    props: {},
    first: () => within(screen.getByRole('table')).getAllByRole('row')[1]!,
    status: (row: HTMLElement) => (row as HTMLTableRowElement).cells[7]!,
    shows: (row: HTMLElement) => row.dataset.key,
  },
  cards: {
    props: { cards: { below: Infinity } },
    first: () =>
      within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem')[0]!,
    status: (card: HTMLElement) => card.querySelector<HTMLElement>('[data-column="status"]')!,
    shows: (card: HTMLElement) => card.getAttribute('aria-label')?.replace('Delivery ', ''),
  },
};

// Rows and cards are drawn by place: the element under a resting pointer shows another delivery
// once the server puts one in front, and its menus must follow what it shows.
describe.each(Object.entries(layouts))(
  "a cell's filter menu when another delivery comes to its place (%s)",
  (_, layout) => {
    it('names and filters by the delivery shown there now', async () => {
      await page.viewport(1280, 800);
      const rows = generateDeliveries(12, 9).map((delivery) => ({ ...delivery }));
      const grid = await renderGrid(layout.props, { serve: rows }).ready();
      const first = rows[0]!;
      // The cards' code comes on demand.
      await waitFor(() => expect(layout.shows(layout.first())).toBe(first.code));
      await grid.user.hover(layout.status(layout.first()));
      await within(layout.first()).findByRole('button', {
        name: `Filter options for ${labelOf(first.status)}`,
      });
      // A delivery of another status arrives in front; the grid asks for the page again.
      const other = statusOptions.find((option) => option.value !== first.status)!;
      rows.unshift({ ...first, id: 999_999, code: newCode, status: other.value });
      await grid.queryClient.invalidateQueries();
      await waitFor(() => expect(layout.shows(layout.first())).toBe(newCode));
      expect(layout.status(layout.first()).firstChild!.textContent).toBe(other.label);

      const button = await within(layout.first()).findByRole('button', {
        name: `Filter options for ${other.label}`,
      });
      await grid.user.click(button);
      const only = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!;
      expect(only.textContent).toBe(`Only ${other.label}`);
      await grid.user.click(only);
      await waitFor(() =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          pageNumber: 1,
          pageSize: 10,
          quickSearch: '',
          filters: { status: [other.value] },
        }),
      );
    });
  },
);
