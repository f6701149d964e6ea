import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/index';
import { worker } from '../worker';
import { catchDownloads } from '../export/exportHarness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { withCardsThreshold } from '../cards/cardsWidth';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

afterEach(() => vi.restoreAllMocks());

/** The words of every export status in the grid, bar or not, that say anything. */
const exportWords = () =>
  [...document.querySelectorAll('.dt-export-status')]
    .map((status) => status.textContent)
    .filter(Boolean);

describe('"Clear selection" after exporting the selection', () => {
  it('takes the outcome the bar showed with it: not shown, nor said, again under the rows', async () => {
    const files = catchDownloads();
    const { user } = renderSelectableGrid();
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(rowCheckbox(codes[3]!));
    const bar = selectionBar();
    await user.click(within(bar).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(exportWords()).toEqual(['Exported 2 deliveries.']));
    expect(bar.querySelector('.dt-export-status')?.textContent).toBe('Exported 2 deliveries.');

    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    expect(exportWords()).toEqual([]);
    await expectNoAxeViolations('selection cleared after its export');
  });
});

/** The words of every live region and alert in the grid that say anything. */
const liveWords = () =>
  [...document.querySelectorAll('[role="status"], [role="alert"]')]
    .map((region) => region.textContent)
    .filter(Boolean);

describe('"Clear selection" after a bulk action', () => {
  it('shows its outcome under the rows out of any live region: not said twice', async () => {
    const { user } = renderSelectableGrid({
      selection: { actions: [{ label: 'Hand to courier', run: async () => 'Handed 1 delivery.' }] },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    const bar = selectionBar();
    await user.click(within(bar).getByRole('button', { name: 'Hand to courier' }));
    await within(bar).findByText('Handed 1 delivery.');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
    expect(screen.getByText('Handed 1 delivery.').closest('.dt-action-status')).toBeTruthy();
    expect(liveWords()).not.toContain('Done Handed 1 delivery.');
    // The next action's outcome is news again.
    await user.click(rowCheckbox(codes[1]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(liveWords()).toContain('Done Handed 1 delivery.'));
  });

  it('shows a failure under the rows, not put in again as an alert', async () => {
    const { user } = renderSelectableGrid({
      selection: {
        actions: [
          { label: 'Hand to courier', run: () => Promise.reject(new Error('Courier down')) },
        ],
      },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await screen.findByRole('alert');
    await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
    expect(screen.getByText(/^Hand to courier failed/).closest('.dt-action-failure')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations('selection cleared after a failed action');
  });

  it('shows a failed "Export selected" under the rows, not put in again as an alert', async () => {
    const { user } = renderSelectableGrid();
    // The export's pages (500 rows each) are refused; the grid's own pages are served.
    worker.use(
      http.post('*/api/deliveries', async ({ request }) =>
        ((await request.clone().json()) as DeliveriesRequest).pageSize === 500
          ? HttpResponse.json({ message: 'Not for you.' }, { status: 403 })
          : undefined,
      ),
    );
    await checkboxesShown();
    await user.click(pageCheckbox());
    const bar = selectionBar();
    await user.click(within(bar).getByRole('button', { name: 'Select all matching' }));
    await user.click(within(bar).getByRole('button', { name: 'Export selected (CSV)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/^The export failed: .*\(403\)/);
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
    expect(document.querySelector('.dt-export-alert')?.textContent).toBe(alert.textContent);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('"Clear selection" in the cards', () => {
  withCardsThreshold(390, 844);

  it('lands focus on "Select all on this page" above the cards, not on the page', async () => {
    const { user } = renderSelectableGrid();
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    const first = within(list).getAllByRole('listitem')[0]!;
    await user.click(await within(first).findByRole('checkbox', {}, { timeout: 10_000 }));
    const bar = selectionBar();
    expect(within(bar).getByText('1 selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(document.activeElement).toBe(pageCheckbox()));
    expect(pageCheckbox().closest('.dt-card-bar')).not.toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
  });
});
