import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent as pointer } from 'vitest/browser';
import {
  DeliveriesTable,
  useDeliveriesGrid,
  type DeliveriesColumnSettings,
  type DeliveriesGridOptions,
} from '@src/index';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer, serveReference } from '../harness';
import {
  dataset,
  defaultHeader,
  expectedCodes,
  firstPage,
  referenceBackend,
} from '../table/deliveriesServer';
import { seedLocalStorage, storageKey } from '../views/viewsHost';
import { savedView } from '../../node/views/fixtures';

const renderGrid = gridRenderer({}, referenceBackend);
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
/** The grid's notice that starts with `start`, if one shows. */
const notice = (start: string) =>
  screen.queryAllByRole('status').find((element) => element.textContent?.startsWith(start));
/** The Code cells of the rows, wherever the Code column stands. */
const codesShown = () => {
  const at = headers().indexOf('Code');
  return within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[at]?.textContent ?? '');
};
const columnsNotice = () => notice('Some column settings')?.textContent;
/** The widths the headless host's header cells are drawn at. */
const fixedWidths = () => screen.getAllByRole('columnheader').map((cell) => cell.style.width);
const allColumnIds = defaultDeliveryColumns.map((column) => column.id);

beforeEach(() => localStorage.removeItem(storageKey));

describe('every door into the column settings', () => {
  it('settings stored without widths, as the Columns page reads them, arrange the grid', async () => {
    // What an earlier version of a host kept in localStorage: no `widths` yet.
    localStorage.setItem('columns', JSON.stringify({ order: ['status'], hidden: ['tenantName'] }));
    const heard: DeliveriesColumnSettings[] = [];
    function Host() {
      const [columns, setColumns] = useState<DeliveriesColumnSettings>(() =>
        JSON.parse(localStorage.getItem('columns') ?? 'null'),
      );
      return (
        <ColumnsHostGrid
          columnsMenu={{
            settings: columns,
            onSettingsChange: (next) => {
              heard.push(next);
              setColumns(next);
            },
          }}
        />
      );
    }
    const bodies = serveReference(dataset, { latencyMs: 10 });
    const user = userEvent.setup();
    render(<Host />);

    await waitFor(() => expect(codesShown()).toEqual(expectedCodes(firstPage)));
    expect(headers()).toEqual([
      'Status',
      ...defaultHeader.filter((name) => name !== 'Tenant' && name !== 'Status'),
    ]);
    // Missing parts are their defaults: nothing to say.
    expect(columnsNotice()).toBeUndefined();

    // Pressed as a stand-in or as itself: it opens once its code is there. Real input on a
    // locator hits what is drawn at the press (a held element may be a stand-in already gone).
    await pointer.click(page.getByRole('button', { name: 'Columns' }));
    const region = await screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 });
    await user.click(within(region).getByRole('checkbox', { name: 'Courier' }));
    expect(heard).toStrictEqual([
      { order: ['status'], hidden: ['tenantName', 'courierCode'], widths: {} },
    ]);
    expect(headers()).not.toContain('Courier');
    expect(bodies).toStrictEqual([firstPage]);
  });

  it('default settings with an unknown column and widths of 1e9 and −500 px use the rest and name them', async () => {
    const { user } = await renderGrid({
      columnsMenu: {
        defaultSettings: {
          order: ['status', 'colour'],
          hidden: ['tenantName'],
          widths: { code: 1e9, status: -500, duQty: 120 },
        },
      },
    }).ready();
    // Settings the quick check refuses wait for the full one, whose code comes on demand.
    await waitFor(() => expect(headers()[0]).toBe('Status'), { timeout: 10_000 });
    expect(headers()).not.toContain('Tenant');
    expect(columnsNotice()).toBe(
      'Some column settings could not be used: ' +
        'The column “colour” is not one this grid has, so it was left out. ' +
        'The width “1000000000” of the column “code” is not from 48 to 800 pixels, so it was left out. ' +
        'The width “-500” of the column “status” is not from 48 to 800 pixels, so it was left out.',
    );
    // The widths left out are not drawn: Code and Status take the width of an unsized column.
    const width = (name: string) =>
      Math.round(
        screen.getByRole('columnheader', { name: new RegExp(name) }).getBoundingClientRect().width,
      );
    expect(width('Code')).toBe(150);
    expect(width('Status')).toBe(150);
    expect(width('DU qty')).toBe(120);
    // A natural width reaches the handle from a ResizeObserver, a frame after the layout.
    await waitFor(
      () =>
        expect(
          screen.getByRole('separator', { name: 'Resize Code' }).getAttribute('aria-valuenow'),
        ).toBe('150'),
      { timeout: 10_000 },
    );
    await expectNoAxeViolations('column settings left out');

    // The person's next change starts from what was used: the notice has nothing left to say.
    screen.getByRole('separator', { name: 'Resize Code' }).focus();
    await user.keyboard('{Enter}{ArrowRight}');
    expect(width('Code')).toBe(160);
    await waitFor(() => expect(columnsNotice()).toBeUndefined());
  });

  it('controlled settings with a bad entry, a bad pin and every column hidden show the first column', async () => {
    await renderGrid({
      columnsMenu: {
        settings: {
          order: [7, 'code'] as unknown as string[],
          hidden: allColumnIds,
          widths: {},
          pinned: { status: 'left' as 'start' },
        },
      },
    }).ready();
    expect(headers()).toEqual(['Code']);
    expect(columnsNotice()).toBe(
      'Some column settings could not be used: ' +
        'The entry “7” of the column order is not a column id, so it was left out. ' +
        'The pin “left” of the column “status” is neither start nor end, so the column is not pinned. ' +
        'Every column was hidden, so “code” is shown.',
    );
    // "Columns" agrees with what is shown: Code is ticked, the only one.
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // Pressed as a stand-in or as itself: it opens once its code is there.
    const region = await screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 });
    const ticked = within(region)
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((box) => box.checked)
      .map((box) => box.getAttribute('aria-label') ?? box.labels?.[0]?.textContent);
    expect(ticked).toEqual(['Code']);
  });

  it('a stored view without widths is listed and applied; what it held that this grid has not is named', async () => {
    seedLocalStorage([
      savedView('Old layout', {
        columns: {
          order: ['status', 'colour'],
          hidden: ['tenantName'],
          pinned: { code: 'left' },
        } as unknown as DeliveriesColumnSettings,
      }),
    ]);
    const { user, bodies } = await renderGrid().ready();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Apply view Old layout' }));
    await waitFor(() => expect(headers()[0]).toBe('Status'));
    expect(headers()).not.toContain('Tenant');
    // Its state is asked for and answered, within this test.
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ quickSearch: 'acme' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    // Its words come with the first problem shown (a chunk of their own).
    await waitFor(() =>
      expect(notice('The view “Old layout”')?.textContent).toBe(
        'The view “Old layout” was applied without some of its settings: ' +
          'The pin “left” of the column “code” is neither start nor end, so the column is not pinned. ' +
          'The column “colour” is not one this grid has, so it was left out.',
      ),
    );
  });

  it('the headless setColumnSettings and resizeColumn take anything and name what they left out', async () => {
    serveReference(dataset, { latencyMs: 10 });
    const user = userEvent.setup();
    const heard: DeliveriesColumnSettings[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HeadlessColumnsHost
          baseUrl=""
          paging={{ prefetchNextPage: false }}
          columnsMenu={{ onSettingsChange: (settings) => heard.push(settings) }}
        />
      </QueryClientProvider>,
    );
    await screen.findByText(expectedCodes(firstPage)[0]!);

    await user.click(screen.getByRole('button', { name: 'Restore columns' }));
    expect(headers()).toEqual(defaultHeader);
    await waitFor(() =>
      expect(columnsNotice()).toBe(
        'Some column settings could not be used: ' +
          'The column order “status” is not a list of column ids, so the host’s order is used.',
      ),
    );

    // Changes start from what was used: the bad order is gone, the unknown column is named.
    await user.click(screen.getByRole('button', { name: 'Widen Colour' }));
    expect(columnsNotice()).toBe(
      'Some column settings could not be used: ' +
        'The column “colour” is not one this grid has, so it was left out.',
    );
    expect(heard.at(-1)?.widths).toEqual({ colour: 300 });
    const widthsBefore = fixedWidths();
    const heardBefore = heard.length;
    // A width that is no number is refused as it is asked: the host hears nothing of it.
    await user.click(screen.getByRole('button', { name: 'Size Code to nothing' }));
    await waitFor(() =>
      expect(columnsNotice()).toBe(
        'Some column settings could not be used: ' +
          'The width “NaN” of the column “code” is not from 48 to 800 pixels, so it was left out. ' +
          'The column “colour” is not one this grid has, so it was left out.',
      ),
    );
    expect(heard).toHaveLength(heardBefore);
    expect(fixedWidths()).toEqual(widthsBefore);
    // Nor a width of text, its column's width on screen unknown.
    await user.click(screen.getByRole('button', { name: 'Size Code to text' }));
    await waitFor(() =>
      expect(columnsNotice()).toMatch(/^Some column settings could not be used: The width “wide”/),
    );
    expect(heard).toHaveLength(heardBefore);
    // The next change taken ends the refusal: it is not said again.
    await user.click(screen.getByRole('button', { name: 'Widen Colour' }));
    await waitFor(() =>
      expect(columnsNotice()).toBe(
        'Some column settings could not be used: ' +
          'The column “colour” is not one this grid has, so it was left out.',
      ),
    );
    expect(Object.values(heard.at(-1)!.widths).every(Number.isFinite)).toBe(true);
  });
});

/** A host that keeps the column settings itself, around the default grid. */
function ColumnsHostGrid(props: Pick<DeliveriesGridOptions, 'columnsMenu'>) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <DeliveriesTable baseUrl="" paging={{ prefetchNextPage: false }} {...props} />
    </QueryClientProvider>
  );
}

/** A host's own markup on `useDeliveriesGrid`, with buttons that call the column actions. */
function HeadlessColumnsHost(options: DeliveriesGridOptions) {
  const grid = useDeliveriesGrid(options);
  const { actions } = grid;
  return (
    <section>
      <button
        type="button"
        onClick={() =>
          actions.setColumnSettings({ order: 'status' } as unknown as DeliveriesColumnSettings)
        }
      >
        Restore columns
      </button>
      <button type="button" onClick={() => actions.resizeColumn('colour', 300)}>
        Widen Colour
      </button>
      <button type="button" onClick={() => actions.resizeColumn('code', Number.NaN)}>
        Size Code to nothing
      </button>
      {/* A host's JavaScript, no types: an input's text, and a measure of a cell that is gone. */}
      <button
        type="button"
        onClick={() =>
          actions.resizeColumn('code', 'wide' as unknown as number, [
            undefined as unknown as number,
          ])
        }
      >
        Size Code to text
      </button>
      {grid.notices.map((item) => (
        <p key={item.kind} role="status">
          {item.text}
        </p>
      ))}
      <table aria-label={grid.messages.tableLabel}>
        <thead>
          <tr>
            {grid.columns.headers.map((header, index) => (
              <th
                key={header.column.id}
                scope="col"
                style={
                  grid.columns.fixedWidths ? { width: grid.columns.fixedWidths[index] } : undefined
                }
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows?.map((delivery) => (
            <tr key={grid.getRowId(delivery)}>
              {grid.columns.headers.map(({ column }) => (
                <td key={column.id}>{grid.columns.cellText(delivery, column.id)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
