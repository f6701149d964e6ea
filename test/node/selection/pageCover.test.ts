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

/** A step over several pages: a turn to any of them, "Clear selection", the host's copy. */
type ManyPagesStep = Step | { kind: 'turnTo'; to: number } | { kind: 'clear' } | { kind: 'host' };

/** The rows a step ticks or unticks: the page, one row, or a Shift range. */
function coveredBy(next: Exclude<Step, { kind: 'turn' }>, rows: readonly Delivery[]) {
  if (next.kind === 'page') return rows;
  if (next.kind === 'row') return [rows[next.at % rows.length]!];
  const [from, to] = [next.from % rows.length, next.to % rows.length];
  return rows.slice(Math.min(from, to), Math.max(from, to) + 1);
}

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
            const covered = coveredBy(next, rows);
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

const manyPagesStep: fc.Arbitrary<ManyPagesStep> = fc.oneof(
  { arbitrary: step, weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('turnTo' as const), to: fc.nat() }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'clear' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'host' as const }), weight: 1 },
);

describe('a tick on a page the selection does not cover, read by the rows’ own keys', () => {
  it('gives what counting gives over several pages that share codes (property)', () => {
    const codesOfPage = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(codesOfPage, { minLength: 2, maxLength: 4 }),
        fc.array(manyPagesStep, { maxLength: 30 }),
        fc.nat(),
        (pageCodes, steps, seed) => {
          const pages = pageCodes.map((codes, index) => pageWithCodes(codes, seed + index * 7));
          let shown = 0;
          let fast: DeliveriesSelection = noDeliveriesSelected;
          let slow: DeliveriesSelection = noDeliveriesSelected;
          // Every selection the fast path made: an earlier one still reads as it did.
          const made: DeliveriesSelection[] = [];
          const readsAsCounted = (selection: DeliveriesSelection, first: number) => {
            const order = [first, ...[...pages.keys()].filter((index) => index !== first), first];
            for (const index of order) {
              const { rows, page, known, counted } = pages[index]!;
              const fastTest = selectedTest(selection, known);
              const slowTest = selectedTest(selection, counted);
              expect(rows.map(fastTest)).toStrictEqual(rows.map(slowTest));
              expect(pageSelectionOf(rows, fastTest, { selection, page })).toBe(
                pageSelectionOf(rows, slowTest),
              );
            }
          };
          for (const next of steps) {
            const { rows, known, counted } = pages[shown]!;
            if (next.kind === 'turn' || next.kind === 'turnTo') {
              shown = next.kind === 'turn' ? (shown + 1) % pages.length : next.to % pages.length;
              continue;
            }
            if (next.kind === 'clear') {
              fast = slow = noDeliveriesSelected;
              continue;
            }
            if (next.kind === 'host') {
              // The host's copy of the value, as `selection.value` hands it back: not made here.
              fast = structuredClone(fast);
              continue;
            }
            const covered = coveredBy(next, rows);
            // The rows drawn before the tick read it with the test made for the value then.
            const before = { selection: fast, test: selectedTest(fast, known) };
            rows.forEach(before.test);
            fast = withDeliveries(fast, covered, known, next.tick);
            slow = withDeliveries(slow, covered, counted, next.tick);
            expect(fast).toStrictEqual(slow);
            expect(rows.map(before.test)).toStrictEqual(
              rows.map(selectedTest(before.selection, counted)),
            );
            made.push(fast);
            readsAsCounted(fast, shown);
          }
          for (const earlier of made.slice(-3)) readsAsCounted(earlier, 0);
        },
      ),
      { numRuns: 400 },
    );
  });
});
