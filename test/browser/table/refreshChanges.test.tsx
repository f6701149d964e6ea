import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { expectNoAxeViolations, listenToResults } from '../focus/focusProbe';
import { renderGrid, saveScreenshot } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(() => {
  removeStylesheet = addLibraryStylesheet();
});
afterEach(() => removeStylesheet());

/** The backend's deliveries, which the test changes between two requests. */
const freshDataset = (): MockDelivery[] => generateDeliveries(40, 21).map((d) => ({ ...d }));

/** Each data row's code and mark, as `data-change` has it ('' for none). */
function marks(): [string, string][] {
  const table = screen.getByRole('table', { name: 'Deliveries' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getAllByRole('cell')[0]!.textContent ?? '',
      row.getAttribute('data-change') ?? '',
    ]);
}

/** Changes two deliveries of page 1 and adds one in front of them, as another operator would. */
function changeBackend(dataset: MockDelivery[]) {
  const changed = [dataset[2]!, dataset[5]!];
  dataset[2] = { ...dataset[2]!, status: 6 };
  dataset[5] = { ...dataset[5]!, palletQty: dataset[5]!.palletQty + 3 };
  const added: MockDelivery = {
    ...dataset[0]!,
    code: 'DLV-2026-009999',
    customerBusinessPartnerName: 'Neue GmbH',
  };
  dataset.unshift(added);
  return { changed: changed.map((d) => d.code), added: added.code };
}

const gridProps = { refresh: {}, initialState: { pageSize: 10 }, statusOptions: mockStatuses };

/** The grid after "Refresh" brought another operator's edits (`changeBackend`). */
async function refreshedAfterEdits() {
  const dataset = freshDataset();
  const grid = await renderGrid(gridProps, { serve: dataset }).ready();
  const edits = changeBackend(dataset);
  await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(marks()[0]?.[1]).toBe('new'));
  return { grid, ...edits };
}

describe('"Refresh" and what changed', () => {
  it('marks exactly the deliveries a refresh brought or changed, and says how many', async () => {
    const dataset = freshDataset();
    const grid = await renderGrid(gridProps, { serve: dataset }).ready();
    expect(marks().every(([, mark]) => mark === '')).toBe(true);
    const heard = listenToResults();
    const { changed, added } = changeBackend(dataset);

    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(marks()[0]).toEqual([expect.stringContaining(added), 'new']));
    expect(grid.bodies).toHaveLength(2);
    expect(grid.bodies[1]).toEqual(grid.bodies[0]);
    const marked = marks().filter(([, mark]) => mark !== '');
    expect(marked).toEqual([
      [added, 'new'],
      [changed[0], 'changed'],
      [changed[1], 'changed'],
    ]);
    // "New" is drawn before the code, as text a screen reader reads with the cell.
    const newCell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]!;
    const badge = newCell.querySelector('.dt-new-mark')!;
    expect(getComputedStyle(badge, '::before').content).toBe('"New"');
    await waitFor(() => expect(heard.said.at(-1)).toBe('1 new, 2 changed'));
    await expectNoAxeViolations('rows marked after a refresh');

    // Another request starts afresh: nothing is marked on page 2, nor back on page 1.
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2));
    await waitFor(() => expect(marks().every(([, mark]) => mark === '')).toBe(true));
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    await waitFor(() => expect(marks()[0]?.[0]).toContain(added));
    expect(marks().filter(([, mark]) => mark !== '')).toEqual([]);
    heard.stop();
  });

  it('keeps focus on its delivery when a background refresh adds a row above it', async () => {
    const dataset = freshDataset();
    const grid = await renderGrid(
      { ...gridProps, selection: {}, rows: { onClick: () => undefined } },
      { serve: dataset },
    ).ready();
    const code = dataset[3]!.code;
    const box = await screen.findByRole('checkbox', { name: `Select ${code}` });
    box.focus();
    changeBackend(dataset);
    // As the interval's refresh does: nothing a person pressed, focus stays where it was.
    await grid.queryClient.refetchQueries();
    await waitFor(() => expect(marks()[0]?.[1]).toBe('new'));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: `Select ${code}` }));
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('6');
  });

  it('a refresh that changed nothing marks nothing', async () => {
    const grid = await renderGrid(gridProps, { serve: freshDataset() }).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(grid.bodies).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(marks().every(([, mark]) => mark === '')).toBe(true);
    expect(screen.getByText(/^Updated/)).toBeTruthy();
  });

  it('keeps the marks until the next refresh, which ends them when it changed nothing', async () => {
    const { grid } = await refreshedAfterEdits();
    const changedCell = within(screen.getAllByRole('row')[4]!).getAllByRole('cell')[1]!;
    const unmarked = within(screen.getAllByRole('row')[2]!).getAllByRole('cell')[1]!;
    // A lasting tint, not a fade: nothing animates it away.
    expect(changedCell.closest('tr')!.getAttribute('data-change')).toBe('changed');
    expect(getComputedStyle(changedCell).animationName).toBe('none');
    expect(getComputedStyle(changedCell).backgroundColor).not.toBe(
      getComputedStyle(unmarked).backgroundColor,
    );
    expect(marks().filter(([, mark]) => mark !== '')).toHaveLength(3);

    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(grid.bodies).toHaveLength(3));
    await waitFor(() => expect(marks().every(([, mark]) => mark === '')).toBe(true));
    expect(grid.bodies[2]).toEqual(grid.bodies[0]);
    expect(document.querySelectorAll('[data-changed], [data-new]')).toHaveLength(0);
  });

  it('marks the cells a refresh changed, in a tint apart from every status tone', async () => {
    await refreshedAfterEdits();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    const changedColumns = (rowIndex: number) =>
      within(screen.getAllByRole('row')[rowIndex]!)
        .getAllByRole('cell')
        .flatMap((cell, index) => (cell.hasAttribute('data-changed') ? [headers[index]] : []));
    // Row 4 got a new status, row 7 three more pallets; the new row has no changed cells.
    expect(changedColumns(4)).toEqual(['Status']);
    expect(changedColumns(7)).toEqual(['Pallets']);
    expect(changedColumns(1)).toEqual([]);
    expect(changedColumns(2)).toEqual([]);

    const tint = getComputedStyle(document.querySelector('[data-changed]')!).backgroundColor;
    const pills = [...document.querySelectorAll('.dt-status')].map(
      (pill) => getComputedStyle(pill).backgroundColor,
    );
    const tones = new Set(pills);
    expect(tones.size).toBeGreaterThanOrEqual(3);
    expect([...tones]).not.toContain(tint);
    const root = document.querySelector('.deliveries-table')!;
    const toneTokens = ['neutral', 'info', 'success', 'warning', 'danger'].map((tone) =>
      getComputedStyle(root).getPropertyValue(`--dt-tone-${tone}-bg`).trim(),
    );
    const changeToken = getComputedStyle(root).getPropertyValue('--dt-cell-changed-bg').trim();
    expect(toneTokens).not.toContain(changeToken);
    expect(toneTokens.filter(Boolean)).toHaveLength(5);
  });

  it('"New" never cuts the code short, in the widths the first rows set', async () => {
    const { added } = await refreshedAfterEdits();
    const cell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]!;
    expect(cell.textContent).toBe(added);
    expect(screen.getByRole('table').getAttribute('data-layout')).toBe('fixed');
    // All of the code's text lies inside the cell's box, and nothing in the cell overflows it.
    expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    const mark = cell.querySelector('.dt-new-mark')!;
    const code = document.createRange();
    code.selectNodeContents(mark);
    const [box, codeBox] = [mark.getBoundingClientRect(), code.getBoundingClientRect()];
    expect(codeBox.left).toBeGreaterThanOrEqual(box.left);
    expect(codeBox.right).toBeLessThanOrEqual(box.right);
    expect(box.right).toBeLessThanOrEqual(cell.getBoundingClientRect().right);
    // The badge is still there, where there is room for it.
    expect(getComputedStyle(mark, '::before').content).toBe('"New"');
    await saveScreenshot('new-row-in-held-widths', screen.getByRole('table'));
  });
});
