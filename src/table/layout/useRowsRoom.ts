import type { RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { holdRowsRoom } from './rowsRoom';

/**
 * Gives the rows' scroll area a height of its own (`rowsRoom`), kept as the grid and the
 * frame change size: chips, notices, the Selection bar or the details coming and going, the
 * host's box resized. A sort or a page turn changes neither box, so it writes nothing and the
 * new rows are laid out once. The window's height reaches it through CSS (layout.css). Before
 * this runs (a server render), layout.css sizes the area by flexing.
 */
export function useRowsRoom(frameRef: RefObject<HTMLElement | null>) {
  useClientLayoutEffect(() => {
    const frame = frameRef.current;
    const root = frame?.closest<HTMLElement>('.dt-grid');
    if (!frame || !root) return;
    const hold = () => holdRowsRoom(root, frame);
    // The frame's reports come after layout and before paint, so the first frame is drawn at
    // its room; what they write never resizes the frame again.
    const frameSizes = new ResizeObserver(hold);
    frameSizes.observe(frame);
    // The grid shrinking with the frame unchanged (chips gone, at its cap) gives the rows more
    // room, and so grows the grid again: a frame later, or the browser reports a loop.
    let later = 0;
    const rootSizes = new ResizeObserver(() => {
      cancelAnimationFrame(later);
      later = requestAnimationFrame(hold);
    });
    rootSizes.observe(root);
    return () => {
      cancelAnimationFrame(later);
      frameSizes.disconnect();
      rootSizes.disconnect();
      root.removeAttribute('data-rows-room');
      root.style.removeProperty('--dt-rows-room');
      root.style.removeProperty('--dt-grid-chrome');
    };
  }, [frameRef]);
}
