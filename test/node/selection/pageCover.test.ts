import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/index';
import {
  pageSelectionOf,
  selectedTest,
  withDeliveries,
  type RowIdentity,
} from '@src/selection/logic/selectionOps';
import { noDeliveriesSelected, type DeliveriesSelection } from '@src/selection/types';
import { pageIdentityOf } from '@src/state/identity/pageIdentity';

const codeOf = (delivery: Delivery) => delivery.code;

/** A page whose codes come from `codeIndexes` (few codes: they repeat), seeded apart per page. */
function pageWithCodes(codeIndexes: readonly number[], seed: number) {
  const rows = (generateDeliveries(codeIndexes.length, seed) as Delivery[]).map(
    (delivery, index) => ({ ...delivery, code: `DLV-${codeIndexes[index]}` }),
  );
  const page = pageIdentityOf(rows, codeOf);
  // The same rows read both ways: with the page known, and counted row by row as before.
  const known: RowIdentity = { keyOf: page.keyOf, idOf: codeOf, page };
  const counted: RowIdentity = { keyOf: page.keyOf, idOf: codeOf };
  return { rows: page.rows, page, known, counted };
}

type Step =
  | { kind: 'page'; tick: boolean }
  | { kind: 'row'; at: number; tick: boolean }
  | { kind: 'range'; from: number; to: number; tick: boolean }
  | { kind: 'turn' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('page' as const), tick: fc.boolean() }),
  fc.record({ kind: fc.constant('row' as const), at: fc.nat(), tick: fc.boolean() }),
  fc.record({
    kind: fc.constant('range' as const),
    from: fc.nat(),
    to: fc.nat(),
    tick: fc.boolean(),
  }),
  fc.constant({ kind: 'turn' as const }),
);

describe('"Select all on this page" read from what the selection covers of the page', () => {
  it('makes the page’s selection from copies of its lists, and reads it without counting', () => {
    const { rows, page, known } = pageWithCodes([1, 2, 1, 3], 5);
    const shown = [...rows];
    const all = withDeliveries(noDeliveriesSelected, rows, known, true);
    expect(all).toStrictEqual({
      kind: 'codes',
      codes: ['DLV-1', 'DLV-2', 'DLV-1', 'DLV-3'],
      keys: ['DLV-1', 'DLV-2', 'DLV-1~2', 'DLV-3'],
      deliveries: rows,
    });
    // The host's value is its own: changing its lists leaves the page's rows as they are.
    if (all.kind !== 'codes') throw new Error('a query selection');
    (all.deliveries as Delivery[]).reverse();
    (all.codes as string[]).reverse();
    expect(page.rows).toStrictEqual(shown);
    expect(page.ids).toStrictEqual(['DLV-1', 'DLV-2', 'DLV-1', 'DLV-3']);
    const counting = () => {
      throw new Error('a row was read one by one');
    };
    expect(pageSelectionOf(rows, counting, { selection: all, page })).toBe('all');
  });

  it('gives what counting gives, step by step, across two pages (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 10 }),
        fc.array(step, { maxLength: 25 }),
        (firstCodes, secondCodes, steps) => {
          const pages = [pageWithCodes(firstCodes, 5), pageWithCodes(secondCodes, 9)];
          let shown = 0;
          let fast: DeliveriesSelection = noDeliveriesSelected;
          let slow: DeliveriesSelection = noDeliveriesSelected;
          for (const next of steps) {
            const { rows, known, counted } = pages[shown]!;
            if (next.kind === 'turn') {
              shown = 1 - shown;
              continue;
            }
            const covered =
              next.kind === 'page'
                ? rows
                : next.kind === 'row'
                  ? [rows[next.at % rows.length]!]
                  : rows.slice(
                      Math.min(next.from % rows.length, next.to % rows.length),
                      Math.max(next.from % rows.length, next.to % rows.length) + 1,
                    );
            fast = withDeliveries(fast, covered, known, next.tick);
            slow = withDeliveries(slow, covered, counted, next.tick);
            expect(fast).toStrictEqual(slow);
            for (const { rows: onScreen, page, known: readKnown, counted: readCounted } of pages) {
              const fastTest = selectedTest(fast, readKnown);
              const slowTest = selectedTest(slow, readCounted);
              expect(onScreen.map(fastTest)).toStrictEqual(onScreen.map(slowTest));
              expect(pageSelectionOf(onScreen, fastTest, { selection: fast, page })).toBe(
                pageSelectionOf(onScreen, slowTest),
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
