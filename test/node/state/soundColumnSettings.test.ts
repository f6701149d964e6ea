import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkColumnSettings } from '@src/state/columns/checkColumnSettings';
import { soundColumnSettings } from '@src/state/columns/soundColumnSettings';
import { boom, listWithThrowingItem, revoked } from './hostileValues';

const ids = ['code', 'status', 'duQty', 'tenantName'];

// Parts near and past what the full check keeps: known and unknown ids, repeats, widths at
// and past the limits, sides and not, holes, `undefined` entries and wrong kinds.
const id = fc.constantFrom(...ids, 'colour', '', '__proto__');
const width = fc.oneof(
  fc.constantFrom(48, 800, 47.9, 800.1, Number.NaN, Infinity, -0, undefined, '180', null),
  fc.double({ min: 0, max: 1000 }),
);
const side = fc.constantFrom('start', 'end', 'left', undefined, null, 1);
const part = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(value, fc.constant(undefined), fc.constant(null), fc.constant('order'));
const settings = fc.record(
  {
    order: part(fc.array(id, { maxLength: 6 })),
    hidden: part(fc.oneof(fc.array(id, { maxLength: 5 }), fc.constant([...ids]))),
    widths: part(fc.dictionary(id, width, { maxKeys: 5 })),
    pinned: part(fc.dictionary(id, side, { maxKeys: 4 })),
  },
  { requiredKeys: [] },
);

describe('soundColumnSettings', () => {
  it('takes only what the full check keeps whole, as the full check copies it', () => {
    fc.assert(
      fc.property(settings, (input) => {
        const sound = soundColumnSettings(input, ids);
        const full = checkColumnSettings(input, ids);
        if (sound === null) return;
        expect(full.problems).toEqual([]);
        expect(sound).toStrictEqual(full.settings);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the usual settings without the full check, and leaves the rest to it', () => {
    expect(soundColumnSettings(undefined, ids)).toStrictEqual({
      order: [],
      hidden: [],
      widths: {},
    });
    const stored = {
      order: ['status', 'code'],
      hidden: ['tenantName'],
      widths: { code: 180, status: undefined },
      pinned: { code: 'start' },
    };
    expect(soundColumnSettings(stored, ids)).toStrictEqual({
      order: ['status', 'code'],
      hidden: ['tenantName'],
      widths: { code: 180 },
      pinned: { code: 'start' },
    });
    for (const input of [
      { order: ['colour'] },
      { order: ['code', 'code'] },
      { hidden: [...ids] },
      { widths: { code: 1e9 } },
      { pinned: { code: 'left' } },
      { order: 'code' },
      [],
      'settings',
      revoked(),
      { order: listWithThrowingItem() },
      {
        get widths() {
          return boom();
        },
      },
    ]) {
      expect(soundColumnSettings(input, ids)).toBeNull();
    }
  });
});
