import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useEffect, useState } from 'react';
import { defaultDeliveryColumns, type Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(30, 7);
const code = (index: number) => dataset[index]!.code;
const printed: string[] = [];
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: { pageSize: 10 },
    detail: { render: (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
    rows: {
      actions: [
        {
          label: 'Print label',
          run: async (delivery) => {
            printed.push(delivery.code);
            return `Label for ${delivery.code} printed.`;
          },
        },
      ],
    },
  },
  { serve: dataset },
);

describe('a control inside a row owns its click and its keys', () => {
  beforeEach(() => {
    printed.length = 0;
  });

  it('"Actions for …" opens its menu, not the details, by click and by Enter', async () => {
    const grid = await renderGrid().ready();
    const button = await screen.findByRole('button', { name: `Actions for ${code(2)}` });
    await grid.user.click(button);
    const menu = screen.getByRole('menu', { name: `Actions for ${code(2)}` });
    expect(menu.hidden).toBe(false);
    expect(screen.queryByRole('complementary')).toBeNull();

    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Print label' }));
    await screen.findByText(`Label for ${code(2)} printed.`);
    expect(printed).toEqual([code(2)]);
    // Picking from the menu is not a click on the row either.
    expect(screen.queryByRole('complementary')).toBeNull();

    const other = screen.getByRole('button', { name: `Actions for ${code(3)}` });
    other.focus();
    await grid.user.keyboard('{Enter}');
    const otherMenu = screen.getByRole('menu', { name: `Actions for ${code(3)}` });
    await waitFor(() => expect(otherMenu.hidden).toBe(false));
    expect(screen.queryByRole('complementary')).toBeNull();
    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect(otherMenu.hidden).toBe(true));
    expect(document.activeElement).toBe(other);
    expect(screen.queryByRole('complementary')).toBeNull();

    // The row itself still opens them.
    await grid.user.click(screen.getByText(code(4)));
    await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
  });
});

/** A host's cell that draws its button once its own data is in, after the row is drawn. */
function LateButton({ code: shown }: { code: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <button type="button">Track {shown}</button> : <span>{shown}</span>;
}

describe('the body stays one tab stop', () => {
  it('when a custom cell draws a button after the rows arrived', async () => {
    const columns = defaultDeliveryColumns.map((column) =>
      column.id === 'code'
        ? { ...column, cell: (delivery: Delivery) => <LateButton code={delivery.code} /> }
        : column,
    );
    await renderGrid({ columns }).ready();
    await screen.findByRole('button', { name: `Track ${code(9)}` });
    const body = screen.getByRole('table', { name: 'Deliveries' }).querySelector('tbody')!;
    await waitFor(() =>
      expect(
        [...body.querySelectorAll<HTMLElement>('*')].filter((element) => element.tabIndex >= 0),
      ).toEqual([body.querySelector('tr[data-index="0"]')]),
    );
  });
});
