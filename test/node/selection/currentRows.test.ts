import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/index';
import { currentRows } from '@src/selection/logic/currentRows';
import type { DeliveriesSelection } from '@src/selection/types';

const codeOf = (delivery: Delivery) => delivery.code;
const page = generateDeliveries(4, 21) as Delivery[];
const keys = page.map(codeOf);
const handed = (selection: DeliveriesSelection) =>
  selection.kind === 'codes' ? selection.deliveries.map(codeOf) : [];

describe('the ticked rows handed to an action or the CSV', () => {
  it('takes a ticked row held without its delivery (a host kept the codes alone) from the page', () => {
    const selection: DeliveriesSelection = {
      kind: 'codes',
      codes: [keys[2]!, 'DLV-ELSEWHERE', keys[0]!],
      deliveries: [],
    };
    // In the order of the codes; one not on this page stays out, as nothing says what it is.
    expect(handed(currentRows(selection, page, keys, codeOf))).toEqual([keys[2], keys[0]]);
  });

  it('keeps what it holds, as the page shows it, beside what it takes from the page', () => {
    const changed = { ...page[1]!, palletQty: page[1]!.palletQty + 1 };
    const selection: DeliveriesSelection = {
      kind: 'codes',
      codes: [keys[1]!, keys[3]!],
      deliveries: [page[1]!],
    };
    const rows = page.map((row, index) => (index === 1 ? changed : row));
    const result = currentRows(selection, rows, keys, codeOf);
    expect(result.kind === 'codes' && result.deliveries).toEqual([changed, page[3]]);
  });

  it('is the same selection when every ticked row is held and unchanged', () => {
    const selection: DeliveriesSelection = {
      kind: 'codes',
      codes: [keys[0]!],
      deliveries: [page[0]!],
    };
    expect(currentRows(selection, page, keys, codeOf)).toBe(selection);
  });
});
