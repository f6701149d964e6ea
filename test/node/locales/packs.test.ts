import { describe, expect, it } from 'vitest';
import type { DeliveriesLocalePack } from '@src/grid/locale/localePack';
import { english as englishPack } from '@src/locales/support/english';
import { de } from '@src/locales/de';
import { pl } from '@src/locales/pl';
import { cs } from '@src/locales/cs';
import { fr } from '@src/locales/fr';
import { es } from '@src/locales/es';
import { it as italian } from '@src/locales/it';
import { nl } from '@src/locales/nl';
import { ar } from '@src/locales/ar';

const packs: Record<string, DeliveriesLocalePack> = { de, pl, cs, fr, es, it: italian, nl, ar };

// The English defaults, and outside `messages` the link's own problems (`pack.linkProblems`).
const english = { ...englishPack.messages, linkProblems: englishPack.linkProblems };

// Words that are the same in a pack's language as in English, by pack and key.
const sameWords: Record<string, readonly string[]> = {
  de: ['table.columnHeaders.status', 'filters.status', 'filters.operator'],
  pl: ['table.columnHeaders.status', 'filters.status', 'filters.operator'],
  cs: [],
  fr: ['table.pageLabel', 'table.rowActionsHeader', 'filters.conditions'],
  es: [],
  it: ['table.columnHeaders.tenantName'],
  ar: [],
  nl: [
    'filters.statusIs', // "is"
    'table.columnHeaders.status',
    'filters.status',
    'table.columnHeaders.palletQty',
    'table.filtersButton',
    'filters.region',
  ],
};
// Messages made only of what they are given (a label, a number), in every language.
const onlyTheirArguments = [
  'filters.unknownOption',
  'filters.conditionChip',
  'selection.running',
  'table.problems.text',
];

// Arguments to try, in turn, until the English message reads them without a gap.
const everyParam = {
  ...{ value: '“x”', max: 9, pageSize: 25, part: 'pageSize', key: '“k”', version: 3, reads: 2 },
  ...{ field: 'status', label: 'status', count: 4, text: 'T', kind: 'http', status: 503 },
  message: 'The server could not answer (503).',
  // The filter checks', the link entries' and the export's paging problems.
  ...{ minimum: 1, from: 'insertFrom', fromValue: '“b”', to: 'insertTo', toValue: '“a”' },
  ...{ list: 'courierIds', length: 5000, read: 4100, row: 2, type: '“number”' },
  ...{ expected: '“date”', zoned: false, first: '0001-01-02', last: '9999-12-30' },
  ...{ range: 'inserted', page: 3, earlierPage: 2, repeated: 22, asked: 500, sent: 501 },
};
const tries: unknown[][] = [
  [everyParam],
  ['Alpha', 'Beta', 'Gamma', 'Delta'],
  [3, 5, 7, 9],
  [['Alpha', 'Beta', 'Gamma', 'Delta']],
  ['order', 'Beta', 'Gamma'],
  ['order', 3, 2],
  ['Alpha', 'Beta', 3, 9],
  ['Alpha', 3, 9],
  ['today'],
  ['couriers', 'Beta'],
  ['Alpha', 'start'],
  ['Alpha', true],
  [3, ['Alpha']],
  ['Alpha', 'noSuchDay', '31/02', { pattern: 'dd/mm/yyyy', example: '25/11/2026' }],
  [3, 'unreadable', 'soon', { pattern: 'dd/mm/yyyy', example: '25/11/2026' }],
  // The filter language's problems: each code's params, and the field names one may type.
  [{ name: 'nope', field: 'Couriers', value: 'Pigeon', example: '25/11/2026' }, 'status, courier'],
];

function sample(message: (...args: unknown[]) => unknown): unknown[] | undefined {
  for (const args of tries) {
    try {
      const text = message(...args);
      if (typeof text === 'string' && text !== '' && !/undefined|NaN|\[object/.test(text))
        return args;
    } catch {
      // the next arguments
    }
  }
  return undefined;
}

/** Every message key of the English defaults (nested groups by `group.name.key`) and its value. */
function entries(group: string, messages: object): [string, unknown][] {
  return Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? entries(`${group}.${name}`, value)
      : [[`${group}.${name}`, value] as [string, unknown]],
  );
}

function valueAt(pack: DeliveriesLocalePack, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], {
      ...pack.messages,
      linkProblems: pack.linkProblems,
    });
}

describe.each(Object.keys(packs))('the %s pack', (name) => {
  const pack = packs[name]!;
  const all = Object.entries(english).flatMap(([group, messages]) => entries(group, messages));

  it('has every message the English defaults have, of the same kind', () => {
    const missing = all.filter(([key, value]) => typeof valueAt(pack, key) !== typeof value);
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('holds no English: each text and each message with sample arguments differs', () => {
    const still: string[] = [];
    for (const [key, value] of all) {
      if (onlyTheirArguments.includes(key) || sameWords[name]!.includes(key)) continue;
      const translated = valueAt(pack, key);
      if (typeof value === 'string') {
        if (translated === value) still.push(`${key}: ${value}`);
        continue;
      }
      const message = value as (...args: unknown[]) => unknown;
      const args = sample(message);
      if (!args) throw new Error(`no sample arguments read by ${key}`);
      const words = (translated as (...args: unknown[]) => unknown)(...args);
      if (words === message(...args)) still.push(`${key}: ${String(words)}`);
    }
    expect(still).toEqual([]);
  });
});

describe('plural forms', () => {
  const counts = [1, 2, 5, 22];
  it('German: one and other', () => {
    const words = de.messages.table.resultsAnnouncement;
    expect(counts.map((count) => words(count, 1))).toEqual([
      '1 Lieferung, Seite 1',
      '2 Lieferungen, Seite 1',
      '5 Lieferungen, Seite 1',
      '22 Lieferungen, Seite 1',
    ]);
  });

  it('Polish: one, few and many', () => {
    expect(counts.map(pl.messages.selection.selectedCount)).toEqual([
      '1 zaznaczona',
      '2 zaznaczone',
      '5 zaznaczonych',
      '22 zaznaczone',
    ]);
    expect(pl.messages.table.resultsAnnouncement(12_345, 2)).toBe('12\u00a0345 dostaw, strona 2');
  });

  it('Czech: one, few and other (22 is not few, as it is in Polish)', () => {
    expect(counts.map(cs.messages.selection.selectedCount)).toEqual([
      '1 vybraná',
      '2 vybrané',
      '5 vybraných',
      '22 vybraných',
    ]);
  });
});
