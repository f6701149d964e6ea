import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import {
  box,
  edgeBox,
  edgeDrawnOver,
  header,
  onStyledWidePage,
  scrollArea,
  stackedGrid,
  table,
  wide,
} from './stacks';

// This file runs in a Chromium whose scrollbars take room (vite.config.ts, browser-scrollbars):
// the sticky stacks stick to the rows' scrollport, inside the scrollbar, and so must their edges.

onStyledWidePage();

const dataset = generateDeliveries(80, 5);
const renderGrid = gridRenderer(stackedGrid, { serve: dataset });

const shown = (element: Element) => getComputedStyle(element).opacity === '1';

/** The rows' scrollport on screen: the scroll area less its scrollbars. */
function scrollport() {
  const area = scrollArea();
  const { left, top } = box(area);
  const start = left + area.clientLeft;
  return { left: start, right: start + area.clientWidth, top, bottom: top + area.clientHeight };
}

/** Waits for the pins, scrollbars taking room, and the end's shadow over the columns. */
async function pinnedAndScrolling({ down }: { down: boolean }) {
  await waitFor(() => expect(header('Code').getAttribute('data-pin')).toBe('start'));
  await waitFor(() => expect(shown(edgeBox('end'))).toBe(true));
  const area = scrollArea();
  // The subject of this file: scrollbars that take room, across and (a long page) down.
  expect(area.offsetHeight - area.clientHeight).toBeGreaterThan(0);
  expect(area.offsetWidth - area.clientWidth > 0).toBe(down);
}

describe("a sticky stack's edge beside scrollbars that take room", () => {
  it('stands at the stack, inside the scrollbar, as tall as the rows in view', async () => {
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    await pinnedAndScrolling({ down: true });
    // Inserted, the end stack's first column, sticks to the scrollport's edge, and its edge
    // box stands at its inner edge (not a scrollbar's width inside it), down the rows in view
    // and no further (not over the sideways scrollbar). Placed as the area's observer reports.
    await waitFor(() => {
      const end = box(edgeBox('end'));
      expect(end.left).toBeCloseTo(box(header('Inserted')).left, 0);
      expect(end.top).toBeCloseTo(scrollport().top, 0);
      expect(end.bottom).toBeCloseTo(scrollport().bottom, 0);
    });

    scrollArea().scrollLeft = 900;
    await waitFor(() => expect(shown(edgeBox('start'))).toBe(true));
    expect(box(edgeBox('start')).right).toBeCloseTo(box(header('Code')).right, 0);
    expect(box(edgeBox('start')).bottom).toBeCloseTo(scrollport().bottom, 0);
    await expectNoAxeViolations('stack edges beside scrollbars');
  });

  it('casts the shadow from inside the scrollbar where no stack stands', async () => {
    // No control column and no pin: the rows' own edge casts the cue.
    await renderGrid({
      selection: undefined,
      detail: undefined,
      columnsMenu: { defaultSettings: wide({}) },
      initialState: { pageSize: 50 },
    }).ready();
    await waitFor(() => expect(shown(edgeBox('end'))).toBe(true));
    expect(scrollArea().offsetWidth - scrollArea().clientWidth).toBeGreaterThan(0);
    // Just outside the rows, over the scrollbar: its shadow falls on the columns, not on it.
    await waitFor(() => {
      expect(box(edgeBox('end')).left).toBeCloseTo(scrollport().right, 0);
      expect(box(edgeBox('end')).bottom).toBeCloseTo(scrollport().bottom, 0);
    });
    expect(shown(edgeBox('start'))).toBe(false);
    // Its shadow's blur stops at the rows' foot: nothing of it over the scrollbar below.
    const end = box(edgeBox('end'));
    const below = document.createElement('div');
    below.style.cssText = `position: fixed; left: ${end.left - 24}px; top: ${end.bottom}px; width: 40px; height: 8px`;
    document.body.append(below);
    try {
      expect(await edgeDrawnOver(below, 'end', 0)).toBe(false);
    } finally {
      below.remove();
    }
  });

  it('stops at the foot of a short table, not the frame below it', async () => {
    await renderGrid(
      { initialState: { pageSize: 3 } },
      { wrap: (grid) => <div style={{ height: 700 }}>{grid}</div> },
    ).ready();
    await pinnedAndScrolling({ down: false });
    const frame = scrollArea().parentElement!;
    // The frame fills the host's 700 px; the three rows do not.
    expect(box(frame).bottom - box(table()).bottom).toBeGreaterThan(200);
    // Placed when the area's observer reports the rows' last size.
    await waitFor(() => expect(box(edgeBox('end')).bottom).toBeCloseTo(box(table()).bottom, 0));
  });

  it('stands at the stack right to left, where the scrollbar is on the left', async () => {
    // Arabic, with no Arabic pack: the words stay English, the direction is the locale's.
    await renderGrid({ initialState: { pageSize: 50 }, locale: 'ar' }).ready();
    expect(table().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await pinnedAndScrolling({ down: true });
    const area = scrollArea();
    // Chromium draws a right-to-left area's scrollbar on its left, the end's side.
    expect(area.clientLeft).toBeGreaterThan(0);
    // The end stack sticks on the left, inside the scrollbar ("Show details", then Inserted),
    // and its edge box stands at Inserted's right edge.
    const details = table().querySelector('thead [data-kind="detail"]')!;
    await waitFor(() => {
      expect(box(details).left).toBeCloseTo(scrollport().left, 0);
      expect(box(edgeBox('end')).right).toBeCloseTo(box(header('Inserted')).right, 0);
      expect(box(edgeBox('end')).bottom).toBeCloseTo(scrollport().bottom, 0);
    });
  });
});
