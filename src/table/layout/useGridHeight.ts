import { useEffect, type RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { fitGridHeight } from './gridHeight';

/**
 * The grid's height: a parent with a height gives it (`height: 100%`); in a parent without one
 * the grid grows with its rows up to the window below its top (`data-height="fit"` and
 * `--dt-outside-height`, read by layout.css), so the page does not scroll and only the rows do. Measured before the first
 * paint, then again when the window or the page around the grid changes size. Written to the
 * element, not to React state: a resize renders nothing.
 */
export function useGridHeight(rootRef: RefObject<HTMLElement | null>) {
  useClientLayoutEffect(() => {
    if (rootRef.current) fitGridHeight(rootRef.current);
  }, [rootRef]);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let frame = 0;
    // Once a frame at most: a window dragged wider fires many resizes.
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitGridHeight(root));
    };
    window.addEventListener('resize', measure);
    // The page growing or shrinking around the grid (a banner above it, the parent's own size).
    const resizes = new ResizeObserver(measure);
    resizes.observe(document.documentElement);
    if (root.parentElement) resizes.observe(root.parentElement);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      resizes.disconnect();
    };
  }, [rootRef]);
}
