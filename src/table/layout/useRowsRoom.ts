import type { RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { cancelMeasure, measureNextFrame } from './framePass';
import { rowsRoomWrite } from './rowsRoom';

/**
 * Gives the rows' scroll area a height of its own (`rowsRoom`), kept as the grid and the
 * frame change size: chips, notices, the Selection bar or the details coming and going, the
 * host's box resized. A sort or a page turn changes neither box, so it writes nothing and the
 * new rows are laid out once. The window's height reaches it through CSS (layout.css). Before
 * the first measure (a server render, the first frame), layout.css sizes the area by flexing.
 */
export function useRowsRoom(frameRef: RefObject<HTMLElement | null>) {
  useClientLayoutEffect(() => {
    const frame = frameRef.current;
    const root = frame?.closest<HTMLElement>('.dt-grid');
    if (!frame || !root) return;
    // Written a frame after the boxes change, never in the observer's report: a write there
    // that resizes an observed box again (a window narrowed, the toolbar wrapping) makes the
    // browser report a loop. Until the first write the scroll area flexes (layout.css), drawn
    // as it should be, only laid out twice.
    const sizes = new ResizeObserver(() =>
      measureNextFrame(frame, () => rowsRoomWrite(root, frame)),
    );
    sizes.observe(frame);
    sizes.observe(root);
    return () => {
      cancelMeasure(frame);
      sizes.disconnect();
      // The root outlives this part; the scroll area and the measures written on it do not.
      root.removeAttribute('data-rows-room');
    };
  }, [frameRef]);
}
