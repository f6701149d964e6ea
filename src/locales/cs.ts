import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { chybaNacteni, problemyOdkazu } from './cs/problems';
import { duvodyExportu } from './cs/filterProblems';
import { jazykFiltru } from './cs/filterLanguage';
import { dodavky, cislo } from './cs/counting';
import { table } from './cs/table';
import { filters } from './cs/filterPanel';
import { savedViews } from './cs/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Czech counts have three forms (1; 2–4; 0 and 5 and more) and one for fractions.

/** "Export" in Czech (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Exportovat',
  exportPage: 'Exportovat tuto stránku (CSV)',
  exportAll: 'Exportovat všechny výsledky (CSV)',
  progressLabel: 'Export dodávek',
  progressText: (count) => `Načteno: ${dodavky(count)}…`,
  cancel: 'Zrušit export',
  exported: (count) => `Exportováno: ${dodavky(count)}.`,
  exportedCapped: (count) =>
    `Exportováno prvních: ${dodavky(count)}; výsledků je víc. Zužte filtry a exportujte zbytek.`,
  cancelled: 'Export zrušen.',
  failed: (reason) => `Export se nezdařil: ${reason}`,
  unknownError: 'Dodávky se nepodařilo exportovat. Zkuste to znovu.',
  menuLoadFailed: 'Export se nepodařilo načíst. Zkontrolujte připojení.',
  retry: 'Zkusit znovu',
  requestFailed: chybaNacteni,
  ...duvodyExportu,
};

/** Výběr, lišta výběru, hromadné akce a akce řádku (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Vybrat ${code}`,
  selectPage: 'Vybrat vše na této stránce',
  selectAllMatching: 'Vybrat všechny výsledky',
  toolbarLabel: 'Výběr',
  selectedCount: plural('cs', {
    one: '{count} vybraná',
    few: '{count} vybrané',
    many: '{count} vybrané',
    other: '{count} vybraných',
  }),
  codesAlone: plural('cs', {
    one: '{count} je známa jen podle kódu, dokud se nezobrazí její stránka: akce dostanou jen kód a soubor CSV ji vynechá.',
    few: '{count} jsou známy jen podle kódů, dokud se nezobrazí jejich stránky: akce dostanou jen kódy a soubor CSV je vynechá.',
    other:
      '{count} je známo jen podle kódů, dokud se nezobrazí jejich stránky: akce dostanou jen kódy a soubor CSV je vynechá.',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Všechny dodávky'
      : `Všechny dodávky odpovídající: ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, vyloučeno: ${cislo(excluded)}`),
  searchTerm: (text) => `Hledat: „${text}“`,
  clear: 'Zrušit výběr',
  exportSelected: 'Exportovat vybrané (CSV)',
  selectedFileName: 'vybrane',
  queryEnded: 'Výběr všech výsledků skončil: vyhledávání nebo filtry se změnily.',
  undo: 'Vrátit',
  cleared: 'Nic není vybráno.',
  rowActions: (code) => `Akce pro ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Zrušit',
  doneCue: 'Hotovo',
  failedCue: 'Chyba',
  done: (label) => `${label}: hotovo.`,
  cancelled: (label) => `${label}: zrušeno.`,
  failed: (label, reason) => `${label} se nezdařilo: ${reason}`,
  refused: (label, running) => `${label} se nespustilo: stále běží ${running}.`,
  unknownError: 'akce neuvedla důvod',
  retry: 'Zkusit znovu',
  dismiss: 'Zavřít',
};

/** Karty úzké tabulky (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Dodávka ${code}`,
  sortBy: 'Seřadit podle',
  serverOrder: 'Pořadí serveru',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'vzestupně' : 'sestupně'}`,
  moreTools: 'Další',
  closeFilters: 'Zavřít filtry',
};

/**
 * Čeština: every message of the grid in Czech, with its plural forms, numbers and dates as
 * `cs` writes them.
 *
 * @example
 * ```tsx
 * import { cs } from 'deliveries-table/locales/cs';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={cs} />;
 * ```
 */
export const cs: DeliveriesLocalePack = createLocalePack(
  'cs',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: jazykFiltru },
  problemyOdkazu,
  ['„', '“'],
);
