import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filtersCode } from '@src/state/filtersCode/filtersCode';
import { loadProblemWords } from '@src/grid/problems/useProblemWords';
import { byCode, generous, hostReady } from './viewsInLineHost';

// The filters' check and the column settings' full check, each held back until the test lets it
// through: a view that needs one waits for it, and what comes after must not be lost meanwhile.
const filtersGate = await vi.hoisted(async () =>
  (await import('../harness/chunkGate')).chunkGate(),
);
const wordsGate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  await filtersGate.opened;
  return importOriginal();
});
vi.mock('@src/grid/problems/problemWordsCode', async (importOriginal) => {
  await wordsGate.opened;
  return importOriginal();
});

const loadFiltersCode = () => filtersCode.load();

describe('changes after a view that waits for a check, in the order they were made', () => {
  it('a sort, a hidden column and a width in the handler that applied a view whose columns wait are made on the view', async () => {
    const { bodies, click } = await hostReady();
    await click('Odd columns view, then sorted, Status hidden, Code 300 px');
    wordsGate.open();
    await loadProblemWords();
    await waitFor(() => expect(bodies.at(-1)).toHaveProperty('pageSize', 50), generous);
    expect(bodies.at(-1)).toEqual({
      pageNumber: 1,
      pageSize: 50,
      quickSearch: '',
      orderBy: byCode,
    });
    // The view's columns (its unknown one left out), then the handler's own column changes.
    const settings = screen.getByLabelText('Column settings');
    expect(JSON.parse(settings.textContent!)).toEqual({
      order: [],
      hidden: ['status'],
      widths: { code: 300 },
    });
  });

  it('a sort in the handler that applied a saved view with filters is made on the view; the view lands whole', async () => {
    const { bodies, click } = await hostReady();
    const columns = () => JSON.parse(screen.getByLabelText('Column settings').textContent!);
    const view = () => JSON.parse(screen.getByLabelText('View').textContent!);
    const before = { columns: columns(), view: view() };
    await click('Saved filtered view, sorted');
    // Waiting for the filters' check: nothing of the view shows yet, nor is it "applied".
    expect({ columns: columns(), view: view() }).toEqual(before);
    filtersGate.open();
    await loadFiltersCode();
    await waitFor(() => expect(bodies.at(-1)).toHaveProperty('filters'), generous);
    expect(bodies.at(-1)).toEqual({
      pageNumber: 1,
      pageSize: 10,
      quickSearch: '',
      orderBy: byCode,
      filters: { tags: ['fragile'] },
    });
    // Landed whole: its columns and density, and applied as it is shown (the sort aside).
    expect(columns()).toEqual({ order: [], hidden: ['status'], widths: {} });
    expect(view()).toEqual({
      applied: { id: 'fragile', name: 'Fragile', changed: true },
      density: 'compact',
    });
  });
});
