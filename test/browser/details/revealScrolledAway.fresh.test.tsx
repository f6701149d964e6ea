import { waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nextFrames } from '../harness';
import { linkedDetailsOnLateBody } from './lateVirtualBody';

// The virtualized body's code on a slow network, as in revealLateBody.fresh.test.tsx.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/DeliveriesTableVirtualRows', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
afterAll(() => page.viewport(414, 896));

describe('a person who scrolled away while the virtualized body was late', () => {
  it('is not pulled to the open row when the body finally comes', async () => {
    const { table, scroller } = await linkedDetailsOnLateBody();
    // The tries are over; the person scrolls back to the top to read the first deliveries.
    scroller.scrollTop = 0;
    await nextFrames(30);
    expect(scroller.scrollTop).toBe(0);
    gate.open();
    await waitFor(() => expect(table.querySelector('tbody[data-virtualized]')).not.toBeNull());
    // Long enough for the tries a drawn body starts to have run: they do not start.
    await nextFrames(60);
    // Still reading the top of the list, not taken 600 rows down.
    expect(scroller.scrollTop).toBe(0);
    expect(table.querySelector('tbody tr[data-index="0"]')).not.toBeNull();
  });
});
