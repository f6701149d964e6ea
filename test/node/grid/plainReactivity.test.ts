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

  it('notifies writable atoms on a change only, and derived ones on commit', () => {
    const reactivity = plainReactivity();
    const atom = reactivity.createWritableAtom(1);
    const seen: number[] = [];
    const subscription = atom.subscribe((value) => seen.push(value));
    atom.set(1);
    atom.set((value) => value + 1);
    subscription.unsubscribe();
    atom.set(3);
    expect(seen).toEqual([2]);

    const doubled = reactivity.createReadonlyAtom(() => atom.get() * 2);
    const derived: number[] = [];
    doubled.subscribe((value) => derived.push(value));
    expect(doubled.get()).toBe(6);
    reactivity.commit?.();
    expect(derived).toEqual([6]);
  });
});
