import { describe, expect, it } from 'vitest';
import { hostOptionProblems } from '@src/grid/problems/hostOptionProblems';
import { cellTextOf } from '@src/grid/cellText';
import { createDeliveryFormatters } from '@src/state/formatters';
import { toDeliveriesCsv } from '@src/export/toDeliveriesCsv';
import type { Delivery } from '@src/api/types';

// A host's status list naming 4 twice (a copy-paste slip).
const statusOptions = [
  { value: 4, label: 'Delivered' },
  { value: 4, label: 'Returned' },
];

describe('a status listed twice: "only the first is used"', () => {
  it('is what the cells and the CSV export both use', () => {
    expect(hostOptionProblems({ baseUrl: '', statusOptions } as never)).toEqual([
      { code: 'optionRepeated', params: { option: 'statusOptions', value: '“4”' } },
    ]);
    const delivery = { code: 'DLV-1', status: 4 } as unknown as Delivery;
    const formatters = createDeliveryFormatters('en-US', 'UTC');
    expect(cellTextOf(delivery, 'status', formatters, statusOptions)).toBe('Delivered');
    const csv = toDeliveriesCsv([delivery], [{ id: 'status', label: 'Status' }], { statusOptions });
    expect(csv.split(/\r?\n/)[1]).toBe('"Delivered"');
  });
});
