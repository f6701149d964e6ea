import '@src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const warehouse = generateDeliveries(1200, 17);
const renderGrid = gridRenderer(
  { initialState: { pageSize: 1000 }, paging: { pageSizeOptions: [25, 1000] } },
  // The answer comes after the virtualized body's chunk (fetched at mount for long pages).
  { serve: warehouse, latencyMs: 600 },
);

const table = () => document.querySelector<HTMLTableElement>('table.dt-table, table')!;
const drawnRows = () => [
  ...(document.querySelectorAll<HTMLElement>('tbody[data-virtualized] tr[data-index]') ?? []),
];

afterEach(async () => {
  await page.viewport(414, 896);
});

describe("a long page's first frame", () => {
  it('draws the rows in view and one more, in a grid that fits the window', async () => {
    await page.viewport(1280, 800);
    // The rows of the first commit that shows any: what the first frame paints.
    let firstDrawn = 0;
    const watch = new MutationObserver(() => {
      if (firstDrawn === 0) firstDrawn = drawnRows().length;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderGrid();
    await waitFor(() => expect(firstDrawn).toBeGreaterThan(0), { timeout: 10_000 });
    watch.disconnect();
    const scroller = table().parentElement!;
    const header = table().tHead!.getBoundingClientRect().height;
    const rowHeight = drawnRows()[0]!.getBoundingClientRect().height;
    const inView = Math.ceil((scroller.clientHeight - header) / rowHeight);
    expect(firstDrawn).toBeGreaterThanOrEqual(inView);
    expect(firstDrawn).toBeLessThanOrEqual(inView + 1);
  });
});
