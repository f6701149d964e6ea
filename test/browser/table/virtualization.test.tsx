import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { deliveriesTable, expectedCodes, serveDeliveries } from './deliveriesServer';

const warehouse = generateDeliveries(1500, 11);
const longPage = { pageNumber: 1, pageSize: 1000, quickSearch: '' };

// Pages of 1,000 by default: long enough to virtualize.
const renderGrid = gridRenderer({
  initialState: { pageSize: 1000 },
  paging: { pageSizeOptions: [25, 1000] },
});

const scrollArea = () => deliveriesTable().parentElement!;
const drawnRows = () => [
  ...deliveriesTable().querySelectorAll<HTMLElement>('tbody tr[data-index]'),
];
// The virtualized body is its own chunk: until it is there the first rows show as a short page.
const virtualized = () =>
  waitFor(() => expect(deliveriesTable().querySelector('tbody[data-virtualized]')).not.toBeNull());
// The widths are held from the first layout the browser reports (a ResizeObserver call), which
// a loaded machine may deliver after the test's first scroll: wait for it, as a person's eye would.
const held = () => waitFor(() => expect(deliveriesTable().dataset.layout).toBe('fixed'));
const codeOf = (row: Element) => within(row as HTMLElement).getAllByRole('cell')[0]!.textContent;
const firstCodes = expectedCodes(longPage, warehouse);

async function scrollTo(top: number) {
  scrollArea().scrollTop = top;
  scrollArea().dispatchEvent(new Event('scroll'));
}

describe('row virtualization', () => {
  it('a page of 1,000 draws the rows in view, counts all of them, and scrolls to the last', async () => {
    const bodies = serveDeliveries(warehouse);
    renderGrid();
    await virtualized();
    expect(bodies).toEqual([longPage]);
    expect(deliveriesTable().getAttribute('aria-rowcount')).toBe('1001');
    expect(drawnRows().length).toBeLessThan(60);
    expect(drawnRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(drawnRows().map(codeOf)).toEqual(firstCodes.slice(0, drawnRows().length));

    await scrollTo(scrollArea().scrollHeight);
    await waitFor(() => expect(drawnRows().at(-1)!.getAttribute('aria-rowindex')).toBe('1001'));
    expect(codeOf(drawnRows().at(-1)!)).toBe(firstCodes.at(-1));
    // The header stays in view at the top of the scroll area.
    const header = screen.getByRole('columnheader', { name: 'Code' });
    expect(
      Math.abs(header.getBoundingClientRect().top - scrollArea().getBoundingClientRect().top),
    ).toBeLessThan(2);
    expect(drawnRows().length).toBeLessThan(60);
  });

  it('moves focus by keyboard to rows not drawn yet, and keeps the focused row while scrolling', async () => {
    serveDeliveries(warehouse);
    const opened: string[] = [];
    renderGrid({ rows: { onClick: (delivery) => opened.push(delivery.code) } });
    await virtualized();

    await userEvent.click(drawnRows()[0]!);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('4');

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('1001'));
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([firstCodes[0], firstCodes.at(-1)]);

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('2'));
    const focused = document.activeElement!;
    // Scrolled far away, the focused row stays in the document and keeps focus.
    await scrollTo(scrollArea().scrollHeight / 2);
    await waitFor(() =>
      expect(drawnRows().some((row) => row.getAttribute('aria-rowindex') === '500')).toBe(true),
    );
    expect(focused.isConnected).toBe(true);
    expect(document.activeElement).toBe(focused);
    // The next row is far from the view: the grid scrolls back to draw it, then focuses it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('3'));
    expect(scrollArea().scrollTop).toBeLessThan(200);
  });

  it('keeps its columns where they are while other rows scroll into view, until the area is resized', async () => {
    const bodies = serveDeliveries(warehouse);
    const { container } = renderGrid(
      {},
      {
        wrap: (grid) => <div style={{ width: 2000 }}>{grid}</div>,
      },
    );
    await virtualized();
    await held();
    const headerWidths = () =>
      screen.getAllByRole('columnheader').map((th) => Math.round(th.getBoundingClientRect().width));
    // Scrolls to each fraction of the page, waits for its rows, and finds the columns unmoved.
    async function scrollAndCompareWidths(fractions: number[], widths: number[]) {
      for (const fraction of fractions) {
        await scrollTo(fraction * (scrollArea().scrollHeight - scrollArea().clientHeight));
        const shown = Math.floor(fraction * 990);
        await waitFor(() =>
          expect(Number(drawnRows().at(-1)!.getAttribute('aria-rowindex'))).toBeGreaterThan(shown),
        );
        expect(headerWidths()).toEqual(widths);
      }
    }
    await scrollAndCompareWidths([0.25, 0.5, 0.75, 1], headerWidths());

    // A sort brings other deliveries: the columns fit them, then hold while they scroll.
    await scrollTo(0);
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    const byCode = { ...longPage, orderBy: { key: 'code', order: 'asc' } as const };
    await waitFor(() => expect(bodies.at(-1)).toEqual(byCode));
    const sortedCodes = expectedCodes(byCode, warehouse);
    expect(sortedCodes[0]).not.toBe(firstCodes[0]);
    await waitFor(() => expect(codeOf(drawnRows()[0]!)).toBe(sortedCodes[0]));
    await scrollTo(100);
    await held();
    await scrollAndCompareWidths([0.5, 1], headerWidths());

    // A wider area: the table fills it again, laid out by the rows in view.
    (container.firstElementChild as HTMLElement).style.width = '2400px';
    await waitFor(() =>
      expect(Math.round(deliveriesTable().getBoundingClientRect().width)).toBe(
        scrollArea().clientWidth,
      ),
    );
    expect(scrollArea().clientWidth).toBeGreaterThan(2300);
  });

  it('a small page keeps every row in the document, for printing and find-in-page', async () => {
    const bodies = serveDeliveries(warehouse);
    renderGrid({ initialState: { pageSize: 25 } });
    const page = { ...longPage, pageSize: 25 };
    await waitFor(() => expect(drawnRows().map(codeOf)).toEqual(expectedCodes(page, warehouse)));
    expect(bodies).toEqual([page]);
    expect(deliveriesTable().querySelector('[data-virtualized]')).toBeNull();
    expect(deliveriesTable().getAttribute('aria-rowcount')).toBe('26');
  });

  it('rows.virtualizeAbove = Infinity draws all 1,000 rows', async () => {
    serveDeliveries(warehouse);
    renderGrid({ rows: { virtualizeAbove: Infinity } });
    await waitFor(() => expect(drawnRows()).toHaveLength(1000));
    expect(drawnRows().map(codeOf)).toEqual(firstCodes);
  });
});
