import { useEffect, useRef, useState, type RefObject } from 'react';
import { rowOverscan as overscan, rowWindow } from './rowWindow';
import { scrollViewHeight } from './scrollViewHeight';
import { boxScrolls, clippingBoxes, scaleOf, shownBand } from './pageView';

// The first frame draws one: the rest follow in the render after it, once rows are on screen.
const firstOverscan = 1;

/** What is drawn: the window of rows and the height they are drawn at. */
export interface DrawnRows {
  first: number;
  last: number;
  rowHeight: number;
}

/** Whether the drawn rows still serve: same height, every needed row drawn, few extra. */
function coversWithLittleSlack(drawn: DrawnRows, needed: DrawnRows) {
  return (
    drawn.rowHeight === needed.rowHeight &&
    drawn.first <= needed.first &&
    drawn.last >= needed.last &&
    // A window grown too large (a first guess, a smaller view) is trimmed, not kept forever.
    drawn.last - drawn.first <= needed.last - needed.first + 2 * overscan
  );
}

/** The rows' geometry, read from layout once, then on scroll and resize. */
export interface Geometry {
  viewHeight: number;
  /** The sticky header's height: where the body starts in the scroll area. */
  offset: number;
  rowHeight: number;
  /** Where the rows scroll with the page: the boxes that clip them (`pageView`); else `null`. */
  clips: HTMLElement[] | null;
}

/**
 * Which rows a virtualized body draws: those in view of what scrolls them (the grid's own box,
 * or the page where that box has no cap on its height), kept as they are while they still serve.
 *
 * @example
 * ```ts
 * const { drawnRows, geometry } = useRowWindow({ count: 1000, estimatedRowHeight: 44, estimatedViewHeight: 600, scrollRef, bodyRef });
 * ```
 */
export function useRowWindow({
  count,
  estimatedRowHeight,
  estimatedViewHeight,
  scrollRef,
  bodyRef,
}: {
  count: number;
  estimatedRowHeight: number;
  estimatedViewHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
  bodyRef: RefObject<HTMLElement | null>;
}) {
  // The header is a row high plus its border; the rest is known after the first layout.
  const [estimate] = useState<Geometry>(() => ({
    viewHeight: estimatedViewHeight,
    offset: estimatedRowHeight + 1,
    rowHeight: estimatedRowHeight,
    clips: null,
  }));
  const geometry = useRef(estimate);
  // The first frame shows the rows in view and one more; the first measure adds the overscan.
  const [drawnRows, setDrawnRows] = useState<DrawnRows>(() => ({
    rowHeight: estimatedRowHeight,
    ...rowWindow({ count, overscan: firstOverscan, scrollTop: 0, ...estimate }),
  }));

  // Layout is read where it is already computed: in the ResizeObserver's first call (after
  // layout, before paint) and in scroll events, never forced from an effect. With the estimates
  // right, the first frame draws without a second render.
  useEffect(() => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    const read = (resized: boolean) => {
      const firstRow = body.querySelector('tr[data-index]');
      // In the rows' own CSS pixels: a host's transform or zoom scales what the window shows.
      const scale = scaleOf(body);
      const rowHeight =
        (firstRow?.getBoundingClientRect().height ?? 0) / scale || estimatedRowHeight;
      // Which box scrolls the rows can change only with a size: scrolls reuse what was found.
      const paged = resized ? !boxScrolls(scroller) : geometry.current.clips !== null;
      const clips = !paged ? null : resized ? clippingBoxes(scroller) : geometry.current.clips!;
      let scrollTop = scroller.scrollTop;
      if (clips) {
        const band = shownBand(clips);
        scrollTop = (band.top - body.getBoundingClientRect().top) / scale;
        const viewHeight = (band.bottom - band.top) / scale;
        geometry.current = { viewHeight, offset: 0, rowHeight, clips };
      } else {
        const viewHeight = scroller.clientHeight || scrollViewHeight(scroller);
        geometry.current = { viewHeight, offset: body.offsetTop, rowHeight, clips };
      }
      const needed = {
        rowHeight,
        ...rowWindow({ count, overscan, scrollTop, ...geometry.current }),
      };
      setDrawnRows((drawn) => (coversWithLittleSlack(drawn, needed) ? drawn : needed));
    };
    // Scrolls of the page or of a host's box reach the window in their capture phase.
    const scrolled = (event: Event) => {
      if (event.target === scroller || geometry.current.clips) read(false);
    };
    const resized = () => read(true);
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    window.addEventListener('resize', resized);
    const resizes = new ResizeObserver(resized);
    resizes.observe(scroller);
    // Where the page scrolls the rows, what moves them without a scroll (the filter panel
    // closing above them, a host's banner) changes the grid's height or the page's.
    resizes.observe(document.documentElement);
    const grid = scroller.closest('.deliveries-table');
    if (grid) resizes.observe(grid);
    return () => {
      window.removeEventListener('scroll', scrolled, { capture: true });
      window.removeEventListener('resize', resized);
      resizes.disconnect();
    };
  }, [scrollRef, bodyRef, estimatedRowHeight, count]);

  return { drawnRows, geometry };
}
