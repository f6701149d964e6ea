import { describe, expect, it } from 'vitest';
import { hostOptionProblems } from '@src/grid/problems/hostOptionProblems';
import {
  defaultExportMaxRows,
  defaultExportPageSize,
  usableExportCount,
} from '@src/export/exportDefaults';

describe("hostOptionProblems: the host's options the grid uses otherwise than given", () => {
  it('names nothing for usable options, Infinity and a refresh of 0 (off) included', () => {
    expect(
      hostOptionProblems({
        baseUrl: '',
        paging: { pageSizeOptions: [10, 25, 5000] },
        rows: { virtualizeAbove: Infinity, maxRendered: Infinity },
        refresh: { intervalSeconds: 0 },
        statusOptions: [{ value: 1, label: 'Open' }],
        filters: { options: { couriers: { load: async () => [] } } },
        density: 'compact',
      }),
    ).toEqual([]);
    expect(hostOptionProblems({ baseUrl: '', refresh: { intervalSeconds: 2_147_483 } })).toEqual(
      [],
    );
  });

  it('names a value listed three times once, and the wait past 24.8 days', () => {
    expect(
      hostOptionProblems({
        baseUrl: '',
        statusOptions: [
          { value: 4, label: 'Delivered' },
          { value: 4, label: 'Done' },
          { value: 4, label: 'Closed' },
        ],
        refresh: { intervalSeconds: 3_000_000 },
        density: 'Compact' as never,
      }),
    ).toEqual([
      { code: 'optionRepeated', params: { option: 'statusOptions', value: '“4”' } },
      { code: 'densityUnusable', params: { value: '“Compact”' } },
      { code: 'refreshOutOfRange', params: { value: '“3000000”' } },
    ]);
  });

  it('names a static filter choice with no label (its id stands in), once a list', () => {
    const couriers = [
      { value: 11, label: 'DHL' },
      { value: 99, label: null as unknown as string },
      { value: 98, label: 7 as unknown as string },
    ];
    expect(hostOptionProblems({ baseUrl: '', filters: { options: { couriers } } })).toEqual([
      { code: 'optionUnlabelled', params: { option: 'filters.options.couriers', value: '“99”' } },
      { code: 'optionUnlabelled', params: { option: 'filters.options.couriers', value: '“98”' } },
    ]);
  });

  it("names an export's counts that are not whole numbers from 1, and the defaults used", () => {
    // `DeliveriesTable`'s own option, in the props it hands the model.
    const withExporting = (exporting: unknown) =>
      hostOptionProblems(Object.assign({ baseUrl: '' }, { exporting }));
    expect(withExporting({ maxRows: Infinity, pageSize: 0 })).toEqual([
      {
        code: 'exportCountUnusable',
        params: { option: 'exporting.maxRows', value: '“Infinity”', used: defaultExportMaxRows },
      },
      {
        code: 'exportCountUnusable',
        params: { option: 'exporting.pageSize', value: '“0”', used: defaultExportPageSize },
      },
    ]);
    expect(withExporting(false)).toEqual([]);
    // Alike with the rule the export itself uses.
    for (const value of [1, 250, 2.5, -1, Infinity, NaN, '5'])
      expect(withExporting({ maxRows: value }).length).toBe(usableExportCount(value, 0) ? 0 : 1);
  });

  it('never throws: a getter that does leaves the rest to the parts that read it', () => {
    const rows = {
      get virtualizeAbove(): number {
        throw new Error('no');
      },
    };
    expect(hostOptionProblems({ baseUrl: '', rows })).toEqual([]);
  });

  it('reads a long list once, not on every render of the grid', () => {
    let reads = 0;
    const customers = Array.from({ length: 10_000 }, (_, index) => ({
      get value() {
        reads += 1;
        return index + 1;
      },
      label: `Customer ${index + 1}`,
    }));
    const options = { baseUrl: '', filters: { options: { customers } } };
    expect(hostOptionProblems(options)).toEqual([]);
    expect(reads).toBe(10_000);
    // The next renders find the list's repeats already worked out.
    hostOptionProblems(options);
    hostOptionProblems({ ...options });
    expect(reads).toBe(10_000);
  });
});
