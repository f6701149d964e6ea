import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesToolbarParts } from '@src/index';
import { renderGrid } from '../harness';
import { dataset, firstPage } from './deliveriesServer';

/** The toolbar's buttons in document order, by name ("Filters" with its badge: its text). */
function toolbarButtons(container: HTMLElement): string[] {
  const toolbar = container.querySelector<HTMLElement>('.dt-toolbar')!;
  return within(toolbar)
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '');
}

/** Whether `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe("the toolbar's parts", () => {
  it('lays out search, Filters, Views, Columns, then Export by default', async () => {
    const grid = await renderGrid({}, { serve: dataset }).ready();
    expect(toolbarButtons(grid.container)).toEqual(['Filters', 'Views', 'Columns', 'Export']);
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    expect(precedes(search, screen.getByRole('button', { name: 'Filters' }))).toBe(true);
  });

  it("puts the host's control among the parts, in the host's order; a feature turned off is null", async () => {
    let given: DeliveriesToolbarParts | undefined;
    const grid = await renderGrid(
      {
        savedViews: false,
        columnsMenu: false,
        toolbar: (parts) => {
          given = parts;
          return (
            <>
              {parts.exporting}
              <button type="button">New delivery</button>
              {parts.filters}
              {parts.spacer}
              {parts.search}
              {parts.savedViews}
              {parts.columns}
            </>
          );
        },
      },
      { serve: dataset },
    ).ready();
    expect(toolbarButtons(grid.container)).toEqual(['Export', 'New delivery', 'Filters']);
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    expect(precedes(screen.getByRole('button', { name: 'Filters' }), search)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Views' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(given?.savedViews).toBeNull();
    expect(given?.columns).toBeNull();
    expect(given?.updatedAgo).toBeNull();
  });

  it('with every feature off, the toolbar is empty and the grid still loads its rows', async () => {
    const grid = await renderGrid(
      { search: false, filters: false, savedViews: false, columnsMenu: false, exporting: false },
      { serve: dataset },
    ).ready();
    expect(toolbarButtons(grid.container)).toEqual([]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(grid.bodies).toEqual([firstPage]);
  });
});
