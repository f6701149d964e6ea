import { deliveryFieldKinds } from '../api/deliveryShape';
import type { Delivery, DeliveryField } from '../api/types';
import { sameDelivery } from '../state/identity/sameDelivery';
import { overlappingPages, repeatedPage } from './exportPagingProblems';

/**
 * The rows an export has been sent so far, to catch a server that does not page: it ignores
 * `pageNumber` (or clamps or wraps it), or its pages overlap. A row repeats one sent before when
 * its contract fields are the same (a field the server adds, such as when it answered, may
 * change), or, while codes look unique (no page has held one code twice), when its code is:
 * so a server that reorders its rows, or changes a field between answers, is caught too. Once a
 * page holds one code twice, the data has deliveries that share codes, and only whole rows
 * count. A row held twice by one page is the data's own, and its repeats prove nothing.
 *
 * The rules, for each page after the first:
 * - more than half its rows repeat (at least two, when only their codes do): the server does
 *   not page by `pageNumber` ({@link repeatedPage});
 * - else any row repeats field for field, or, while codes look unique, a row is a delivery sent
 *   before (its code and insert time: one a colleague changed, which a sort moved down a page,
 *   while the row that took its place was never fetched), or the page begins with at least two
 *   codes that end the page before, in order: the pages overlap ({@link overlappingPages}).
 * One row whose code alone repeats, inserted at another moment, is taken for a delivery sharing
 * that code.
 *
 * @example
 * ```ts
 * const sent = createSentDeliveries();
 * sent.check(page1, 1); // never throws for the first page
 * sent.keep(page1, 1);
 * sent.check(page2, 2); // throws a DeliveriesApiError when page 2 repeats page 1
 * ```
 */
export function createSentDeliveries() {
  // Each code's first row sent, and its page.
  const sentOfCode = new Map<string, { row: Delivery; page: number }>();
  const pageOfRow = new Map<string, number>();
  const identicalRows = new Set<string>();
  let codesUnique = true;
  let previousCodes: readonly string[] = [];

  const learnTwins = (rows: readonly Delivery[]) => {
    const codes = new Set<string>();
    const keys = new Set<string>();
    for (const row of rows) {
      const key = rowKey(row);
      if (codes.has(row.code)) codesUnique = false;
      if (keys.has(key)) identicalRows.add(key);
      codes.add(row.code);
      keys.add(key);
    }
  };

  const repeatsOf = (rows: readonly Delivery[]) => {
    let sameRows = 0;
    let sameDeliveries = 0;
    let movedDeliveries = 0;
    const fromPages = new Map<number, number>();
    for (const row of rows) {
      const key = rowKey(row);
      const rowPage = identicalRows.has(key) ? undefined : pageOfRow.get(key);
      const sent = codesUnique ? sentOfCode.get(row.code) : undefined;
      const from = rowPage ?? sent?.page;
      if (rowPage !== undefined) sameRows += 1;
      else if (sent && sameDelivery(sent.row, row)) movedDeliveries += 1;
      if (from === undefined) continue;
      sameDeliveries += 1;
      fromPages.set(from, (fromPages.get(from) ?? 0) + 1);
    }
    const [earlierPage] = [...fromPages].reduce(
      (best, next) => (next[1] > best[1] ? next : best),
      [0, 0],
    );
    return { sameRows, sameDeliveries, movedDeliveries, earlierPage };
  };

  // The longest run of leading codes that also ends the page before: offset paging drifted.
  const shiftedRows = (rows: readonly Delivery[]): number => {
    if (!codesUnique) return 0;
    const start = previousCodes.indexOf(rows[0]!.code);
    if (start < 0) return 0;
    const tail = previousCodes.slice(start);
    const matches = tail.length <= rows.length && tail.every((code, i) => code === rows[i]!.code);
    return matches && tail.length >= 2 ? tail.length : 0;
  };

  return {
    /** Throws the specific failure when page `page` (from 1) repeats rows already sent. */
    check(rows: readonly Delivery[], page: number): void {
      learnTwins(rows);
      if (rows.length === 0) return;
      const shifted = shiftedRows(rows);
      const { sameRows, sameDeliveries, movedDeliveries, earlierPage } = repeatsOf(rows);
      const most = rows.length / 2;
      const count = rows.length;
      if (sameRows > most || (sameDeliveries >= 2 && sameDeliveries > most)) {
        throw repeatedPage({ page, earlierPage, repeated: sameDeliveries, count });
      }
      if (sameRows > 0 || movedDeliveries > 0 || shifted > 0) {
        const repeated = Math.max(sameRows + movedDeliveries, shifted);
        throw overlappingPages({
          page,
          earlierPage: shifted > 0 ? page - 1 : earlierPage,
          repeated,
          count,
        });
      }
    },
    /** Remembers a checked page's rows as sent on page `page`. */
    keep(rows: readonly Delivery[], page: number): void {
      for (const row of rows) {
        const key = rowKey(row);
        if (!pageOfRow.has(key)) pageOfRow.set(key, page);
        if (!sentOfCode.has(row.code)) sentOfCode.set(row.code, { row, page });
      }
      previousCodes = rows.map((row) => row.code);
    },
  };
}

const contractFields = Object.keys(deliveryFieldKinds) as DeliveryField[];

// The contract's fields only: a field the server adds, such as when it answered, may change.
const rowKey = (row: Delivery) => JSON.stringify(contractFields.map((field) => row[field]));
