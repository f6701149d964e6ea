import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveriesFaults, generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { serveReference } from '../harness';
import { worker } from '../worker';
import {
  checkboxesShown,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

const generous = { timeout: 10_000 };
const allMatching = () =>
  within(selectionBar()).queryByRole('button', { name: 'Select all matching' });
const clear = () => within(selectionBar()).getByRole('button', { name: 'Clear selection' });

describe('"Select all matching" going away with focus on it', () => {
  it('hands focus to "Clear selection" when a refresh brings an unticked row', async () => {
    const rows: MockDelivery[] = generateDeliveries(120, 11).map((delivery) => ({ ...delivery }));
    serveReference(rows);
    const grid = renderSelectableGrid({ refresh: {} }, { serve: undefined });
    await checkboxesShown();
    await grid.user.click(pageCheckbox());
    (await within(selectionBar()).findByRole('button', { name: 'Select all matching' })).focus();
    // Another operator adds a delivery on top: the page is no longer all ticked.
    rows.unshift({ ...rows[119]!, code: 'DLV-2026-009999' });
    await grid.queryClient.refetchQueries();
    await waitFor(() => expect(rowCheckbox('DLV-2026-009999').checked).toBe(false), generous);
    await waitFor(() => expect(allMatching()).toBeNull(), generous);
    await waitFor(() => expect(document.activeElement).toBe(clear()), generous);
    expect(within(selectionBar()).getByText('10 selected')).toBeTruthy();
  });

  it('hands focus to "Clear selection" when a refresh fails, the selection kept', async () => {
    const grid = renderSelectableGrid({ refresh: {} });
    const codes = await checkboxesShown();
    await grid.user.click(pageCheckbox());
    (await within(selectionBar()).findByRole('button', { name: 'Select all matching' })).focus();
    worker.use(deliveriesFaults.serverError());
    await grid.queryClient.refetchQueries();
    await screen.findByRole('alert', {}, generous);
    await waitFor(() => expect(allMatching()).toBeNull(), generous);
    await waitFor(() => expect(document.activeElement).toBe(clear()), generous);
    expect(within(selectionBar()).getByText('10 selected')).toBeTruthy();
    expect(rowCheckbox(codes[0]!).checked).toBe(true);
  });
});
