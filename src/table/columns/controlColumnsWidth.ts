/**
 * The control columns' width (ticks, actions, details) as the header draws them now: the data
 * columns' room is the rows' area less it. Reads boxes: call it where layout is done.
 *
 * @example
 * ```ts
 * controlColumnsWidth(table); // 88 with a tick and an actions column
 * ```
 */
export const controlColumnsWidth = (table: HTMLTableElement): number =>
  [...(table.tHead?.rows[0]?.cells ?? [])]
    .filter((header) => header.dataset.kind)
    .reduce((sum, header) => sum + header.getBoundingClientRect().width, 0);
