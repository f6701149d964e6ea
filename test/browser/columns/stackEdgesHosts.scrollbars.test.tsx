import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { box, edgeBox, header, onStyledWidePage, scrollArea, stackedGrid, wide } from './stacks';

// What a host does around the grid must not move a sticky stack's edge box off the stack:
// a gutter on both edges, a zoom or a transform, a stack that comes while scrolled. This file
// runs in a Chromium whose scrollbars take room (vite.config.ts, browser-scrollbars).

onStyledWidePage();

const dataset = generateDeliveries(80, 5);
const renderGrid = gridRenderer(
  { ...stackedGrid, initialState: { pageSize: 50 } },
  { serve: dataset },
);

const shown = (element: Element) => getComputedStyle(element).opacity === '1';

let hostStyle: HTMLStyleElement | undefined;
/** A host's own stylesheet, taken away after the test. */
function hostCss(css: string) {
  hostStyle = Object.assign(document.createElement('style'), { textContent: css });
  document.head.append(hostStyle);
}
afterEach(() => hostStyle?.remove());
const gutters = '.deliveries-table .dt-scroll { scrollbar-gutter: stable both-edges }';

/**
 * Each box is its stack's last 1rem: its outer side on the stack's inner edge, within `slack`
 * px on screen (a zoomed host's boxes round to its device pixels).
 */
async function boxesAtTheStacks(rtl: boolean, slack = 0.5) {
  const [inner, outer] = rtl ? (['left', 'right'] as const) : (['right', 'left'] as const);
  await waitFor(() => {
    expect(Math.abs(box(edgeBox('start'))[inner] - box(header('Code'))[inner])).toBeLessThan(slack);
    expect(Math.abs(box(edgeBox('end'))[outer] - box(header('Inserted'))[outer])).toBeLessThan(
      slack,
    );
  });
}

/** Scrolls the rows sideways (either direction) until both sides are cut off. */
async function scrolledMidway(rtl: boolean, by = 900) {
  scrollArea().scrollLeft = rtl ? -by : by;
  await waitFor(() => expect(shown(edgeBox('start')) && shown(edgeBox('end'))).toBe(true));
}

describe("a sticky stack's edge box, whatever the host does around the grid", () => {
  it('stands at the stacks beside a gutter on both edges, either direction', async () => {
    // Chromium sticks the start stack over that gutter, not inside it.
    hostCss(gutters);
    for (const locale of ['en-GB', 'ar']) {
      const { unmount } = await renderGrid({ locale }).ready();
      await scrolledMidway(locale === 'ar');
      await boxesAtTheStacks(locale === 'ar');
      unmount();
    }
  });

  it('stands at the stacks once a first small scroll has gone on', async () => {
    // The first scroll stops before the stack has stuck (inside the gutter), the next does not.
    hostCss(gutters);
    await renderGrid().ready();
    scrollArea().scrollLeft = 5;
    await waitFor(() => expect(shown(edgeBox('start'))).toBe(true));
    scrollArea().scrollLeft = 900;
    await boxesAtTheStacks(false);
  });

  it('stands at a stack that comes while scrolled, with no resize', async () => {
    hostCss(gutters);
    const bare = { selection: undefined, detail: undefined };
    const view = await renderGrid({ ...bare, columnsMenu: { settings: wide({}) } }).ready();
    await waitFor(() => expect(shown(edgeBox('end'))).toBe(true));
    await scrolledMidway(false);
    view.rerenderGrid({
      ...stackedGrid,
      ...bare,
      initialState: { pageSize: 50 },
      columnsMenu: { settings: wide({ code: 'start', insertTime: 'end' }) },
    });
    await waitFor(() => expect(header('Code').getAttribute('data-pin')).toBe('start'));
    await boxesAtTheStacks(false);
  });

  it('stands at the stacks in a zoomed host, and once a transform is gone', async () => {
    // Pinned columns of 200 px: at 1.5 times, 420-px pins would leave the others too little room
    // to stick (853 px of CSS width in a 1,280-px window).
    const settings = wide({ code: 'start', insertTime: 'end' });
    const narrowPins = { ...settings, widths: { ...settings.widths, code: 200, insertTime: 200 } };
    for (const zoom of [1.5, 0.8]) {
      const { unmount } = await renderGrid(
        { columnsMenu: { defaultSettings: narrowPins } },
        { wrap: (grid) => <div style={{ zoom }}>{grid}</div> },
      ).ready();
      await scrolledMidway(false);
      await boxesAtTheStacks(false, 1);
      unmount();
    }
    // A dialog's opening animation: placed while scaled, then shown at its size.
    await renderGrid(
      {},
      {
        wrap: (grid) => (
          <div data-host style={{ transform: 'scale(0.9)' }}>
            {grid}
          </div>
        ),
      },
    ).ready();
    await waitFor(() => expect(shown(edgeBox('end'))).toBe(true));
    document.querySelector<HTMLElement>('[data-host]')!.style.transform = 'none';
    await scrolledMidway(false);
    await boxesAtTheStacks(false);
  });
});
