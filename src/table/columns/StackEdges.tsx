import type { StickyEdges } from './stickyEdges';

/**
 * One box at each sticky stack's inner edge, over the frame, which pins.css shades while
 * columns pass under the stack (the frame's `data-overflow`): a change of what is cut off
 * restyles these two boxes, where a shadow on each edge cell restyled every row's (3,000 cells
 * for 1,000 rows drawn in full, 146 ms). It spans the stack: its control columns by attribute,
 * its pinned columns' pixels as padding (known only once widths are, so never in server markup).
 * The scroll area's measures (its scrollbar, the rows' height) place it: `useOverflowEdges`. Both boxes are
 * always drawn, so that hook finds them from the start: on a side without a stack, the box
 * stands just outside the rows and casts the same shadow from their edge.
 */
export function StackEdges({ edges }: { edges: StickyEdges }) {
  return (['start', 'end'] as const).map((side) => {
    const { controls, pinnedPx } = edges.stacks[side];
    return (
      <span
        key={side}
        className="dt-edge"
        data-side={side}
        data-controls={controls}
        data-stack={edges.sticky?.includes(side) ? '' : undefined}
        style={{ paddingInlineStart: pinnedPx > 0 ? pinnedPx : undefined }}
        aria-hidden="true"
      />
    );
  });
}
