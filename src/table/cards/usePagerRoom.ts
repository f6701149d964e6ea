import { useEffect, type RefObject } from 'react';

/**
 * While cards show, writes the pager's height on the root as `--dt-pager-room`: where the
 * window scrolls the cards, the pager sticks to its bottom and the Selection bar sticks just
 * above it (selection.css), not under it. Measured by the pager's own box, so a pager that
 * wraps onto two lines on a phone leaves two lines' room. Taken off when the cards go.
 *
 * @example
 * ```tsx
 * usePagerRoom(rootRef); // in the cards' part
 * ```
 */
export function usePagerRoom(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    const pager = root?.querySelector<HTMLElement>(':scope > .dt-pagination');
    if (!root || !pager || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize[0];
      if (size) root.style.setProperty('--dt-pager-room', `${size.blockSize}px`);
    });
    observer.observe(pager);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--dt-pager-room');
    };
  }, [rootRef]);
}
