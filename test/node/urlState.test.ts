import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdvancedFilter, DeliveryFilters } from '@src/api/types';
import { createSeededRandom, type SeededRandom } from '@src/mocks/seededRandom';
import { filterStateKeys } from '@src/state/filterStateKeys';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { readDate, writeDate } from '@src/state/urlState/compactDate';
import { escapeText, splitUnescaped, unescapeText } from '@src/state/urlState/escapeText';
import { historyEntryFor } from '@src/state/urlState/historyEntryFor';
import { filterEntries } from '@src/state/urlState/linkFormat';
import { summarizeProblems } from '@src/state/urlState/linkProblems';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { readVersion1Link } from '@src/state/urlState/readVersion1Link';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { readSearchParam, writeSearchParam } from '@src/state/urlState/searchParam';
import { serializeDeliveriesState } from '@src/state/urlState/serializeDeliveriesState';
import {
  useDeliveriesUrlState,
  type UseDeliveriesUrlStateOptions,
} from '@src/state/urlState/useDeliveriesUrlState';

const state = (patch: Partial<DeliveriesQueryState>): DeliveriesQueryState => ({
  ...defaultQueryState,
  ...patch,
});

/** The parameter as `URLSearchParams` (and so routers and `<form>`s) writes it into a URL. */
const inUrl = (text: string) => new URLSearchParams([['deliveries', text]]).toString();

// ——— Generated states: every field, text from the awkward corners of URLs and Unicode ———

// Characters that mean something to URLs or to the format, then longer awkward pieces.
const textPieces = [
  ...'aZ09 -._*&#%+=?/:,;\'"~!()[]<>\\\n\téßØü',
  ...['  ', '**', '*_', '%20', '日本', 'אב', 'ع', '😀', '👩‍👩‍👧', '𝄞', 'e\u0301'],
  ...['v1', 'v2_', 'a.0', 'p.2', 'T', '2026-11-01', '2026-11-01T0930', 'acme'],
  ...['DLV-2026-004217', 'cold-chain'],
];

const randomText = (random: SeededRandom, maxPieces = 6): string =>
  Array.from({ length: random.int(0, maxPieces) }, () => random.pick(textPieces)).join('');

const nonEmptyText = (random: SeededRandom): string => randomText(random, 5) || 'code';

const specialNumbers = [0, -0, -5, 0.5, -12.75, 1e21, 1.5e-7, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2];

const randomNumber = (random: SeededRandom): number =>
  random.next() < 0.8 ? random.int(0, 200_000) : random.pick(specialNumbers);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date the filters accept: a day, a minute, a second, an instant with `Z` or an offset. */
function randomDate(random: SeededRandom): string {
  const day = `${random.int(1970, 2100)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const minute = `${day}T${pad(random.int(0, 23))}:${pad(random.int(0, 59))}`;
  const second = `${minute}:${pad(random.int(0, 59))}`;
  return random.pick([
    day,
    minute,
    second,
    `${second}.${pad(random.int(0, 999), 3)}Z`,
    `${second}Z`,
    `${minute}+01:00`,
    `${second}.5-05:30`,
    `${second}+0200`,
    ` ${day} `,
    '',
  ]);
}

const randomList = <T>(random: SeededRandom, item: (random: SeededRandom) => T): T[] =>
  Array.from({ length: random.int(0, 5) }, () => item(random));

function randomRow(random: SeededRandom): AdvancedFilter {
  const rowType = random.pick(['string', 'number', 'date', 'date', nonEmptyText(random)]);
  return {
    selectedFiled: random.pick([
      'duQty',
      'insertTime',
      'customerBusinessPartnerName',
      randomText(random),
    ]),
    condition: random.pick([0, 1, 0, 1, 2, -1, 0.5]),
    operator: random.pick(['contains', 'greaterThan', 'before', randomText(random)]),
    data: rowType === 'date' ? randomDate(random) : randomText(random),
    rowType,
  };
}

function randomFilters(random: SeededRandom): DeliveryFilters {
  const filters: DeliveryFilters = {};
  const sometimes = () => random.next() < 0.35;
  for (const field of ['insertFrom', 'insertTo', 'requestedFrom', 'requestedTo'] as const) {
    if (sometimes()) filters[field] = randomDate(random);
  }
  for (const field of [
    'status',
    'deliveryIds',
    'courierIds',
    'customerIds',
    'unitIds',
    'warehouseIds',
  ] as const) {
    if (sometimes()) filters[field] = randomList(random, randomNumber);
  }
  if (sometimes()) filters.tags = randomList(random, randomText);
  if (sometimes()) filters.advancedFilters = randomList(random, randomRow);
  return filters;
}

function randomState(random: SeededRandom): DeliveriesQueryState {
  return {
    pageNumber:
      random.next() < 0.5 ? 1 : random.pick([random.int(2, 500), Number.MAX_SAFE_INTEGER]),
    pageSize: random.next() < 0.5 ? 25 : random.int(1, 1000),
    quickSearch: random.next() < 0.4 ? '' : randomText(random, 8),
    orderBy:
      random.next() < 0.4
        ? null
        : { key: nonEmptyText(random), order: random.pick(['asc', 'desc'] as const) },
    filters: randomFilters(random),
  };
}

const generatedStates = Array.from({ length: 600 }, (_, seed) =>
  randomState(createSeededRandom(seed + 1)),
);

// Hundreds of generated states and their cuts: 0.7 s idle, 6 s on a busy machine.
const manyStates = { timeout: 30_000 };

describe('serializeDeliveriesState + parseDeliveriesState: generated states', manyStates, () => {
  it('the format round-trips 600 generated states exactly, even what the server would refuse', () => {
    for (const [index, original] of generatedStates.entries()) {
      const text = serializeDeliveriesState(original);
      const [, ...entries] = splitUnescaped(text, '_');
      expect(readVersion1Link(entries, 1000), `state ${index}: ${text}`).toStrictEqual({
        state: original,
        problems: [],
        uncollected: 0,
      });
    }
  });

  it('round-trips the checked part of 600 generated states, through URLSearchParams and a whole URL too', () => {
    for (const [index, generated] of generatedStates.entries()) {
      const original = checkQueryState(generated).state;
      const text = serializeDeliveriesState(original);
      const parsed = parseDeliveriesState(text);
      expect(parsed.problem, `state ${index}: ${text}`).toBeNull();
      expect(parsed.state, `state ${index}: ${text}`).toStrictEqual(original);
      // Canonical: the state read back writes the same text.
      expect(serializeDeliveriesState(parsed.state)).toBe(text);
      const url = new URL(`https://ops.example.com/deliveries?tab=open&${inUrl(text)}#top`);
      expect(url.searchParams.get('deliveries'), `state ${index}`).toBe(text);
    }
  });

  it('never throws on any cut of a link, and what it reads always makes a request', () => {
    let problems = 0;
    for (const original of generatedStates.slice(0, 60)) {
      const text = serializeDeliveriesState(original);
      for (let length = 0; length <= text.length; length += 1) {
        const { state: read, problem } = parseDeliveriesState(text.slice(0, length));
        expect(() => toDeliveriesRequest(read, { timeZone: 'Europe/Berlin' })).not.toThrow();
        expect(problem === null || problem.length > 0).toBe(true);
        if (problem) problems += 1;
      }
    }
    // Many cuts are still valid links (a shorter search); many others are reported.
    expect(problems).toBeGreaterThan(50);
  });

  it('never throws on random garbage made of the format’s own characters', () => {
    const random = createSeededRandom(99);
    const alphabet = [
      'v1',
      'v',
      '1',
      '_',
      '.',
      '*',
      'p',
      'ps',
      'q',
      'o',
      'a',
      'st',
      'if',
      'tg',
      'x',
      '-',
      '9',
      'T',
      ':',
      'é',
    ];
    for (let round = 0; round < 2000; round += 1) {
      const text = Array.from({ length: random.int(0, 24) }, () => random.pick(alphabet)).join('');
      const { state: read } = parseDeliveriesState(text);
      expect(read.pageNumber).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(read.pageSize) && read.pageSize >= 1 && read.pageSize <= 1000).toBe(
        true,
      );
      expect(() => toDeliveriesRequest(read, { timeZone: 'UTC' })).not.toThrow();
    }
  });

  it('keeps plain states free of %-escapes in a URL', () => {
    const random = createSeededRandom(7);
    const word = () => random.pick(['acme', 'cold-chain', 'DHL', 'Berlin Nord', 'x', 'ups']);
    for (let round = 0; round < 200; round += 1) {
      const plain: DeliveriesQueryState = {
        pageNumber: random.int(1, 40),
        pageSize: random.pick([10, 25, 50, 100]),
        quickSearch: random.next() < 0.5 ? '' : word(),
        orderBy: random.next() < 0.5 ? null : { key: 'insertTime', order: 'desc' },
        filters: {
          insertFrom: `2026-${pad(random.int(1, 12))}-01T00:00:00.000Z`,
          requestedTo: `2026-${pad(random.int(1, 12))}-01T23:59:59.999Z`,
          status: [random.int(0, 6)],
          deliveryIds: [random.int(1, 200_000), random.int(1, 200_000)],
          tags: [word()],
          advancedFilters: [
            {
              selectedFiled: 'duQty',
              condition: 0,
              operator: 'greaterThan',
              data: '10',
              rowType: 'number',
            },
            {
              selectedFiled: 'insertTime',
              condition: 1,
              operator: 'before',
              data: '2026-11-01T08:30:00.000Z',
              rowType: 'date',
            },
          ],
        },
      };
      expect(inUrl(serializeDeliveriesState(plain))).not.toContain('%');
    }
  });
});

describe('serializeDeliveriesState: the format', () => {
  it('writes the defaults as the bare version', () => {
    expect(serializeDeliveriesState(defaultQueryState)).toBe('v1');
    expect(parseDeliveriesState('v1')).toStrictEqual({ state: defaultQueryState, problem: null });
  });

  it('writes short keys, only what differs from the defaults, dates without colons', () => {
    const text = serializeDeliveriesState({
      pageNumber: 2,
      pageSize: 50,
      quickSearch: 'acme gmbh',
      orderBy: { key: 'insertTime', order: 'desc' },
      filters: {
        insertFrom: '2026-11-01T00:00:00.000Z',
        insertTo: '2026-11-07T22:59:59.999Z',
        requestedFrom: '2026-11-01',
        requestedTo: '2026-11-02T08:30',
        status: [1, 4],
        deliveryIds: [101, 102],
        courierIds: [11],
        customerIds: [1003],
        unitIds: [1],
        warehouseIds: [107],
        tags: ['cold-chain', 'fragile'],
        advancedFilters: [
          {
            selectedFiled: 'duQty',
            condition: 0,
            operator: 'greaterThan',
            data: '10.5',
            rowType: 'number',
          },
          {
            selectedFiled: 'insertTime',
            condition: 1,
            operator: 'before',
            data: '2026-11-01T08:30:00.000Z',
            rowType: 'date',
          },
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'startsWith',
            data: 'DLV-2026.1',
            rowType: 'string',
          },
        ],
      },
    });
    expect(text).toBe(
      'v1_p.2_ps.50_q.acme gmbh_o.insertTime.desc' +
        '_if.2026-11-01T000000.000Z_it.2026-11-07T225959.999Z_rf.2026-11-01_rt.2026-11-02T0830' +
        '_st.1.4_id.101.102_co.11_cu.1003_un.1_wh.107_tg.cold-chain.fragile' +
        '_a.0.duQty.number.greaterThan.10.5' +
        '_a.1.insertTime.date.before.2026-11-01T083000.000Z' +
        '_a.0.code.string.startsWith.DLV-2026.1',
    );
    // In a URL only the space changes.
    expect(inUrl(text)).toBe(`deliveries=${text.replace(' ', '+')}`);
  });

  it.each<[string, DeliveriesQueryState, string]>([
    [
      '&, #, %, + and spaces',
      state({ quickSearch: '50% off & more #1 + 2' }),
      'v1_q.50% off & more #1 + 2',
    ],
    ['emoji and accents', state({ quickSearch: 'Café 😀' }), 'v1_q.Café 😀'],
    ['the separators and the escape', state({ quickSearch: 'a_b.c*d' }), 'v1_q.a*_b.c**d'],
    [
      'a dot in a tag (a list item)',
      state({ filters: { tags: ['v2.1', 'x_y'] } }),
      'v1_tg.v2*.1.x*_y',
    ],
    [
      'a dot in a sort key',
      state({ orderBy: { key: 'customer.name', order: 'asc' } }),
      'v1_o.customer*.name.asc',
    ],
    [
      'decimals and -0 in an id list',
      state({ filters: { status: [0.5, -0, -3] } }),
      'v1_st.0*.5.-0.-3',
    ],
    ['an empty list', state({ filters: { status: [], advancedFilters: [] } }), 'v1_st_a'],
    [
      'an empty tag and an empty date',
      state({ filters: { tags: [''], insertFrom: '' } }),
      'v1_if._tg.',
    ],
    [
      'an offset',
      state({ filters: { insertFrom: '2026-11-01T09:30:00+01:00' } }),
      'v1_if.2026-11-01T093000+0100',
    ],
  ])('writes %s readably, and reads it back exactly', (_, original, text) => {
    expect(serializeDeliveriesState(original)).toBe(text);
    const [, ...entries] = splitUnescaped(text, '_');
    expect(readVersion1Link(entries, 1000)).toStrictEqual({
      state: original,
      problems: [],
      uncollected: 0,
    });
    const checked = checkQueryState(original);
    expect(parseDeliveriesState(text)).toStrictEqual({
      state: checked.state,
      problem: summarizeProblems(checked.problems),
    });
  });

  it('survives URLSearchParams with its special characters percent-encoded, nothing else', () => {
    const text = serializeDeliveriesState(state({ quickSearch: '50% & #1 + 😀' }));
    expect(inUrl(text)).toBe('deliveries=v1_q.50%25+%26+%231+%2B+%F0%9F%98%80');
    expect(new URLSearchParams(inUrl(text)).get('deliveries')).toBe(text);
  });

  it("has an entry for every filter field of the state (the contract's and the status exclusion)", () => {
    const fields = [...filterEntries.map((entry) => entry.field), 'advancedFilters'];
    expect(fields).toEqual([...filterStateKeys]);
    expect(new Set(filterEntries.map((entry) => entry.key)).size).toBe(filterEntries.length);
  });

  it('drops NaN and Infinity from id lists, as the request does', () => {
    expect(
      serializeDeliveriesState(state({ filters: { status: [1, Number.NaN, Infinity, 2] } })),
    ).toBe('v1_st.1.2');
  });
});

describe('parseDeliveriesState: tolerance', () => {
  it.each([null, undefined, ''])('reads %j as the defaults, with no problem', (text) => {
    expect(parseDeliveriesState(text)).toStrictEqual({ state: defaultQueryState, problem: null });
  });

  it.each<[string, string, RegExp]>([
    [
      'garbage',
      'hello world',
      /“hello world” do not start with a version such as “v2”, so none of them were used\./,
    ],
    ['JSON', '{"pageNumber":2}', /do not start with a version/],
    [
      'a newer version',
      'v3_p.3_zz.9',
      /newer version of this page \(format v3; this page reads v2\)/,
    ],
    ['an old version', 'v0_p.3', /format v0, which this page no longer reads/],
    ['a version without its number', 'v_p.3', /do not start with a version/],
    ['an absurd version', 'v99999999999_p.3', /do not start with a version/],
  ])('gives the defaults for %s', (_, text, problem) => {
    const parsed = parseDeliveriesState(text);
    expect(parsed.state).toStrictEqual(defaultQueryState);
    expect(parsed.problem).toMatch(problem);
  });

  it('reads nothing but text', () => {
    const parsed = parseDeliveriesState(42 as unknown as string);
    expect(parsed).toStrictEqual({
      state: defaultQueryState,
      problem: "The link's settings are not text.",
    });
  });

  it.each<[string, string, Partial<DeliveriesQueryState>, string]>([
    [
      'page 0',
      'v1_p.0_q.acme',
      { quickSearch: 'acme' },
      'The page “0” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'a negative page',
      'v1_p.-3',
      {},
      'The page “-3” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'a fractional page',
      'v1_p.2.5',
      {},
      'The page “2.5” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'a page beyond safe integers',
      'v1_p.99999999999999999999',
      {},
      'The page “99999999999999999999” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'a page in words',
      'v1_p.two_ps.50',
      { pageSize: 50 },
      'The page “two” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'page size 0',
      'v1_ps.0',
      {},
      'The page size “0” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'an absurd page size',
      'v1_ps.1000000',
      {},
      'The page size “1000000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'a page size in exponent form',
      'v1_ps.1e2',
      {},
      'The page size “1e2” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    ['a page without a value', 'v1_p', {}, '“p” has no value in the link, so it was left out.'],
    [
      'a sort direction',
      'v1_o.code.up',
      {},
      'The sort “code.up” is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.',
    ],
    [
      'a sort without a direction',
      'v1_o.code',
      {},
      'The sort “code” is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.',
    ],
    [
      'a sort without a column',
      'v1_o..asc',
      {},
      'The sort “.asc” is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.',
    ],
    [
      'a word among statuses',
      'v1_st.1.x.3',
      { filters: { status: [1, 3] } },
      'The status “x” is not a number, so it was left out.',
    ],
    [
      'a hex id',
      'v1_id.0x1f.7',
      { filters: { deliveryIds: [7] } },
      'The delivery ID “0x1f” is not a number, so it was left out.',
    ],
    [
      'an impossible date',
      'v1_if.2026-02-30_tg.x',
      { filters: { tags: ['x'] } },
      'The “inserted from” date “2026-02-30” is not a date, so it was left out.',
    ],
    [
      'a cut date',
      'v1_rt.2026-11-0',
      {},
      'The “requested to” date “2026-11-0” is not a date, so it was left out.',
    ],
    [
      'a date without a value',
      'v1_it',
      {},
      'The “inserted to” date has no value in the link, so it was left out.',
    ],
    [
      'an unknown filter',
      'v1_zz.1_st.4',
      { filters: { status: [4] } },
      '“zz.1” is not something this page can read, so it was left out.',
    ],
    [
      'a repeated entry',
      'v1_p.2_p.3',
      { pageNumber: 2 },
      '“p” is in the link twice; the first one was used.',
    ],
    [
      'a row missing parts',
      'v1_a.0.duQty.number',
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 is missing some of its parts (join, field, type, operator and value), so it was left out.',
    ],
    [
      'a row with a word for its join',
      'v1_a.and.duQty.number.greaterThan.1',
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 has the join “and”, which is not a number, so it was left out.',
    ],
    [
      'a date row with no date',
      'v1_a.0.insertTime.date.before.yesterday',
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 compares with “yesterday”, which is not a date, so it was left out.',
    ],
    [
      'a link cut after its escape',
      'v1_q.acme*',
      { quickSearch: 'acme' },
      'The link ends in a lone “*”, as if it was cut short; its last part may be missing.',
    ],
  ])('keeps the valid parts and names the invalid one: %s', (_, text, kept, problem) => {
    const parsed = parseDeliveriesState(text);
    expect(parsed.state).toStrictEqual({ ...state(kept), filters: kept.filters ?? {} });
    expect(parsed.problem).toBe(problem);
  });

  it('keeps the valid rows of several, numbering the dropped ones as they stand in the link', () => {
    const parsed = parseDeliveriesState(
      'v1_a.0.duQty.number.greaterThan.10_a.0.oops_a.1.status.number.equals.4',
    );
    expect(parsed.state.filters.advancedFilters).toEqual([
      {
        selectedFiled: 'duQty',
        condition: 0,
        operator: 'greaterThan',
        data: '10',
        rowType: 'number',
      },
      { selectedFiled: 'status', condition: 1, operator: 'equals', data: '4', rowType: 'number' },
    ]);
    expect(parsed.problem).toMatch(/^Advanced filter 2 is missing some of its parts/);
  });

  it('tells three problems and counts the rest', () => {
    const { problem } = parseDeliveriesState('v1_p.0_ps.0_o.x_st.a_id.b_co.c');
    expect(problem).toMatch(
      /^The page “0”.*The page size “0”.*The sort “x”.* 3 more parts were left out too\.$/,
    );
  });

  it('quotes at most 40 characters of a long piece', () => {
    const { problem } = parseDeliveriesState(`v1_p.${'9'.repeat(100)}`);
    expect(problem).toBe(
      `The page “${'9'.repeat(40)}…” is not a page number (1 or more), so the first page is shown.`,
    );
  });

  it('allows larger pages when the host does', () => {
    expect(parseDeliveriesState('v1_ps.5000', { maxPageSize: 5000 })).toStrictEqual({
      state: state({ pageSize: 5000 }),
      problem: null,
    });
  });

  it('reads the entries in any order and ignores empty ones', () => {
    expect(parseDeliveriesState('v1__st.4_p.3__q.dhl_')).toStrictEqual({
      state: state({ pageNumber: 3, quickSearch: 'dhl', filters: { status: [4] } }),
      problem: null,
    });
  });
});

describe('the parts of the format', () => {
  it('escapes and splits only at unescaped separators', () => {
    expect(escapeText('a_b.c*', '_.')).toBe('a*_b*.c**');
    expect(splitUnescaped('a*_b_c.d_e', '_')).toEqual(['a*_b', 'c.d', 'e']);
    expect(splitUnescaped('0.x.y.z.data.with.dots', '.', 5)).toEqual([
      '0',
      'x',
      'y',
      'z',
      'data.with.dots',
    ]);
    expect(unescapeText('a*_b**')).toEqual({ text: 'a_b*', cutShort: false });
    expect(unescapeText('ab*')).toEqual({ text: 'ab', cutShort: true });
  });

  it.each([
    '2026-11-01T09:30:59.999Z',
    '2026-11-01T09:30',
    '2026-11-01T09:30:59',
    '2026-11-01T09:30:59.5+01:00',
    '2026-11-01',
    '2026-11-01T0930', // already without colons: written so that it is not taken for one
    '2026-11-01T093059.999Z',
    '2026-11-01T09:30+0100',
    'not a date',
    '',
  ])('writes the date %j so that it reads back as it was', (date) => {
    expect(readDate(writeDate(date, '_'))).toEqual({ text: date, cutShort: false });
  });
});

describe('writeSearchParam / readSearchParam', () => {
  it.each<[string, string | null, string]>([
    ['', 'v1_p.2', '?deliveries=v1_p.2'],
    ['?tab=open&x=a%20b', 'v1_p.2', '?tab=open&x=a%20b&deliveries=v1_p.2'],
    ['?deliveries=old&tab=open', 'v1_q.a b', '?deliveries=v1_q.a+b&tab=open'],
    ['?a=1&deliveries=old&b&deliveries=older', 'v1', '?a=1&deliveries=v1&b'],
    ['?deliveries=v1_p.2&tab=open', null, '?tab=open'],
    ['?deliveries=v1_p.2', null, ''],
    ['?tab=open', null, '?tab=open'],
    ['?a=%E0%A4%A&flag&&c=+', null, '?a=%E0%A4%A&flag&&c=+'],
    ['?delivери=1', 'v1', '?delivери=1&deliveries=v1'],
  ])('in %j writes %j as %j, other parameters untouched', (search, value, written) => {
    expect(writeSearchParam(search, 'deliveries', value)).toBe(written);
    expect(readSearchParam(written, 'deliveries')).toBe(value);
  });

  it('finds the parameter by its decoded name', () => {
    expect(writeSearchParam('?deli%76eries=x', 'deliveries', null)).toBe('');
  });
});

describe('historyEntryFor', () => {
  const pageTwo = state({ pageNumber: 2 });
  it.each<[string, DeliveriesQueryState, DeliveriesQueryState, 'push' | 'replace']>([
    ['a new page of the same list', defaultQueryState, pageTwo, 'push'],
    ['back to an earlier page', pageTwo, defaultQueryState, 'push'],
    ['a new search (back on page 1)', pageTwo, state({ quickSearch: 'acme' }), 'replace'],
    ['a new sort', defaultQueryState, state({ orderBy: { key: 'code', order: 'asc' } }), 'replace'],
    ['a new filter', pageTwo, state({ filters: { status: [4] } }), 'replace'],
    ['a new page size', pageTwo, state({ pageSize: 50 }), 'replace'],
  ])('auto: %s → %s', (_, previous, next, entry) => {
    expect(historyEntryFor(previous, next, 'auto')).toBe(entry);
  });

  it('push and replace apply to every change', () => {
    expect(historyEntryFor(defaultQueryState, state({ quickSearch: 'a' }), 'push')).toBe('push');
    expect(historyEntryFor(defaultQueryState, pageTwo, 'replace')).toBe('replace');
  });
});

describe('useDeliveriesUrlState on a server (no window)', () => {
  function Page(props: UseDeliveriesUrlStateOptions) {
    const { state: shown, problem, text } = useDeliveriesUrlState(props);
    return createElement('pre', null, JSON.stringify({ shown, problem, text }));
  }
  const rendered = (html: string) =>
    JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"')) as {
      shown: DeliveriesQueryState;
      problem: string | null;
      text: string | null;
    };

  it('renders the defaults without touching a browser global', () => {
    expect(typeof window).toBe('undefined');
    expect(rendered(renderToString(createElement(Page)))).toEqual({
      shown: defaultQueryState,
      problem: null,
      text: null,
    });
  });

  it('renders the state of serverSearch', () => {
    const html = renderToString(
      createElement(Page, { serverSearch: '?tab=1&deliveries=v1_p.3_q.acme+gmbh' }),
    );
    expect(rendered(html)).toEqual({
      shown: state({ pageNumber: 3, quickSearch: 'acme gmbh' }),
      problem: null,
      text: 'v1_p.3_q.acme gmbh',
    });
  });

  it('reads the link within the host’s own sort keys, advanced vocabulary and sizes', () => {
    const link = '?deliveries=v1_o.insertedAt.desc_a.0.region.string.is.north_q.acme gmbh';
    const host: UseDeliveriesUrlStateOptions = {
      sortKeys: ['insertedAt'],
      advancedFilterFields: [{ value: 'region', label: 'Region', rowType: 'string' }],
      advancedFilterOperators: { string: [{ value: 'is', label: 'is' }] },
      maxSearchLength: 4,
    };
    expect(rendered(renderToString(createElement(Page, { ...host, serverSearch: link })))).toEqual({
      shown: state({
        orderBy: { key: 'insertedAt', order: 'desc' },
        filters: {
          advancedFilters: [
            {
              condition: 0,
              selectedFiled: 'region',
              rowType: 'string',
              operator: 'is',
              data: 'north',
            },
          ],
        },
      }),
      problem: 'The quick search “acme gmbh” is longer than 4 characters, so it was left out.',
      text: 'v1_o.insertedAt.desc_a.0.region.string.is.north_q.acme gmbh',
    });
    // Without them, the library's vocabulary: the host's sort and row are named and left out.
    const { shown, problem } = rendered(
      renderToString(createElement(Page, { serverSearch: link })),
    );
    expect(shown).toEqual(state({ quickSearch: 'acme gmbh', filters: { advancedFilters: [] } }));
    expect(problem).toBe(
      'The sort on “insertedAt” is not one this grid offers, so the list is not sorted. ' +
        'Advanced filter 1 tests the field “region”, which this grid does not offer, so it was left out.',
    );
  });
});
