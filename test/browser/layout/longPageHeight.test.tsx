import '@src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(200, 21);
// A long host page: an article above the grid and a footer below, neither with a height for it.
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
  {
    serve: dataset,
    wrap: (grid) => (
      <main>
        <article style={{ height: 1500 }}>Shift notes</article>
        {grid}
        <footer style={{ height: 100 }}>Contacts</footer>
      </main>
    ),
  },
);

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('a grid on a long page the person has scrolled', () => {
  it('leaves the page where it is when the page changes size, and settles', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    const root = document.querySelector<HTMLElement>('.deliveries-table')!;
    // Scrolled to the page's end: a page shortened for a moment clamps that scroll.
    const end = document.scrollingElement!.scrollHeight - window.innerHeight;
    expect(end).toBeGreaterThan(1500);
    window.scrollTo(0, end);
    await frames(2);
    expect(window.scrollY).toBe(end);
    const writes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => writes.push(...records));
    watcher.observe(root, { attributes: true, attributeFilter: ['style', 'data-height'] });
    const banner = document.createElement('p');
    banner.textContent = 'Shift ends at 18:00';
    document.body.append(banner);
    try {
      await frames(3);
      expect(window.scrollY).toBe(end);
      // Measured once for the change, then nothing more: no loop with its ResizeObserver.
      const settled = writes.length;
      await frames(10);
      expect(writes.length).toBe(settled);
    } finally {
      watcher.disconnect();
      banner.remove();
    }
  });
});
