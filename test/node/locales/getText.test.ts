import { describe, expect, it } from 'vitest';
import { resolveMessages } from '@src/grid/messages';
import { withDefaults } from '@src/shared/withDefaults';
import { defaultDeliveriesSelectionMessages } from '@src/selection/messages';
import { getTextPack, type DeliveriesGetText } from '@src/locales/getText';
import { de } from '@src/locales/de';

// A host's i18n in miniature: a table of keys, i18next's `{{name}}` and `_one`/`_other` plurals.
const resources: Record<string, string> = {
  'table.empty': 'Rien trouvé',
  'selection.selectedCount_one': '{{count}} sélectionnée',
  'selection.selectedCount_other': '{{count}} sélectionnées',
  'table.problems.pageNotNumber': 'La page {{value}} n’existe pas.',
  'table.columnHeaders.code': 'Numéro',
};
const asked: [string, Record<string, unknown>][] = [];
const getText: DeliveriesGetText = (key, params) => {
  asked.push([key, params]);
  const count = params.count;
  const found =
    resources[key] ??
    (typeof count === 'number' ? resources[`${key}_${count === 1 ? 'one' : 'other'}`] : undefined);
  return found?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
};

describe('getTextPack: a host’s own i18n asked first', () => {
  it('words texts, counts, problems and headers by key; the rest keep the defaults', () => {
    const pack = getTextPack(getText);
    expect(pack.locale).toBe('en');
    const messages = pack.localize(undefined);
    const table = resolveMessages(messages.table);
    const selection = withDefaults(defaultDeliveriesSelectionMessages, messages.selection);
    expect(table.empty).toBe('Rien trouvé');
    expect(table.retry).toBe('Retry');
    expect(selection.selectedCount(1)).toBe('1 sélectionnée');
    expect(selection.selectedCount(22)).toBe('22 sélectionnées');
    expect(asked).toContainEqual(['selection.selectedCount', { 0: 22, count: 22 }]);
    expect(table.problems.pageNotNumber?.({ value: '“0”' })).toBe('La page “0” n’existe pas.');
    expect(table.columnHeaders.code).toBe('Numéro');
    expect(table.columnHeaders.status).toBe('Status');
  });

  it('comes before a pack, and a host’s own string comes before both', () => {
    const messages = getTextPack(getText, de).localize({ table: { retry: 'Nochmal' } });
    const table = resolveMessages(messages.table);
    expect(table.empty).toBe('Rien trouvé');
    expect(table.retry).toBe('Nochmal');
    expect(table.clearFilters).toBe('Filter zurücksetzen');
  });

  it('a pack keeps its text where the host gives a string as undefined', () => {
    const messages = de.localize({ table: { empty: undefined, columnHeaders: { code: 'Code' } } });
    const table = resolveMessages(messages.table);
    expect(table.empty).toBe('Keine Lieferungen gefunden');
    expect(table.columnHeaders.code).toBe('Code');
    expect(table.columnHeaders.status).toBe('Status');
  });
});
