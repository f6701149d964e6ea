import { stickyColumnsCode } from './columns/stickyColumnsCode';

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
 * Marks `frame` with `data-overflow="start end"` (the edges where columns are cut off) from the
 * scroll position of `area`, for the stylesheet's edge shadows, and places the sticky stacks'
 * edge boxes at the rows' scrollport. Written to the elements, not to React state: scrolling
 * re-renders nothing. Read where layout is done already: scroll events, and a ResizeObserver on
 * the area and its table (new rows, new widths, a scrollbar shown). `layout` names what the area
 * holds; `stacks`, the sides with a sticky stack (`stickyEdges`), whose outer cells place the
 * boxes. Returns what stops watching.
 *
 * @example
 * ```ts
 * const stop = watchOverflowEdges(frame, scrollArea, 'table', 'start');
 * ```
 */
export function watchOverflowEdges(
  frame: HTMLElement,
  area: HTMLElement,
  layout: 'table' | 'cards',
  stacks: string,
): () => void {
  const first = area.firstElementChild;
  const table = layout === 'table' && first instanceof HTMLTableElement ? first : null;
  // Left by the layout before (the table's, when the cards come): cleared if nothing is cut off.
  let shown = frame.getAttribute('data-overflow') ?? '';
  let placed = '';
  const place = () => {
    const code = stickyColumnsCode.current();
    if (!code || !table) return;
    placed = code.placeStacks(frame, area, table, stacks, placed);
  };
  // `moved`: a scroll, after which a stack stuck at last (a host's gutter at the start can put
  // it elsewhere than at rest) is read again, before the mark restyles anything.
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
  // Its code, once asked for, places the boxes as it comes (this watch's, whoever asked).
  const needPlacing = () => {
    if (!stickyColumnsCode.current()) void stickyColumnsCode.load().catch(() => undefined);
  };
  const arrived = stickyColumnsCode.subscribe(place);
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
}
