import type { Delivery } from '../../api/types';
import type { DeliveriesGrid } from '../model';

// What a person sees of a text: a letter, digit, punctuation mark, symbol or spacing mark, but
// not the fillers drawn blank (Hangul fillers, the empty braille cell). Spaces, joiners and
// marks on nothing (U+200B, U+2060, a lone accent) show nothing.
const seen = /(?![\u115F\u1160\u3164\uFFA0\u2800])[\p{L}\p{N}\p{P}\p{S}\p{Mc}]/u;

/**
 * A row's name in its controls' accessible names ("Select …", "Actions for …", a card's,
 * the details'): its id (`rows.getRowId`, the code by default), or, where the id shows nothing
 * (empty, spaces, invisible characters), its place on the page in the grid's words
 * (`messages.table.unnamedRow`), so no such row is named by nothing. The place is looked up
 * only then.
 *
 * @example
 * ```ts
 * rowName('DLV-2026-000123', () => 3, (position) => `row ${position} (no code)`); // 'DLV-2026-000123'
 * rowName('\u200B', () => 3, (position) => `row ${position} (no code)`); // 'row 3 (no code)'
 * ```
 */
export function rowName(
  id: string,
  positionOf: () => number,
  unnamed: (position: number) => string,
): string {
  return seen.test(id) ? id : unnamed(positionOf());
}

/** {@link rowName} of a delivery of the grid's page. */
export const rowNameIn = (
  grid: Pick<DeliveriesGrid, 'getRowId' | 'rows' | 'messages'>,
  delivery: Delivery,
): string =>
  rowName(
    grid.getRowId(delivery),
    () => (grid.rows?.indexOf(delivery) ?? -1) + 1,
    grid.messages.unnamedRow,
  );
