import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { scrollArea } from './laptop';

const dataset = generateDeliveries(200, 21);
// A host page with no height of its own: the grid fits the window and its rows scroll.
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
  { serve: dataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('the rows a person scrolled to', () => {
  it('stay in view when the page around the grid changes size (a banner appears below)', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    const rows = scrollArea();
    expect(rows.scrollHeight).toBeGreaterThan(rows.clientHeight + 600);
    rows.scrollTop = 600;
    await waitFor(() => expect(rows.scrollTop).toBe(600));
    const code = () => screen.getAllByRole('row')[20]!.textContent;
    const before = code();

    // The host adds a line of text after the grid: the page's size changes, nothing else.
    const banner = document.createElement('p');
    banner.textContent = 'Shift ends at 18:00';
    document.body.append(banner);
    try {
      await nextFrames();
      await nextFrames();
      expect(rows.scrollTop).toBe(600);
      expect(code()).toBe(before);
    } finally {
      banner.remove();
    }
  });

  it('stay in view when the window is resized', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    const rows = scrollArea();
    rows.scrollTop = 600;
    await waitFor(() => expect(rows.scrollTop).toBe(600));
    await page.viewport(1200, 800);
    await nextFrames();
    await nextFrames();
    expect(rows.scrollTop).toBe(600);
  });
});
