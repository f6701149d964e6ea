import type { DeliveriesColumnSettings } from './columnSettings';

/** Narrowest and widest a person may make a column, in CSS pixels. */
export const columnWidthLimits = { min: 48, max: 800 } as const;

/** Anything with an id: the grid's columns. */
export interface Identified {
  id: string;
}

/** The columns in the person's order (unlisted ones after, in the host's order), hidden or not. */
export function orderColumns<Column extends Identified>(
  columns: readonly Column[],
  settings: DeliveriesColumnSettings,
): Column[] {
  const rank = new Map(settings.order.map((id, index) => [id, index]));
  return columns
    .map((column, index) => ({ column, index, rank: rank.get(column.id) ?? Infinity }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ column }) => column);
}

/**
 * The width a person set for a column, if any: its own key only, so a column called `toString`
 * does not read the prototype's function.
 *
 * @example
 * ```ts
 * setWidthOf({ code: 180 }, 'code'); // 180
 * setWidthOf({}, 'toString'); // undefined
 * ```
 */
export const setWidthOf = (widths: Record<string, number>, id: string): number | undefined =>
  Object.hasOwn(widths, id) ? widths[id] : undefined;

/** Where a column is pinned: `start`, `end`, or nowhere. */
export function pinOf(
  pinned: DeliveriesColumnSettings['pinned'],
  id: string,
): 'start' | 'end' | undefined {
  const side = pinned?.[id];
  return side === 'start' || side === 'end' ? side : undefined;
}

/**
 * The columns a person sees, in their order, those pinned to the start first and to the end
 * last. Hiding every column is refused: the first one stays, so the grid never shows rows
 * without cells.
 */
export function arrangeColumns<Column extends Identified>(
  columns: readonly Column[],
  settings: DeliveriesColumnSettings,
): Column[] {
  const hidden = new Set(settings.hidden);
  const ordered = orderColumns(columns, settings);
  const shown = ordered.filter((column) => !hidden.has(column.id));
  const side = (column: Column) => ({ start: 0, end: 2 })[pinOf(settings.pinned, column.id)!] ?? 1;
  const arranged = shown.map((column, index) => ({ column, index }));
  arranged.sort((a, b) => side(a.column) - side(b.column) || a.index - b.index);
  return shown.length > 0 ? arranged.map(({ column }) => column) : ordered.slice(0, 1);
}

/**
 * Whether a width can be sized to: a number, or text of one (±Infinity is kept within the
 * limits); not `NaN`, `undefined` or other text.
 *
 * @example
 * ```ts
 * isWidth(120); // true
 * isWidth(Number.NaN); // false
 * ```
 */
export const isWidth = (width: unknown) => Math.abs(width as number) >= 0;

/** Sets widths (CSS pixels, kept within {@link columnWidthLimits}), keeping the others. */
export function resizeColumns(
  settings: DeliveriesColumnSettings,
  widths: Record<string, number>,
): DeliveriesColumnSettings {
  const clamped = Object.fromEntries(
    Object.entries(widths)
      // A width on screen that is no number (a host's measure) leaves its column unsized.
      .filter(([, width]) => isWidth(width))
      .map(([id, width]) => [
        id,
        Math.round(Math.min(columnWidthLimits.max, Math.max(columnWidthLimits.min, width))),
      ]),
  );
  return { ...settings, widths: { ...settings.widths, ...clamped } };
}
