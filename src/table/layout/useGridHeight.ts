import { useEffect, useRef, type RefObject } from 'react';
import { drawnGridCode } from '../drawnGridCode';
import type { GridHeightFit } from './gridHeight';
import { cancelMeasure, measureNextFrame } from './framePass';

/**
 * The grid's height: a parent with a height gives it (`height: 100%`); in a parent without one
 * the grid grows with its rows up to the window below its top (`data-height="fit"` and
 * `--dt-outside-height`, read by layout.css), so the page does not scroll and only the rows do.
 * Measured in the frame after the grid mounts (the observers' first report: the root's ref is
 * not set yet when this part's layout effects run), then again when the window or the page
 * around the grid changes size. Written to the element, not to React state: a resize renders
 * nothing.
 */
export function useGridHeight(rootRef: RefObject<HTMLElement | null>) {
  const lastFit = useRef<GridHeightFit | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let windowResized = false;
    let waited = false;
    let live = true;
    // Once a frame at most (a window dragged wider fires many resizes), read beside the rows'
    // room so the frame is laid out once.
    const measure = () =>
      void drawnGridCode.load().then(
        ({ fitGridHeight, refitGridHeight }) =>
          live &&
          measureNextFrame(lastFit, () => {
            const last = lastFit.current;
            const full = !last || windowResized;
            windowResized = false;
            // The window always gets the full trial; a parent that grew with the rows need not.
            if (full) {
              lastFit.current = fitGridHeight(root);
              return;
            }
            // Any other change is looked at again a frame later before the trial: details or
            // chips that went shrink the grid for the frame until the rows' room is measured
            // again, and each trial that grows the page past the window restyles all of it.
            const { fit, write, unsure } = refitGridHeight(root, last, waited);
            waited = unsure === true;
            lastFit.current = fit;
            if (waited) measure();
            return write;
          }),
        // Unfetched, the grid is as tall as its rows; the next resize tries again.
        () => undefined,
      );
    const onWindowResize = () => {
      windowResized = true;
      measure();
    };
    window.addEventListener('resize', onWindowResize);
    // The page growing or shrinking around the grid (a banner above it, the parent's own size).
    const resizes = new ResizeObserver(measure);
    resizes.observe(document.documentElement);
    if (root.parentElement) resizes.observe(root.parentElement);
    return () => {
      live = false;
      cancelMeasure(lastFit);
      window.removeEventListener('resize', onWindowResize);
      resizes.disconnect();
    };
  }, [rootRef]);
}
