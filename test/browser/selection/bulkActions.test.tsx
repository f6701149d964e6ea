import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesSelection, Delivery } from '@src/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import {
  checkboxesShown,
  dataset,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';
import { deferred } from '../../deferred';

describe('bulk actions', () => {
  it('a failing action keeps the selection and offers Retry; the retry gets the same selection', async () => {
    const runs: { selection: DeliveriesSelection; signal: AbortSignal }[] = [];
    let fail = true;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: async (selection, { signal }) => {
              runs.push({ selection, signal });
              if (fail) throw new Error('The courier service is down (503).');
              return 'Handed 2 deliveries to DHL.';
            },
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(rowCheckbox(codes[3]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Hand to courier failed: The courier service is down (503).',
    );
    expect(within(selectionBar()).getByText('2 selected')).toBeTruthy();
    expect(rowCheckbox(codes[0]!).checked).toBe(true);
    await expectNoAxeViolations('an action failed');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Handed 2 deliveries to DHL.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(runs.map((run) => run.selection)).toEqual([runs[0]!.selection, runs[0]!.selection]);
    expect(runs[0]!.selection).toMatchObject({ kind: 'codes', codes: [codes[0], codes[3]] });
  });

  it('offers Retry only while what the failed action ran on is what is selected', async () => {
    const runs: DeliveriesSelection[] = [];
    let fail = true;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: async (selection) => {
              runs.push(selection);
              if (fail) throw new Error('The courier refused one.');
              return 'Handed.';
            },
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(rowCheckbox(codes[1]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    const alert = await screen.findByRole('alert');
    // The person unticks the one refused: Retry would hand it over again, so it is not offered.
    await user.click(rowCheckbox(codes[1]!));
    expect(within(selectionBar()).getByText('1 selected')).toBeTruthy();
    expect(alert.textContent).toContain('Hand to courier failed: The courier refused one.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expectNoAxeViolations('a failure whose selection changed');
    // Ticked again, it is what the action ran on: Retry is back and hands over both.
    await user.click(rowCheckbox(codes[1]!));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Handed.');
    expect(runs).toHaveLength(2);
    expect(runs[1]).toMatchObject({ kind: 'codes', codes: [codes[0], codes[1]] });
  });

  it("a new selection starts without the last action's outcome, done or failed", async () => {
    let fail = false;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Hand to courier',
            run: async () => {
              if (fail) throw new Error('The courier service is down (503).');
              return 'Handed 1 delivery to DHL.';
            },
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    const handOver = async () =>
      user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await user.click(rowCheckbox(codes[0]!));
    await handOver();
    await within(selectionBar()).findByText('Handed 1 delivery to DHL.');

    // Cleared, the outcome still shows under the rows; a new tick starts afresh.
    await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('Handed 1 delivery to DHL.')).toBeTruthy();
    await user.click(rowCheckbox(codes[4]!));
    expect(within(selectionBar()).getByText('1 selected')).toBeTruthy();
    expect(screen.queryByText('Handed 1 delivery to DHL.')).toBeNull();

    fail = true;
    await handOver();
    await screen.findByRole('alert');
    await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));
    // Still shown (not said again), but with nothing selected its "Retry" would hand over what
    // was cleared.
    const failure = document.querySelector<HTMLElement>('.dt-action-failure')!;
    expect(failure.textContent).toContain('Hand to courier failed');
    expect(within(failure).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(rowCheckbox(codes[5]!));
    // The failure's Retry would hand over the other delivery, not the one ticked now.
    expect(document.querySelector('.dt-action-failure')).toBeNull();
    expect(within(selectionBar()).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expectNoAxeViolations('a new selection after an action');
  });

  it('an action whose rejection cannot be read ends as failed with a generic reason', async () => {
    const unreadableMessage = {
      get message(): string {
        throw new Error('The host object broke.');
      },
    };
    const { proxy: revoked, revoke } = Proxy.revocable(new Error('gone'), {});
    revoke();
    const { user } = renderSelectableGrid({
      selection: {
        actions: [{ label: 'Hand to courier', run: () => Promise.reject(unreadableMessage) }],
      },
      rows: { actions: [{ label: 'Print label', run: () => Promise.reject(revoked) }] },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hand to courier failed: the action did not say why');
    expect(screen.queryByRole('progressbar', { name: 'Hand to courier…' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    await user.click(screen.getByRole('button', { name: `Actions for ${codes[1]}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Print label' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Print label failed: the action did not say why',
      ),
    );
    expect(screen.queryByRole('progressbar', { name: 'Print label…' })).toBeNull();
    // The bar is free again: the next action runs.
    expect(
      within(selectionBar())
        .getByRole('button', { name: 'Hand to courier' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows a running action with a progress bar and Cancel, which aborts its signal', async () => {
    const slow = deferred<string | void>();
    let signal: AbortSignal | undefined;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          {
            label: 'Print labels',
            run: (_selection, context) => {
              signal = context.signal;
              return slow.promise;
            },
          },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[2]!));
    const print = within(selectionBar()).getByRole('button', { name: 'Print labels' });
    await user.click(print);
    expect(screen.getByRole('progressbar', { name: 'Print labels…' })).toBeTruthy();
    // Unavailable while it runs, yet still focusable: focus does not fall to the page.
    expect(print.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(print);
    await user.click(print);
    await expectNoAxeViolations('an action running');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    await screen.findByText('Print labels: cancelled.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Its late ending changes nothing.
    slow.resolve('Printed.');
    await slow.promise;
    expect(screen.queryByText('Printed.')).toBeNull();
    expect(print.getAttribute('aria-disabled')).toBeNull();
  });

  it('runs a row action from its "Actions for DLV-…" menu by keyboard', async () => {
    const printed: Delivery[] = [];
    const { user } = renderSelectableGrid({
      selection: false,
      rows: {
        actions: [
          { label: 'Open in new tab', run: () => undefined },
          {
            label: 'Print label',
            run: async (delivery) => {
              printed.push(delivery);
              return `Label for ${delivery.code} sent to the printer.`;
            },
          },
        ],
      },
    });
    const code = dataset[1]!.code;
    const button = await screen.findByRole('button', { name: `Actions for ${code}` });
    expect(screen.queryByRole('checkbox', { name: `Select ${code}` })).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    // In a row the arrows move between rows: Enter opens the menu.
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: `Actions for ${code}` });
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Open in new tab' }),
    );
    await expectNoAxeViolations('a row actions menu open');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(printed).toHaveLength(1));
    await screen.findByText(`Label for ${code} sent to the printer.`);
    expect(printed.map((delivery) => delivery.code)).toEqual([code]);
    expect(document.activeElement).toBe(button);
    expect(menu.hidden).toBe(true);
  });
});
