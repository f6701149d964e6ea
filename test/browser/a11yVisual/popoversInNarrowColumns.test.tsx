import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderGrid } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { withinViewport } from './visualChecks';

// A review find: in a 700-px column at the end of a 1,280-px page, "Views" and "Columns"
// opened from their button's start and ran 100 px past the window (left of it, right to
// left): the narrow look followed the window's width, not the toolbar's.
let removeStylesheet = () => {};
beforeEach(async () => {
  localStorage.removeItem('deliveries-table:views');
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());
const initial = { width: innerWidth, height: innerHeight };
afterAll(() => page.viewport(initial.width, initial.height));

describe.each([
  { dir: 'ltr', side: 'flex-end' },
  { dir: 'rtl', side: 'flex-start' },
] as const)('a 700-px column at the page’s $side ($dir)', ({ dir, side }) => {
  it.each(['Views', 'Columns'] as const)('"%s" opens within the window', async (name) => {
    const grid = await renderGrid(
      { dir },
      {
        ...referenceBackend,
        wrap: (table) => (
          <div style={{ display: 'flex', justifyContent: side, width: 1280 }}>
            <div style={{ width: 700, flex: 'none' }}>{table}</div>
          </div>
        ),
      },
    ).ready();
    await grid.user.click(screen.getByRole('button', { name }));
    const popover = screen.getByRole('region', { name });
    if (name === 'Views') await within(popover).findByRole('button', { name: 'Save view' });
    const { left, right } = popover.getBoundingClientRect();
    expect(withinViewport(popover), JSON.stringify({ left, right })).toBe(true);
  });
});
