import type { StickyEdges } from './stickyEdges';

/**
 * One box at each side of the rows, over the frame, which pins.css shades while columns are cut
 * off on that side (the frame's `data-overflow`): a change of what is cut off restyles these
 * two boxes and the edge headers, where a shadow on each edge cell restyled every row's (3,000
 * cells for 1,000 rows drawn in full, 146 ms). Beside a sticky stack it stands in the stack's
 * last 1rem: its control columns by attribute, its pinned columns' pixels by margin (known
 * only once widths are, so never in server markup). Without one, it stands just outside the
 * rows. `useOverflowEdges` places both once columns are first cut off (each shows once
 * placed): beside a stack, from where its outer header cell stuck; without, from the scroll
 * area's measures (its scrollbar); as tall as the rows in view. Both are always drawn.
 */
export function StackEdges({ edges }: { edges: StickyEdges }) {
  return (['start', 'end'] as const).map((side) => {
    const { controls, pinnedPx } = edges.stacks[side];
    const margin = side === 'start' ? 'marginInlineStart' : 'marginInlineEnd';
    return (
      <span
        key={side}
        className="dt-edge"
        data-side={side}
        data-controls={controls}
        data-stack={edges.sticky?.includes(side) ? '' : undefined}
        style={{ [margin]: pinnedPx > 0 ? pinnedPx : undefined }}
        aria-hidden="true"
      />
    );
  });
}
