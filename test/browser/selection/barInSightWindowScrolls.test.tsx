import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const dataset = generateDeliveries(150, 29);
// A host that lets the page scroll the grid: no height limit, a hundred rows drawn in full.
const renderGrid = gridRenderer(
  { initialState: { pageSize: 100 }, timeZone: 'UTC', selection: {} },
  {
    serve: dataset,
    wrap: (grid) => <div style={{ '--dt-max-height': 'none' } as object}>{grid}</div>,
  },
);

describe('a grid the window scrolls', () => {
  it('keeps the Selection bar at the window’s bottom, over the rows, until the rows end', async () => {
    const { user } = renderGrid();
    const first = await screen.findByRole(
      'checkbox',
      { name: `Select ${dataset[0]!.code}` },
      { timeout: 10_000 },
    );
    expect(document.scrollingElement!.scrollHeight).toBeGreaterThan(innerHeight * 2);
    await user.click(first);
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    const clear = within(bar).getByRole('button', { name: 'Clear selection' });
    // Whole in the window and drawn on top: a press there reaches "Clear selection".
    const inSight = () => {
      const { top, bottom } = bar.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(innerHeight + 1);
      const box = clear.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit === clear || clear.contains(hit)).toBe(true);
    };
    await waitFor(inSight, { timeout: 10_000 });
    // Walked down by keyboard, each row focus comes to is scrolled clear of the bar.
    expect(document.activeElement).toBe(first);
    for (let step = 0; step < 30; step += 1) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => {
        const row = document.activeElement!.closest('.dt-row')!.getBoundingClientRect();
        expect(row.top).toBeGreaterThanOrEqual(0);
        expect(row.bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1);
      });
    }
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: `Select ${dataset[30]!.code}` }),
    );
    scrollTo(0, document.scrollingElement!.scrollHeight / 3);
    await waitFor(inSight, { timeout: 10_000 });
    await expectNoAxeViolations('the Selection bar over rows the window scrolls');

    // At the end of the page it is back under the last row, the pager below it.
    scrollTo(0, document.scrollingElement!.scrollHeight);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const lastRow = screen.getAllByRole('row').at(-1)!;
    await waitFor(() => {
      expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        lastRow.getBoundingClientRect().bottom - 1,
      );
      expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        pager.getBoundingClientRect().top + 1,
      );
    });
    await user.click(clear);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull());
  });
});
