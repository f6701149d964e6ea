import { describe, expect, it } from 'vitest';
import { constructTable, createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { table_setOptions } from '@tanstack/react-table/static-functions';
import { plainReactivity } from '../../../src/grid/reactTable/plainReactivity';

type Row = { code: string; courier: string };
const features = tableFeatures({});
const column = createColumnHelper<typeof features, Row>();

describe('plainReactivity: react-table without a store library', () => {
  it('builds headers from the columns, and again after the options change', () => {
    const table = constructTable({
      features: { ...features, coreReactivityFeature: plainReactivity() } as typeof features,
      columns: column.columns([column.accessor('code', { header: 'Code' })]),
      data: [{ code: 'DLV-1', courier: 'DHL' }],
    });
    expect(table.getHeaderGroups()[0]!.headers.map((header) => header.id)).toEqual(['code']);
    table_setOptions(table, (previous) => ({
      ...previous,
      columns: column.columns([
        column.accessor('code', { header: 'Code' }),
        column.accessor('courier', {}),
      ]),
    }));
    expect(table.getHeaderGroups()[0]!.headers.map((header) => header.id)).toEqual([
      'code',
      'courier',
    ]);
    expect(table.getCoreRowModel().rows.map((row) => row.original.courier)).toEqual(['DHL']);
  });

  it('keeps what was written, and derived values equal while their parts are', () => {
    const reactivity = plainReactivity();
    const codes = reactivity.createWritableAtom(['DLV-1']);
    const count = reactivity.createReadonlyAtom(() => ({ codes: codes.get().length }), {
      debugName: 'count',
      compare: (a, b) => a.codes === b.codes,
    });
    const first = count.get();
    expect(count.get()).toBe(first);
    codes.set((held) => [...held, 'DLV-2']);
    expect(codes.get()).toEqual(['DLV-1', 'DLV-2']);
    expect(count.get()).toEqual({ codes: 2 });
    expect(count.get()).not.toBe(first);
  });
});
