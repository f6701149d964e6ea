import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filtersCode } from '@src/state/filtersCode/filtersCode';
import { loadProblemWords } from '@src/grid/problems/useProblemWords';
import { byCode, generous, hostReady, routerHostReady } from './viewsInLineHost';

// The filters' check, held back until the test lets it through (a slow network after a deploy):
// a view with filters waits for it; a reset or another view after it must still be the last.
const filtersGate = await vi.hoisted(async () =>
  (await import('../harness/chunkGate')).chunkGate(),
);
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  await filtersGate.opened;
  return importOriginal();
});
// The columns' full check, held back the same way for a grid that goes while a view waits.
const wordsGate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/grid/problems/problemWordsCode', async (importOriginal) => {
  await wordsGate.opened;
  return importOriginal();
});

describe('a view that waits for a check, replaced or left before it comes', () => {
  it('a reset and another view after it: the last of them stands', async () => {
    const { bodies, click } = await hostReady();
    await click('Filtered view');
    await click('Reset');
    await click('Filtered view, sorted');
    await click('Plain view');
    filtersGate.open();
    await filtersCode.load();
    // A change after the check came: its request shows what the state was by then.
    await click('Sort by code');
    await waitFor(() => expect(bodies.at(-1)).toHaveProperty('orderBy'), generous);
    expect(bodies.at(-1)).toEqual({
      pageNumber: 1,
      pageSize: 50,
      quickSearch: '',
      orderBy: byCode,
    });
    // No view that came before the last was asked for.
    expect(bodies.map((body) => body.pageSize)).not.toContain(10);
  });

  it('a grid that is gone while a view waits: its host hears nothing more', async () => {
    const { heard, click } = await routerHostReady();
    await click('Odd columns view, sorted');
    await click('Leave');
    const heardBefore = heard.length;
    wordsGate.open();
    await loadProblemWords();
    // A change after the check came, in the host beside it: the view had its chance to land.
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(heard).toHaveLength(heardBefore);
  });
});
