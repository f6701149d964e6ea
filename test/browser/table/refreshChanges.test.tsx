import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { expectNoAxeViolations, listenToResults } from '../focus/focusProbe';
import { renderGrid } from '../harness';
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
    expect(getComputedStyle(newCell, '::before').content).toBe('"New"');
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

  it('under reduced motion the tint does not fade: it stays until the next refresh', async () => {
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      const dataset = freshDataset();
      const grid = await renderGrid(gridProps, { serve: dataset }).ready();
      changeBackend(dataset);
      await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(marks()[0]?.[1]).toBe('new'));
      const cell = within(screen.getAllByRole('row')[4]!).getAllByRole('cell')[1]!;
      expect(cell.closest('tr')!.getAttribute('data-change')).toBe('changed');
      expect(getComputedStyle(cell).animationName).toBe('none');
      const unmarked = within(screen.getAllByRole('row')[2]!).getAllByRole('cell')[1]!;
      expect(getComputedStyle(cell).backgroundColor).not.toBe(
        getComputedStyle(unmarked).backgroundColor,
      );
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
