import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noDeliveriesSelected, type DeliveriesSelection } from '@src/index';
import { checkboxesShown, dataset, renderSelectableGrid, rowCheckbox } from './selectionHarness';

/** What the selection's polite live region says now. */
const said = (text: string) =>
  screen.getAllByRole('status').some((status) => status.textContent === text);

/** Every text that appears in the selection's live region from now on. */
function everythingSaid() {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || !record.target.closest('.dt-selection-area'))
        continue;
      const region = record.target.closest('[role="status"]');
      for (const node of record.addedNodes)
        if (region && node.textContent) texts.push(node.textContent);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}

// Its own file: the selection parts' chunk is not yet fetched when the grid mounts.
describe('what the selection’s live region says', () => {
  it('a change made before the selection parts arrive, once they are there; not the first value', async () => {
    const [first, second] = dataset;
    const picked: DeliveriesSelection = {
      kind: 'codes',
      codes: [first!.code, second!.code],
      deliveries: [first!, second!],
    };
    const view = renderSelectableGrid({ selection: { value: noDeliveriesSelected } });
    // The host's own store answers after the grid mounted, before the parts' code came.
    view.rerenderGrid({ selection: { value: picked } });

    await checkboxesShown();
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await waitFor(() => expect(said('2 selected')).toBe(true));
    expect(rowCheckbox(first!.code).checked).toBe(true);

    // A grid that starts with a selection says nothing of it (it is not news), only what follows.
    view.unmount();
    const heard = everythingSaid();
    const again = renderSelectableGrid({ selection: { defaultValue: picked } });
    await checkboxesShown();
    await again.user.click(rowCheckbox(dataset[2]!.code));
    await waitFor(() => expect(said('3 selected')).toBe(true));
    expect(heard.texts).toEqual(['3 selected']);
    heard.stop();
  });

  it('says that a selection of every match the grid started with ended', async () => {
    const view = renderSelectableGrid({
      selection: {
        defaultValue: {
          kind: 'query',
          request: { quickSearch: '' },
          excludedCodes: [],
          asOf: '2026-11-25T08:00:00.000Z',
        },
      },
    });
    await checkboxesShown();
    await screen.findByRole('toolbar', { name: 'Selection' });
    // Another search: the rows matched are others, the selection is over.
    await view.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'x{Enter}');
    const ended = 'The selection of all matching deliveries ended: the search or filters changed.';
    await waitFor(() => expect(said(ended)).toBe(true));
  });

  it('is not said again by a region that comes back: selection turned off and on', async () => {
    const [first, second, third] = dataset;
    const view = renderSelectableGrid();
    await checkboxesShown();
    await view.user.click(rowCheckbox(first!.code));
    await view.user.click(rowCheckbox(second!.code));
    await waitFor(() => expect(said('2 selected')).toBe(true));

    view.rerenderGrid({ selection: undefined });
    await waitFor(() => expect(document.querySelector('.dt-selection-area')).toBeNull());
    const heard = everythingSaid();
    view.rerenderGrid({});
    await checkboxesShown();
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await view.user.click(rowCheckbox(third!.code));
    await waitFor(() => expect(said('3 selected')).toBe(true));
    expect(heard.texts).toEqual(['3 selected']);
    heard.stop();
  });
});
