import type { MockDelivery } from './generateDeliveries';
import { foldText } from './foldText';

/** The fields quick search looks into, in the order they are joined. */
export const quickSearchFields = [
  'code',
  'customerBusinessPartnerName',
  'courierCode',
  'warehouseName',
  'tenantName',
] as const;

// Folding every row on every keystroke is the cost of a search; rows never change, so fold once.
const foldedRows = new WeakMap<MockDelivery, string>();

function foldedSearchText(delivery: MockDelivery): string {
  let folded = foldedRows.get(delivery);
  if (folded === undefined) {
    // A separator no query contains, so a match never spans two fields.
    folded = quickSearchFields.map((field) => foldText(String(delivery[field]))).join('\u0000');
    foldedRows.set(delivery, folded);
  }
  return folded;
}

/**
 * A predicate for quick search: trimmed, case- and accent-insensitive substring match over
 * code, customer, courier, warehouse and tenant. A blank search matches every row.
 *
 * @example
 * ```ts
 * const rows = dataset.filter(matchesQuickSearch('  MULLER '));
 * ```
 */
export function matchesQuickSearch(quickSearch: string): (delivery: MockDelivery) => boolean {
  const needle = foldText(quickSearch.trim());
  if (needle === '') return () => true;
  return (delivery) => foldedSearchText(delivery).includes(needle);
}
