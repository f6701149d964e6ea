import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localStorageViews, type DeliveriesView } from '@src/index';
import { defaultQueryState } from '@src/state/queryState';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { clickForNotice, renderHeadlessHost } from './headlessHost';

// A review find: a density from a host's JavaScript (a typo, a view it built) was used as
// given; no notice named it, and "Save view" then refused every view as not valid.
const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const key = 'densityChecked:views';
afterEach(() => localStorage.removeItem(key));

describe('a density the grid does not have', () => {
  it('from the host is named in the notice, comfortable is used, and a view can be saved', async () => {
    const grid = renderGrid(
      { density: 'Compact' as never, savedViews: { storage: localStorageViews(key) } },
      { serve: dataset },
    );
    await grid.ready();
    expect(
      (await screen.findByText(/^Some of the grid's settings could not be used/, {}, generous))
        .textContent,
    ).toBe(
      "Some of the grid's settings could not be used: The density “Compact” is not “comfortable” or “compact”, so it was left out.",
    );
    expect(document.querySelector('.deliveries-table')!.getAttribute('data-density')).toBe(
      'comfortable',
    );
    // The view the grid starts with: nothing to reset.
    expect(screen.queryByRole('button', { name: 'Reset view' })).toBeNull();

    await grid.user.click(screen.getByRole('button', { name: 'Views' }));
    await grid.user.type(
      await screen.findByRole('textbox', { name: 'View name' }, generous),
      'Mine',
    );
    await grid.user.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'Apply view Mine' }, generous);
    const stored = JSON.parse(localStorage.getItem(key)!) as { views: DeliveriesView[] };
    expect(stored.views.map((saved) => saved.density)).toEqual(['comfortable']);
  });

  it('in a view a headless host applies is left out, named, and the rest applied', async () => {
    renderHeadlessHost(dataset, (grid) => (
      <>
        <output aria-label="Density">{grid.view.density}</output>
        <button
          onClick={() =>
            grid.actions.applyView({
              state: { ...defaultQueryState, pageSize: 10 },
              columns: { order: [], hidden: [], widths: {} },
              density: 'huge',
            } as unknown as DeliveriesView)
          }
        >
          Restore view
        </button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    const errors = await clickForNotice(
      'Restore view',
      'The view “” was applied without some of its settings: The density “huge” is not “comfortable” or “compact”, so it was left out.',
    );
    expect(errors).toEqual([]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10), generous);
    expect(screen.getByRole('status', { name: 'Density' }).textContent).toBe('comfortable');
  });
});
