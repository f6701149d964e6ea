import { waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { linkedDetailsOnLateBody } from './lateVirtualBody';

// The virtualized body's code on a slow network: held until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/DeliveriesTableVirtualRows', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
afterAll(() => page.viewport(414, 896));

describe('details opened by a link on a long page whose virtualized body comes late', () => {
  it("bring the open delivery's row into view once the body that can draw it is there", async () => {
    const { table, scroller } = await linkedDetailsOnLateBody();
    gate.open();
    await waitFor(() => expect(table.querySelector('tbody[data-virtualized]')).not.toBeNull());
    await waitFor(() => expect(table.querySelector('tbody tr[data-index="600"]')).not.toBeNull());
    // Drawn where a person sees it, inside the scroll area's view.
    const row = table.querySelector<HTMLElement>('tbody tr[data-index="600"]')!;
    await waitFor(() => {
      const view = scroller.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
  });
});
