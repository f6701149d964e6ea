import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { columnWidthLimits } from '../../state/arrangeColumns';
import { arrowStep } from '../../shared/direction';
import { useDirection } from '../../shared/useDirection';

// Keyboard steps in CSS pixels: an arrow nudges, Shift+arrow strides.
const step = 10;
const bigStep = 50;

/**
 * The edge of a column header that resizes it: dragged with a pointer, or by keyboard as a
 * vertical `separator` whose value is the width in pixels, measured from the first layout on.
 * Enter (or Space) grabs it: then ArrowLeft/ArrowRight resize (towards the inline end widens,
 * mirrored right to left; Shift for bigger steps), Enter or
 * Tab let go, Escape puts the width back. Not grabbed, the arrows are the header's, moving to
 * the next control (the header is one tab stop). Alt+Arrow is the page-turn shortcut's.
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
  // A natural width is only known from layout: the cell's ResizeObserver reports it after each
  // layout, before paint, and it is written straight onto the handle. Measuring in a layout
  // effect forced a layout and a render of each handle before the grid's first paint.
  const handleRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const handle = handleRef.current;
    const cell = handle?.parentElement;
    if (!handle || !cell || width !== undefined || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
      if (size !== undefined) handle.setAttribute('aria-valuenow', String(Math.round(size)));
    });
    observer.observe(cell);
    return () => observer.disconnect();
  }, [width]);
  const current = () => width ?? measure();
  // The width when grabbed by keyboard (Escape restores it); `null` while not grabbed.
  const [grabbed, setGrabbed] = useState<number | null>(null);
  // The handle sits on the inline end: dragging or arrowing towards it widens the column.
  const direction = useDirection();

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = current();
    const sign = direction === 'rtl' ? -1 : 1;
    // Listened on the document: the pointer leaves the thin handle as soon as it drags.
    const move = (moveEvent: globalThis.PointerEvent) =>
      onResize(startWidth + sign * (moveEvent.clientX - startX));
    const end = () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Alt+Arrow turns the page (the grid's shortcut); Ctrl and Meta belong to the browser.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setGrabbed(grabbed === null ? current() : null);
      return;
    }
    if (grabbed === null) return;
    if (event.key === 'Escape') {
      // Taken (default prevented): a disclosure the grid sits in leaves a used Escape alone.
      event.preventDefault();
      if (current() !== grabbed) onResize(grabbed);
      setGrabbed(null);
      return;
    }
    const wider = arrowStep(event.key, direction);
    if (wider === 0) return;
    event.preventDefault();
    onResize(current() + wider * (event.shiftKey ? bigStep : step));
  };

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
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onBlur={() => setGrabbed(null)}
      onFocus={(event) => {
        if (width === undefined) {
          event.currentTarget.setAttribute('aria-valuenow', String(Math.round(measure())));
        }
      }}
      // The header's sort button must not hear a click that ends a drag.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
