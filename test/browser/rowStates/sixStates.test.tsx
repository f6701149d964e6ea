import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { emulateForcedColors } from '../a11yVisual/visualChecks';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { renderGrid, saveScreenshot } from '../harness';
import {
  anotherOperator,
  cellsOf,
  dataRows,
  focusByKeyboard,
  freshDataset,
  lookOf,
  plainRows,
  showSixStates,
  stateRows,
  sidesDrawn,
} from './rowLooks';

let cleanups: (() => unknown)[] = [];
beforeEach(async () => {
  cleanups.push(addLibraryStylesheet());
  await page.viewport(1280, 800);
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const modes = [
  { mode: 'light', props: {}, forced: false },
  { mode: 'dark-compact', props: { theme: 'dark', density: 'compact' }, forced: false },
  { mode: 'forced-colors', props: {}, forced: true },
] as const;

describe.each(modes)('row states ($mode)', ({ mode, props, forced }) => {
  beforeEach(async () => {
    if (forced) cleanups.push(await emulateForcedColors());
  });

  it('open, selected, hovered, focused, changed and new each look apart, and apart from a plain row', async () => {
    const grid = await showSixStates(props);
    expect(matchMedia('(forced-colors: active)').matches).toBe(forced);
    await focusByKeyboard(grid);
    const rows = dataRows();
    const looks = Object.entries(stateRows).map(([state, index]) => ({
      state,
      look: lookOf(rows[index]!),
    }));
    const plain = plainRows.map((index) => lookOf(rows[index]!));
    for (const { state, look } of looks) {
      expect(plain, `${state} looks like a plain row`).not.toContain(look);
      const alike = looks.filter((other) => other.state !== state && other.look === look);
      expect(
        alike.map((other) => other.state),
        `${state} looks like`,
      ).toEqual([]);
    }
    await saveScreenshot(`row-states-${mode}`, screen.getByRole('table', { name: 'Deliveries' }));
    await expectNoAxeViolations(`six row states, ${mode}`);
  });

  it('the focused row has a ring on all four sides, drawn by its cells over the sticky ones', async () => {
    const grid = await showSixStates(props);
    await focusByKeyboard(grid);
    const row = dataRows()[stateRows.focused]!;
    const cells = cellsOf(row);
    const sides = cells.map(sidesDrawn);
    // Every cell draws the top and bottom lines; the first the start side, the last the end.
    expect(sides.every(({ top, bottom }) => top && bottom)).toBe(true);
    expect(sides.map(({ left, right }) => [left, right])).toEqual(
      cells.map((_, index) => [index === 0, index === cells.length - 1]),
    );
    // Nothing covers the sides: the cells that paint them are on top at the row's edges, the
    // end's once the rows are scrolled to it (the details panel leaves them less room).
    const [first, last] = [cells[0]!, cells.at(-1)!];
    const edgeOf = (cell: HTMLElement, side: 'left' | 'right') => {
      const box = cell.getBoundingClientRect();
      const x = side === 'left' ? box.left + 1 : box.right - 1;
      return [x, box.top + box.height / 2] as const;
    };
    expect(first.contains(document.elementFromPoint(...edgeOf(first, 'left')))).toBe(true);
    const scrollArea = row.closest<HTMLElement>('.dt-scroll')!;
    scrollArea.scrollLeft = scrollArea.scrollWidth;
    await waitFor(() =>
      // Within a pixel: the columns' widths are fractional.
      expect(last.getBoundingClientRect().right).toBeLessThan(
        scrollArea.getBoundingClientRect().right + 1,
      ),
    );
    expect(last.contains(document.elementFromPoint(...edgeOf(last, 'right')))).toBe(true);
    expect(first.contains(document.elementFromPoint(...edgeOf(first, 'left')))).toBe(true);
    await saveScreenshot(`row-focused-scrolled-to-end-${mode}`, scrollArea);
  });

  it('"New" is a tag in the room above the code: inside the cell, clear of the text', async () => {
    await showSixStates(props);
    const mark = dataRows()[stateRows.new]!.querySelector('.dt-new-mark')!;
    const cell = mark.closest('td')!.getBoundingClientRect();
    const tag = getComputedStyle(mark, '::before');
    const tagTop = mark.getBoundingClientRect().top + parseFloat(tag.top);
    const tagBottom =
      tagTop + parseFloat(tag.height) + parseFloat(tag.paddingTop) + parseFloat(tag.paddingBottom);
    const code = document.createRange();
    code.selectNodeContents(mark);
    expect(tag.content).toBe('"New"');
    expect(tagTop).toBeGreaterThanOrEqual(cell.top);
    // The text's box starts above its capitals by about a fifth of the font: the tag ends above.
    expect(tagBottom).toBeLessThanOrEqual(code.getBoundingClientRect().top + 2);
  });

  it('the open row is the current one, and only it', async () => {
    await showSixStates(props);
    const current = dataRows().filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toEqual([dataRows()[stateRows.open]]);
  });
});

describe('row states on a long page (rows drawn as they scroll into view)', () => {
  it('marks the open row current and the cells a refresh changed, as a short page does', async () => {
    const dataset = freshDataset();
    const grid = await renderGrid(
      {
        refresh: {},
        detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
        rows: { virtualizeAbove: 5 },
        initialState: { pageSize: 10 },
      },
      { serve: dataset },
    ).ready();
    await waitFor(() => expect(document.querySelector('tbody[data-virtualized]')).not.toBeNull());
    const { changed } = anotherOperator(dataset);
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-change', 'new'), {
      timeout: 10_000,
    });
    const changedRow = dataRows().find((row) => row.textContent?.includes(changed))!;
    expect(changedRow).toHaveAttribute('data-change', 'changed');
    expect(changedRow.querySelectorAll('[data-changed]')).toHaveLength(1);
    await grid.user.click(cellsOf(dataRows()[2]!)[1]!);
    await waitFor(() => expect(dataRows()[2]).toHaveAttribute('aria-current', 'true'));
    expect(dataRows().filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });
});

describe('a focused row in a right-to-left page', () => {
  it('has its start side on the right, drawn by its first cell', async () => {
    const grid = await renderGrid(
      { dir: 'rtl', selection: {}, initialState: { pageSize: 10 } },
      { serve: freshDataset() },
    ).ready();
    await screen.findAllByRole('checkbox', {}, { timeout: 10_000 });
    dataRows()[0]!.focus();
    await grid.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(dataRows()[1]!.matches(':focus-visible')).toBe(true));
    const cells = cellsOf(dataRows()[1]!);
    expect(cells[0]!.getBoundingClientRect().left).toBeGreaterThan(
      cells.at(-1)!.getBoundingClientRect().left,
    );
    expect(sidesDrawn(cells[0]!)).toEqual({ top: true, bottom: true, left: false, right: true });
    expect(sidesDrawn(cells.at(-1)!)).toEqual({
      top: true,
      bottom: true,
      left: true,
      right: false,
    });
  });
});
