import type { StickyEdges } from './stickyEdges';

/**
 * One box at each sticky stack's inner edge, over the frame, which pins.css shades while
 * columns pass under the stack (the frame's `data-overflow`): a change of what is cut off
 * restyles these two boxes, where a shadow on each edge cell restyled every row's (3,000 cells
 * for 1,000 rows drawn in full, 146 ms). The control columns place it by attribute, the pinned
 * columns' pixels by margin (known only once widths are, so never in server markup).
 */
export function StackEdges({ edges }: { edges: StickyEdges }) {
  return (['start', 'end'] as const).map((side) => {
    const { controls, pinnedPx } = edges.stacks[side];
    if (!edges.sticky?.includes(side)) return null;
    const margin = side === 'start' ? 'marginInlineStart' : 'marginInlineEnd';
    const style = pinnedPx > 0 ? { [margin]: pinnedPx } : undefined;
    return (
      <span
        key={side}
        className="dt-edge"
        data-side={side}
        data-controls={controls}
        style={style}
        aria-hidden="true"
      />
    );
  });
}
