import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/index';
import { worker } from '../worker';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

// A review find: a failed "Export selected" of one selection was shown (and announced as an
// alert) in the bar of the next, unrelated selection, with no way to dismiss it; a failed bulk
// action's outcome already ended when a new selection began (dismissOnNewSelection).
describe('a failed "Export selected", then Clear selection and a new tick', () => {
  it("does not show or announce the old failure in the new selection's bar", async () => {
    const { user } = renderSelectableGrid();
    worker.use(
      http.post('*/api/deliveries', async ({ request }) =>
        ((await request.clone().json()) as DeliveriesRequest).pageSize === 500
          ? HttpResponse.json({ message: 'Not for you.' }, { status: 403 })
          : undefined,
      ),
    );
    const codes = await checkboxesShown();
    await user.click(pageCheckbox());
    const bar = selectionBar();
    await user.click(within(bar).getByRole('button', { name: 'Select all matching' }));
    await user.click(within(bar).getByRole('button', { name: 'Export selected (CSV)' }));
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    // A new selection, about other deliveries.
    await user.click(rowCheckbox(codes[3]!));
    await waitFor(() => expect(within(selectionBar()).getByText('1 selected')).toBeTruthy());
    expect(within(selectionBar()).queryByText(/The export failed/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
