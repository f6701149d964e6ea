import { useState, type RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';

/**
 * When the grid shows each delivery as a card instead of a table row.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" cards={{ below: 720 }} />; // cards in a column under 720 px
 * <DeliveriesTable baseUrl="/gateway" cards={{ below: Infinity }} />; // always cards
 * <DeliveriesTable baseUrl="/gateway" cards={{ below: 0 }} />; // never cards
 * ```
 */
export interface DeliveriesCardsOptions {
  /**
   * Cards while the grid's own box (not the window) is narrower than this many CSS pixels.
   * `Infinity` always, `0` never. Default: the root's `--dt-cards-below` custom property (a
   * number, set with the host's other breakpoints), else 600.
   */
  below?: number;
}

/** Nine columns need about 1,150 px; under 600 a table shows two of them without scrolling. */
export const defaultCardsBelow = 600;

/**
 * Whether the grid's own box is narrower than `below` (else the root's `--dt-cards-below`, else
 * 600): read before the first paint and again whenever the box changes size (a details panel
 * opening beside it, a dashboard tile resized). `false` on the server and while hydrating.
 */
export function useCardsLayout(rootRef: RefObject<HTMLElement | null>, below?: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useClientLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const read = () => {
      const limit =
        below ??
        Number(getComputedStyle(root).getPropertyValue('--dt-cards-below') || defaultCardsBelow);
      const width = root.clientWidth;
      // No width is no layout (a hidden tab, jsdom): the table, until the box is drawn.
      setNarrow(limit === Infinity || (width > 0 && width < limit));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, below]);
  return narrow;
}
