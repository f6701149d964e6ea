import { describe, expect, it, vi } from 'vitest';
import { defaultFilterPanelMessages } from '@src/filters/messages';
import { suggestFieldNames } from '@src/grid/search/language/fieldNames';
import { asPhrase, hasFieldWord, searchedText } from '@src/grid/search/language/hasFieldWord';
import { defaultFilterLanguageMessages } from '@src/grid/search/language/filterLanguageWords';
import {
  readFilterQuery,
  type FilterQueryContext,
} from '@src/grid/search/language/readFilterQuery';
import { tokenizeFilterQuery } from '@src/grid/search/language/tokenizeFilterQuery';
import { de } from '@src/locales/de';
import { pl } from '@src/locales/pl';

const statusOptions = [
  { value: 4, label: 'Delivered' },
  { value: 6, label: 'Returned' },
  { value: 0, label: 'Draft' },
];
const context = (patch: Partial<FilterQueryContext> = {}): FilterQueryContext => ({
  statusOptions,
  filterOptions: {
    couriers: [
      { value: 3, label: 'DHL' },
      { value: 7, label: 'DHL Express' },
    ],
  },
  datePresets: undefined,
  locale: 'en-GB',
  timeZone: 'UTC',
  messages: defaultFilterPanelMessages,
  signal: new AbortController().signal,
  ...patch,
});

describe('tokenizeFilterQuery', () => {
  it('splits at spaces outside quotes, fields at the first colon, values at commas', () => {
    expect(tokenizeFilterQuery('status:delivered,returned "Müller GmbH" x').words).toEqual([
      {
        kind: 'field',
        name: 'status',
        values: ['delivered', 'returned'],
        text: 'status:delivered,returned',
      },
      { kind: 'text', text: 'Müller GmbH' },
      { kind: 'text', text: 'x' },
    ]);
    expect(tokenizeFilterQuery('courier:"DHL Express",UPS').words).toEqual([
      {
        kind: 'field',
        name: 'courier',
        values: ['DHL Express', 'UPS'],
        text: 'courier:"DHL Express",UPS',
      },
    ]);
    expect(tokenizeFilterQuery('inserted:"today 06:00"').words[0]).toMatchObject({
      values: ['today 06:00'],
    });
  });

  it('keeps a time or a number with a colon as text, and says a quote is left open', () => {
    expect(tokenizeFilterQuery('10:30').words).toEqual([{ kind: 'text', text: '10:30' }]);
    expect(tokenizeFilterQuery('"Müller GmbH').unclosedQuote).toBe(true);
    expect(tokenizeFilterQuery('status:').words).toEqual([
      { kind: 'field', name: 'status', values: [], text: 'status:' },
    ]);
  });

  it('knows a field word when it sees one, for loading the language on first use', () => {
    expect(hasFieldWord('DHL status:4')).toBe(true);
    expect(hasFieldWord('Status:')).toBe(true);
    expect(hasFieldWord('10:30 Müller')).toBe(false);
    expect(hasFieldWord('DHL')).toBe(false);
    // A phrase's colon is text: only words outside closed quotes are fields.
    expect(hasFieldWord('"gate note: 10:30"')).toBe(false);
    expect(hasFieldWord('status:4 "gate note: 10:30"')).toBe(true);
    expect(hasFieldWord('"a" note: 1')).toBe(true);
  });

  it('reads `\\"` as a quote searched, in a word, a phrase or a value', () => {
    expect(searchedText('"Müller GmbH" 12\\" pipe')).toBe('Müller GmbH 12" pipe');
    expect(tokenizeFilterQuery('12\\" "gate \\"B\\" 1"')).toEqual({
      words: [
        { kind: 'text', text: '12"' },
        { kind: 'text', text: 'gate "B" 1' },
      ],
      unclosedQuote: false,
    });
    expect(tokenizeFilterQuery('courier:"DHL \\"X\\", Y"').words[0]).toMatchObject({
      values: ['DHL "X", Y'],
    });
    expect(tokenizeFilterQuery('"a \\"').unclosedQuote).toBe(true);
    expect(hasFieldWord('"a \\" note: 1"')).toBe(false);
    expect(hasFieldWord('a\\" note: 1')).toBe(true);
    // A search in force typed back so the language reads it whole again.
    expect(asPhrase('12" pipe')).toBe('12\\" pipe');
    expect(asPhrase('a" note: 1')).toBe('"a\\" note: 1"');
    for (const search of ['12" pipe', 'a" note: 1', 'note: 10:30', '""', 'x\\y', 'note: C:\\']) {
      const words = tokenizeFilterQuery(asPhrase(search)).words;
      expect(words.map((word) => word.kind === 'text' && word.text).join(' ')).toBe(search);
    }
  });

  it('suggests field names as one types', () => {
    expect(suggestFieldNames('co')).toEqual(['courier']);
    expect(suggestFieldNames('c')).toEqual(['courier', 'customer']);
    expect(suggestFieldNames('STA')).toEqual(['status']);
    expect(suggestFieldNames('x')).toEqual([]);
  });
});

describe("the language in the person's words (a locale pack)", () => {
  const german = (patch: Partial<FilterQueryContext> = {}) =>
    context({
      locale: 'de-DE',
      messages: de.messages.filters,
      fieldNames: de.messages.filterLanguage.fieldNames,
      ...patch,
    });

  it("reads the pack's field names and day words beside the English ones", async () => {
    expect(
      await readFilterQuery('kurier:DHL angelegt:"gestern 06:00" gewünscht:heute x', german()),
    ).toEqual({
      filters: {
        courierIds: [3],
        insertFrom: 'yesterday 06:00',
        // `heute` alone is the preset "Heute", the whole day.
        requestedFrom: 'today',
        requestedTo: 'today',
      },
      quickSearch: 'x',
      problems: [],
    });
    // `gestern` alone is the preset "Gestern" (the whole day), as the panel offers it.
    expect((await readFilterQuery('inserted:gestern courier:DHL', german())).filters).toEqual({
      courierIds: [3],
      insertFrom: 'yesterday',
      insertTo: 'yesterday',
    });
    expect(suggestFieldNames('ku', de.messages.filterLanguage.fieldNames)).toEqual([
      'kurier',
      'kunde',
    ]);
  });

  it('pl: wczoraj with a time, the field named in Polish', async () => {
    const polish = context({
      locale: 'pl-PL',
      messages: pl.messages.filters,
      fieldNames: pl.messages.filterLanguage.fieldNames,
    });
    expect((await readFilterQuery('utworzono:"wczoraj 7:00" magazyn:4', polish)).filters).toEqual({
      insertFrom: 'yesterday 07:00',
      warehouseIds: [4],
    });
  });

  it('words the problems in German', async () => {
    const { problems } = await readFilterQuery('farbe:rot kurier:Taube', german());
    const words = de.messages.filterLanguage.problems;
    expect(problems).toEqual([
      { code: 'unknownField', name: 'farbe' },
      { code: 'noMatch', field: 'Kuriere', value: 'Taube' },
    ]);
    expect(words.noMatch(problems[1] as never, '')).toBe('Kuriere: Keine Option heißt „Taube“.');
  });
});

describe('readFilterQuery', () => {
  it("reads the issue's example: statuses by label, a courier by its label, -7d, the rest as text", async () => {
    expect(
      await readFilterQuery(
        'status:delivered,returned courier:DHL inserted:-7d "Müller GmbH"',
        context(),
      ),
    ).toEqual({
      filters: { status: [4, 6], courierIds: [3], insertFrom: '-7d' },
      quickSearch: 'Müller GmbH',
      problems: [],
    });
  });

  it("reads numbers, the panel's labels, presets, typed days and ranges, tags", async () => {
    expect(
      (
        await readFilterQuery(
          'Status:0 couriers:"dhl express" requested:yesterday inserted:"Last 7 days" tag:fragile,cold',
          context(),
        )
      ).filters,
    ).toEqual({
      status: [0],
      courierIds: [7],
      requestedFrom: 'yesterday',
      requestedTo: 'yesterday',
      insertFrom: 'last7Days',
      insertTo: 'last7Days',
      tags: ['fragile', 'cold'],
    });
    expect((await readFilterQuery('inserted:25/11/2026', context())).filters).toEqual({
      insertFrom: '2026-11-25',
      insertTo: '2026-11-25',
    });
    expect((await readFilterQuery('inserted:1/11/2026..25/11/2026', context())).filters).toEqual({
      insertFrom: '2026-11-01',
      insertTo: '2026-11-25',
    });
    expect((await readFilterQuery('inserted:..-2d', context())).filters).toEqual({
      insertTo: '-2d',
    });
  });

  it('compares a range as the panel does: each end as the instant it is sent as', async () => {
    const refused = async (text: string, patch: Partial<FilterQueryContext> = {}) =>
      (await readFilterQuery(text, context(patch))).problems.map((problem) => problem.code);
    expect(await refused('inserted:today..-7d')).toEqual(['refused']);
    expect(await refused('inserted:-7d..today')).toEqual([]);
    // A day alone counts whole: its own afternoon is inside it.
    expect(await refused('inserted:"25/11/2026, 14:30"..25/11/2026')).toEqual([]);
    expect(await refused('inserted:26/11/2026..25/11/2026')).toEqual(['refused']);
  });

  it('searches a loader for the label, and says when it cannot match it', async () => {
    const load = vi.fn(async (search: string) =>
      search === 'Globex'
        ? [
            { value: 12, label: 'Globex' },
            { value: 13, label: 'Globex Ltd' },
          ]
        : [],
    );
    const read = await readFilterQuery(
      'customer:globex customer:Initech',
      context({
        filterOptions: { customers: { load } },
      }),
    );
    expect(load).toHaveBeenCalledWith('globex', expect.any(AbortSignal));
    expect(read.filters).toEqual({ customerIds: [] });
    expect(read.problems).toEqual([
      { code: 'noMatch', field: 'Customers', value: 'globex' },
      { code: 'noMatch', field: 'Customers', value: 'Initech' },
    ]);
  });

  it('names every word it cannot read', async () => {
    const { problems, quickSearch } = await readFilterQuery(
      'nope:1 status:lost inserted:someday courier: x "open',
      context(),
    );
    expect(quickSearch).toBe('x open');
    expect(problems).toEqual([
      { code: 'unclosedQuote' },
      { code: 'unknownField', name: 'nope' },
      { code: 'noMatch', field: 'Status', value: 'lost' },
      { code: 'badDate', field: 'Inserted', value: 'someday', example: '"25/11/2026, 14:30"' },
      { code: 'noValue', field: 'Couriers' },
    ]);
    // Without options, a word that is no number is no value of the field.
    const withoutOptions = await readFilterQuery(
      'status:lost',
      context({ statusOptions: undefined }),
    );
    expect(withoutOptions.problems).toEqual([{ code: 'badValue', field: 'Status', value: 'lost' }]);
    expect(
      defaultFilterLanguageMessages.problems.unknownField(
        { code: 'unknownField', name: 'nope' },
        'status, courier',
      ),
    ).toBe('“nope:” is not a filter. Filters: status, courier.');
  });
});
