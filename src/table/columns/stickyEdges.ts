import type { ColumnPin, StickyControls } from './pinOffsets';

/** What the stylesheet needs to draw the sticky stacks' edges, as attribute values. */
export interface StickyEdges {
  /** Sides with a sticky stack (control or pinned columns), whose edge casts the cut-off shadow. */
  sticky: string | undefined;
  /** Sides with pinned data columns: without one, the outermost control column is the edge. */
  pinned: string | undefined;
  /** The control columns shown: the details column sticks after the actions column's width. */
  controls: string | undefined;
  /** Each stack's inner edge, for its shadow box (`StackEdges`): how far in from the frame's. */
  stacks: { start: StackWidth; end: StackWidth };
}

/** A sticky stack's width: its control columns (2.75rem each) and its pinned columns' pixels. */
export interface StackWidth {
  controls: number;
  pinnedPx: number;
}

const sides = (start: boolean, end: boolean) =>
  [start && 'start', end && 'end'].filter(Boolean).join(' ') || undefined;

/**
 * The sticky stacks at either edge, for the table's `data-*` attributes and the boxes that
 * shade their inner edges; `widths` are the columns' (pins hold none without).
 *
 * @example
 * ```ts
 * const controls = { select: true, detail: false, actions: false };
 * stickyEdges([undefined, { side: 'end', style: {} }], controls, [120, 90]);
 * // { sticky: 'start end', pinned: 'end', controls: 'select',
 * //   stacks: { start: { controls: 1, pinnedPx: 0 }, end: { controls: 0, pinnedPx: 90 } } }
 * ```
 */
export function stickyEdges(
  pins: readonly (ColumnPin | undefined)[],
  controls: StickyControls,
  widths: readonly number[] | null,
): StickyEdges {
  const pinnedStart = pins.some((pin) => pin?.side === 'start');
  const pinnedEnd = pins.some((pin) => pin?.side === 'end');
  const shown = (['select', 'detail', 'actions'] as const).filter((kind) => controls[kind]);
  const pinnedPx = (side: 'start' | 'end') =>
    pins.reduce((sum, pin, index) => (pin?.side === side ? sum + (widths?.[index] ?? 0) : sum), 0);
  return {
    sticky: sides(controls.select || pinnedStart, controls.detail || controls.actions || pinnedEnd),
    pinned: sides(pinnedStart, pinnedEnd),
    controls: shown.join(' ') || undefined,
    stacks: {
      start: { controls: Number(controls.select), pinnedPx: pinnedPx('start') },
      end: {
        controls: Number(controls.detail) + Number(controls.actions),
        pinnedPx: pinnedPx('end'),
      },
    },
  };
}
