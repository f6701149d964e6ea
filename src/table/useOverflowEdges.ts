import { useEffect, useRef, type RefObject } from 'react';
import { stickyColumnsCode } from './columns/stickyColumnsCode';
import { drawnGridCode } from './drawnGridCode';

/**
 * Marks `frameRef` with `data-overflow` where columns are cut off and places the sticky stacks'
 * edge boxes (`watchOverflowEdges`), once the code a drawn grid fetches after its first paint is
 * there: no edge is cut off before that paint's layout is read. `layout` names what the area
 * holds: the table and the cards are different elements to observe; `stacks`, the sides with a
 * sticky stack; `pinned`, the sides with pinned columns stuck: the stacks are measured again
 * when it changes.
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
    let stop: (() => void) | undefined;
    let live = true;
    drawnGridCode.load().then(
      (code) => live && (stop = code.watchOverflowEdges(frame, area, layout, stacks)),
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
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
    const frame = requestAnimationFrame(() =>
      stickyColumnsCode.current()?.revealFocusSideways(area),
    );
    return () => cancelAnimationFrame(frame);
  }, [scrollRef, pinned]);
}
