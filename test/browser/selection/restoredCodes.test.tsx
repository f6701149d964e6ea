import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesSelection } from '@src/index';
import { catchDownloads, readCsv } from '../export/exportHarness';
import {
  checkboxesShown,
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
