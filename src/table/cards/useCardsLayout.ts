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
    let width = -1;
    let cards: boolean | null = null;
    // On a change of width only, the box's own figure from the report: the rows coming or the
    // grid growing taller ask nothing of the page (a style read here restyled every new cell).
    const read = (boxWidth: number) => {
      if (boxWidth === width) return;
      width = boxWidth;
      const limit =
        below ??
        Number(getComputedStyle(root).getPropertyValue('--dt-cards-below') || defaultCardsBelow);
      // No width is no layout (a hidden tab, jsdom): the table, until the box is drawn.
      const narrowNow = limit === Infinity || (width > 0 && width < limit);
      // Set on a change only: the same value set again still renders the grid.
      if (narrowNow !== cards) setNarrow((cards = narrowNow));
    };
    read(root.offsetWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize[0];
      if (size) read(Math.round(size.inlineSize));
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, below]);
  return narrow;
}
