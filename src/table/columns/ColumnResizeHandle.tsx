import { useEffect, useRef, useState } from 'react';
import { columnWidthLimits } from '../../state/arrangeColumns';
import { useHydrated, useOnDemandModule } from '../../shared/onDemandModule';
import { useDirection } from '../../shared/useDirection';
import { widthsCode } from './widthsCode';
import type { ResizeHandle } from './resizeMoves';

const noop = () => undefined;

/**
 * The edge of a column header that resizes it: dragged with a pointer, or by keyboard as a
 * vertical `separator` whose value is the width in pixels, measured from the first layout on.
 * Enter (or Space) grabs it: then ArrowLeft/ArrowRight resize (towards the inline end widens,
 * mirrored right to left; Shift for bigger steps), Enter or
 * Tab let go, Escape puts the width back. Not grabbed, the arrows are the header's, moving to
 * the next control (the header is one tab stop). Alt+Arrow is the page-turn shortcut's.
 * Its moves come with the widths' code, fetched after the grid's first paint (`resizeMoves`):
 * a press or Enter before it is there is taken once it is.
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
  const [grabbed, setGrabbed] = useState<number | null>(null);
  const handle: ResizeHandle = {
    ...{ width, measure, onResize, grabbed, setGrabbed },
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
        if (event.button !== 0) return;
        event.preventDefault();
        // A press let go before the code came is no drag.
        let released = false;
        const release = (up: PointerEvent) => (released ||= up.pointerId === event.pointerId);
        document.addEventListener('pointerup', release);
        document.addEventListener('pointercancel', release);
        void widthsCode
          .load()
          .then((code) => released || code.pressHandle(event, handle), noop)
          .finally(() => {
            document.removeEventListener('pointerup', release);
            document.removeEventListener('pointercancel', release);
          });
      }}
      onKeyDown={(event) => {
        if (moves) return moves.keyOnHandle(event, handle);
        // Enter or Space grabs it (not the page's scroll); other keys are the header's.
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        // Taken if focus is still on the handle then (its blur lets go of it).
        const target = event.currentTarget;
        later((code) => target === document.activeElement && code.keyOnHandle(event, handle));
      }}
      onBlur={() => setGrabbed(null)}
      onFocus={(event) => moves?.focusHandle(event, handle)}
      // The header's sort button must not hear a click that ends a drag.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
