import type { ReactNode } from 'react';
import type { Delivery } from '../api/types';
import type { DeliveryFormatters } from '../state/formatters';
import { cellTextOf } from '../grid/cellText';
import type { StatusOption } from '../state/statusOptions';

// Plain functions, not components: a page of cells then costs elements, not a fiber per layer.

/** Shorter text fits any column (14rem holds 16 wide glyphs): it needs no clipping box. */
export const mayOverflowLength = 16;

/**
 * Text cut with an ellipsis by CSS; the whole value stays in the DOM and in the tooltip. Short
 * text is bare: a thousand clipping boxes cost the browser more than the rows' own text. One
 * box, clamped to its first line, may break anywhere: so the table can narrow such columns to
 * fit its box (styles.css says why this and not a grid). The cell's `dir="auto"` (column meta)
 * lets right-to-left names read in their own direction.
 */
function truncatedText(text: string): ReactNode {
  if (text.length <= mayOverflowLength) return text;
  return (
    <span className="dt-truncate" title={text}>
      {text}
    </span>
  );
}

/** A status as its host-given label and tone, else as its number. */
function statusCell(
  status: number,
  statusOptions: readonly StatusOption[],
  formatters: DeliveryFormatters,
): ReactNode {
  const option = statusOptions.find((candidate) => candidate.value === status);
  if (!option) return formatters.number(status);
  return (
    <span className="dt-status" data-tone={option.tone ?? 'neutral'}>
      {option.label}
    </span>
  );
}

/** The default content of a column's cells: the text `cellTextOf` gives, dressed. */
export function renderDefaultCell(
  columnId: string,
  delivery: Delivery,
  formatters: DeliveryFormatters,
  statusOptions: readonly StatusOption[],
): ReactNode {
  const value = delivery[columnId];
  if (columnId === 'status' && typeof value === 'number') {
    return statusCell(value, statusOptions, formatters);
  }
  const text = cellTextOf(delivery, columnId, formatters, statusOptions);
  // An instant in the grid's locale and time zone, as bare text: a `<time>` in each row was
  // one more element per row for the browser to style (a 1,000-row frame's style 6% more).
  if (columnId === 'insertTime' && typeof value === 'string') return text;
  return typeof value === 'string' ? truncatedText(text) : text || null;
}
