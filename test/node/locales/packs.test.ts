import { describe, expect, it } from 'vitest';
import type { DeliveriesLocalePack } from '@src/grid/locale/localePack';
import { countIn } from '@src/shared/text/plural';
import { english, entries, sample, valueAt } from './sampleArgs';
import { de } from '@src/locales/de';
import { pl } from '@src/locales/pl';
import { cs } from '@src/locales/cs';
import { fr } from '@src/locales/fr';
import { es } from '@src/locales/es';
import { it as italian } from '@src/locales/it';
import { nl } from '@src/locales/nl';
import { ar } from '@src/locales/ar';

const packs: Record<string, DeliveriesLocalePack> = { de, pl, cs, fr, es, it: italian, nl, ar };

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
  'filterLanguage.problems.refused',
];

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

  it('names the search beside the filters "Which filter hides them?" checks, never as one', () => {
    const { checkingFilters, hidingFilterChecksFailed } = pack.messages.table;
    for (const message of [checkingFilters!, hidingFilterChecksFailed!]) {
      const [alone, both, search] = [message(3, false), message(3, true), message(0, true)];
      expect(new Set([alone, both, search]).size).toBe(3);
      expect(both).toContain(countIn(name, 3));
      // The search alone has no count to say.
      expect(search).not.toMatch(/\p{Nd}/u);
    }
  });

  it('names three repeated codes and counts the rest, as English does', () => {
    const { repeatedCodes } = pack.messages.table;
    const codes = Array.from({ length: 500 }, (_, index) => `DLV-${1001 + index}`);
    const words = repeatedCodes(codes);
    expect(words).toContain('DLV-1003');
    expect(words).not.toContain('DLV-1004');
    expect(words).toMatch(/497/);
    // Three are all named, with no count; a fourth is counted, not named.
    expect(repeatedCodes(codes.slice(0, 3)).replace(/DLV-\d+/g, '')).not.toMatch(/\d/);
    expect(repeatedCodes(codes.slice(0, 4))).not.toBe(repeatedCodes(codes.slice(0, 3)));
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

describe('words that mean two things', () => {
  it('Arabic: a width is the column\'s ("عرض العمود"), since "العرض" alone is a saved view', () => {
    const { table } = ar.messages;
    expect(table.columnWidthOutOfRange('code', '900', 48, 800)).toMatch(/^عرض العمود «code»/);
    expect(table.columnEntriesCapped('widths', 60, 50)).toContain('(عروض الأعمدة)');
    expect(table.viewLeftOut('Morning', 'x')).toContain('العرض «Morning»');
  });
});
