import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { fieldsChanged, rowChangesOf } from '@src/grid/refresh/rowChanges';
import { generateDeliveries } from '@src/mocks/index';

const codeOf = (delivery: Delivery) => delivery.code;

describe('fieldsChanged', () => {
  it('names the fields whose values differ, nested ones by their JSON', () => {
    const [before] = generateDeliveries(1, 3) as Delivery[];
    const after = { ...before!, status: before!.status + 1, palletQty: before!.palletQty };
    expect([...fieldsChanged(before!, after)]).toEqual(['status']);
    const nested = { ...before!, extra: { a: [1, 2] } };
    expect([...fieldsChanged(nested, { ...nested, extra: { a: [1, 2] } })]).toEqual([]);
    expect([...fieldsChanged(nested, { ...nested, extra: { a: [2, 1] } })]).toEqual(['extra']);
  });

  it('names a field one side has and the other lacks', () => {
    const [before] = generateDeliveries(1, 4) as Delivery[];
    const withNote = { ...before!, note: undefined };
    expect([...fieldsChanged(before!, withNote)]).toEqual(['note']);
    expect([...fieldsChanged(withNote, before!)]).toEqual(['note']);
  });
});

describe('rowChangesOf', () => {
  it('gives each changed row its changed fields, and new rows none', () => {
    const before = generateDeliveries(5, 8) as Delivery[];
    const after = [
      { ...before[0]!, code: 'DLV-NEW' },
      before[0]!,
      { ...before[1]!, status: before[1]!.status + 1, palletQty: before[1]!.palletQty + 2 },
      ...before.slice(2),
    ];
    const changes = rowChangesOf(before, after, codeOf)!;
    expect([...changes.added]).toEqual(['DLV-NEW']);
    expect([...changes.changed]).toEqual([before[1]!.code]);
    expect([...changes.changedFields]).toEqual([
      [before[1]!.code, new Set(['status', 'palletQty'])],
    ]);
  });

  it('marks nothing when a row is a copy with the same values', () => {
    const before = generateDeliveries(3, 9) as Delivery[];
    expect(
      rowChangesOf(
        before,
        before.map((delivery) => ({ ...delivery })),
        codeOf,
      ),
    ).toBeNull();
  });
});

describe('rowChangesOf with a twin coming in above a row', () => {
  it('marks the newcomer new and the row it pushed down unchanged, or changed as it changed', () => {
    const [pena, other] = generateDeliveries(2, 9) as Delivery[];
    const twin = {
      ...other!,
      code: pena!.code,
      insertTime: new Date(Date.parse(pena!.insertTime) + 3_600_000).toISOString(),
    };
    // Before, the twin was "changed" (compared with Peña, in its place) and Peña "new".
    expect(rowChangesOf([pena!], [twin, pena!], codeOf)).toEqual({
      added: new Set([pena!.code]),
      changed: new Set(),
      changedFields: new Map(),
    });
    const repacked = { ...pena!, palletQty: pena!.palletQty + 1 };
    expect(rowChangesOf([pena!], [twin, repacked], codeOf)).toEqual({
      added: new Set([pena!.code]),
      changed: new Set([`${pena!.code}~2`]),
      changedFields: new Map([[`${pena!.code}~2`, new Set(['palletQty'])]]),
    });
  });
});
