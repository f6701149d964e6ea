import { objectItems } from '../shared/objectItems';

/** How a status looks: its colour family in the stylesheet (`data-tone`). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * The meaning of one status code, from the host (the contract does not name them).
 *
 * @example
 * ```ts
 * const statusOptions: StatusOption[] = [
 *   { value: 1, label: 'Planned', tone: 'info' },
 *   { value: 4, label: 'Delivered', tone: 'success' },
 *   { value: 9, label: 'Cancelled', tone: 'danger' },
 * ];
 * ```
 */
export interface StatusOption {
  value: number;
  label: string;
  /** Default `neutral`. */
  tone?: StatusTone;
}

// One usable list a host's list: what is keyed or memoized by it holds across renders.
const usableOf = new WeakMap<object, readonly StatusOption[]>();

/**
 * The host's statuses as the grid reads them: what is no item (a `null`) or has no whole
 * number of 0 or more for its `value` left out, an id its JSON gave as text (`'4'`) read as
 * the number, a label that is no text shown as the number. The list itself where all are
 * usable; worked out once a list. The settings notice names what was left out or relabelled.
 *
 * @example
 * ```ts
 * usableStatusOptions([{ value: '4', label: 4 }, null] as never); // [{ value: 4, label: '4' }]
 * ```
 */
export function usableStatusOptions(given: readonly StatusOption[] | undefined) {
  const items = objectItems(given);
  let usable = usableOf.get(items);
  if (usable === undefined) {
    const read = items.flatMap((option) => {
      const value = statusValueOf(option.value);
      if (value === undefined) return [];
      const label = typeof option.label === 'string' ? option.label : String(value);
      return value === option.value && label === option.label
        ? option
        : { ...option, value, label };
    });
    usable =
      read.every((option, index) => option === items[index]) && read.length === items.length
        ? items
        : read;
    usableOf.set(items, usable);
  }
  return usable;
}

/** A status code from a host's value: a whole number of 0 or more, or its digits as text. */
export function statusValueOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) >= 0 ? (number as number) : undefined;
}
