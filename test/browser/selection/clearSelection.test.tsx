import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
