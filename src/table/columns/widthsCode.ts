import type { PointerEvent } from 'react';
import { onDemandModule } from '../../shared/onDemandModule';

/**
 * The columns' widths code, fetched after the grid's first paint, which it never holds up: rows
 * that come sooner are sized by the browser. It also titles text its columns cut.
 */
export const widthsCode = onDemandModule(() => import('./textColumnWidths'));

/**
 * `handler` for a body's `pointerover`, after the widths code titles a cut cell (a pointer that
 * comes before that code does not need it: nothing is cut before widths are set).
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
