import { cloneElement, useState, type ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesTableProps,
} from '@src/index';
import { catchDownloads, readCsv } from '../export/exportHarness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import {
  checkboxesShown,
  expectedCodesOf,
  onPage,
  recordingAction,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

afterEach(() => vi.restoreAllMocks());

// A host restores the selection it kept (sessionStorage, its store) as the codes alone: the
// grid accepts it (checkSelection refuses only deliveries that are not among the codes), ticks
// the two rows on the page and says "2 selected". "Export selected" and an action must then
// get those two deliveries, "as the page now shows them" (Selection.mdx): the file instead
// holds no row at all, and the action gets `deliveries: []`.
describe('a codes selection passed in without its deliveries, its rows on the page', () => {
  it('"Export selected" writes the ticked rows the bar counts', async () => {
    const files = catchDownloads();
    const probe = renderSelectableGrid({ selection: {} });
    const codes = (await checkboxesShown()).slice(0, 2);
    probe.unmount();

    const restored: DeliveriesSelection = { kind: 'codes', codes, deliveries: [] };
    const grid = renderSelectableGrid({ selection: { defaultValue: restored } });
    await checkboxesShown();
    await waitFor(() => expect(rowCheckbox(codes[0]!).checked).toBe(true));
    expect(rowCheckbox(codes[1]!).checked).toBe(true);
    expect(within(selectionBar()).getByText('2 selected')).toBeTruthy();

    await grid.user.click(
      within(selectionBar()).getByRole('button', { name: 'Export selected (CSV)' }),
    );
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...records] = await readCsv(files[0]!);
    // What happens: no record, and "Exported 0 deliveries."
    expect(records.map((record) => record[0])).toEqual(codes);
  });

  it('an action gets the ticked deliveries it counts', async () => {
    const probe = renderSelectableGrid({ selection: {} });
    const codes = (await checkboxesShown()).slice(0, 2);
    probe.unmount();

    const { received, action } = recordingAction('Hand to courier');
    const restored: DeliveriesSelection = { kind: 'codes', codes, deliveries: [] };
    const grid = renderSelectableGrid({ selection: { defaultValue: restored, actions: [action] } });
    await checkboxesShown();
    await waitFor(() => expect(rowCheckbox(codes[0]!).checked).toBe(true));
    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const got = received[0]!;
    expect(got.kind === 'codes' && got.deliveries.map((delivery) => delivery.code)).toEqual(codes);
  });
});

// Two of the three codes restored are on page 2: until it is shown the grid has only their
// codes. The bar says so, and what the CSV and an action get of them; once page 2 is shown
// their deliveries are held, and handed on from any page.
describe('a codes selection passed in without its deliveries, some on another page', () => {
  const [first] = expectedCodesOf(1);
  const later = expectedCodesOf(2).slice(3, 5);
  const restored: DeliveriesSelection = {
    kind: 'codes',
    codes: [first!, ...later],
    deliveries: [],
  };
  const notShownYet =
    '2 of them are known by their codes alone until their pages are shown: actions get only their codes, and the CSV leaves them out.';

  it('says which are known by code alone, and the CSV holds the one shown', async () => {
    const files = catchDownloads();
    const grid = renderSelectableGrid({ selection: { defaultValue: restored } });
    await onPage(1);
    await waitFor(() => expect(rowCheckbox(first!).checked).toBe(true));
    const bar = selectionBar();
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    expect(within(bar).getByText(notShownYet)).toBeTruthy();
    await expectNoAxeViolations('the bar saying some are known by code alone');

    await grid.user.click(within(bar).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual([first]);
  });

  it('holds the deliveries of each page shown, and an action gets all three', async () => {
    const { received, action } = recordingAction('Hand to courier');
    const grid = renderSelectableGrid({ selection: { defaultValue: restored, actions: [action] } });
    await onPage(1);
    await within(selectionBar()).findByText(notShownYet, {}, { timeout: 10_000 });
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await onPage(2);
    await waitFor(() => expect(rowCheckbox(later[0]!).checked).toBe(true));
    // Page 1's delivery was held when shown: nothing is known by code alone any more.
    await waitFor(() =>
      expect(selectionBar().querySelector('.dt-selection-codes-alone')).toBeNull(),
    );
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await onPage(1);
    expect(within(selectionBar()).queryByText(/known by/)).toBeNull();

    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const got = received[0]!;
    expect(got.kind === 'codes' && got.deliveries.map((delivery) => delivery.code)).toEqual([
      first,
      ...later,
    ]);
  });
});

// Review finds: the fill-in was announced as news ("3 selected", again on each page), it did
// not run for a selection set after the rows came, and a host that keeps the codes alone must
// not be fought (a fill, dropped, filled again...).
describe('a codes selection without its deliveries, from a host', () => {
  const [first] = expectedCodesOf(1);
  const later = expectedCodesOf(2).slice(3, 5);
  const codes = [first!, ...later];
  // The words in the region: a new node is said again.
  const spoken = () => document.querySelector('.dt-selection-area > [role="status"] > span');
  const selectionSaid = () =>
    [...document.querySelectorAll('.dt-selection-area > [role="status"]')].map(
      (region) => region.textContent,
    );

  /** A host that owns the selection: "Restore selection" sets the codes it kept; `keep` is
   * what it stores of each change the grid asks for. */
  function hostOf(
    keep: (next: DeliveriesSelection) => DeliveriesSelection,
    start: DeliveriesSelection,
  ) {
    const heard: DeliveriesSelection[] = [];
    const { received, action } = recordingAction('Hand to courier');
    function Host({ grid }: { grid: ReactElement<DeliveriesTableProps> }) {
      const [value, setValue] = useState(start);
      const onChange = (next: DeliveriesSelection) => {
        heard.push(next);
        setValue(keep(next));
      };
      return (
        <>
          <button type="button" onClick={() => setValue({ kind: 'codes', codes, deliveries: [] })}>
            Restore selection
          </button>
          {cloneElement(grid, { selection: { value, onChange, actions: [action] } })}
        </>
      );
    }
    const grid = renderSelectableGrid(
      {},
      { wrap: (element) => <Host grid={element as ReactElement<DeliveriesTableProps>} /> },
    );
    return { grid, heard, received };
  }

  it('fills in quietly, for a selection set after the rows came too', async () => {
    const { grid, heard, received } = hostOf((next) => next, noDeliveriesSelected);
    await onPage(1);
    await grid.user.click(screen.getByRole('button', { name: 'Restore selection' }));
    await waitFor(() => expect(rowCheckbox(first!).checked).toBe(true));
    await waitFor(() =>
      expect(heard.at(-1)).toMatchObject({
        deliveries: [expect.objectContaining({ code: first })],
      }),
    );
    // The host's restore is news, said once; the deliveries filled in after it are not.
    await waitFor(() => expect(selectionSaid()).toContain('3 selected'));
    const said = spoken();
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await onPage(2);
    await waitFor(() =>
      expect(selectionBar().querySelector('.dt-selection-codes-alone')).toBeNull(),
    );
    expect(spoken()).toBe(said);
    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const got = received[0]!;
    expect(got.kind === 'codes' && got.deliveries.map((delivery) => delivery.code)).toEqual(codes);
  });

  it('asks once a page of a host that keeps the codes alone, and says what is handed on', async () => {
    const codesOnly = (next: DeliveriesSelection): DeliveriesSelection =>
      next.kind === 'codes' ? { kind: 'codes', codes: [...next.codes], deliveries: [] } : next;
    const { grid, heard } = hostOf(codesOnly, { kind: 'codes', codes, deliveries: [] });
    await onPage(1);
    await waitFor(() => expect(heard).toHaveLength(1));
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await onPage(2);
    await waitFor(() => expect(heard).toHaveLength(2));
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await onPage(1);
    await waitFor(() => expect(heard).toHaveLength(3));
    // Dropped again by the host: the page's row is taken as shown, the others named.
    await within(selectionBar()).findByText(
      '2 of them are known by their codes alone until their pages are shown: actions get only their codes, and the CSV leaves them out.',
    );
    expect(selectionSaid()).not.toContain('3 selected');
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await onPage(2);
    await waitFor(() => expect(heard).toHaveLength(4));
  });
});
