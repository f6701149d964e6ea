import type { Delivery } from '../api/types';
import type { DeliveryFormatters } from './formatters';
import type { StatusOption } from './types';

// Shorter text fits any column (14rem holds 16 wide glyphs): it needs no clipping box.
const mayOverflowLength = 16;

/**
 * Text cut with an ellipsis by CSS; the whole value stays in the DOM and in the tooltip.
 * `dir="auto"` (or `<bdi>`) lets right-to-left names (Arabic, Hebrew) read in their own
 * direction. Short text skips the clipping box: a thousand of those cost the browser more
 * layout and paint than the rows' own text.
 */
export function TruncatedText({ text }: { text: string }) {
  if (text.length <= mayOverflowLength) return <bdi>{text}</bdi>;
  return (
    <span className="dt-truncate" title={text} dir="auto">
      {text}
    </span>
  );
}

/** A status as its host-given label and tone, else as its number. */
export function StatusCell({
  status,
  statusOptions,
  formatters,
}: {
  status: number;
  statusOptions: readonly StatusOption[];
  formatters: DeliveryFormatters;
}) {
  const option = statusOptions.find((candidate) => candidate.value === status);
  if (!option)
    return <>{typeof status === 'number' ? formatters.number(status) : String(status)}</>;
  return (
    <span className="dt-status" data-tone={option.tone ?? 'neutral'}>
      {option.label}
    </span>
  );
}

/** An instant in the grid's locale and time zone, with the ISO value for machines. */
export function DateTimeCell({ iso, formatters }: { iso: string; formatters: DeliveryFormatters }) {
  return <time dateTime={iso}>{formatters.dateTime(iso)}</time>;
}

/** Any other value of the record, as text only. */
export function ValueCell({
  value,
  formatters,
}: {
  value: unknown;
  formatters: DeliveryFormatters;
}) {
  if (typeof value === 'number') return <>{formatters.number(value)}</>;
  if (typeof value === 'string') return <TruncatedText text={value} />;
  if (typeof value === 'boolean' || typeof value === 'bigint') return <>{String(value)}</>;
  return null;
}

/** The default content of a column's cells. */
export function renderDefaultCell(
  columnId: string,
  delivery: Delivery,
  formatters: DeliveryFormatters,
  statusOptions: readonly StatusOption[],
) {
  const value = delivery[columnId];
  if (columnId === 'status' && typeof value === 'number') {
    return <StatusCell status={value} statusOptions={statusOptions} formatters={formatters} />;
  }
  if (columnId === 'insertTime' && typeof value === 'string') {
    return <DateTimeCell iso={value} formatters={formatters} />;
  }
  return <ValueCell value={value} formatters={formatters} />;
}
