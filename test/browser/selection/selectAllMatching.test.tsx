import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultQueryState, type DeliveriesQueryState } from '@src/index';
import { queryDeliveries } from '@src/mocks/index';
import { catchDownloads, readCsv } from '../export/exportHarness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import type { GridView } from '../harness';
import { worker } from '../worker';
import {
  checkboxesShown,
  dataset,
  pageCheckbox,
  recordingAction,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
  shownCodes,
} from './selectionHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every delivered delivery, in the server's order. */
const delivered = queryDeliveries(dataset, {
  pageNumber: 1,
  pageSize: dataset.length,
  quickSearch: '',
  filters: { status: [4] },
}).map((delivery) => delivery.code);

/** Applies "Status: Delivered" through the filter panel and waits for its first page. */
async function filterDelivered({ user }: GridView, expected = delivered.slice(0, 10)) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  await user.type(await screen.findByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(shownCodes()).toEqual(expected));
}

describe('"Select all matching"', () => {
  it('hands the action the filter\'s request and the unticked codes; "Export selected" writes the rest, in order', async () => {
    expect(delivered.length).toBeGreaterThan(20);
    const files = catchDownloads();
    const printLabels = recordingAction('Print labels');
    const grid = renderSelectableGrid({ selection: { actions: [printLabels.action] } });
    const { user } = grid;
    await checkboxesShown();
    await filterDelivered(grid);
    const before = grid.bodies.length;

    await user.click(pageCheckbox());
    expect(within(selectionBar()).getByText('10 selected')).toBeTruthy();
    const allMatching = within(selectionBar()).getByRole('button', { name: 'Select all matching' });
    const pressedAt = Date.now();
    await user.click(allMatching);
    // The bar names what it stands for, in the chip's own words.
    const chip = statusChipText();
    expect(within(selectionBar()).getByText(`All deliveries matching ${chip}`)).toBeTruthy();
    expect(
      within(selectionBar()).queryByRole('button', { name: 'Select all matching' }),
    ).toBeNull();
    // Focus went from the button that left to the bar's first button (after the next frame).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(selectionBar()).getByRole('button', { name: 'Clear selection' }),
      ),
    );
    await expectNoAxeViolations('all matching selected');

    // Page 2 comes ticked; two deliveries are unticked there.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowCheckbox(delivered[10]!).checked).toBe(true));
    await user.click(rowCheckbox(delivered[11]!));
    await user.click(rowCheckbox(delivered[14]!));
    expect(
      within(selectionBar()).getByText(`All deliveries matching ${chip}, 2 excluded`),
    ).toBeTruthy();
    expect(pageCheckbox().indeterminate).toBe(true);

    await user.click(within(selectionBar()).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(printLabels.received).toHaveLength(1));
    const [selection] = printLabels.received;
    expect(selection).toEqual({
      kind: 'query',
      request: { quickSearch: '', filters: { status: [4] } },
      excludedCodes: [delivered[11], delivered[14]],
      asOf: expect.any(String),
    });
    const asOf = Date.parse(selection!.kind === 'query' ? selection!.asOf : '');
    expect(asOf).toBeGreaterThanOrEqual(pressedAt - 1000);
    expect(asOf).toBeLessThanOrEqual(Date.now());
    // Selecting every match fetched nothing: only page 2 was asked for since the filter.
    expect(grid.bodies.slice(before).map((body) => body.pageNumber)).toEqual([2]);

    await user.click(within(selectionBar()).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(
      delivered.filter((code) => code !== delivered[11] && code !== delivered[14]),
    );
    // The export paged through the filter's request, from page 1.
    const exportBodies = grid.bodies.slice(before + 1);
    expect(exportBodies[0]).toMatchObject({ pageNumber: 1, filters: { status: [4] } });
    expect(exportBodies.every((body) => body.filters?.status?.[0] === 4)).toBe(true);
    await screen.findByText(`Exported ${delivered.length - 2} deliveries.`);
  });

  it('ends when the filters change, and says so', async () => {
    const grid = await allDeliveredSelected();
    const { user } = grid;
    const heard = listenToSelection();

    await user.click(screen.getByRole('button', { name: /^Remove filter: Status/ }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull());
    const ended = 'The selection of all matching deliveries ended: the search or filters changed.';
    expect(screen.getByText(ended, { selector: '.dt-selection-ended span' })).toBeTruthy();
    await waitFor(() => expect(heard.said).toEqual([ended]));
    // The unfiltered page shows nothing ticked.
    await waitFor(() => expect(rowCheckbox(dataset[0]!.code).checked).toBe(false));
    expect(pageCheckbox().checked).toBe(false);
    await expectNoAxeViolations('a query selection ended');

    // The next tick is a new selection of codes, and the note goes.
    await user.click(rowCheckbox(dataset[0]!.code));
    expect(within(selectionBar()).getByText('1 selected')).toBeTruthy();
    expect(screen.queryByText(ended, { selector: '.dt-selection-ended span' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    heard.stop();
  });

  it('sends a search typed but not yet sent before an action could act on the old matches', async () => {
    const { received, action } = recordingAction('Hand to courier');
    // A long debounce: the person presses the action while the search still waits to go.
    const grid = renderSelectableGrid({
      selection: { actions: [action] },
      search: { debounceMs: 60_000 },
    });
    await checkboxesShown();
    await grid.user.click(pageCheckbox());
    await grid.user.click(
      within(selectionBar()).getByRole('button', { name: 'Select all matching' }),
    );
    await grid.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'gmbh');
    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    // The search goes at once, which ends the selection of every match: nothing is handed over.
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('gmbh'), { timeout: 10_000 });
    const ended = 'The selection of all matching deliveries ended: the search or filters changed.';
    expect(
      await screen.findByText(ended, { selector: '.dt-selection-ended span' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('runs an action while the box holds filter words it could not apply', async () => {
    const { received, action } = recordingAction('Hand to courier');
    const grid = renderSelectableGrid({ selection: { actions: [action] } });
    await checkboxesShown();
    await grid.user.click(pageCheckbox());
    await grid.user.click(
      within(selectionBar()).getByRole('button', { name: 'Select all matching' }),
    );
    const box = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await grid.user.click(box);
    await grid.user.paste('status:nonsense');
    await grid.user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
    // Nothing applied: the selection is what the bar says, and the action runs on it.
    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]).toMatchObject({ kind: 'query', request: { quickSearch: '' } });
  });

  it('"Undo" brings back the ended selection with its filter and page, without a request', async () => {
    const grid = await allDeliveredSelected();
    const { user } = grid;
    // On page 2 one delivery is unticked: the undo must keep that too.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowCheckbox(delivered[10]!).checked).toBe(true));
    await user.click(rowCheckbox(delivered[12]!));
    const chip = statusChipText();
    const words = `All deliveries matching ${chip}, 1 excluded`;
    expect(within(selectionBar()).getByText(words)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Remove filter: ${chip}` }));
    await waitFor(() => expect(shownCodes()).toEqual(dataset.slice(0, 10).map((d) => d.code)));
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    const heard = listenToSelection();
    const sent = grid.bodies.length;

    const undo = screen.getByRole('button', { name: 'Undo' });
    await expectNoAxeViolations('a query selection ended, with Undo');
    await user.click(undo);
    // The chip, the page and the selection are back: the unticked delivery stays unticked.
    await screen.findByRole('button', { name: `Remove filter: ${chip}` });
    await waitFor(() => expect(shownCodes()).toEqual(delivered.slice(10, 20)));
    expect(within(selectionBar()).getByText(words)).toBeTruthy();
    expect(rowCheckbox(delivered[11]!).checked).toBe(true);
    expect(rowCheckbox(delivered[12]!).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() => expect(heard.said).toEqual([words]));
    // Focus went from "Undo" to the bar.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(selectionBar()).getByRole('button', { name: 'Clear selection' }),
      ),
    );
    // Both pages came from the cache: the server was not asked for the filter again (a
    // prefetch of the unfiltered query may still land: it is not the undo's).
    expect(grid.bodies.slice(sent).filter((body) => body.filters?.status)).toEqual([]);
    heard.stop();
  });

  it('"Undo" after a search ended it brings back the search typed, in a host\'s own state', async () => {
    // The host holds the query state (as a link would): Undo goes through onStateChange.
    let state: DeliveriesQueryState = { ...defaultQueryState, pageSize: 10, quickSearch: 'DLV' };
    const held = () => ({
      state,
      onStateChange: (next: DeliveriesQueryState) => {
        state = next;
        grid.rerenderGrid({ ...held() });
      },
    });
    const grid = renderSelectableGrid(held());
    const { user } = grid;
    await checkboxesShown();
    await user.click(pageCheckbox());
    await user.click(within(selectionBar()).getByRole('button', { name: 'Select all matching' }));
    const words = 'All deliveries matching Search: "DLV"';
    expect(within(selectionBar()).getByText(words)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await user.type(search, '-2026-00001');
    // The rows of the search typed have been asked for: nothing is on its way any more.
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('DLV-2026-00001'));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const sent = grid.bodies.length;
    await user.click(undo);
    expect(state.quickSearch).toBe('DLV');
    await waitFor(() => expect((search as HTMLInputElement).value).toBe('DLV'));
    expect(within(selectionBar()).getByText(words)).toBeTruthy();
    expect(grid.bodies.slice(sent).filter((body) => body.quickSearch === 'DLV')).toEqual([]);
  });

  it('names the quick search and every filter it stands for; with neither, all deliveries', async () => {
    const grid = renderSelectableGrid();
    const { user } = grid;
    await checkboxesShown();
    await user.click(pageCheckbox());
    await user.click(within(selectionBar()).getByRole('button', { name: 'Select all matching' }));
    expect(within(selectionBar()).getByText('All deliveries')).toBeTruthy();
    await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));

    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await user.type(search, 'DLV');
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('DLV'));
    await filterDelivered(grid);
    await user.click(pageCheckbox());
    await user.click(within(selectionBar()).getByRole('button', { name: 'Select all matching' }));
    expect(
      within(selectionBar()).getByText(
        `All deliveries matching Search: "DLV", ${statusChipText()}`,
      ),
    ).toBeTruthy();
  });

  it("speaks a host's words: what it stands for, the notice and Undo", async () => {
    const grid = renderSelectableGrid({
      messages: {
        selection: {
          allMatching: (excluded, matching) =>
            `Alle Lieferungen (${matching.join(' · ') || 'ohne Filter'}), ${excluded} ausgenommen`,
          searchTerm: (text) => `Suche „${text}“`,
          queryEnded: 'Die Auswahl aller Treffer ist beendet.',
          undo: 'Rückgängig',
        },
      },
    });
    const { user } = grid;
    await checkboxesShown();
    await filterDelivered(grid);
    await user.click(pageCheckbox());
    await user.click(within(selectionBar()).getByRole('button', { name: 'Select all matching' }));
    const chip = statusChipText();
    expect(
      within(selectionBar()).getByText(`Alle Lieferungen (${chip}), 0 ausgenommen`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Remove filter: ${chip}` }));
    expect(
      await screen.findByText('Die Auswahl aller Treffer ist beendet.', {
        selector: '.dt-selection-ended span',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(
        within(selectionBar()).getByText(`Alle Lieferungen (${chip}), 0 ausgenommen`),
      ).toBeTruthy(),
    );
  });

  it("is not offered over the last search's rows while a new search loads", async () => {
    const printLabels = recordingAction('Print labels');
    const grid = renderSelectableGrid({ selection: { actions: [printLabels.action] } });
    const { user } = grid;
    const codes = await checkboxesShown();
    let releaseSearch!: () => void;
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    const searched: string[] = [];
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.clone().json()) as { quickSearch?: string };
        if (body.quickSearch) searched.push(body.quickSearch);
        if (body.quickSearch) await searchHeld;
        return undefined; // on to the reference backend
      }),
    );
    try {
      await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'DLV{Enter}');
      await waitFor(() => expect(searched).toEqual(['DLV']));
      // The last search's rows, dimmed, while the new one's answer is on its way.
      expect(screen.getByRole('table', { name: 'Deliveries' }).getAttribute('aria-busy')).toBe(
        'true',
      );
      await user.click(pageCheckbox());
      expect(within(selectionBar()).getByText('10 selected')).toBeTruthy();
      // Every match of "DLV" would stand for rows nobody has seen yet: not offered.
      expect(
        within(selectionBar()).queryByRole('button', { name: 'Select all matching' }),
      ).toBeNull();
      await expectNoAxeViolations('a page ticked while a new search loads');
    } finally {
      releaseSearch();
    }
    // Its rows come (the same ten: every code has "DLV"), still ticked: now it is offered.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Deliveries' }).getAttribute('aria-busy')).toBe(
        'false',
      ),
    );
    expect(shownCodes()).toEqual(codes);
    await user.click(
      await within(selectionBar()).findByRole('button', { name: 'Select all matching' }),
    );
    await user.click(within(selectionBar()).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(printLabels.received).toHaveLength(1));
    expect(printLabels.received[0]).toMatchObject({
      kind: 'query',
      request: { quickSearch: 'DLV' },
    });
  });

  it('a selection of codes survives sorting and a filter', async () => {
    const grid = renderSelectableGrid();
    const { user } = grid;
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'code', order: 'asc' }));
    await filterDelivered(grid, [...delivered].sort().slice(0, 10));
    expect(within(selectionBar()).getByText('1 selected')).toBeTruthy();
    // Not on screen any more, still selected.
    expect(screen.queryByRole('checkbox', { name: `Select ${codes[0]}` })).toBe(
      delivered.slice().sort().slice(0, 10).includes(codes[0]!) ? rowCheckbox(codes[0]!) : null,
    );
  });
});

/** A grid filtered on "Delivered", with every delivery matching it selected. */
async function allDeliveredSelected() {
  const grid = renderSelectableGrid();
  await checkboxesShown();
  await filterDelivered(grid);
  await grid.user.click(pageCheckbox());
  await grid.user.click(
    within(selectionBar()).getByRole('button', { name: 'Select all matching' }),
  );
  return grid;
}

/** The Status chip's text as the chips read it ("Status Delivered" or "Status: Delivered"). */
function statusChipText(): string {
  const chips = screen.getByRole('list', { name: 'Active filters' });
  const chip = within(chips).getByRole('button', { name: /^Remove filter: Status/ });
  return (chip.getAttribute('aria-label') ?? '').slice('Remove filter: '.length);
}

/** What the selection's own live region says from now on. */
function listenToSelection() {
  const region = document.querySelector('.dt-selection-area > .dt-visually-hidden[role="status"]');
  if (!region) throw new Error('No selection live region');
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text.trim() !== '') said.push(text);
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

// A review find: with the search in force holding a quote, the box shows it as the language
// types it (`\"`), and a bulk action took that for a search not sent yet: nothing ran.
describe('every match of a search holding a quote', () => {
  it('runs a bulk action on the selection, the search as it is', async () => {
    const quickSearch = '12" pipe';
    const { received, action } = recordingAction('Hand to courier');
    const grid = renderSelectableGrid({
      initialState: { pageSize: 10, quickSearch },
      selection: {
        defaultValue: {
          kind: 'query',
          request: { quickSearch },
          excludedCodes: [],
          asOf: '2026-12-05T08:00:00.000Z',
        },
        actions: [action],
      },
    });
    await screen.findAllByText('No deliveries found', {}, { timeout: 10_000 });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('12\\" pipe');
    const sent = grid.bodies.length;
    const bar = await screen.findByRole('toolbar', { name: 'Selection' }, { timeout: 10_000 });
    await grid.user.click(within(bar).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ kind: 'query', request: { quickSearch } });
    // The search was not sent again as if typed.
    expect(grid.bodies.slice(sent)).toEqual([]);
  });
});
