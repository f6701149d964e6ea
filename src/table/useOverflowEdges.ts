import { useEffect, type RefObject } from 'react';

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
 * Marks `frameRef` with `data-overflow="start end"` (the edges where columns are cut off) from
 * the scroll position of `scrollRef`, for the stylesheet's edge shadows. Written to the element,
 * not to React state: scrolling re-renders nothing. Read where layout is done already: scroll
 * events, and a ResizeObserver on the area and its table (new rows, new widths).
 */
export function useOverflowEdges(
  frameRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const frame = frameRef.current;
    const area = scrollRef.current;
    if (!frame || !area) return;
    let shown = '';
    const mark = () => {
      const edges = overflowEdges(area).join(' ');
      if (edges === shown) return;
      shown = edges;
      if (edges) frame.setAttribute('data-overflow', edges);
      else frame.removeAttribute('data-overflow');
    };
    const resizes = new ResizeObserver(mark);
    resizes.observe(area);
    if (area.firstElementChild) resizes.observe(area.firstElementChild);
    area.addEventListener('scroll', mark, { passive: true });
    return () => {
      resizes.disconnect();
      area.removeEventListener('scroll', mark);
    };
  }, [frameRef, scrollRef]);
}
