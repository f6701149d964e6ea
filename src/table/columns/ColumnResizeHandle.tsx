import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { columnWidthLimits } from '../../state/arrangeColumns';
import { useHydrated, useOnDemandModule } from '../../shared/onDemandModule';
import { useDirection } from '../../shared/useDirection';
import { widthsCode } from './widthsCode';
import { useGridParts } from '../gridContext';
import type { ResizeHandle } from './resizeMoves';
import type { ResizeGrab } from './resizeGrab';

const noop = () => undefined;
// The keys that grab a handle, and those a grabbed one takes (let go, put back, resize).
const grabKeys = /^(Enter| )$/;
const handleKeys = /^(Enter| |Escape|ArrowLeft|ArrowRight)$/;

/**
 * The edge of a column header that resizes it: dragged with a pointer, or by keyboard as a
 * vertical `separator` whose value is the width in pixels, measured from the first layout on.
 * Enter (or Space) grabs it: then ArrowLeft/ArrowRight resize (towards the inline end widens,
 * mirrored right to left; Shift for bigger steps), Enter or
 * Tab let go, Escape puts the width back. Not grabbed, the arrows are the header's, moving to
 * the next control (the header is one tab stop). Alt+Arrow is the page-turn shortcut's.
 * Its moves come with the widths' code, fetched after the grid's first paint (`resizeMoves`):
 * a press, or Enter and the keys after it, before it is there are taken once it is.
 */
export function ColumnResizeHandle({
  label,
  width,
  measure,
  onResize,
}: {
  /** Accessible name, e.g. "Resize Code". */
  label: string;
  /** The width a person set, in CSS pixels; `undefined` while the column sizes to its content. */
  width: number | undefined;
  /** The column's width on screen now; read after layout and at a drag's start, never in render. */
  measure: () => number;
  onResize: (width: number) => void;
}) {
  const handleRef = useRef<HTMLDivElement>(null);
  const moves = useOnDemandModule(widthsCode, useHydrated());
  // A natural width is only known from layout: written straight onto the handle, not rendered.
  useEffect(() => moves?.observeNaturalWidth(handleRef.current, width), [moves, width]);
  const [grabbed, setGrabbed] = useState<ResizeGrab | null>(null);
  useEffect(() => grabbed?.watch(), [grabbed]);
  // Keys pressed from a grab on, before the moves' code came (`null`: none waiting).
  const queued = useRef<KeyboardEvent<HTMLDivElement>[] | null>(null);
  const handle: ResizeHandle = {
    ...{ width, measure, onResize, grabbed, setGrabbed },
    frame: useGridParts().frame,
    direction: useDirection(),
  };
  // Pressed before the moves are there: fetched (again, after a failure), then taken as pressed.
  const later = (use: (code: NonNullable<typeof moves>) => void) =>
    void widthsCode.load().then(use, noop);

  const now = Math.round(width ?? columnWidthLimits.min);
  return (
    <div
      ref={handleRef}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={now}
      aria-valuemin={columnWidthLimits.min}
      aria-valuemax={columnWidthLimits.max}
      tabIndex={0}
      // Enter grabs it for the arrows; the header's arrows move past it otherwise.
      aria-keyshortcuts="Enter"
      data-grabbed={grabbed === null ? undefined : ''}
      className="dt-resize-handle"
      onPointerDown={(event) => {
        if (moves) return moves.pressHandle(event, handle);
        if (event.button) return;
        event.preventDefault();
        // Where it was let go before the code came: the drag is taken whole then.
        let letGoAt: number | null = null;
        const letGo = (up: PointerEvent) => (letGoAt = up.clientX);
        document.addEventListener('pointerup', letGo, { once: true });
        later((code) => code.replayPress(event, letGoAt, handle));
      }}
      onKeyDown={(event) => {
        if (moves) return moves.keyOnHandle(event, handle);
        // Enter or Space grabs it; the handle's keys after it wait with it (prevented: not the
        // header's). Tab and the rest go on as ever; a blur drops what waits.
        const queue = queued.current;
        if (!(queue ? handleKeys : grabKeys).test(event.key) || event.altKey) return;
        event.preventDefault();
        if (queue) return void queue.push(event);
        queued.current = [event];
        later((code) => {
          const keys = queued.current;
          queued.current = null;
          if (keys) code.replayKeys(keys, handle);
        });
      }}
      onBlur={() => {
        queued.current = null;
        setGrabbed(null);
      }}
      onFocus={(event) => moves?.focusHandle(event, handle)}
      // The header's sort button must not hear a click that ends a drag.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
