import { useEffect, useRef, type RefObject } from 'react';
import { onDemandModule } from '../shared/onDemandModule';

/**
 * The inline edges where a scroll area has more to show: `['start', 'end']` while scrolled
 * halfway through a wide table. Right-to-left areas scroll from 0 down to negative offsets,
 * hence the absolute value. Half a pixel of slack absorbs subpixel widths.
 *
 * @example
 * ```ts
 * overflowEdges({ scrollLeft: 0, scrollWidth: 1400, clientWidth: 1000 }); // ['end']
 * ```
 */
export function overflowEdges(area: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ('start' | 'end')[] {
  const scrolled = Math.abs(area.scrollLeft);
  const edges: ('start' | 'end')[] = [];
  if (scrolled > 0.5) edges.push('start');
  if (scrolled + area.clientWidth < area.scrollWidth - 0.5) edges.push('end');
  return edges;
}

/**
 * Placing the stacks' edge boxes: fetched the first time rows are cut off sideways, before which
 * no box shows. A grid whose columns fit never needs it.
 */
const edgePortCode = onDemandModule(() => import('./columns/stackEdgePort'));

/**
 * Marks `frameRef` with `data-overflow="start end"` (the edges where columns are cut off) from
 * the scroll position of `scrollRef`, for the stylesheet's edge shadows, and places the sticky
 * stacks' edge boxes at the rows' scrollport (`rowsPort`). Written to the elements, not to React
 * state: scrolling re-renders nothing. Read where layout is done already: scroll events, and a
 * ResizeObserver on the area and its table (new rows, new widths, a scrollbar shown). `layout`
 * names what the area holds: the table and the cards are different elements to observe;
 * `stacks`, the sides with a sticky stack (`stickyEdges`), whose outer cells place the boxes;
 * `pinned`, the sides with pinned columns stuck: the stacks are measured again when it changes.
 */
export function useOverflowEdges(
  frameRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  layout: 'table' | 'cards',
  stacks = '',
  pinned?: string,
) {
  useEffect(() => {
    const frame = frameRef.current;
    const area = scrollRef.current;
    if (!frame || !area) return;
    const first = area.firstElementChild;
    const table = layout === 'table' && first instanceof HTMLTableElement ? first : null;
    // Left by the layout before (the table's, when the cards come): cleared if nothing is cut off.
    let shown = frame.getAttribute('data-overflow') ?? '';
    let placed = '';
    const place = () => {
      const code = edgePortCode.current();
      if (!code || !table) return;
      placed = code.placeStacks(frame, area, table, stacks, placed);
    };
    // `moved`: a scroll, after which a stack stuck at last (a host's gutter at the start can
    // put it elsewhere than at rest) is read again, before the mark restyles anything.
    const mark = (moved: boolean) => {
      const edges = overflowEdges(area).join(' ');
      if (edges === shown) return;
      if (moved) place();
      shown = edges;
      if (!edges) return frame.removeAttribute('data-overflow');
      frame.setAttribute('data-overflow', edges);
      needPlacing();
    };
    const resized = () => {
      place();
      mark(false);
    };
    const scrolled = () => mark(true);
    // Its code, once asked for, places the boxes as it comes (this effect's, whoever asked).
    const needPlacing = () => {
      if (!edgePortCode.current()) void edgePortCode.load().catch(() => undefined);
    };
    const arrived = edgePortCode.subscribe(place);
    if (shown) needPlacing();
    const resizes = new ResizeObserver(resized);
    resizes.observe(area);
    if (first) resizes.observe(first);
    area.addEventListener('scroll', scrolled, { passive: true });
    // A stack sticks fully only once scrolled past a host's start gutter: read where it rests.
    area.addEventListener('scrollend', place);
    return () => {
      arrived();
      resizes.disconnect();
      area.removeEventListener('scroll', scrolled);
      area.removeEventListener('scrollend', place);
    };
    // A stack that comes or goes moves the port, and may not resize anything observed.
  }, [frameRef, scrollRef, layout, stacks, pinned]);
  // Pins that stop sticking (the window narrowed, a column grew or was pinned past the line)
  // leave a focused control where its column scrolls, maybe out of view: the rows scroll
  // sideways to it, once laid out at the widths that follow; the page stays. Rows cut off
  // sideways have the edges' code already: without it there is nothing to scroll to.
  const stuck = useRef(pinned);
  useEffect(() => {
    const area = scrollRef.current;
    const unstuck = stuck.current && !pinned;
    stuck.current = pinned;
    if (!unstuck || !area) return;
    const frame = requestAnimationFrame(() => edgePortCode.current()?.revealFocusSideways(area));
    return () => cancelAnimationFrame(frame);
  }, [scrollRef, pinned]);
}
