import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emulateForcedColors } from '../a11yVisual/visualChecks';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { deferred } from '../../deferred';
import { catchDownloads } from '../export/exportHarness';
import type { GridProps } from '../harness';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

/** What tells a person a button can be pressed: its colours, border and pointer. */
function looks(element: Element) {
  const style = getComputedStyle(element);
  return {
    color: style.color,
    background: style.backgroundColor,
    border: style.borderTopStyle,
    cursor: style.cursor,
  };
}

let undoEmulation: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await undoEmulation?.();
  undoEmulation = null;
});

/** A grid with one ticked row whose "Hand to courier" runs until the test ends. */
async function oneActionRunning(props: GridProps = {}) {
  const view = renderSelectableGrid({
    ...props,
    selection: {
      actions: [
        { label: 'Hand to courier', run: () => deferred<void>().promise },
        { label: 'Print labels', run: async () => undefined },
      ],
    },
  });
  const codes = await checkboxesShown();
  await view.user.click(rowCheckbox(codes[0]!));
  const bar = selectionBar();
  const print = within(bar).getByRole('button', { name: 'Print labels' });
  const idle = looks(print);
  await view.user.click(within(bar).getByRole('button', { name: 'Hand to courier' }));
  return { bar, print, idle, busy: looks(print) };
}

/** The bar's polite status line of actions (the export has one of its own). */
function outcomeIn(bar: HTMLElement): HTMLElement {
  const line = within(bar)
    .getAllByRole('status')
    .find((status) => status.classList.contains('dt-action-status'));
  if (!line) throw new Error('No action status in the bar');
  return line;
}

describe('a running action, as the Selection bar shows it', () => {
  it('makes the other buttons look and say unavailable; a press on one says why, and nothing starts', async () => {
    const slow = deferred<string | void>();
    const printed: unknown[] = [];
    const grid = renderSelectableGrid({
      selection: {
        actions: [
          { label: 'Hand to courier', run: () => slow.promise },
          { label: 'Print labels', run: async (selection) => void printed.push(selection) },
        ],
      },
    });
    const { user } = grid;
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    const bar = selectionBar();
    const print = within(bar).getByRole('button', { name: 'Print labels' });
    const exportSelected = within(bar).getByRole('button', { name: 'Export selected (CSV)' });
    const idle = looks(print);
    expect(idle.cursor).toBe('pointer');

    await user.click(within(bar).getByRole('button', { name: 'Hand to courier' }));
    // Progress and Cancel sit in the bar itself.
    expect(within(bar).getByRole('progressbar', { name: 'Hand to courier…' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    for (const button of [print, exportSelected]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const busy = looks(button);
      expect(busy.cursor).toBe('not-allowed');
      expect(busy.color).not.toBe(idle.color);
      expect(busy.border).not.toBe(idle.border);
    }
    await expectNoAxeViolations('an action running, the others unavailable');

    // Still a tab stop: a keyboard press is heard, and says why.
    print.focus();
    await user.keyboard('{Enter}');
    expect(
      within(outcomeIn(bar)).getByText(
        'Print labels was not started: Hand to courier is still running.',
      ),
    ).toBeTruthy();
    const sent = grid.bodies.length;
    await user.click(exportSelected);
    expect(
      within(outcomeIn(bar)).getByText(
        'Export selected (CSV) was not started: Hand to courier is still running.',
      ),
    ).toBeTruthy();
    expect(printed).toEqual([]);
    expect(grid.bodies.length).toBe(sent);

    slow.resolve('Handed 1 delivery to DHL.');
    await within(bar).findByText('Handed 1 delivery to DHL.');
    expect(print.getAttribute('aria-disabled')).toBeNull();
    expect(looks(print)).toEqual(idle);
  });

  it('says a refusal again when the same press is refused again', async () => {
    const { bar, print } = await oneActionRunning();
    const line = outcomeIn(bar);
    // What a screen reader speaks: each node added to the live region, or text changed in it.
    const said: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) said.push(node.textContent ?? '');
        if (record.type === 'characterData') said.push(record.target.textContent ?? '');
      }
    });
    observer.observe(line, { childList: true, subtree: true, characterData: true });
    const refusal = 'Print labels was not started: Hand to courier is still running.';
    const user = userEvent.setup();
    await user.click(print);
    await waitFor(() => expect(said.filter((text) => text === refusal)).toHaveLength(1));
    await user.click(print);
    await waitFor(() => expect(said.filter((text) => text === refusal)).toHaveLength(2));
    observer.disconnect();
  });

  it('shows the outcome in the bar, success and failure each in its tone and with a word for it', async () => {
    let fail = false;
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          { label: 'Weigh parcels', run: () => deferred<void>().promise },
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
    await user.click(rowCheckbox(codes[0]!));
    const bar = selectionBar();
    const hand = within(bar).getByRole('button', { name: 'Hand to courier' });
    // A cancelled action is neither success nor failure: the neutral tone.
    await user.click(within(bar).getByRole('button', { name: 'Weigh parcels' }));
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await within(outcomeIn(bar)).findByText('Weigh parcels: cancelled.');
    const neutral = looks(outcomeIn(bar));
    expect(neutral.border).toBe('solid');

    await user.click(hand);
    const done = outcomeIn(bar);
    await within(done).findByText('Handed 1 delivery to DHL.');
    // Told in words too, not by colour alone.
    expect(done.textContent).toBe('Done Handed 1 delivery to DHL.');
    expect(within(done).getByText('Done')).toBeTruthy();
    const success = looks(done);
    expect(success.background).not.toBe(neutral.background);
    expect(success.color).not.toBe(neutral.color);
    await expectNoAxeViolations('an action done');

    fail = true;
    await user.click(hand);
    const alert = await within(bar).findByRole('alert');
    expect(within(alert).getByText('Failed')).toBeTruthy();
    expect(alert.textContent).toContain(
      'Hand to courier failed: The courier service is down (503).',
    );
    const failure = looks(alert);
    expect(failure.color).not.toBe(success.color);
    expect(failure.background).not.toBe(success.background);
    expect(failure.background).not.toBe(neutral.background);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await expectNoAxeViolations('an action failed, in the bar');
  });

  it('keeps the unavailable look in the dark theme; the bar is axe clean there', async () => {
    const { bar, print, idle, busy } = await oneActionRunning({ theme: 'dark' });
    expect(print.getAttribute('aria-disabled')).toBe('true');
    expect(busy.color).not.toBe(idle.color);
    expect(busy.border).toBe('dashed');
    // The bar only: the dark toolbar's and pager's muted texts are another part's.
    const results = await axe.run(bar, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps the unavailable look in forced colours, where colour alone would not tell', async () => {
    undoEmulation = await emulateForcedColors();
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const { idle, busy } = await oneActionRunning();
    expect(busy.border).toBe('dashed');
    expect(idle.border).toBe('solid');
    // GrayText, the system's colour for what cannot be used.
    expect(busy.color).not.toBe(idle.color);
  });

  it('"Export selected" shows its progress, Cancel and outcome in the bar; the actions wait for it', async () => {
    const files = catchDownloads();
    const { user } = renderSelectableGrid(
      { selection: { actions: [{ label: 'Hand to courier', run: async () => undefined }] } },
      // Slow enough to see the export's progress while it pages through the server.
      { latencyMs: 150 },
    );
    await checkboxesShown();
    await user.click(pageCheckbox());
    const bar = selectionBar();
    await user.click(within(bar).getByRole('button', { name: 'Select all matching' }));
    const hand = within(bar).getByRole('button', { name: 'Hand to courier' });
    const idle = looks(hand);
    await user.click(within(bar).getByRole('button', { name: 'Export selected (CSV)' }));
    expect(within(bar).getByRole('progressbar', { name: 'Exporting deliveries' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Cancel export' })).toBeTruthy();
    expect(hand.getAttribute('aria-disabled')).toBe('true');
    expect(looks(hand)).not.toEqual(idle);
    await user.click(hand);
    expect(
      within(outcomeIn(bar)).getByText(
        'Hand to courier was not started: Export selected (CSV) is still running.',
      ),
    ).toBeTruthy();

    const done = await within(bar).findByText('Exported 120 deliveries.', {}, { timeout: 10_000 });
    expect(files).toHaveLength(1);
    expect(looks(done).border).toBe('solid');
    expect(looks(done).background).not.toBe(looks(bar).background);
    expect(screen.getAllByText('Exported 120 deliveries.')).toHaveLength(1);
    // What was refused while the export ran is old news once it ends.
    await waitFor(() => expect(outcomeIn(bar).textContent).toBe(''));
  });

  it('a row action with nothing selected shows its outcome under the rows, in its tone', async () => {
    const { user } = renderSelectableGrid({
      rows: { actions: [{ label: 'Print label', run: async () => 'Label printed.' }] },
    });
    const codes = await checkboxesShown();
    await user.click(screen.getByRole('button', { name: `Actions for ${codes[1]}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Print label' }));
    const text = await screen.findByText('Label printed.');
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    const status = text.closest('[role="status"]')!;
    expect(status.getAttribute('data-tone')).toBe('success');
    expect(looks(status).border).toBe('solid');
    // Ticking a row brings the bar, and the outcome moves into it: shown once.
    await user.click(rowCheckbox(codes[2]!));
    await waitFor(() =>
      expect(within(outcomeIn(selectionBar())).getByText('Label printed.')).toBeTruthy(),
    );
    expect(screen.getAllByText('Label printed.')).toHaveLength(1);
  });
});
