import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { sameDelivery } from '@src/state/identity/sameDelivery';

const [held] = generateDeliveries(1, 3);

describe('one delivery under one key', () => {
  it('is the one inserted at the same moment, however the moment is written', () => {
    const at = { ...held!, insertTime: '2026-11-28T10:00:00Z' };
    expect(sameDelivery(at, { ...at, palletQty: 977 })).toBe(true);
    expect(sameDelivery(at, { ...at, insertTime: '2026-11-28T10:00:00.000Z' })).toBe(true);
    expect(sameDelivery(at, { ...at, insertTime: '2026-11-28T11:00:00+01:00' })).toBe(true);
  });

  it('is not a twin inserted at another moment, nor nothing', () => {
    const at = { ...held!, insertTime: '2026-11-28T10:00:00Z' };
    expect(sameDelivery(at, { ...at, insertTime: '2026-11-28T10:00:01Z' })).toBe(false);
    expect(sameDelivery(at, undefined)).toBe(false);
  });
});
