import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useGridContext } from '../gridContext';
import { DetailPanel } from './DetailPanel';

interface DetailsBox {
  element: HTMLElement;
  /** What had focus in it when the slot holding it went: a move takes focus with the node. */
  focused: Element | null;
}

// Each grid's inline details (by its root ref, which lives as long as the grid) in one box.
const boxes = new WeakMap<object, DetailsBox>();

function boxOf(grid: object): DetailsBox {
  let box = boxes.get(grid);
  if (!box) {
    const element = document.createElement('div');
    element.className = 'dt-detail-box';
    boxes.set(grid, (box = { element, focused: null }));
  }
  return box;
}

/**
 * The details under their row (`placement: 'inline'`), drawn once at a place of the grid that
 * stays, into a box that the open row's or card's {@link InlineDetailsSlot} shows. Rows and
 * cards are drawn by place: a refresh that moves the delivery, or the grid turning to cards,
 * puts the details in another slot, and what a person typed in them, and the field in use, go
 * along.
 *
 * @example
 * ```tsx
 * {open && <InlineDetails />} // beside the rows; the open row draws <InlineDetailsSlot />
 * ```
 */
export function InlineDetails() {
  const { rootRef } = useGridContext();
  return createPortal(<DetailPanel inline />, boxOf(rootRef).element);
}

/** Where the open delivery's row or card shows its details: the box moves in, with its focus. */
export function InlineDetailsSlot() {
  const { rootRef } = useGridContext();
  const slotRef = useRef<HTMLDivElement>(null);
  useClientLayoutEffect(() => {
    const box = boxOf(rootRef);
    slotRef.current?.append(box.element);
    const { focused } = box;
    box.focused = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && focused instanceof HTMLElement && box.element.contains(focused))
      focused.focus({ preventScroll: true });
    // A slot's cleanup runs before its element leaves the document, taking the box with it: the
    // next slot, drawn in the same commit, gives that focus back; none later does (the rows
    // failed, and the person went on).
    return () => {
      const active = document.activeElement;
      if (!active || !box.element.contains(active)) return;
      box.focused = active;
      queueMicrotask(() => (box.focused = null));
    };
  }, [rootRef]);
  return <div ref={slotRef} className="dt-detail-slot" />;
}
