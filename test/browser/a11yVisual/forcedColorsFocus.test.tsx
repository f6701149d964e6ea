import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid, saveScreenshot } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import {
  contrastRatio,
  emulateForcedColors,
  findHighlightedOption,
  outlineOf,
  outlineVisible,
  panelChunk,
  parseColor,
} from './visualChecks';

let cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** The grid in forced colours, its filter panel open, with the library's stylesheet. */
async function renderInForcedColors() {
  cleanups.push(addLibraryStylesheet(), await emulateForcedColors());
  const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
  const grid = await renderGrid({ statusOptions }, referenceBackend).ready();
  expect(matchMedia('(forced-colors: active)').matches).toBe(true);
  await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
  await screen.findByRole('combobox', { name: 'Status' }, panelChunk);
  return grid;
}

/** How a focused element is drawn, named so a failure says which control it is. */
const describeFocus = (element: Element) => ({
  control: `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}"`,
  indicated: element.matches(':focus-visible') && (outlineVisible(element) || ringedRow(element)),
  outline: outlineOf(element),
});

/** A focused row draws its ring on its cells (a row's outline is not drawn across cells). */
const ringedRow = (element: Element) =>
  element instanceof HTMLTableRowElement &&
  [...element.cells].every((cell) => getComputedStyle(cell).boxShadow.includes('inset'));

/** How an element's outline stands out from the contrast theme's canvas (WCAG 1.4.11 asks 3:1). */
const againstCanvas = (element: Element) =>
  contrastRatio(outlineOf(element).color, systemColor('Canvas'));

/** What a system colour keyword computes to here, e.g. `Canvas`. */
function systemColor(keyword: string) {
  const probe = document.createElement('span');
  probe.style.color = keyword;
  document.body.append(probe);
  const color = parseColor(getComputedStyle(probe).color);
  probe.remove();
  return color;
}

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]';

/**
 * Focuses, as the keyboard would, each control in `container` that Tab can reach, and each of
 * the header's controls (one tab stop, the arrow keys go along it).
 */
function checkEachFocus(container: Element) {
  const controls = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) =>
      (control.tabIndex >= 0 || control.closest('thead') !== null) &&
      control.getClientRects().length > 0,
  );
  return controls.map((control) => {
    control.focus();
    expect(document.activeElement).toBe(control);
    return { kind: roleOf(control), ...describeFocus(control) };
  });
}

/** The role a person's screen reader names, near enough for a tally of kinds. */
const roleOf = (control: HTMLElement) =>
  control.getAttribute('role') ??
  (control instanceof HTMLInputElement
    ? (({ search: 'searchbox', checkbox: 'checkbox' } as Record<string, string>)[control.type] ??
      'textbox')
    : control.tagName.toLowerCase());

describe('focus in forced colours (Windows contrast themes), where backgrounds and shadows go', () => {
  it('every control of the grid, its filter panel, Columns and Views shows an outline on focus', async () => {
    const grid = await renderInForcedColors();
    const root = document.querySelector('.deliveries-table')!;
    const checked = checkEachFocus(root);
    // One popover at a time: each closes when focus leaves it.
    await grid.user.click(screen.getByRole('button', { name: 'Columns' }));
    checked.push(...checkEachFocus(screen.getByRole('region', { name: 'Columns' })));
    await grid.user.click(screen.getByRole('button', { name: 'Views' }));
    const views = screen.getByRole('region', { name: 'Views' });
    await within(views).findByRole('button', { name: 'Save view' });
    checked.push(...checkEachFocus(views));

    const kinds = new Set(checked.map(({ kind }) => kind));
    // Every kind of control the grid has was focused: buttons, fields, handles, checkboxes.
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'button',
        'searchbox',
        'combobox',
        'textbox',
        'separator',
        'checkbox',
      ]),
    );
    expect(checked.length).toBeGreaterThan(60);
    expect(checked.filter((focus) => !focus.indicated)).toEqual([]);
  });

  it('a focused resize handle is outlined, 3:1 against the canvas', async () => {
    const grid = await renderInForcedColors();
    const handle = screen.getByRole('separator', { name: 'Resize Code' });
    // Reached by keyboard: from the Code header's options button, ArrowRight goes to its handle.
    (await screen.findByRole('button', { name: 'Column options for Code' })).focus();
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(handle);
    expect(describeFocus(handle)).toMatchObject({ indicated: true, outline: { width: 2 } });
    expect(againstCanvas(handle)).toBeGreaterThanOrEqual(3);
    await saveScreenshot('forced-colors-focused-resize-handle', screen.getByRole('table'));
  });

  it('the highlighted option of a multi-select and the focused Export item carry a mark', async () => {
    const grid = await renderInForcedColors();
    await grid.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await grid.user.keyboard('{ArrowDown}');
    const marked = await findHighlightedOption();
    expect(outlineVisible(marked)).toBe(true);
    expect(againstCanvas(marked)).toBeGreaterThanOrEqual(3);
    await saveScreenshot('forced-colors-highlighted-option', marked.closest('[role="listbox"]')!);
    await grid.user.keyboard('{Escape}');

    const exportButton = screen.getByRole('button', { name: 'Export' });
    exportButton.focus();
    await grid.user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Export this page (CSV)' });
    expect(document.activeElement).toBe(item);
    expect(outlineVisible(item)).toBe(true);
    expect(againstCanvas(item)).toBeGreaterThanOrEqual(3);
  });
});
