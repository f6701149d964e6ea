import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { catchDownloads, choose } from '../export/exportHarness';
import { renderGrid } from './whereYouAreHarness';

beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));
afterEach(() => {
  vi.restoreAllMocks();
});

const exportButton = () => screen.getByRole('button', { name: 'Export' });
const place = (element: Element) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};
/** The export's polite status, found by its role inside the export part. */
const exportStatus = () =>
  [...screen.getAllByRole('status')].find((status) => status.closest('.dt-export'))!;

describe('"Exported 25 deliveries."', () => {
  it('is said without moving "Export" or the toolbar, and goes with the next action', async () => {
    catchDownloads();
    const grid = renderGrid({ initialState: { pageSize: 25 } });
    await grid.ready();
    const toolbar = exportButton().closest('.dt-toolbar')!;
    const before = { button: place(exportButton()), toolbar: place(toolbar) };

    await choose(grid.user, 'Export this page (CSV)');
    await waitFor(() => expect(exportStatus().textContent).toBe('Exported 25 deliveries.'));
    // A polite live region, seen on screen, and nothing around it moved.
    expect(exportStatus().getAttribute('aria-live')).toBe('polite');
    expect(exportStatus().getBoundingClientRect().height).toBeGreaterThan(0);
    expect(place(exportButton())).toEqual(before.button);
    expect(place(toolbar)).toEqual(before.toolbar);

    // The next thing the person does takes it away; the region stays for the next message.
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await waitFor(() => expect(exportStatus().textContent).toBe(''));
    expect(place(exportButton())).toEqual(before.button);
  });
});
