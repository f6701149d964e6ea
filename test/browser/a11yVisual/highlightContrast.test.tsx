import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent as pointer } from 'vitest/browser';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid, saveScreenshot } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { latePalletsView, savedView } from '../../node/views/fixtures';
import { findHighlightedOption, highlightContrast, panelChunk } from './visualChecks';

const viewsKey = 'deliveries-table:views';
let removeStylesheet = () => {};
beforeEach(() => {
  removeStylesheet = addLibraryStylesheet();
});
afterEach(() => {
  removeStylesheet();
  localStorage.removeItem(viewsKey);
});

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));

// WCAG 1.4.11: what shows which item is highlighted stands out 3:1 from what is around it.
const wcagNonText = 3;

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  it('the highlighted option of a multi-select stands out 3:1', async () => {
    const grid = await renderGrid({ theme, statusOptions }, referenceBackend).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await grid.user.click(await screen.findByRole('combobox', { name: 'Status' }, panelChunk));
    await grid.user.keyboard('{ArrowDown}');
    const option = await findHighlightedOption();
    const list = option.closest('[role="listbox"]')!;
    expect(highlightContrast(option, list)).toBeGreaterThanOrEqual(wcagNonText);
    await saveScreenshot(`highlighted-option-${theme}`, list);
  });

  it('the focused item of the Export menu stands out 3:1', async () => {
    const grid = await renderGrid({ theme }, referenceBackend).ready();
    screen.getByRole('button', { name: 'Export' }).focus();
    await grid.user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Export this page (CSV)' });
    await waitFor(() => expect(item).toHaveFocus());
    expect(highlightContrast(item, screen.getByRole('menu'))).toBeGreaterThanOrEqual(wcagNonText);
    await saveScreenshot(`export-item-focused-${theme}`, screen.getByRole('menu'));
  });

  it('the saved view under the pointer stands out 3:1', async () => {
    const views = ['Delayed DHL', 'Last week'].map((name) => savedView(name, latePalletsView));
    localStorage.setItem(viewsKey, JSON.stringify({ version: 1, views }));
    const grid = await renderGrid({ theme }, referenceBackend).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Views' }));
    const list = await screen.findByRole('list', { name: 'Saved views' });
    const apply = within(list).getByRole('button', { name: 'Apply view Last week' });
    await pointer.hover(apply);
    expect(highlightContrast(apply, list)).toBeGreaterThanOrEqual(wcagNonText);
    await saveScreenshot(`saved-view-hovered-${theme}`, list);
  });
});
