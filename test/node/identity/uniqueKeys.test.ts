import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { pageIdentityOf } from '@src/state/identity/pageIdentity';
import { uniqueKeysOf } from '@src/state/identity/uniqueKeys';
import { generateDeliveries } from '@src/mocks/index';

// Few distinct ids, so lists repeat them; some look like a repeat's key of another.
const id = fc.constantFrom('DLV-1', 'DLV-2', 'DLV-1~2', 'DLV-1~3', '', '~2', 'DLV-2~2~2');
const ids = fc.array(id, { maxLength: 40 });

describe('uniqueKeysOf', () => {
  it('keys a repeat by its occurrence, and leaves a list without repeats as it is', () => {
    expect(uniqueKeysOf(['DLV-1', 'DLV-2', 'DLV-1', 'DLV-1'])).toEqual([
      'DLV-1',
      'DLV-2',
      'DLV-1~2',
      'DLV-1~3',
    ]);
    expect(uniqueKeysOf(['DLV-3', 'DLV-1', 'DLV-2'])).toEqual(['DLV-3', 'DLV-1', 'DLV-2']);
    expect(uniqueKeysOf([])).toEqual([]);
  });

  it('never takes a key another row has as its id, wherever that row is', () => {
    expect(uniqueKeysOf(['A', 'A', 'A~2'])).toEqual(['A', 'A~3', 'A~2']);
    expect(uniqueKeysOf(['A~2', 'A', 'A', 'A'])).toEqual(['A~2', 'A', 'A~3', 'A~4']);
  });

  it('gives one key per id, all different, the first occurrence its own id (property)', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const keys = uniqueKeysOf(list);
        expect(keys).toHaveLength(list.length);
        expect(new Set(keys).size).toBe(keys.length);
        list.forEach((value, index) => {
          if (list.indexOf(value) === index) expect(keys[index]).toBe(value);
          else {
            expect(keys[index]!.startsWith(`${value}~`)).toBe(true);
            // A repeat's key is no id of the list: a row is never mistaken for another.
            expect(list).not.toContain(keys[index]);
          }
        });
      }),
    );
  });

  it('is decided by the list alone: the same list, the same keys (property)', () => {
    fc.assert(
      fc.property(ids, (list) => {
        expect(uniqueKeysOf([...list])).toEqual(uniqueKeysOf(list));
      }),
    );
  });

  it('keys the n-th occurrence of an id alike on two lists that hold the same ids (property)', () => {
    // A refresh compares the n-th row with an id to the n-th: other rows moving keeps that key.
    fc.assert(
      fc.property(ids, fc.integer(), (list, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(list, { minLength: list.length }), {
          seed,
          numRuns: 1,
        })[0]!;
        const keyed = (values: readonly string[]) => {
          const keys = uniqueKeysOf(values);
          const occurrences = new Map<string, number>();
          return new Map(
            values.map((value, index) => {
              const n = (occurrences.get(value) ?? 0) + 1;
              occurrences.set(value, n);
              return [`${value}#${n}`, keys[index]!];
            }),
          );
        };
        expect(keyed(shuffled)).toEqual(keyed(list));
      }),
    );
  });
});

describe('pageIdentityOf', () => {
  const [a, b] = generateDeliveries(2, 3) as Delivery[] as [Delivery, Delivery];
  const aAgain: Delivery = { ...b, code: a.code };
  const codeOf = (delivery: Delivery) => delivery.code;

  it('keys each row of a page, and knows a delivery from elsewhere by its id', () => {
    const page = pageIdentityOf([a, b, aAgain], codeOf);
    expect(page.keys).toEqual([a.code, b.code, `${a.code}~2`]);
    expect(page.rows.map(page.keyOf)).toEqual(page.keys);
    expect(page.repeatedIds).toEqual([a.code]);
    // Each repeated id once, in the order its first repeat comes.
    const [c] = generateDeliveries(1, 4) as Delivery[] as [Delivery];
    const rows = [c, a, b, aAgain, { ...b }, { ...a, status: 9 }];
    expect(pageIdentityOf(rows, codeOf).repeatedIds).toEqual([a.code, b.code]);
    expect(page.keyOf({ ...a })).toBe(a.code);
  });

  it('gives a delivery object sent twice a copy for its second row, so each row is its own', () => {
    const page = pageIdentityOf([a, b, a], codeOf);
    expect(page.rows[2]).not.toBe(a);
    expect(page.rows[2]).toEqual(a);
    expect(page.rows.map(page.keyOf)).toEqual([a.code, b.code, `${a.code}~2`]);
    // A page without repeated objects is the same array: nothing downstream renders again.
    const plain = [a, b];
    expect(pageIdentityOf(plain, codeOf).rows).toBe(plain);
  });

  it('keys a page without repeats by its ids, and knows its rows by their objects', () => {
    const page = pageIdentityOf([a, b], codeOf);
    expect(page.keys).toEqual([a.code, b.code]);
    expect(page.repeatedIds).toEqual([]);
    expect([a, b, { ...a }].map(page.keyOf)).toEqual([a.code, b.code, a.code]);
    // A copy of a row has its code but is not that row: a selection of it is another page's.
    expect([a, b, { ...a }].map(page.onPage)).toEqual([true, true, false]);
  });

  it('knows each row as the slow path does, on any page (property)', () => {
    const deliveries = generateDeliveries(6, 5) as Delivery[];
    const pick = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 });
    fc.assert(
      fc.property(pick, (picked) => {
        const rows = picked.map((index) => deliveries[index]!);
        const page = pageIdentityOf(rows, codeOf);
        expect(page.keys).toEqual(uniqueKeysOf(rows.map(codeOf)));
        expect(page.rows.map(page.keyOf)).toEqual(page.keys);
        expect(page.rows.every(page.onPage)).toBe(true);
        expect(deliveries.filter((delivery) => !rows.includes(delivery)).some(page.onPage)).toBe(
          false,
        );
      }),
    );
  });

  it('names the first row whose id cannot be read, and why', () => {
    const broken = (delivery: Delivery) =>
      delivery === b ? (null as unknown as string) : delivery.code;
    expect(() => pageIdentityOf([a, b], broken)).toThrow('rows.getRowId gave row 2 no id: null');
    const throwing = (delivery: Delivery) => {
      if (delivery === b) throw new Error('no ref');
      return delivery.code;
    };
    expect(() => pageIdentityOf([a, b], throwing)).toThrow(
      'rows.getRowId gave row 2 no id: no ref',
    );
  });
});
