import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filtersCode } from '@src/state/filtersCode/filtersCode';
import { byCode, generous, hostReady } from './viewsInLineHost';

// The filters' check, held back until the test lets it through (a slow network after a deploy):
// a view with filters waits for it; a reset or another view after it must still be the last.
const filtersGate = await vi.hoisted(async () =>
  (await import('../harness/chunkGate')).chunkGate(),
);
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  await filtersGate.opened;
  return importOriginal();
});

describe('a view with filters, then a reset and another view before their check comes', () => {
  it('ends on the last of them, with the change made after it', async () => {
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
});
