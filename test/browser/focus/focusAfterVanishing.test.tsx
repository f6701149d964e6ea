import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveriesFaults, mockStatuses } from '@src/mocks/index';
import { firstRows, gridRenderer, saveScreenshot, serveReference } from '../harness';
import { worker } from '../worker';
import { dataset } from '../table/deliveriesServer';
import { expectNoAxeViolations, focused, listenToResults } from './focusProbe';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const delivered = statusOptions.find((option) => option.label === 'Delivered')!.value;
const renderGrid = gridRenderer({ statusOptions, locale: 'en-GB', timeZone: 'Europe/Berlin' });

/** Status "Delivered" and tag "fragile" applied: two chips above the rows. */
const renderWithTwoFilters = () =>
  renderGrid(
    { initialState: { filters: { status: [delivered], tags: ['fragile'] } } },
    { serve: dataset },
  );

const onTable = { role: 'table', name: 'Deliveries' };
const onFilters = { role: 'button', name: 'Filters' };

describe('focus lands on something that stays when the control that had it vanishes', () => {
  it('"Retry": the alert goes as the retry starts, focus waits on the table for the rows', async () => {
    serveReference(dataset);
    worker.use(deliveriesFaults.badRequest({ once: true }));
    const { user } = renderGrid();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await expectNoAxeViolations('a failed load with "Retry"');
    const results = listenToResults();

    await user.click(retry);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(focused()).toEqual(onTable);
    await firstRows();
    expect(focused()).toEqual(onTable);
    await waitFor(() => expect(results.said).toEqual(['25 deliveries, page 1']));
    await saveScreenshot('after-retry-focus-on-table');
    await expectNoAxeViolations('rows after "Retry", focus on the table');
  });

  it('"Clear all": the chips go, focus moves to "Filters"', async () => {
    const { user } = renderWithTwoFilters();
    const clearAll = await screen.findByRole('button', { name: 'Clear all' });
    await expectNoAxeViolations('two filters applied, as chips');

    await user.click(clearAll);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull());
    expect(focused()).toEqual(onFilters);
    await firstRows();
    expect(focused()).toEqual(onFilters);
    await expectNoAxeViolations('no filters, focus on "Filters"');
  });

  it('removing the last chip: focus moves to "Filters"; removing another, to the next chip', async () => {
    const { user } = renderWithTwoFilters();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter: Status: Delivered' }),
    );
    await waitFor(() => expect(focused().name).toBe('Remove filter: Tag: fragile'));

    await user.click(screen.getByRole('button', { name: 'Remove filter: Tag: fragile' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull());
    expect(focused()).toEqual(onFilters);
    await saveScreenshot('after-last-chip-focus-on-filters');
  });

  it('"Clear filters" in the empty state: the state goes as the rows load, focus waits on the table', async () => {
    const { user } = renderGrid(
      { initialState: { filters: { tags: ['no-such-tag'] } } },
      { serve: dataset },
    );
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const clear = await within(table).findByRole('button', { name: 'Clear filters' });
    await expectNoAxeViolations('empty state with "Clear filters"');

    await user.click(clear);
    expect(focused()).toEqual(onTable);
    await firstRows();
    expect(focused()).toEqual(onTable);
  });
});

describe('a page turn from a focused row onto a page with no rows', () => {
  it('keeps focus in the grid, on the table', async () => {
    // 50 deliveries, 25 a page, no look-ahead: page 2 is full, so "Next page" is offered.
    const bodies = serveReference(dataset.slice(0, 50));
    const { user } = renderGrid({
      initialState: { pageNumber: 2 },
      paging: { prefetchNextPage: false },
    });
    const rows = await firstRows();
    rows[2]!.focus();
    expect(focused().role).toBe('row');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await screen.findByText('Page 3', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryAllByRole('row', { name: /^DLV/ })).toHaveLength(0), {
      timeout: 10_000,
    });
    expect(bodies.at(-1)?.pageNumber).toBe(3);
    // The row went with its page: focus waits on the table, not on the page.
    await waitFor(() => expect(focused()).toEqual(onTable));
    await expectNoAxeViolations('an empty page after a turn from a row');
  });
});
