import { describe, expect, it } from 'vitest';
import { resolveMessages } from '@src/grid/messages';
import { localizedMessages } from '@src/grid/locale/localizedOptions';
import { withDefaults } from '@src/shared/withDefaults';
import { defaultDeliveriesSelectionMessages } from '@src/selection/messages';
import type { DeliveriesGetText } from '@src/index';
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

describe('getText: a host’s own i18n asked first', () => {
  it('words texts, counts, problems and headers by key; the rest keep the defaults', () => {
    const messages = localizedMessages(undefined, { getText });
    const table = resolveMessages(messages?.table);
    const selection = withDefaults(defaultDeliveriesSelectionMessages, messages?.selection);
    expect(table.empty).toBe('Rien trouvé');
    expect(table.retry).toBe('Retry');
    expect(selection.selectedCount(1)).toBe('1 sélectionnée');
    expect(selection.selectedCount(22)).toBe('22 sélectionnées');
    expect(asked).toContainEqual(['selection.selectedCount', { 0: 22, count: 22 }]);
    expect(table.problems.pageNotNumber({ value: '“0”' })).toBe('La page “0” n’existe pas.');
    expect(table.columnHeaders.code).toBe('Numéro');
    expect(table.columnHeaders.status).toBe('Status');
  });

  it('comes before a pack, and a host’s own string comes before both', () => {
    const messages = localizedMessages(de, { getText, table: { retry: 'Nochmal' } });
    const table = resolveMessages(messages?.table);
    expect(table.empty).toBe('Rien trouvé');
    expect(table.retry).toBe('Nochmal');
    expect(table.clearFilters).toBe('Filter zurücksetzen');
  });

  it('leaves the host’s messages untouched without a pack or getText', () => {
    const messages = { table: { empty: 'None' } };
    expect(localizedMessages(undefined, messages)).toBe(messages);
  });
});
