import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFieldKinds, parseDeliveries } from '@src/api/deliverySchema';
import { DeliveriesApiError } from '@src/api/errors';

const runs = { numRuns: 200, seed: 22_11 };

/** The contract, written apart from the checker: ISO 8601 with a zone, on a real day and time. */
function isContractDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))$/i.exec(
      value,
    );
  if (!match) return false;
  const [, year, month, day, hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] =
    match.map((part) => part ?? undefined);
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59
  );
}

function passesContract(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  return Object.entries(deliveryFieldKinds).every(([field, kind]) => {
    const value = record[field];
    if (kind === 'integer') return Number.isSafeInteger(value);
    if (kind === 'date-time') return isContractDateTime(value);
    return typeof value === 'string';
  });
}

const padded = (min: number, max: number, width = 2) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));
const offset = fc
  .tuple(fc.constantFrom('+', '-'), padded(0, 23), fc.constantFrom(':', ''), padded(0, 59))
  .map((parts) => parts.join(''));
/** A sound date-time's parts: year, month, day, T, hour, minute, seconds, fraction, zone. */
const soundParts = fc.tuple(
  fc.oneof(padded(0, 9999, 4), fc.constantFrom('1900', '2000', '2024', '2100')),
  padded(1, 12),
  padded(1, 28),
  fc.constantFrom('T', 't'),
  padded(0, 23),
  padded(0, 59),
  fc.oneof(
    fc.constant(''),
    padded(0, 59).map((s) => `:${s}`),
  ),
  fc.constantFrom('', '.5', '.123456'),
  fc.oneof(fc.constantFrom('Z', 'z'), offset),
);
/** Parts replaced by values at or past their edge: 31 June, 29 Feb 1900, 24:00, +01:60. */
const edge = fc.oneof(
  fc.constantFrom<[number, string][]>(
    [[1, '00']],
    [[1, '13']],
    [[2, '00']],
    [[2, '32']],
    [[3, ' ']],
    [[4, '24']],
    [[4, '1']],
    [[5, '60']],
    [[6, ':60']],
    [[6, ':5']],
    [[7, '.']],
  ),
  fc
    .tuple(
      fc.constantFrom('1900', '2000', '2023', '2024', '2100'),
      fc.constantFrom('01', '02', '04', '06', '09', '11', '12'),
      fc.constantFrom('28', '29', '30', '31'),
    )
    .map(([year, month, day]): [number, string][] => [
      [0, year],
      [1, month],
      [2, day],
    ]),
  fc
    .constantFrom('', '+1:00', '+24:00', '-00:60', '+2359', '+1260', '+23:59', 'GMT')
    .map((zone): [number, string][] => [[8, zone]]),
);
/** Date-times near the contract's edge: sound ones, and ones with parts at or past it. */
const dateTimeLike = fc.tuple(soundParts, fc.option(edge, { freq: 3 })).map(([parts, changes]) => {
  const edited: string[] = [...parts];
  for (const [at, value] of changes ?? []) edited[at] = value;
  const [y, mo, d, t, h, mi, s, fraction, zone] = edited;
  return `${y}-${mo}-${d}${t}${h}:${mi}${s}${s ? fraction : ''}${zone}`;
});
const fieldValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, 1.5, -0, 2 ** 53, '12'),
  dateTimeLike,
  dateTimeLike,
  fc.jsonValue({ maxDepth: 2 }),
);
/** Values one step off a field's kind: a fraction, a numeric text, a number for a text. */
const nearMiss = fc.oneof(
  fc.constantFrom(1.5, -0.5, 1e-7, 2 ** 53 + 0.5, '12', true, 12, 0, -3, '', 'DLV-1', [], {}),
  dateTimeLike,
);
const validRow = fc.record({
  code: fc.string({ maxLength: 8 }),
  tenantName: fc.string({ maxLength: 8 }),
  courierCode: fc.string({ maxLength: 8 }),
  warehouseName: fc.string({ maxLength: 8 }),
  customerBusinessPartnerName: fc.string({ maxLength: 8 }),
  duQty: fc.integer(),
  palletQty: fc.integer(),
  status: fc.integer(),
  insertTime: fc
    .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
});
/** A row with some fields broken, dropped or replaced, and extra fields. */
const mutatedRow = fc
  .tuple(
    validRow,
    fc.dictionary(
      fc.constantFrom(...Object.keys(deliveryFieldKinds), 'extra', '__proto__'),
      fieldValue,
      {
        maxKeys: 3,
      },
    ),
    fc.subarray(Object.keys(deliveryFieldKinds), { maxLength: 2 }),
  )
  .map(([row, changes, dropped]) => {
    const item: Record<string, unknown> = { ...row };
    for (const [key, value] of Object.entries(changes))
      Object.defineProperty(item, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    for (const key of dropped) delete item[key];
    return item;
  });
/** A page of sound rows but one, whose field is dropped or replaced by a near miss. */
const oneDefect = fc
  .tuple(
    fc.array(validRow, { minLength: 1, maxLength: 5 }),
    fc.nat(),
    fc.constantFrom(...Object.keys(deliveryFieldKinds)),
    fc.option(fc.oneof(fieldValue, nearMiss), { freq: 6 }),
  )
  .map(([page, at, field, value]) => {
    const item: Record<string, unknown> = { ...page[at % page.length] };
    if (value === null) delete item[field];
    else item[field] = value;
    page[at % page.length] = item as (typeof page)[number];
    return page;
  });
/** Any JSON value, and pages of rows that are almost right. */
const answer = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  oneDefect,
  oneDefect,
  oneDefect,
  fc.array(fc.oneof(validRow, mutatedRow, fc.jsonValue({ maxDepth: 2 })), { maxLength: 80 }),
  fc.array(validRow, { maxLength: 5 }),
  fc.array(mutatedRow, { maxLength: 60 }),
);

describe('parseDeliveries against any JSON value', () => {
  it('returns only deliveries that meet the contract, or throws invalid-response', () => {
    fc.assert(
      fc.property(answer, (body) => {
        // What JSON.parse would give: the checker sees parsed text, not live objects.
        const parsed: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
        let result: unknown;
        try {
          result = parseDeliveries(parsed);
        } catch (error) {
          expect(error).toBeInstanceOf(DeliveriesApiError);
          const apiError = error as DeliveriesApiError;
          expect(apiError.kind).toBe('invalid-response');
          expect(apiError.message).toMatch(
            /^The server sent deliveries in an unexpected shape: .+\.$/,
          );
          expect(apiError.issues?.length ?? 0).toBeLessThanOrEqual(50);
          // Refused only when something is really wrong.
          expect(Array.isArray(parsed) && parsed.every(passesContract)).toBe(false);
          for (const issue of apiError.issues ?? []) {
            expect(passesContract((parsed as unknown[])[issue.index])).toBe(false);
          }
          return;
        }
        expect(Array.isArray(result)).toBe(true);
        expect((result as unknown[]).every(passesContract)).toBe(true);
        expect(result).toBe(parsed);
      }),
      runs,
    );
  });

  it('takes a date-time exactly when it is ISO 8601 with a zone on a real day and time', () => {
    const [row] = fc.sample(validRow, { numRuns: 1, seed: 1 });
    fc.assert(
      fc.property(dateTimeLike, (insertTime) => {
        const page = [{ ...row, insertTime }];
        const accepted = (() => {
          try {
            return parseDeliveries(page) === page;
          } catch (error) {
            expect(error).toBeInstanceOf(DeliveriesApiError);
            return false;
          }
        })();
        expect(accepted).toBe(isContractDateTime(insertTime));
      }),
      { ...runs, numRuns: 200 },
    );
  });
});
