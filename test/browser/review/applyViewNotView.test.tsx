import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveriesView } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { clickForNotice, renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe('applyView of something that is not a view', () => {
  it('is refused with a notice naming it, the state as it was, and nothing throws', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button onClick={() => grid.actions.setPageSize(10)}>Ten a page</button>
        {/* A host restoring a view it did not find: `JSON.parse('null')`. */}
        <button onClick={() => grid.actions.applyView(JSON.parse('null') as DeliveriesView)}>
          Restore view
        </button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Ten a page' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10), generous);
    expect(bodies).toHaveLength(2);

    const errors = await clickForNotice(
      'Restore view',
      "Some of the grid's settings could not be used: The settings “null” are not a set of settings, so none were used.",
    );
    expect(errors).toEqual([]);
    // Ten a page still: the server was asked nothing more.
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.pageSize).toBe(10);
  });
});

describe('applyView of a view that holds no state', () => {
  it("is refused as the stored views' door leaves it out: the search and sort stay, named", async () => {
    // A record a host restored from its own server, which dropped `state` (an older record).
    const withoutState = JSON.parse(
      '{"columns":{"order":[],"hidden":["status"],"widths":{}},"density":"compact"}',
    ) as DeliveriesView;
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button onClick={() => grid.actions.search('berlin')}>Search Berlin</button>
        <button onClick={() => grid.actions.sortBy({ key: 'code', order: 'desc' })}>
          Codes, Z to A
        </button>
        <button onClick={() => grid.actions.applyView(withoutState)}>Restore view</button>
        <output aria-label="Hidden columns">{grid.columns.settings.hidden.join(',')}</output>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Search Berlin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Codes, Z to A' }));
    const searched = { pageNumber: 1, pageSize: 25, quickSearch: 'berlin' };
    const sorted = { ...searched, orderBy: { key: 'code', order: 'desc' } };
    await waitFor(() => expect(bodies.at(-1)).toEqual(sorted), generous);
    const asked = bodies.length;

    const errors = await clickForNotice(
      'Restore view',
      "Some of the grid's settings could not be used: The settings “undefined” are not a set of settings, so none were used.",
    );
    expect(errors).toEqual([]);
    // Nothing of the view was taken (its hidden column neither), and nothing more was asked.
    expect(screen.getByRole('status', { name: 'Hidden columns' }).textContent).toBe('');
    expect(bodies).toHaveLength(asked);
    expect(bodies.at(-1)).toEqual(sorted);
  });
});
