import { describe, expect, it } from 'vitest';
import { validateDeliveriesRequest } from '@src/mocks/validateDeliveriesRequest';
import { defaultQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { isValidWallClockOrInstant, wallClockProblem, wallClockToUtc } from '@src/state/zonedTime';

const zones = [
  'Pacific/Kiritimati',
  'Europe/Berlin',
  'UTC',
  'America/New_York',
  'Pacific/Pago_Pago',
];
const fourDigitYear = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('dates at the edges of the years 0001 to 9999', () => {
  it.each([
    ['0000-06-01', 'start'],
    ['0001-01-01', 'start'],
    ['9999-12-31', 'end'],
    ['9999-12-31T23:59', 'end'],
    ['0001-01-01T00:30+01:00', 'start'],
    ['9999-12-31T23:30-01:00', 'end'],
  ] as const)('%s is out of range in every zone: wallClockToUtc refuses it', (value, bound) => {
    expect(wallClockProblem(value)).toBe('outOfRange');
    expect(isValidWallClockOrInstant(value)).toBe(false);
    for (const zone of zones) {
      // Before, 0000-06-01 became “-000001-06-02T00:00:00.000Z” in UTC.
      expect(() => wallClockToUtc(value, zone, bound)).toThrow(RangeError);
    }
  });

  it.each([
    '0001-01-02',
    '9999-12-30',
    '9999-12-30T23:59:59',
    '0001-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ])('%s is sent as a four-digit-year instant the server accepts, in every zone', (value) => {
    for (const zone of zones) {
      for (const bound of ['start', 'end'] as const) {
        expect(wallClockToUtc(value, zone, bound)).toMatch(fourDigitYear);
      }
      const request = toDeliveriesRequest(
        { ...defaultQueryState, filters: { insertFrom: value } },
        { timeZone: zone },
      );
      expect(validateDeliveriesRequest(request)).toMatchObject({ ok: true });
    }
  });

  it('keeps the day the filter panel sends for 0001-01-02 in Berlin (0001-01-01 in UTC)', () => {
    const sent = wallClockToUtc('0001-01-02', 'Europe/Berlin', 'start');
    expect(sent).toBe('0001-01-01T23:06:32.000Z');
    expect(wallClockProblem(sent)).toBeUndefined();
  });
});
