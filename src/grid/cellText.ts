import { fieldOf } from '../api/fieldOf';
import type { Delivery } from '../api/types';
import type { DeliveryFormatters } from '../state/formatters';
import type { StatusOption } from '../state/statusOptions';
import { overridesShown } from '../shared/overridesShown';

/**
 * A delivery's value in a column as the grid shows it, in words: a status by its label (else
 * its number), `insertTime` in the grid's locale and zone, numbers grouped, text as it is but
 * for a direction override (U+202D, U+202E), shown as `[LRO]` or `[RLO]`.
 *
 * @example
 * ```ts
 * cellTextOf(delivery, 'status', formatters, [{ value: 4, label: 'Delivered' }]); // 'Delivered'
 * ```
 */
export function cellTextOf(
  delivery: Delivery,
  columnId: string,
  formatters: DeliveryFormatters,
  statusOptions: readonly StatusOption[],
): string {
  const value = fieldOf(delivery, columnId);
  if (columnId === 'status' && typeof value === 'number') {
    return (
      statusOptions.find((option) => option.value === value)?.label ?? formatters.number(value)
    );
  }
  if (columnId === 'insertTime' && typeof value === 'string') return formatters.dateTime(value);
  if (typeof value === 'number') return formatters.number(value);
  if (typeof value === 'string') return overridesShown(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}
