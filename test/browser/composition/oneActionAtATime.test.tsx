import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noDeliveriesSelected, type DeliveriesSelection, type Delivery } from '@src/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from '../selection/selectionHarness';
import { deferred } from '../../deferred';
import { catchDownloads, choose, holdPage } from '../export/exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

const exportAll = 'Export all matching (CSV)';

describe('bulk, row and export actions run one at a time', () => {
  it('a row action picked while a bulk action runs is refused, and the bulk action goes on', async () => {
    const slow = deferred<string | void>();
    let bulkSignal: AbortSignal | undefined;
    const printed: Delivery[] = [];
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: (_selection: DeliveriesSelection, { signal }) => {
              bulkSignal = signal;
              return slow.promise;
            },
          },
        ],
      },
      rows: {
        actions: [
          {
            label: 'Print label',
            run: async (delivery) => {
              printed.push(delivery);
            },
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    screen.getByRole('progressbar', { name: 'Hand to courier…' });

    await user.click(screen.getByRole('button', { name: `Actions for ${codes[4]}` }));
    const menu = screen.getByRole('menu', { name: `Actions for ${codes[4]}` });
    await user.click(within(menu).getByRole('menuitem', { name: 'Print label' }));
    await screen.findByText('Print label was not started: Hand to courier is still running.');
    expect(printed).toEqual([]);
    expect(bulkSignal?.aborted).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Hand to courier…' })).toBeTruthy();
    await expectNoAxeViolations('a row action refused');

    slow.resolve('Handed 1 delivery to DHL.');
    await screen.findByText('Handed 1 delivery to DHL.');
    // Once it is over, the row action runs.
    await user.click(screen.getByRole('button', { name: `Actions for ${codes[4]}` }));
    await user.click(within(menu).getByRole('menuitem', { name: 'Print label' }));
    await waitFor(() => expect(printed.map((d) => d.code)).toEqual([codes[4]]));
  });

  it('Cancel, Retry and Dismiss hand focus back to the action that started it', async () => {
    const slow = deferred<string | void>();
    let fail = true;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: () => (fail ? Promise.reject(new Error('Courier down.')) : slow.promise),
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[1]!));
    const hand = within(selectionBar()).getByRole('button', { name: 'Hand to courier' });
    await user.click(hand);
    const alert = await screen.findByRole('alert');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.activeElement).toBe(hand));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Hand to courier: cancelled.');
    await waitFor(() => expect(document.activeElement).toBe(hand));

    fail = true;
    await user.click(hand);
    const again = await screen.findByRole('alert');
    await user.click(within(again).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(document.activeElement).toBe(hand));
  });

  it('a host that clears the selection after its action leaves focus on the header checkbox', async () => {
    let selection: DeliveriesSelection = noDeliveriesSelected;
    const controlled = () => ({
      value: selection,
      onChange: (next: DeliveriesSelection) => {
        selection = next;
        view.rerenderGrid({ selection: controlled() });
      },
      actions: [
        {
          label: 'Archive',
          run: async () => {
            // The host archived them: nothing is selected any more.
            controlled().onChange(noDeliveriesSelected);
            return 'Archived.';
          },
        },
      ],
    });
    const view = renderSelectableGrid({ selection: controlled() });
    const codes = await checkboxesShown();
    await view.user.click(rowCheckbox(codes[2]!));
    await view.user.click(within(selectionBar()).getByRole('button', { name: 'Archive' }));
    await screen.findByText('Archived.');
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
  });

  it('an export of every match holds bulk and row actions, and waits for a running one', async () => {
    const files = catchDownloads();
    const slow = deferred<string | void>();
    const handedOver: DeliveriesSelection[] = [];
    const printed: Delivery[] = [];
    const { user, bodies } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: (selection: DeliveriesSelection) => {
              handedOver.push(selection);
              return slow.promise;
            },
          },
        ],
      },
      rows: { actions: [{ label: 'Print label', run: async (d) => void printed.push(d) }] },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    const hand = within(selectionBar()).getByRole('button', { name: 'Hand to courier' });
    const exportSelected = within(selectionBar()).getByRole('button', {
      name: 'Export selected (CSV)',
    });

    // The export fetches its first 500-row page, held: the bar's buttons wait, and say why.
    const firstPage = holdPage(1, 500);
    await choose(user, exportAll);
    await firstPage.held;
    await waitFor(() => expect(hand.getAttribute('aria-disabled')).toBe('true'));
    expect(exportSelected.getAttribute('aria-disabled')).toBe('true');
    await user.click(hand);
    await screen.findByText(`Hand to courier was not started: ${exportAll} is still running.`);
    await user.click(screen.getByRole('button', { name: `Actions for ${codes[3]}` }));
    const menu = screen.getByRole('menu', { name: `Actions for ${codes[3]}` });
    await user.click(within(menu).getByRole('menuitem', { name: 'Print label' }));
    await screen.findByText(`Print label was not started: ${exportAll} is still running.`);
    await expectNoAxeViolations('an action refused while every match exports');
    expect(handedOver).toEqual([]);
    expect(printed).toEqual([]);

    firstPage.release();
    await screen.findByText('Exported 120 deliveries.', {}, { timeout: 15_000 });
    expect(files).toHaveLength(1);
    // Once it is over, the refusal is old news and the bar's actions run.
    await waitFor(() => expect(screen.queryByText(/was not started/)).toBeNull());
    expect(hand.getAttribute('aria-disabled')).toBeNull();
    await user.click(hand);
    screen.getByRole('progressbar', { name: 'Hand to courier…' });
    expect(handedOver).toHaveLength(1);

    // While the action runs, "Export all matching" is refused in its place: nothing is fetched.
    const sent = bodies.length;
    await choose(user, exportAll);
    await screen.findByText(`${exportAll} was not started: Hand to courier is still running.`);
    expect(bodies.slice(sent).filter((body) => body.pageSize === 500)).toEqual([]);
    expect(screen.queryByRole('progressbar', { name: 'Exporting deliveries' })).toBeNull();
    expect(files).toHaveLength(1);
    slow.resolve('Handed 1 delivery to DHL.');
    await screen.findByText('Handed 1 delivery to DHL.');
  });
});
