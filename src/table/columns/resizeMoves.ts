import type { Dispatch, FocusEvent, KeyboardEvent, PointerEvent, SetStateAction } from 'react';
import { arrowStep, type Direction } from '../../shared/direction';
import { columnWidthLimits } from '../../state/arrangeColumns';
import type { GridStoreInternals } from '../../grid/store/gridStore';
import { grabOf, type ResizeGrab } from './resizeGrab';

// Keyboard steps in CSS pixels: an arrow nudges, Shift+arrow strides.
const step = 10;
const bigStep = 50;

/** A resize handle as its moves see it (`ColumnResizeHandle`). */
export interface ResizeHandle {
  /** The width a person set, in CSS pixels; `undefined` while the column sizes to its content. */
  width: number | undefined;
  /** The column's width on screen now; read after layout and at a drag's start, never in render. */
  measure: () => number;
  onResize: (width: number) => void;
  /** The keyboard grab, Escape's way back; `null` while not grabbed. */
  grabbed: ResizeGrab | null;
  setGrabbed: Dispatch<SetStateAction<ResizeGrab | null>>;
  direction: Direction;
  /** The grid's model: a grab keeps its columns' widths, for Escape to put back. */
  frame: GridStoreInternals['frame'];
}

/**
 * Where a resize from a column's width on screen towards `to` lands within
 * {@link columnWidthLimits}, or `null` where the limits leave no room that way: a column the
 * grid draws wider than the maximum cannot be widened (nor one drawn narrower than the minimum
 * narrowed), so it is not snapped to the limit the other way.
 *
 * @example
 * ```ts
 * widthTowards(200, 250); // 250
 * widthTowards(780, 830); // 800
 * widthTowards(1175, 1225); // null: drawn past the maximum already
 * widthTowards(1175, 1125); // 800
 * widthTowards(300, 300); // 300: a drag back to where it began
 * ```
 */
export function widthTowards(from: number, to: number): number | null {
  const { min, max } = columnWidthLimits;
  const next = Math.round(Math.min(max, Math.max(min, to)));
  return Math.sign(next - from) === Math.sign(to - from) ? next : null;
}

const current = (handle: ResizeHandle) => handle.width ?? handle.measure();

// A resize from `from` towards `to`, left out where the limits leave no room that way.
const resizeTowards = (handle: ResizeHandle, from: number, to: number) => {
  const next = widthTowards(from, to);
  if (next !== null) handle.onResize(next);
  return next !== null;
};

// What the handle says its value is: the width on screen, within the range it names.
const valueOf = (width: number) =>
  String(Math.round(Math.min(columnWidthLimits.max, Math.max(columnWidthLimits.min, width))));

/**
 * A drag of the handle: each move resizes the column, towards the inline end widening it
 * (mirrored right to left), until the pointer is let go.
 *
 * @example
 * ```tsx
 * <div onPointerDown={(event) => pressHandle(event, handle)} />
 * ```
 */
export function pressHandle(event: PointerEvent<HTMLElement>, handle: ResizeHandle) {
  if (event.button !== 0) return;
  event.preventDefault();
  const { clientX: startX, pointerId } = event;
  const startWidth = current(handle);
  const sign = handle.direction === 'rtl' ? -1 : 1;
  // Once the drag has resized, the edge follows the pointer within the limits, back past where
  // it began too; until then a move the limits leave no room for changes nothing.
  let resized = false;
  // Listened on the document: the pointer leaves the thin handle as soon as it drags. Only
  // this press's pointer resizes; a move of it without the button down ends the drag.
  const move = (moveEvent: globalThis.PointerEvent) => {
    if (moveEvent.pointerId !== pointerId) return;
    if (!(moveEvent.buttons & 1)) return end();
    const to = startWidth + sign * (moveEvent.clientX - startX);
    const next = resized ? to : widthTowards(startWidth, to);
    if (next === null) return;
    resized = true;
    handle.onResize(next);
  };
  const end = () => {
    document.removeEventListener('pointermove', move);
    document.removeEventListener('pointerup', end);
    document.removeEventListener('pointercancel', end);
    document.removeEventListener('pointerdown', pressedAgain);
  };
  // Another press means this one is over, though its end went unheard: a press replayed once
  // the code came (`replayPress`) whose pen the browser took before, then put down elsewhere.
  const pressedAgain = (down: globalThis.PointerEvent) => {
    if (down !== event.nativeEvent) end();
  };
  document.addEventListener('pointermove', move);
  document.addEventListener('pointerup', end);
  document.addEventListener('pointercancel', end);
  document.addEventListener('pointerdown', pressedAgain);
}

/**
 * The handle's keys: Enter (or Space) grabs it, then ArrowLeft/ArrowRight resize (Shift for
 * bigger steps), Enter lets go, Escape puts the width back. Not grabbed, the arrows are the
 * header's; Alt+Arrow is the page-turn shortcut's.
 *
 * @example
 * ```tsx
 * <div onKeyDown={(event) => keyOnHandle(event, handle)} />
 * ```
 */
export function keyOnHandle(event: KeyboardEvent<HTMLElement>, handle: ResizeHandle) {
  // Alt+Arrow turns the page (the grid's shortcut); Ctrl and Meta belong to the browser.
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const { grabbed, setGrabbed } = handle;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    // The widths as they are at the press; the state as it is then: a press taken late
    // toggles what is there by then.
    const grab = grabOf(handle.frame);
    setGrabbed((was) => (was === null ? grab : null));
    return;
  }
  if (grabbed === null) return;
  if (event.key === 'Escape') {
    // Taken (default prevented): a disclosure the grid sits in leaves a used Escape alone.
    event.preventDefault();
    grabbed.putBack();
    setGrabbed(null);
    return;
  }
  const wider = arrowStep(event.key, handle.direction);
  if (wider === 0) return;
  event.preventDefault();
  const from = current(handle);
  if (resizeTowards(handle, from, from + wider * (event.shiftKey ? bigStep : step)))
    grabbed.moved();
  // The handle moves with the column's edge: the columns follow it (a pinned one stays put).
  const target = event.currentTarget as HTMLElement | null;
  if (target && !target.closest('th')?.hasAttribute('data-pin'))
    requestAnimationFrame(() => target.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}

/** On focus, a column sizing to its content says its width now. */
export function focusHandle(event: FocusEvent<HTMLElement>, handle: ResizeHandle) {
  if (handle.width === undefined) {
    event.currentTarget.setAttribute('aria-valuenow', valueOf(handle.measure()));
  }
}

/**
 * Writes the column's natural width onto its handle after each layout (the cell's
 * ResizeObserver reports it before paint), while a person has set none; stops when called back.
 *
 * @example
 * ```ts
 * useEffect(() => observeNaturalWidth(handleRef.current, width), [width]);
 * ```
 */
export function observeNaturalWidth(handle: HTMLElement | null, width: number | undefined) {
  const cell = handle?.parentElement;
  if (!handle || !cell || width !== undefined || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) => {
    const size = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
    if (size !== undefined) handle.setAttribute('aria-valuenow', valueOf(size));
  });
  observer.observe(cell);
  return () => observer.disconnect();
}

/**
 * Keys a person pressed on the handle before this code came, taken in order as if it had been
 * there: each sees the grab and the width the ones before it left.
 *
 * @example
 * ```ts
 * replayKeys([enter, arrowRight], handle); // grabbed, then 10 px wider
 * ```
 */
export function replayKeys(keys: readonly KeyboardEvent<HTMLElement>[], handle: ResizeHandle) {
  const live: ResizeHandle = {
    ...handle,
    setGrabbed: (next) => {
      live.grabbed = typeof next === 'function' ? next(live.grabbed) : next;
      handle.setGrabbed(live.grabbed);
    },
    onResize: (width) => {
      live.width = width;
      handle.onResize(width);
    },
  };
  for (const key of keys) keyOnHandle(key, live);
}

/**
 * A press on the handle that began before this code came: a drag from where it began if the
 * pointer is still down, else the whole drag at once, from its start to where it was let go
 * (a tap, let go where it began, resizes nothing).
 */
export function replayPress(
  press: PointerEvent<HTMLElement>,
  letGoAt: number | null,
  handle: ResizeHandle,
) {
  if (letGoAt === null) return pressHandle(press, handle);
  if (letGoAt === press.clientX) return;
  const sign = handle.direction === 'rtl' ? -1 : 1;
  const from = current(handle);
  resizeTowards(handle, from, from + sign * (letGoAt - press.clientX));
}
