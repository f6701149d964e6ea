import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { DeliveriesRequest } from '@src/api/types';
import { mockStatuses, queryDeliveries } from '@src/mocks/index';
import { worker } from '../worker';
import { gridRenderer, saveScreenshot } from '../harness';
import { dataset, expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';
import { disclosureNamed, expectNoAxeViolations, listenToResults } from './focusProbe';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const delivered = statusOptions.find((option) => option.label === 'Delivered')!.value;
const renderGrid = gridRenderer({ statusOptions, locale: 'en-GB', timeZone: 'Europe/Berlin' });
const fullFirstPage = '25 deliveries, page 1';
// A busy machine answers late: every wait has room of its own, not the default second.
const generous = { timeout: 10_000 };

describe('every change a person makes is announced with its result, from the cache too', () => {
  it('a sort says its order and the rows; a cached order and a cached page are said again', async () => {
    const { user, ready, bodies } = renderGrid({}, { serve: dataset });
    await ready();
    const results = listenToResults();
    const sortByCode = () => user.click(screen.getByRole('button', { name: 'Code' }));

    await sortByCode();
    await waitFor(() =>
      expect(results.said).toEqual([`Sorted by Code, ascending. ${fullFirstPage}`]),
    );
    await sortByCode();
    await waitFor(() => expect(results.said).toHaveLength(2));
    await sortByCode();
    await waitFor(() => expect(results.said).toHaveLength(3));
    const sent = bodies.length;
    // Ascending again: from the cache, no request, the same words as the first sort.
    await sortByCode();
    await waitFor(() => expect(results.said).toHaveLength(4));
    expect(bodies).toHaveLength(sent);
    expect(results.said).toEqual([
      `Sorted by Code, ascending. ${fullFirstPage}`,
      `Sorted by Code, descending. ${fullFirstPage}`,
      `Sort removed: server order. ${fullFirstPage}`,
      `Sorted by Code, ascending. ${fullFirstPage}`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(results.said.at(-1)).toBe('25 deliveries, page 2'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(results.said).toHaveLength(6));
    expect(results.said.at(-1)).toBe(fullFirstPage);
    await expectNoAxeViolations('sorted by Code, after the announcements');
  });

  it('removing the last chip and "Clear all" back to a cached page are said; a background refresh is not', async () => {
    const filtered = { ...firstPage, filters: { status: [delivered] } };
    // Both pages are full: the same words before and after, which a live region would swallow.
    expect(expectedCodes(filtered)).toHaveLength(25);
    const { user, ready, bodies, queryClient } = renderGrid({}, { serve: dataset });
    await ready();
    const results = listenToResults();

    const filters = disclosureNamed('Filters');
    await user.click(filters.toggle);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(results.said).toEqual([fullFirstPage]));

    await user.click(screen.getByRole('button', { name: 'Remove filter: Status: Delivered' }));
    await waitFor(() => expect(results.said).toEqual([fullFirstPage, fullFirstPage]));

    // The filtered page again (cached), then "Clear all" back to the cached unfiltered one.
    await user.click(filters.toggle);
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(results.said).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(results.said).toHaveLength(4));
    expect(results.said).toEqual([fullFirstPage, fullFirstPage, fullFirstPage, fullFirstPage]);

    const sent = bodies.length;
    await queryClient.refetchQueries({ type: 'active' });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(sent));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(results.said).toHaveLength(4);
  });

  it('a cached page shown while it reloads is said at once; its reload is a background refresh', async () => {
    const { user, ready, queryClient } = renderGrid({ refresh: {} }, { serve: dataset });
    await ready();
    const results = listenToResults();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(results.said).toEqual(['25 deliveries, page 2']), generous);
    // Page 1 grows stale in the cache: going back shows it at once and asks again behind it;
    // the server now has 20 rows there, held until the person has heard the cached 25. Its
    // answer is a background refresh: it says only what it changed (marks are not on here).
    await queryClient.invalidateQueries({ refetchType: 'none' });
    const sent: DeliveriesRequest[] = [];
    // Each page 1 request waits for `release` of its time.
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
    onTestFinished(() => release());
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.clone().json()) as DeliveriesRequest;
        if (body.pageNumber !== 1) return undefined;
        sent.push(body);
        await held;
        return HttpResponse.json(queryDeliveries(dataset, body).slice(0, 20));
      }),
    );
    hold();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(
      () => expect(results.said).toEqual(['25 deliveries, page 2', fullFirstPage]),
      generous,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(shownCodes()).toHaveLength(20), generous);
    expect(sent).toEqual([firstPage]);
    expect(results.said).toEqual(['25 deliveries, page 2', fullFirstPage]);

    // "Refresh", a person's own, asks for the same rows: its answer is said, not before.
    hold();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent).toEqual([firstPage, firstPage]), generous);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(results.said).toHaveLength(2);
    release();
    await waitFor(() => expect(results.said).toHaveLength(3), generous);
    expect(results.said).toEqual(['25 deliveries, page 2', fullFirstPage, '20 deliveries, page 1']);
    await expectNoAxeViolations('a cached page reloaded with fewer rows');
  });

  it('"Columns" says where a moved column went', async () => {
    const { user, ready } = renderGrid({}, { serve: dataset });
    await ready();
    const columns = disclosureNamed('Columns');
    await user.click(columns.toggle);
    const status = columns.toggle.closest('.dt-columns')!.querySelector('[role="status"]')!;
    const moves: string[] = [];
    new MutationObserver(() => moves.push(status.textContent ?? '')).observe(status, {
      childList: true,
      subtree: true,
    });

    await user.click(within(columns.content()).getByRole('button', { name: 'Move Status up' }));
    await waitFor(() => expect(moves).toEqual(['Status moved to position 7 of 9.']));
    await user.click(within(columns.content()).getByRole('button', { name: 'Move Status down' }));
    await user.click(within(columns.content()).getByRole('button', { name: 'Move Status up' }));
    // The same words twice in a row are said twice.
    await waitFor(() => expect(moves).toHaveLength(3));
    expect(moves).toEqual([
      'Status moved to position 7 of 9.',
      'Status moved to position 8 of 9.',
      'Status moved to position 7 of 9.',
    ]);
    await saveScreenshot('columns-after-move', columns.content());
    await expectNoAxeViolations('"Columns" open after moves');
  });

  it('"Columns" lists and moves the columns as drawn, pins first and last', async () => {
    const pinned = { order: [], hidden: [], widths: {}, pinned: { status: 'start' as const } };
    const { user, ready } = renderGrid(
      { columnsMenu: { defaultSettings: pinned } },
      { serve: dataset },
    );
    await ready();
    const columns = disclosureNamed('Columns');
    await user.click(columns.toggle);
    const listed = () =>
      within(columns.content())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    // The headers' labels (their text holds the label, then the sort and menu buttons' words).
    const drawn = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .flatMap((header) => listed().filter((label) => header.textContent!.startsWith(label!)));
    expect(listed()[0]).toBe('Status');
    expect(drawn()).toEqual(listed());
    // Status is first of its pin: it moves no further up; Code, first of the rest, neither.
    const up = (name: string) =>
      within(columns.content()).getByRole('button', { name: `Move ${name} up` });
    expect(up('Status')).toHaveAttribute('aria-disabled', 'true');
    expect(up('Code')).toHaveAttribute('aria-disabled', 'true');
    const status = columns.toggle.closest('.dt-columns')!.querySelector('[role="status"]')!;
    await user.click(up('Tenant'));
    await waitFor(() => expect(status.textContent).toBe('Tenant moved to position 2 of 9.'));
    expect(listed().slice(0, 3)).toEqual(['Status', 'Tenant', 'Code']);
    await waitFor(() => expect(drawn()).toEqual(listed()));
  });
});
