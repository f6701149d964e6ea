import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRenderer, saveScreenshot } from '../harness';
import { defaultHeader } from '../table/deliveriesServer';
import { isCutToOneLine } from './cutText';
import { gridFrame, gridTable, laptopDataset, onLaptopScreen, scrollArea } from './laptop';

// The host: the grid in a page with 16 px of padding, so a box of 1,246 px at 1280.
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC' },
  { serve: laptopDataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

/** The edge shadows: a box at each side of the rows (`.dt-edge`), shown while cut off there. */
const cue = (edge: 'start' | 'end') =>
  getComputedStyle(gridFrame().querySelector(`.dt-edge[data-side="${edge}"]`)!);

describe('the grid on a 1280 × 800 laptop', () => {
  onLaptopScreen();

  it('fits its nine columns in its box, long text cut with its whole value in the tooltip', async () => {
    await renderGrid().ready();
    const box = scrollArea().getBoundingClientRect();
    expect(scrollArea().clientWidth).toBeGreaterThan(1240);
    expect(gridTable().getBoundingClientRect().width).toBeLessThanOrEqual(scrollArea().clientWidth);
    expect(scrollArea().scrollWidth).toBeLessThanOrEqual(scrollArea().clientWidth);
    // Every header's label is whole and inside the box.
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(defaultHeader);
    for (const header of headers) {
      const label = header.querySelector('.dt-th-label')!.getBoundingClientRect();
      expect(label.right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
      expect(label.right).toBeLessThanOrEqual(box.right);
    }
    // A cell too long for its column shows one line with an ellipsis and keeps its whole text
    // as the title; the rows keep their 2.75rem (the last has no bottom border).
    const cut = [...gridTable().querySelectorAll<HTMLElement>('.dt-truncate')].filter(
      isCutToOneLine,
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const span of cut) expect(span.title).toBe(span.textContent);
    const rowHeights = screen
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => row.offsetHeight);
    expect(new Set(rowHeights)).toEqual(new Set([44]));
    // Nothing is cut off, so no edge shows a cue.
    expect(gridFrame().hasAttribute('data-overflow')).toBe(false);
    expect([cue('start').opacity, cue('end').opacity]).toEqual(['0', '0']);
    await saveScreenshot('grid-1280-light');
  });

  it('fits in the dark theme too', async () => {
    await renderGrid({ theme: 'dark' }).ready();
    expect(gridTable().getBoundingClientRect().width).toBeLessThanOrEqual(scrollArea().clientWidth);
    await saveScreenshot('grid-1280-dark');
  });

  it('shows a shadow on the side where columns are cut off, and none at the end', async () => {
    const { user } = await renderGrid(
      {},
      { wrap: (grid) => <div style={{ width: 720, padding: 16 }}>{grid}</div> },
    ).ready();
    const area = scrollArea();
    expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
    // At the start: more to the right.
    await waitFor(() => expect(gridFrame().getAttribute('data-overflow')).toBe('end'));
    // The shadows fade over 0.15 s.
    await waitFor(() => expect([cue('start').opacity, cue('end').opacity]).toEqual(['0', '1']));
    await saveScreenshot('grid-720-cue-at-start', gridFrame());

    // Halfway: both sides.
    area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2;
    await waitFor(() => expect(gridFrame().getAttribute('data-overflow')).toBe('start end'));

    // At the end: only the side scrolled past.
    area.scrollLeft = area.scrollWidth;
    await waitFor(() => expect(gridFrame().getAttribute('data-overflow')).toBe('start'));
    await waitFor(() => expect([cue('start').opacity, cue('end').opacity]).toEqual(['1', '0']));
    expect(within(gridTable()).getByRole('columnheader', { name: 'Inserted' })).toBeTruthy();

    // Focus on the first header scrolls the area back to the start: the cue follows.
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(gridFrame().getAttribute('data-overflow')).toBe('end'));
  });

  it('fades the cue in without motion when the person asks for reduced motion', async () => {
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      await renderGrid().ready();
      expect(cue('end').transitionDuration).toBe('0s');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
    expect(cue('end').transitionDuration).toBe('0.15s');
  });
});
