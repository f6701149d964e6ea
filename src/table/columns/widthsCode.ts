import type { PointerEvent, RefObject } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { drawnGridCode } from '../drawnGridCode';

/**
 * The columns' widths code, fetched after the grid's first paint, which it never holds up: rows
 * that come sooner are sized by the browser. It also titles text its columns cut.
 */
export const widthsCode = drawnGridCode;

/**
 * `handler` for a body's `pointerover`, after the widths code titles a cut cell (a pointer that
 * comes in the first frames, before that code, finds the title on its next arrival).
 *
 * @example
 * ```tsx
 * <tbody onPointerOver={alsoTitlingCutText(cellFilters ? seeRow : undefined)}>…</tbody>
 * ```
 */
export const alsoTitlingCutText =
  (handler: ((event: PointerEvent<HTMLElement>) => void) | undefined) =>
  (event: PointerEvent<HTMLElement>) => {
    widthsCode.current()?.titleCutText(event);
    handler?.(event);
  };

/**
 * Takes back the titles given to cut cells in `body` when its `rows` change: rows are drawn by
 * position, and a pointer resting on a cell through a page turn brings no new `pointerover`.
 *
 * @example
 * ```ts
 * useCutTitlesForgotten(bodyRef, [deliveries]);
 * ```
 */
export function useCutTitlesForgotten(
  body: RefObject<HTMLElement | null>,
  rows: readonly unknown[],
): void {
  useClientLayoutEffect(() => {
    if (body.current) widthsCode.current()?.forgetCutTitles(body.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the rows show
  }, rows);
}
