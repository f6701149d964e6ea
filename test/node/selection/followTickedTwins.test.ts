import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/index';
import { followTickedTwins } from '@src/selection/logic/followTickedTwins';
import { pageIdentityOf } from '@src/state/identity/pageIdentity';
import type { DeliveriesSelection } from '@src/selection/types';

const codeOf = (delivery: Delivery) => delivery.code;
const [pena, other, third] = generateDeliveries(3, 5) as Delivery[] as [
  Delivery,
  Delivery,
  Delivery,
];
/** Another delivery under Peña's code, inserted an hour later. */
const twin: Delivery = {
  ...other,
  code: pena.code,
  insertTime: new Date(Date.parse(pena.insertTime) + 3_600_000).toISOString(),
};
const follow = (selection: DeliveriesSelection, rows: Delivery[]) =>
  followTickedTwins(selection, rows, pageIdentityOf(rows, codeOf).keys, codeOf);
const ticked = (...deliveries: Delivery[]): DeliveriesSelection => ({
  kind: 'codes',
  codes: deliveries.map(codeOf),
  deliveries,
});

describe('a ticked delivery among the rows with its code after a new answer', () => {
  it('moves to its new place when another delivery under its code comes in above it', () => {
    expect(follow(ticked(pena, third), [twin, pena, third])).toEqual({
      ...ticked(pena, third),
      keys: [`${pena.code}~2`, third.code],
    });
  });

  it('moves back to the plain code when that one leaves, and drops the keys', () => {
    const second = { ...ticked(pena), keys: [`${pena.code}~2`] };
    expect(follow(second, [pena, third])).toEqual(ticked(pena));
  });

  it('keeps what needs no move: the same delivery in its place, one not on this page', () => {
    const selection = ticked(pena, third);
    expect(follow(selection, [pena, twin, third])).toBe(selection);
    expect(follow(selection, [other])).toBe(selection);
    // Repacked since (same moment inserted): still itself.
    expect(follow(selection, [{ ...pena, palletQty: 99 }, third])).toBe(selection);
  });

  it('leaves two ticked twins that swapped places as they are: both stay ticked', () => {
    const both = { ...ticked(pena, twin), keys: [pena.code, `${pena.code}~2`] };
    expect(follow(both, [twin, pena])).toBe(both);
  });
});
