import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRenderer, nextFrames, saveScreenshot } from '../harness';
import { generateDeliveries } from '@src/mocks/index';
import {
  gridFrame,
  gridTable,
  laptopDataset,
  onLaptopScreen,
  rowsInView,
  scrollArea,
} from './laptop';

const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC' },
  { serve: laptopDataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

describe('the filter panel and the grid height on a 1280 × 800 laptop', () => {
  onLaptopScreen();

  for (const theme of ['light', 'dark'] as const) {
    it(`keeps at least ten rows in view with the panel open (${theme})`, async () => {
      const { user } = await renderGrid({ theme }).ready();
      const toggle = screen.getByRole('button', { name: 'Filters' });
      await user.click(toggle);
      const panel = await screen.findByRole('region', { name: 'Filters' });
      await within(panel).findByRole('button', { name: 'Apply filters' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(rowsInView().length).toBeGreaterThanOrEqual(10);
      // The panel is in view beside the rows, and scrolls inside to its last button.
      const slot = panel.parentElement!;
      expect(slot.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(slot.getBoundingClientRect().right).toBeLessThanOrEqual(
        scrollArea().getBoundingClientRect().left,
      );
      const apply = within(panel).getByRole('button', { name: 'Apply filters' });
      apply.focus();
      await waitFor(() =>
        expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          slot.getBoundingClientRect().bottom,
        ),
      );
      expect(window.scrollY).toBe(0);
      expect(rowsInView().length).toBeGreaterThanOrEqual(10);
      await saveScreenshot(`grid-1280-filters-open-${theme}`);
    });
  }

  it('fits the columns to the room the panel leaves, with no frame laid out by their content', async () => {
    const { user } = await renderGrid({}).ready();
    await waitFor(() => expect(gridTable()).toHaveAttribute('data-layout', 'fixed'));
    const before = scrollArea().clientWidth;
    const tableBefore = gridTable().getBoundingClientRect().width;
    // Laid out by their content for a frame, every cell was restyled and laid out twice more.
    const layouts: (string | null)[] = [];
    const watch = new MutationObserver(() => layouts.push(gridTable().getAttribute('data-layout')));
    watch.observe(gridTable(), { attributeFilter: ['data-layout'] });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('region', { name: 'Filters' });
    // The long texts give way (the rest scrolls sideways, short text and numbers never cut).
    await waitFor(() => {
      expect(scrollArea().clientWidth).toBeLessThan(before - 100);
      expect(gridTable().getBoundingClientRect().width).toBeLessThan(tableBefore - 50);
    });
    watch.disconnect();
    expect(layouts).not.toContain(null);
    expect(gridTable()).toHaveAttribute('data-layout', 'fixed');
  });

  it('fits the columns again when a hidden tab is shown', async () => {
    await renderGrid(
      { selection: {} },
      {
        wrap: (grid) => (
          <div id="host-tab" style={{ padding: 16 }}>
            {grid}
          </div>
        ),
      },
    ).ready();
    const fits = () => {
      expect(gridTable()).toHaveAttribute('data-layout', 'fixed');
      expect(gridTable().getBoundingClientRect().width).toBeLessThanOrEqual(
        scrollArea().clientWidth + 1,
      );
    };
    await waitFor(fits);
    // Hidden, every box reads 0 (the tick column too); what is read then must not stay.
    const tab = document.getElementById('host-tab')!;
    tab.style.display = 'none';
    await nextFrames(30);
    tab.style.display = '';
    await waitFor(fits);
    await nextFrames(30);
    fits();
  });

  it('fills a 900-px-high host box, its pagination at the bottom', async () => {
    await renderGrid(
      {},
      {
        wrap: (grid) => (
          <div style={{ height: 900, padding: 16, boxSizing: 'border-box' }}>{grid}</div>
        ),
      },
    ).ready();
    const host = document.querySelector<HTMLElement>('.deliveries-table')!.parentElement!;
    const root = document.querySelector<HTMLElement>('.deliveries-table')!;
    expect(root.getBoundingClientRect().height).toBeCloseTo(900 - 32, 0);
    const pagination = screen.getByRole('navigation');
    expect(pagination.getBoundingClientRect().bottom).toBeCloseTo(
      host.getBoundingClientRect().bottom - 16,
      0,
    );
    // The scroll area takes the rest: the box, not the window, sets the height.
    expect(scrollArea().clientHeight).toBeGreaterThan(0.7 * window.innerHeight + 100);
    expect(gridFrame().getBoundingClientRect().bottom).toBeGreaterThan(
      pagination.getBoundingClientRect().top - 20,
    );
    // The window is 800 px high: taller for the picture, so the whole box is in it.
    await page.viewport(1280, 960);
    try {
      await waitFor(() => expect(window.innerHeight).toBe(960));
      await saveScreenshot('grid-in-900px-box', host);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('keeps a long page virtualized, in a host box with a height or without one', async () => {
    const longPage = { initialState: { pageSize: 1000 }, paging: { pageSizeOptions: [25, 1000] } };
    const warehouse = generateDeliveries(1500, 11);
    const virtualized = () =>
      waitFor(() => expect(gridTable().querySelector('tbody[data-virtualized]')).not.toBeNull());
    const drawnRows = () => gridTable().querySelectorAll('tbody tr[data-index]').length;

    // A box of 900 px: the scroll area takes what the toolbar and pagination leave.
    const boxed = await renderGrid(longPage, {
      serve: warehouse,
      wrap: (grid) => <div style={{ height: 900 }}>{grid}</div>,
    }).ready();
    await virtualized();
    const root = document.querySelector('.deliveries-table')!;
    expect(root.getBoundingClientRect().height).toBeCloseTo(900, 0);
    expect(scrollArea().clientHeight).toBeGreaterThan(0.7 * window.innerHeight + 100);
    expect(drawnRows()).toBeLessThan(60);
    boxed.unmount();

    // No height from the parent: the grid fits the window, which bounds the scroll area.
    await renderGrid(longPage, { serve: warehouse }).ready();
    await virtualized();
    expect(scrollArea().getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    expect(document.scrollingElement!.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    expect(drawnRows()).toBeLessThan(60);
  });
});
