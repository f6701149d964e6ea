import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mockStatuses } from '@src/mocks/index';
import brandCss from '../../../stories/brandTheme.css?inline';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet, addStylesheet } from './themeHelpers';

// A review find: the Theming page scopes light text to the dark header (`.dt-thead`), and the
// header's "Column options" menu, drawn inside it, took that text onto its light box (1.01:1).
let cleanups: (() => void)[] = [];
beforeEach(async () => {
  cleanups = [addLibraryStylesheet(), addStylesheet(brandCss)];
  await page.viewport(1280, 800);
});
afterEach(() => cleanups.forEach((cleanup) => cleanup()));

const renderGrid = gridRenderer(
  {
    className: 'acme-brand',
    statusOptions: mockStatuses.map(({ value, label, tone }) => ({ value, label, tone })),
  },
  referenceBackend,
);

describe('the brand theme, light tokens scoped to its dark header', () => {
  it('draws a header menu in the grid’s colours, not the header’s', async () => {
    const grid = await renderGrid().ready();
    const button = screen.getByRole('button', { name: 'Column options for Customer' });
    await grid.user.click(button);
    const menu = await screen.findByRole('menu', undefined, { timeout: 10_000 });
    const item = within(menu).getAllByRole('menuitem')[0]!;
    // The root's text (#1c1917), not the header's white.
    expect(getComputedStyle(item).color).toBe('rgb(28, 25, 23)');
    await expectNoAxeViolations('a header menu in the brand theme');
  });

  it('draws it on the grid’s background too when a host scopes background and text to the header', async () => {
    // A review find: text put back to the root's, the background still the header's (1.006:1).
    cleanups.push(
      addStylesheet(`.deliveries-table.acme-brand .dt-thead {
        --dt-bg: #111827; --dt-surface-hover: #1f2937; --dt-border: #374151;
      }`),
    );
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: 'Column options for Customer' }));
    const menu = await screen.findByRole('menu', undefined, { timeout: 10_000 });
    // The brand theme's own background (#fffdf7), not the header's.
    expect(getComputedStyle(menu).backgroundColor).toBe('rgb(255, 253, 247)');
    await expectNoAxeViolations('a header menu under a header scoping its background');
  });
});
