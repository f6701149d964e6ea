import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnWidthLimits } from '@src/state/arrangeColumns';
import { checkColumnSettings } from '@src/state/columns/checkColumnSettings';
import { describeColumnProblem } from '@src/state/columns/messages';
import { defaultColumnSettingsMessages } from '@src/state/columns/columnSettingsWords';
import { boom, listWithThrowingItem, revoked } from './hostileValues';

const ids = ['code', 'status', 'duQty', 'tenantName'];
const words = (input: unknown, columnIds: readonly string[] | undefined = ids) =>
  checkColumnSettings(input, columnIds).problems.map((problem) =>
    describeColumnProblem(problem, defaultColumnSettingsMessages),
  );

describe('checkColumnSettings', () => {
  it('gives missing parts their defaults, silently', () => {
    for (const input of [undefined, null, {}]) {
      expect(checkColumnSettings(input, ids)).toStrictEqual({
        settings: { order: [], hidden: [], widths: {} },
        problems: [],
      });
    }
    // As the Columns page's localStorage example reads settings kept before widths.
    expect(checkColumnSettings({ order: ['status'], hidden: ['code'] }, ids)).toStrictEqual({
      settings: { order: ['status'], hidden: ['code'], widths: {} },
      problems: [],
    });
  });

  it('keeps sound settings as they are, pins included', () => {
    const sound = {
      order: ['status', 'code'],
      hidden: ['tenantName'],
      widths: { code: 48, status: 800, duQty: 120.5 },
      pinned: { code: 'start', duQty: 'end' },
    };
    expect(checkColumnSettings(sound, ids)).toStrictEqual({ settings: sound, problems: [] });
  });

  it('leaves out unknown columns everywhere and names each once', () => {
    const input = {
      order: ['colour', 'status'],
      hidden: ['colour', 'weight'],
      widths: { weight: 90, code: 100 },
      pinned: { colour: 'start' },
    };
    expect(checkColumnSettings(input, ids).settings).toStrictEqual({
      order: ['status'],
      hidden: [],
      widths: { code: 100 },
    });
    expect(words(input)).toStrictEqual([
      'The column “colour” is not one this grid has, so it was left out.',
      'The column “weight” is not one this grid has, so it was left out.',
    ]);
    // Storage does not know the grid's columns: without ids every text id is kept.
    expect(checkColumnSettings(input, undefined).settings.order).toStrictEqual([
      'colour',
      'status',
    ]);
  });

  it.each([
    ['1e9 px', 1e9, '1000000000'],
    ['−500 px', -500, '-500'],
    ['47 px', 47, '47'],
    ['801 px', 801, '801'],
    ['NaN', Number.NaN, 'NaN'],
    ['Infinity', Infinity, 'Infinity'],
    ['text', '180', '180'],
    ['null', null, 'null'],
  ])('leaves out a width of %s and names it', (_, width, shown) => {
    const { settings } = checkColumnSettings({ widths: { code: width, status: 120 } }, ids);
    expect(settings.widths).toStrictEqual({ status: 120 });
    expect(words({ widths: { code: width, status: 120 } })).toStrictEqual([
      `The width “${shown}” of the column “code” is not from 48 to 800 pixels, so it was left out.`,
    ]);
  });

  it('leaves out bad entries of order, hidden and pinned, and repeats', () => {
    const input = {
      order: ['status', 7, 'status', { id: 'code' }],
      hidden: [null, 'duQty'],
      pinned: { code: 'left', status: 'end', duQty: undefined },
    };
    expect(checkColumnSettings(input, ids).settings).toStrictEqual({
      order: ['status'],
      hidden: ['duQty'],
      widths: {},
      pinned: { status: 'end' },
    });
    expect(words(input)).toStrictEqual([
      'The entry “7” of the column order is not a column id, so it was left out.',
      'The column “status” is in the column order more than once, so it was kept once.',
      'The entry “{"id":"code"}” of the column order is not a column id, so it was left out.',
      'The entry “null” of the hidden columns is not a column id, so it was left out.',
      'The pin “left” of the column “code” is neither start nor end, so the column is not pinned.',
    ]);
  });

  it('takes the default of a part of the wrong kind and names it', () => {
    const input = { order: 'status', hidden: { code: true }, widths: [120], pinned: 'code' };
    expect(checkColumnSettings(input, ids).settings).toStrictEqual({
      order: [],
      hidden: [],
      widths: {},
    });
    expect(words(input)).toStrictEqual([
      'The column order “status” is not a list of column ids, so the host’s order is used.',
      'The hidden columns “{"code":true}” are not a list of column ids, so every column is shown.',
      'The column widths “[120]” are not widths by column id, so every column keeps its natural width.',
      'The pinned columns “code” are not sides by column id, so no column is pinned.',
    ]);
    expect(words('code')).toStrictEqual([
      'The column settings “code” are not a set of column settings, so none were used.',
    ]);
    expect(words(['code'])).toStrictEqual([
      'The column settings “["code"]” are not a set of column settings, so none were used.',
    ]);
  });

  it('shows the first column in order when every column is hidden', () => {
    const input = { order: ['duQty'], hidden: [...ids] };
    expect(checkColumnSettings(input, ids).settings.hidden).toStrictEqual([
      'code',
      'status',
      'tenantName',
    ]);
    expect(words(input)).toStrictEqual(['Every column was hidden, so “duQty” is shown.']);
  });

  it('survives getters that throw and revoked Proxies, naming what it could not read', () => {
    expect(words(revoked())).toStrictEqual([
      'The column settings could not be read, so none were used.',
    ]);
    const input = {
      get order() {
        return boom();
      },
      hidden: listWithThrowingItem(),
      widths: revoked(),
      pinned: new Proxy({ code: 'start' }, { get: boom }),
    };
    expect(checkColumnSettings(input, ids).settings).toStrictEqual({
      order: [],
      hidden: [],
      widths: {},
    });
    expect(words(input)).toStrictEqual([
      'The column order could not be read, so the host’s order is used.',
      'An entry of the hidden columns could not be read, so it was left out.',
      'The column widths could not be read, so every column keeps its natural width.',
      'An entry of the pinned columns could not be read, so it was left out.',
    ]);
  });

  it('reads no further than a bound into a list of ten million', () => {
    // Each entry read is counted: a bound that held only on a fast machine would not do.
    const read = new Set<string>();
    const order = new Proxy(new Array<string>(1e7), {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const problems = words({ order }, ids);
    expect(problems.at(-1)).toBe(
      'The 10,000,000 entries of the column order are more than this grid reads, so only the first 900 were read.',
    );
    expect(read.size).toBeGreaterThan(0);
    expect(Math.max(...[...read].map(Number))).toBeLessThan(900);
  });

  it('keeps a `__proto__` key as data, not as the prototype', () => {
    const { settings } = checkColumnSettings(JSON.parse('{"widths":{"__proto__":120}}'));
    expect(Object.getPrototypeOf(settings.widths)).toBe(Object.prototype);
    expect(Object.keys(settings.widths)).toStrictEqual(['__proto__']);
  });
});

describe('checkColumnSettings, given anything', () => {
  it('never throws, and gives settings the grid can draw', () => {
    const id = fc.constantFrom(...ids, 'colour', '__proto__', '');
    const part = fc.oneof(
      fc.anything(),
      fc.array(fc.oneof(id, fc.anything())),
      fc.dictionary(
        id,
        fc.oneof(fc.double(), fc.constantFrom('start', 'end', 'left'), fc.anything()),
      ),
    );
    const input = fc.oneof(
      fc.anything(),
      fc.record({ order: part, hidden: part, widths: part, pinned: part }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(input, (value) => {
        const { settings } = checkColumnSettings(value, ids);
        const known = (list: readonly string[]) => list.every((entry) => ids.includes(entry));
        expect(
          known(settings.order) && new Set(settings.order).size === settings.order.length,
        ).toBe(true);
        expect(known(settings.hidden)).toBe(true);
        expect(ids.some((entry) => !settings.hidden.includes(entry))).toBe(true);
        for (const [key, width] of Object.entries(settings.widths)) {
          expect(ids).toContain(key);
          expect(width).toBeGreaterThanOrEqual(columnWidthLimits.min);
          expect(width).toBeLessThanOrEqual(columnWidthLimits.max);
        }
        for (const [key, side] of Object.entries(settings.pinned ?? {})) {
          expect(ids).toContain(key);
          expect(['start', 'end']).toContain(side);
        }
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
