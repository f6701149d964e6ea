import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderGrid, saveScreenshot } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { withinViewport } from './visualChecks';

// 320 × 700: a phone held upright (WCAG 1.4.10's 320 CSS px). 640 × 400: 1280 × 800 at 200% zoom.
const viewports = [
  { name: '320', width: 320, height: 700 },
  { name: '640-zoom-200', width: 640, height: 400 },
] as const;

let removeStylesheet = () => {};
beforeEach(() => {
  localStorage.removeItem('deliveries-table:views');
  removeStylesheet = addLibraryStylesheet();
});
afterEach(() => removeStylesheet());
// The size the runner gave this page, for the files that run after this one.
const initial = { width: innerWidth, height: innerHeight };
afterAll(() => page.viewport(initial.width, initial.height));

/** Where a box stands against the viewport, for a failure's message. */
const placement = (element: Element) => {
  const { left, right } = element.getBoundingClientRect();
  return { left: Math.round(left), right: Math.round(right), viewport: innerWidth };
};

/** A popover opens just under its button: no more than a small gap between them. */
function expectUnder(popover: Element, button: Element) {
  const gap = popover.getBoundingClientRect().top - button.getBoundingClientRect().bottom;
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(8);
}

/** Scrolls each control into view (a page may scroll down, never sideways) and checks it is whole. */
function expectWhollyVisible(controls: HTMLElement[]) {
  for (const control of controls) {
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    expect(withinViewport(control, { y: true }), control.getAttribute('aria-label') ?? '').toBe(
      true,
    );
  }
  expect(document.scrollingElement!.scrollLeft).toBe(0);
}

/** Opens "Columns" or "Views" at this viewport; checks it lies within it, just under its button. */
async function openAt(width: number, height: number, name: 'Columns' | 'Views') {
  await page.viewport(width, height);
  const grid = await renderGrid({}, referenceBackend).ready();
  const toggle = screen.getByRole('button', { name });
  await grid.user.click(toggle);
  const popover = screen.getByRole('region', { name });
  // The views' forms come in a chunk of their own.
  if (name === 'Views') await within(popover).findByRole('button', { name: 'Save view' });
  expect(withinViewport(popover), JSON.stringify(placement(popover))).toBe(true);
  expectUnder(popover, toggle);
  return popover;
}

describe.each(viewports)('at $width × $height', ({ name, width, height }) => {
  it('"Columns" opens within the viewport, every move button whole', async () => {
    const columns = await openAt(width, height, 'Columns');
    const moves = within(columns).getAllByRole('button', { name: /^Move .* (up|down)$/ });
    expect(moves).toHaveLength(18);
    expectWhollyVisible([...moves, within(columns).getByRole('button', { name: 'Reset columns' })]);
    window.scrollTo(0, 0);
    await saveScreenshot(`columns-${name}`);
  });

  it('"Views" opens within the viewport, "Save view" whole', async () => {
    const views = await openAt(width, height, 'Views');
    const save = within(views).getByRole('button', { name: 'Save view' });
    expectWhollyVisible([save, within(views).getByRole('textbox')]);
    window.scrollTo(0, 0);
    await saveScreenshot(`views-${name}`);
  });
});

describe('"Export" at 400 × 700, wrapped onto its own line', () => {
  it('keeps its button and its menu within the viewport', async () => {
    await page.viewport(400, 700);
    const grid = await renderGrid({}, referenceBackend).ready();
    const button = screen.getByRole('button', { name: 'Export' });
    expect(withinViewport(button), JSON.stringify(placement(button))).toBe(true);
    await grid.user.click(button);
    const menu = screen.getByRole('menu');
    expect(withinViewport(menu), JSON.stringify(placement(menu))).toBe(true);
    await saveScreenshot('export-400');
  });
});

describe('at 1280 × 800, where there is room', () => {
  it('"Columns" and "Views" open under their button, from its start edge', async () => {
    for (const name of ['Columns', 'Views'] as const) {
      const popover = await openAt(1280, 800, name);
      const toggle = screen.getByRole('button', { name });
      expect(popover.getBoundingClientRect().left).toBeCloseTo(
        toggle.getBoundingClientRect().left,
        0,
      );
      cleanup();
    }
  });
});
