import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noDeliveriesSelected, type DeliveriesSelection } from '@src/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { checkboxesShown, dataset, renderSelectableGrid, rowCheckbox } from './selectionHarness';

describe('a selection the host owns', () => {
  it('shows the value, asks onChange for every change, and follows the host', async () => {
    const heard: DeliveriesSelection[] = [];
    const first = dataset[0]!;
    const view = renderSelectableGrid({
      selection: {
        value: { kind: 'codes', codes: [first.code], deliveries: [first] },
        onChange: (next) => heard.push(next),
      },
    });
    const { user } = view;
    const codes = await checkboxesShown();
    expect(rowCheckbox(codes[0]!).checked).toBe(true);
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();

    // The host keeps its value: the tick is asked for, not shown.
    await user.click(rowCheckbox(codes[1]!));
    expect(heard).toEqual([
      { kind: 'codes', codes: [codes[0], codes[1]], deliveries: [first, dataset[1]] },
    ]);
    expect(rowCheckbox(codes[1]!).checked).toBe(false);

    view.rerenderGrid({ selection: { value: noDeliveriesSelected, onChange: () => undefined } });
    await waitFor(() => expect(rowCheckbox(codes[0]!).checked).toBe(false));
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
  });

  it('refuses a malformed value with a visible reason, and selects nothing', async () => {
    const view = renderSelectableGrid({
      selection: {
        value: { kind: 'codes', codes: 'DLV-2026-004450' } as unknown as DeliveriesSelection,
      },
    });
    await checkboxesShown();
    expect(
      screen.getByText('The selection could not be used: its codes are not a list of text.'),
    ).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    expect(rowCheckbox(dataset[0]!.code).checked).toBe(false);
    await expectNoAxeViolations('a refused selection');

    view.rerenderGrid({
      selection: {
        value: {
          kind: 'query',
          request: { quickSearch: '' },
          excludedCodes: [],
          asOf: 'yesterday',
        },
      },
    });
    await screen.findByText(
      'The selection could not be used: its time (asOf) is not a date and time.',
    );
  });

  it('ends a query selection made for other filters as soon as it arrives', async () => {
    const heard: DeliveriesSelection[] = [];
    renderSelectableGrid({
      selection: {
        value: {
          kind: 'query',
          request: { quickSearch: '', filters: { status: [6] } },
          excludedCodes: [],
          asOf: '2026-11-25T08:00:00.000Z',
        },
        onChange: (next) => heard.push(next),
      },
    });
    await checkboxesShown();
    await waitFor(() => expect(heard).toEqual([noDeliveriesSelected]));
    expect(
      screen.getByText(
        'The selection of all matching deliveries ended: the search or filters changed.',
        { selector: '.dt-selection-ended span' },
      ),
    ).toBeTruthy();
    // The grid never showed it matching: there is nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
