import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDeliveriesRequest } from '@src/mocks/validateDeliveriesRequest';
import type { DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { gridQueryLimits } from '@src/state/validation/gridQueryLimits';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import { readDeliveriesView } from '@src/views/logic/parseDeliveriesView';
import { readViewListing } from '@src/views/logic/readViewListing';

const settings = { seed: 20261125, numRuns: 200 };
const zones = ['Europe/Berlin', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];
const limitsIn = (timeZone: string) =>
  gridQueryLimits({
    pageSizeOptions: [10, 25, 50, 100],
    maxSearchLength: 200,
    sortKeys: defaultDeliveryColumns.map((column) => column.id),
    timeZone,
  });

/** The reference backend's verdict on the body the grid sends for `state`. */
function expectAccepted(state: DeliveriesQueryState, timeZone: string): void {
  const body = toDeliveriesRequest(state, { timeZone });
  const verdict = validateDeliveriesRequest(JSON.parse(JSON.stringify(body)));
  expect(verdict, JSON.stringify(body)).toMatchObject({ ok: true });
}

// ——— Link texts: the format's own keys and separators, edge dates and numbers, any text ———

const keys = ['p', 'ps', 'q', 'o', 'a', 'if', 'it', 'rf', 'rt', 'st', 'id', 'co', 'tg', 'zz', ''];
const edgeDates = [
  '0000-06-01',
  '0001-01-01',
  '0001-01-02',
  '9999-12-30',
  '9999-12-31',
  '2026-11-01T0930',
  '0001-01-01T0030+0100',
  '9999-12-31T2359-1100',
  '2026-02-30',
  '2026-11-02',
];
const edgeNumbers = ['0', '-0', '1', '-3', '1.5', '1e21', '9007199254740993', '1000', '1001', 'x'];
const fieldsAndWords = [
  'duQty',
  'code',
  'insertTime',
  'number',
  'string',
  'date',
  'before',
  'contains',
  'greaterThan',
  'insertTime.desc',
  'colour.asc',
];
const piece = fc.oneof(
  fc.constantFrom(...edgeDates, ...edgeNumbers, ...fieldsAndWords, '.', '*', '_', ' '),
  fc.string({ maxLength: 6 }),
  fc.constant('q'.repeat(201)),
);
const value = fc.array(piece, { maxLength: 7 }).map((parts) => parts.join('.'));
const anyEntry = fc
  .tuple(fc.constantFrom(...keys), fc.option(value))
  .map(([key, text]) => (text === null ? key : `${key}.${text}`));
// Entries close to valid, where a reader that takes the format's word lets a bad value through.
const dateEntry = fc
  .tuple(fc.constantFrom('if', 'it', 'rf', 'rt'), fc.constantFrom(...edgeDates))
  .map(([key, date]) => `${key}.${date}`);
const rowEntry = fc
  .tuple(
    fc.constantFrom('0', '1', '2', '0*.5'),
    fc.constantFrom(
      'duQty.number.greaterThan',
      'insertTime.date.before',
      'code.string.contains',
      'colour.string.contains',
      'duQty.string.about',
    ),
    fc.constantFrom(...edgeDates, ...edgeNumbers, ''),
  )
  .map(([join, middle, data]) => `a.${join}.${middle}.${data}`);
// Names of any shape where a sort or a row names a field, an operator or a join.
const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
const knownOperators = ['equals', 'like', 'contains', 'before', 'greaterThanOrEqual'];
const looseRowEntry = fc
  .tuple(
    fc.oneof(fc.constantFrom('0', '1'), fc.integer({ min: -3, max: 9 }).map(String)),
    fc.oneof(fc.constantFrom('duQty', 'code', 'insertTime', 'status'), word),
    fc.oneof(fc.constantFrom('number', 'string', 'date'), word),
    fc.oneof(fc.constantFrom(...knownOperators), word),
    fc.constantFrom('1', '2026-11-01', 'x'),
  )
  .map((parts) => `a.${parts.join('.')}`);
const looseSortEntry = fc
  .tuple(fc.oneof(fc.constantFrom('insertTime', 'duQty'), word), fc.constantFrom('asc', 'desc'))
  .map(([key, order]) => `o.${key}.${order}`);
const entry = fc.oneof(anyEntry, dateEntry, rowEntry, looseRowEntry, looseSortEntry);
const linkText = fc.oneof(
  fc.array(entry, { maxLength: 12 }).map((entries) => ['v1', ...entries].join('_')),
  fc.string({ maxLength: 40 }),
);

describe('any link text', () => {
  it('is read without throwing, and the grid sends what the server accepts', () => {
    fc.assert(
      fc.property(linkText, fc.constantFrom(...zones), (text, timeZone) => {
        const limits = limitsIn(timeZone);
        // The link door with the grid's limits, and the usual chain: the URL hook, then the grid.
        expectAccepted(parseDeliveriesState(text, limits).state, timeZone);
        const { state } = parseDeliveriesState(text, { timeZone });
        expectAccepted(checkQueryState(state, limits).state, timeZone);
        // Headless: the URL hook's state straight into a request, with no grid to check it again.
        expectAccepted(state, timeZone);
      }),
      settings,
    );
  });
});

// ——— Stored views: JSON of any shape, and views close to valid with edge values ———

const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 2000 }),
  fc.constantFrom(0, -0, 0.5, 1e9, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
  fc.double(),
);
const anyValue = fc.oneof(anyNumber, fc.string({ maxLength: 8 }), fc.constant(null), fc.boolean());
const dateValue = fc.oneof(
  fc.constantFrom(...edgeDates.map((date) => date.replace(/T(\d\d)(\d\d)/, 'T$1:$2'))),
  fc.constantFrom('not a date', '2026-11-01T00:00:00.000Z', '0000-06-01T00:00:00.000Z'),
  anyValue,
);
const advancedRow = fc.record(
  {
    selectedFiled: fc.constantFrom('duQty', 'code', 'insertTime', 'colour'),
    condition: fc.oneof(fc.constantFrom(0, 1), anyNumber),
    operator: fc.constantFrom('greaterThan', 'contains', 'before', 'about'),
    data: fc.oneof(dateValue, fc.constantFrom('10', ' 2.5 ', 'ten', '', ' ')),
    rowType: fc.constantFrom('number', 'string', 'date', 'colour'),
  },
  { requiredKeys: [] },
);
const filters = fc.record(
  {
    insertFrom: dateValue,
    insertTo: dateValue,
    requestedTo: dateValue,
    status: fc.oneof(fc.array(anyNumber, { maxLength: 5 }), anyValue),
    courierIds: fc.array(anyNumber, { maxLength: 5 }),
    tags: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.constant('t'.repeat(101)), anyNumber), {
      maxLength: 4,
    }),
    advancedFilters: fc.oneof(fc.array(advancedRow, { maxLength: 4 }), anyValue),
    colour: anyValue,
  },
  { requiredKeys: [] },
);
const state = fc.record(
  {
    pageNumber: anyNumber,
    pageSize: anyNumber,
    quickSearch: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('s'.repeat(300)), anyNumber),
    orderBy: fc.oneof(
      fc.constant(null),
      fc.record({
        key: fc.constantFrom('insertTime', 'colour', ''),
        order: fc.constantFrom('asc', 'desc', 'up'),
      }),
      anyValue,
    ),
    filters: fc.oneof(filters, anyValue),
  },
  { requiredKeys: [] },
);
const storedView = fc.record({
  id: fc.constantFrom('a', 'b', ''),
  name: fc.constantFrom('Late', 'LATE', ' late ', ''),
  savedAt: fc.constantFrom('2026-11-02T08:30:00.000Z', 'yesterday'),
  state: fc.oneof(state, fc.jsonValue({ maxDepth: 3 })),
  columns: fc.oneof(
    fc.record({
      order: fc.constant(['code']),
      hidden: fc.constant([]),
      widths: fc.dictionary(fc.constantFrom('code', 'status'), anyNumber),
    }),
    fc.jsonValue({ maxDepth: 2 }),
  ),
  density: fc.constantFrom('compact', 'comfortable', 'cosy'),
});

describe('any stored view', () => {
  it('is read without throwing, and applying it sends what the server accepts', () => {
    fc.assert(
      fc.property(
        fc.array(storedView, { maxLength: 4 }),
        fc.constantFrom(...zones),
        (stored, timeZone) => {
          const limits = limitsIn(timeZone);
          const { views } = readViewListing(stored);
          const names = views.map((view) => view.name.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
          for (const view of views) {
            expect(
              Object.values(view.columns.widths).every((width) => width >= 48 && width <= 800),
            ).toBe(true);
            // Applying it: the grid's door checks the state within the grid's own limits.
            expectAccepted(checkQueryState(view.state, limits).state, timeZone);
          }
          for (const entry of stored) {
            const { view } = readDeliveriesView(entry, limits);
            if (view) expectAccepted(view.state, timeZone);
            // Headless: a view handed to the host's own request, with no grid to check it again.
            const handedOver = readDeliveriesView(entry, { timeZone }).view;
            if (handedOver) expectAccepted(handedOver.state, timeZone);
          }
        },
      ),
      settings,
    );
  });
});

// ——— Host objects that fight back: getters and Proxy traps that throw, revoked Proxies ———

const boom = (): never => {
  throw new Error('The host object broke.');
};
const hostileKinds = ['get', 'ownKeys', 'revoked', 'getters'] as const;

/** `value` (or an empty object) made hostile in one of the ways a host's JavaScript can. */
function hostile(value: unknown, kind: (typeof hostileKinds)[number]): unknown {
  const target = typeof value === 'object' && value !== null ? value : {};
  if (kind === 'get') return new Proxy(target, { get: boom });
  if (kind === 'ownKeys') return new Proxy(target, { ownKeys: boom });
  if (kind === 'revoked') {
    const { proxy, revoke } = Proxy.revocable(target, {});
    revoke();
    return proxy;
  }
  const copy: object = Array.isArray(target) ? [...(target as unknown[])] : { ...target };
  for (const key of Object.keys(copy)) {
    Object.defineProperty(copy, key, { get: boom, enumerable: true });
  }
  return copy;
}

const hostilePlaces = ['state', 'filters', 'orderBy', 'status', 'tags', 'advancedFilters'] as const;

/** The generated state with one place made hostile; built in the property, as fast-check reads its values. */
function placeHostile(
  given: Record<string, unknown>,
  place: (typeof hostilePlaces)[number],
  kind: (typeof hostileKinds)[number],
): unknown {
  if (place === 'state') return hostile(given, kind);
  if (place === 'filters' || place === 'orderBy') {
    return { ...given, [place]: hostile(given[place], kind) };
  }
  const filters = typeof given.filters === 'object' && given.filters ? given.filters : {};
  const list = (filters as Record<string, unknown>)[place] ?? [1];
  return { ...given, filters: { ...filters, [place]: hostile(list, kind) } };
}

describe('any host object, however it throws', () => {
  it('is checked without throwing, and the grid sends what the server accepts', () => {
    fc.assert(
      fc.property(
        state,
        fc.constantFrom(...hostilePlaces),
        fc.constantFrom(...hostileKinds),
        fc.constantFrom(...zones),
        (given, place, kind, timeZone) => {
          const input = placeHostile(given, place, kind);
          expectAccepted(checkQueryState(input, limitsIn(timeZone)).state, timeZone);
        },
      ),
      settings,
    );
  });
});
