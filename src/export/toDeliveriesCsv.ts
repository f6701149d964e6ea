import { usableStatusOptions } from '../state/statusOptions';
import type { Delivery } from '../api/types';
import type { StatusOption } from '../state/statusOptions';
import { timeZoneName } from '../state/useIntlDefaults';
import { neutraliseFormula, quoteCsvField } from './csvField';
import { toZonedIsoTime } from './zonedIsoTime';

/**
 * One column of an export: the Delivery field (or any other key of the record) and the text of
 * its header cell.
 *
 * @example
 * ```ts
 * const columns: DeliveryExportColumn[] = [
 *   { id: 'code', label: 'Code' },
 *   { id: 'customerBusinessPartnerName', label: 'Customer' },
 *   { id: 'region', label: 'Region' }, // a field beyond the contract
 * ];
 * ```
 */
export interface DeliveryExportColumn {
  /** The Delivery field, or any other key of the record as the server sent it. */
  id: string;
  /** The header cell's text. */
  label: string;
}

/**
 * Options of {@link toDeliveriesCsv}.
 *
 * @example
 * ```ts
 * const options: ToDeliveriesCsvOptions = {
 *   statusOptions: [{ value: 4, label: 'Delivered' }],
 *   timeZone: 'Europe/Berlin',
 * };
 * ```
 */
export interface ToDeliveriesCsvOptions {
  /** Labels of status codes; a status they do not name is written as its number. */
  statusOptions?: readonly StatusOption[];
  /**
   * The IANA zone `insertTime` is written in, named in its header: the grid's `timeZone`, so
   * the file says what the person saw. Default: the runtime's zone, as the grid's default.
   */
  timeZone?: string | undefined;
}

const lineEnd = '\r\n';
/** The one column holding an instant: written in the zone the grid shows it in. */
const timeColumn = 'insertTime';

/**
 * Writes deliveries as CSV text (RFC 4180): a header row of the columns' labels, then one row
 * per delivery in the order given, fields separated by `,`, every line ended by CRLF, every text
 * field in double quotes (its quotes doubled; OWASP), numbers and booleans bare. The text carries
 * no byte order mark: that belongs to the file (`deliveriesCsvBlob`), so the text can also go to
 * a clipboard or a test as it is.
 *
 * Values: text as the server sent it; numbers plain (`1234.5`: no grouping, `.` as decimal
 * point); `insertTime` in the `timeZone`'s wall clock as ISO 8601 with its offset
 * (`2026-03-12T02:07:11+01:00`: what the grid shows, still exact and sortable), its header
 * naming the zone (`Inserted (Europe/Berlin)`), and as sent where it is no date; `status` as
 * its `statusOptions` label, else its number; booleans as `true` / `false`; anything else
 * (missing, `null`, lists, objects) as an empty field. A column's `cell` renderer plays no part: the file holds the data, not the look.
 *
 * Every text cell, header included, is neutralised (`neutraliseFormula`): wherever a spreadsheet
 * splitting on `,`, `;`, tab or a line break could start a cell with `=`, `+`, `-`, `@` (or a
 * full-width form, after spaces or control characters), a `'` goes in front, so no cell becomes
 * a formula; numbers are never changed, so a negative quantity stays a number.
 *
 * @example
 * ```ts
 * toDeliveriesCsv(
 *   [{ code: 'DLV-1', customerBusinessPartnerName: '=HYPERLINK("x")', duQty: -2, status: 4 } as Delivery],
 *   [{ id: 'code', label: 'Code' }, { id: 'customerBusinessPartnerName', label: 'Customer' },
 *    { id: 'duQty', label: 'DU qty' }, { id: 'status', label: 'Status' }],
 *   { statusOptions: [{ value: 4, label: 'Delivered' }] },
 * );
 * // "Code","Customer","DU qty","Status"⏎
 * // "DLV-1","'=HYPERLINK(""x"")",-2,"Delivered"⏎   (⏎ = CRLF)
 *
 * toDeliveriesCsv(
 *   [{ insertTime: '2026-03-12T01:07:11.000Z' } as Delivery],
 *   [{ id: 'insertTime', label: 'Inserted' }],
 *   { timeZone: 'Europe/Berlin' },
 * );
 * // "Inserted (Europe/Berlin)"⏎
 * // "2026-03-12T02:07:11+01:00"⏎
 * ```
 */
export function toDeliveriesCsv(
  deliveries: readonly Delivery[],
  columns: readonly DeliveryExportColumn[],
  options: ToDeliveriesCsvOptions = {},
): string {
  // The first label of a status listed twice, as the cells and the filters show it.
  const statusLabels = new Map<number, string>();
  for (const { value, label } of usableStatusOptions(options.statusOptions))
    if (!statusLabels.has(value)) statusLabels.set(value, label);
  const zone = timeZoneName(options.timeZone);
  const header = columns.map((column) =>
    textField(column.id === timeColumn ? `${column.label} (${zone})` : column.label),
  );
  const lines = [header.join(',')];
  for (const delivery of deliveries) {
    lines.push(
      columns
        .map((column) => valueField(column.id, delivery[column.id], statusLabels, zone))
        .join(','),
    );
  }
  return lines.join(lineEnd) + lineEnd;
}

function textField(text: string): string {
  return quoteCsvField(neutraliseFormula(text));
}

function valueField(
  columnId: string,
  value: unknown,
  statusLabels: ReadonlyMap<number, string>,
  timeZone: string,
): string {
  if (columnId === timeColumn && typeof value === 'string') {
    return textField(toZonedIsoTime(value, timeZone) ?? value);
  }
  if (columnId === 'status' && typeof value === 'number') {
    const label = statusLabels.get(value);
    if (label !== undefined) return textField(label);
  }
  if (typeof value === 'string') return textField(value);
  // String(1234.5) is locale-free: no grouping, '.' as decimal point.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}
