import type { ColumnPin, StickyControls } from './pinOffsets';

/** What the stylesheet needs to draw the sticky stacks' edges, as attribute values. */
export interface StickyEdges {
  /** Sides with a sticky stack (control or pinned columns): the scroll shadow moves to its edge. */
  sticky: string | undefined;
  /** Sides with pinned data columns: without one, the outermost control column is the edge. */
  pinned: string | undefined;
  /** The control columns shown: the details column sticks after the actions column's width. */
  controls: string | undefined;
}

const sides = (start: boolean, end: boolean) =>
  [start && 'start', end && 'end'].filter(Boolean).join(' ') || undefined;

/**
 * The sticky stacks at either edge, for the table's and the frame's `data-*` attributes.
 *
 * @example
 * ```ts
 * stickyEdges([undefined, { side: 'end', style: {} }], { select: true, detail: false, actions: false });
 * // { sticky: 'start end', pinned: 'end', controls: 'select' }
 * ```
 */
export function stickyEdges(
  pins: readonly (ColumnPin | undefined)[],
  controls: StickyControls,
): StickyEdges {
  const pinnedStart = pins.some((pin) => pin?.side === 'start');
  const pinnedEnd = pins.some((pin) => pin?.side === 'end');
  const shown = (['select', 'detail', 'actions'] as const).filter((kind) => controls[kind]);
  return {
    sticky: sides(controls.select || pinnedStart, controls.detail || controls.actions || pinnedEnd),
    pinned: sides(pinnedStart, pinnedEnd),
    controls: shown.join(' ') || undefined,
  };
}
