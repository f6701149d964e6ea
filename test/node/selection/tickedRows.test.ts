import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/index';
import { checkSelection } from '@src/selection/logic/checkSelection';
import { pageSelectionOf, selectedTest, withDeliveries } from '@src/selection/logic/selectionOps';
import { noDeliveriesSelected, type DeliveriesSelection } from '@src/selection/types';
import { pageIdentityOf } from '@src/state/identity/pageIdentity';

const codeOf = (delivery: Delivery) => delivery.code;

/** A page of `size` deliveries whose codes come from `codeIndexes` (few codes: they repeat). */
function pageWithCodes(codeIndexes: readonly number[]) {
  const deliveries = generateDeliveries(codeIndexes.length, 5) as Delivery[];
  const rows = deliveries.map((delivery, index) => ({
    ...delivery,
    code: `DLV-${codeIndexes[index]}`,
  }));
  const identity = pageIdentityOf(rows, codeOf);
  return { rows, identity: { keyOf: identity.keyOf, idOf: codeOf } };
}

describe('ticking rows of a page that repeats a code', () => {
  const { rows, identity } = pageWithCodes([1, 2, 1, 3]);
  const [first, , twin] = rows as [Delivery, Delivery, Delivery, Delivery];

  it('ticks one of two rows with a code on its own, with its key and its delivery', () => {
    const selection = withDeliveries(noDeliveriesSelected, [twin], identity, true);
    expect(selection).toEqual({
      kind: 'codes',
      codes: ['DLV-1'],
      keys: ['DLV-1~2'],
      deliveries: [twin],
    });
    const isSelected = selectedTest(selection, identity);
    expect(rows.map(isSelected)).toEqual([false, false, true, false]);
    expect(pageSelectionOf(rows, isSelected)).toBe('some');
  });

  it('writes no keys while every ticked row is the first with its code', () => {
    expect(withDeliveries(noDeliveriesSelected, [first], identity, true)).toEqual({
      kind: 'codes',
      codes: ['DLV-1'],
      deliveries: [first],
    });
  });

  it('unticks the row asked for, not its twin', () => {
    const all = withDeliveries(noDeliveriesSelected, rows, identity, true);
    expect(all.kind === 'codes' && all.codes).toEqual(['DLV-1', 'DLV-2', 'DLV-1', 'DLV-3']);
    const left = withDeliveries(all, [first], identity, false);
    expect(left).toEqual({
      kind: 'codes',
      codes: ['DLV-2', 'DLV-1', 'DLV-3'],
      keys: ['DLV-2', 'DLV-1~2', 'DLV-3'],
      deliveries: [rows[1], twin, rows[3]],
    });
  });

  it('leaves out both rows of a code from a selection of every match: it excludes codes', () => {
    const query: DeliveriesSelection = {
      kind: 'query',
      request: { quickSearch: '' },
      excludedCodes: [],
      asOf: '2026-11-30T08:00:00.000Z',
    };
    const unticked = withDeliveries(query, [twin], identity, false);
    expect(unticked).toMatchObject({ excludedCodes: ['DLV-1'] });
    expect(rows.map(selectedTest(unticked, identity))).toEqual([false, true, false, true]);
  });

  it('counts, holds and hands over exactly the rows ticked, whatever is ticked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 30 }),
        (codeIndexes, clicks) => {
          const page = pageWithCodes(codeIndexes);
          let selection: DeliveriesSelection = noDeliveriesSelected;
          const ticked = new Set<number>();
          for (const [at, tick] of clicks) {
            const index = at % page.rows.length;
            selection = withDeliveries(selection, [page.rows[index]!], page.identity, tick);
            if (tick) ticked.add(index);
            else ticked.delete(index);
          }
          const isSelected = selectedTest(selection, page.identity);
          expect(page.rows.map((_, index) => isSelected(page.rows[index]!))).toEqual(
            page.rows.map((_, index) => ticked.has(index)),
          );
          if (selection.kind !== 'codes') throw new Error('a query selection');
          expect(selection.codes).toHaveLength(ticked.size);
          expect(new Set(selection.deliveries)).toEqual(
            new Set([...ticked].map((index) => page.rows[index])),
          );
          expect(selection.deliveries.map(codeOf)).toEqual(selection.codes);
          // What the grid made is what the grid accepts back from a host.
          expect(checkSelection(structuredClone(selection), codeOf).problem).toBeNull();
        },
      ),
    );
  });
});

describe('a selection with keys from a host', () => {
  const [a, b] = generateDeliveries(2, 5) as Delivery[] as [Delivery, Delivery];
  const twin = { ...b, code: a.code };
  const check = (value: unknown) => checkSelection(value, codeOf).problem;

  it('is used when its keys are one per code, each its code’s, none twice', () => {
    expect(
      check({
        kind: 'codes',
        codes: [a.code, a.code],
        keys: [`${a.code}~2`, a.code],
        deliveries: [twin, a],
      }),
    ).toBeNull();
    // Without keys a code twice is the first two rows with it.
    expect(check({ kind: 'codes', codes: [a.code, a.code], deliveries: [a, twin] })).toBeNull();
  });

  it('is not used, and says why, when its keys do not fit its codes', () => {
    const codes = [a.code, a.code];
    expect(check({ kind: 'codes', codes, keys: 'x', deliveries: [] })).toBe(
      'The selection could not be used: its keys are not a list of text.',
    );
    expect(check({ kind: 'codes', codes, keys: [a.code], deliveries: [] })).toBe(
      'The selection could not be used: its keys are not one per code.',
    );
    expect(check({ kind: 'codes', codes, keys: [a.code, a.code], deliveries: [] })).toBe(
      'The selection could not be used: a key is in it twice.',
    );
    expect(check({ kind: 'codes', codes, keys: [a.code, 'DLV-9'], deliveries: [] })).toBe(
      `The selection could not be used: its key “DLV-9” is not one of its code “${a.code}”.`,
    );
    // Three deliveries with a code held twice: one is not among the codes.
    expect(check({ kind: 'codes', codes, deliveries: [a, twin, a] })).toBe(
      'The selection could not be used: a delivery in it is not among its codes.',
    );
  });
});
