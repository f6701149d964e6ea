import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { nextFrames } from '../harness/nextFrames';
import { box, edgeBox, header, onStyledWidePage, scrollArea, stackedGrid } from './stacks';

// The code that places the stacks' edge boxes (and where pins stick, in the same chunk), held
// back until the test lets it through, and whether anything asked for it at all.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
const asked = vi.hoisted(() => ({ yes: false }));
vi.mock('@src/table/columns/stackEdgePort', async (original) => {
  asked.yes = true;
  await gate.opened;
  return original();
});

onStyledWidePage();

const renderGrid = gridRenderer(
  { initialState: { pageSize: 20 } },
  { serve: generateDeliveries(40, 6) },
);
const shown = (element: Element) => getComputedStyle(element).opacity === '1';

describe("the stacks' edge boxes' code", () => {
  it('is never fetched by a grid whose columns fit', async () => {
    const { unmount } = await renderGrid({ selection: {} }).ready();
    expect(scrollArea().scrollWidth).toBeLessThanOrEqual(scrollArea().clientWidth);
    await nextFrames(3);
    expect(asked.yes).toBe(false);
    unmount();
  });

  it('comes with the first cut-off; until then no box shows, after it the box is placed', async () => {
    await renderGrid(stackedGrid).ready();
    // Cut off at the end from the start: asked for, held back, so nothing shows out of place.
    // Where pins stick comes in the same chunk: nothing sticks yet either.
    await waitFor(() => expect(scrollArea().parentElement!.dataset.overflow).toBe('end'));
    // Asked for by the cut-off; the import reaches the module a task or two later on a busy machine.
    await waitFor(() => expect(asked.yes).toBe(true));
    await nextFrames(3);
    expect(shown(edgeBox('end'))).toBe(false);

    expect(header('Code').hasAttribute('data-pin')).toBe(false);

    gate.open();
    await waitFor(() => expect(header('Code').getAttribute('data-pin')).toBe('start'));
    await waitFor(() => expect(shown(edgeBox('end'))).toBe(true));
    expect(box(edgeBox('end')).left).toBeCloseTo(box(header('Inserted')).left, 0);
  });
});
