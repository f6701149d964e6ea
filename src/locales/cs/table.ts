import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { chybaNacteni, problemy } from './problems';
import { dodavky, cislo } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('cs', {
  one: ' a {count} další',
  few: ' a {count} další',
  many: ' a {count} dalšího',
  other: ' a {count} dalších',
});

// What a part of the column settings is called, in brackets after a sentence.
const castNastaveni = {
  order: 'pořadí',
  hidden: 'skryté',
  widths: 'šířky',
  pinned: 'připnuté',
} as const;

/** The grid's own strings in Czech (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Možnosti filtru pro ${value}`,
  onlyValue: (value) => `Jen ${value}`,
  excludeValue: (value) => `Bez ${value}`,
  findHidingFilter: 'Který filtr je skrývá?',
  checkingFilters: filtersAndSearch(
    'cs',
    {
      one: 'Kontroluje se {count} filtr…',
      few: 'Kontrolují se {count} filtry…',
      many: 'Kontroluje se {count} filtru…',
      other: 'Kontroluje se {count} filtrů…',
    },
    {
      one: 'Kontroluje se {count} filtr a vyhledávání…',
      few: 'Kontrolují se {count} filtry a vyhledávání…',
      many: 'Kontroluje se {count} filtru a vyhledávání…',
      other: 'Kontroluje se {count} filtrů a vyhledávání…',
    },
    'Kontroluje se vyhledávání…',
  ),
  removeHidingFilter: (chip) => `Odebrat ${chip} (nalezeny dodávky)`,
  clearHidingSearch: (search) => `Vymazat hledání „${search}“ (nalezeny dodávky)`,
  noHidingFilter: 'Ani bez jediného z těchto filtrů nic není.',
  hidingFilterChecksFailed: filtersAndSearch(
    'cs',
    {
      one: '{count} filtr nešlo zkontrolovat.',
      few: '{count} filtry nešlo zkontrolovat.',
      many: '{count} filtru nešlo zkontrolovat.',
      other: '{count} filtrů nešlo zkontrolovat.',
    },
    {
      one: '{count} filtr a vyhledávání nešlo zkontrolovat.',
      few: '{count} filtry a vyhledávání nešlo zkontrolovat.',
      many: '{count} filtru a vyhledávání nešlo zkontrolovat.',
      other: '{count} filtrů a vyhledávání nešlo zkontrolovat.',
    },
    'Vyhledávání nešlo zkontrolovat.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Zkontrolováno prvních ${checked} z ${total} filtrů.`,
  tableLabel: 'Dodávky',
  unnamedRow: (position) => `řádek ${position} (bez kódu)`,
  columnHeaders: {
    code: 'Číslo',
    tenantName: 'Nájemce',
    courierCode: 'Kurýr',
    warehouseName: 'Sklad',
    customerBusinessPartnerName: 'Zákazník',
    duQty: 'Množství',
    palletQty: 'Palety',
    status: 'Stav',
    insertTime: 'Vytvořeno',
  },
  searchLabel: 'Hledat dodávky',
  searchPlaceholder: 'Číslo, zákazník, kurýr…',
  searchTooLong: (max) => `Vyhledávání může mít nejvýše ${max} znaků.`,
  searchPasteCut: (max) => `Vyhledávání může mít nejvýše ${max} znaků: vložený text byl zkrácen.`,
  filtersButton: 'Filtry',
  activeFilterCount: plural('cs', {
    one: '{count} aktivní filtr',
    few: '{count} aktivní filtry',
    many: '{count} aktivního filtru',
    other: '{count} aktivních filtrů',
  }),
  paginationLabel: 'Stránkování',
  previousPage: 'Předchozí stránka',
  nextPage: 'Další stránka',
  rowsPerPage: 'Řádků na stránku',
  pageLabel: (page) => `Stránka ${page}`,
  rowRange: (first, last) => `Řádky ${first}–${last}`,
  noRows: 'Žádné řádky',
  loading: 'Načítání dodávek',
  empty: 'Nenalezeny žádné dodávky',
  emptyPage: 'Na této stránce nejsou žádné dodávky',
  toFirstPage: 'Přejít na stránku 1',
  clearFilters: 'Zrušit filtry',
  retry: 'Zkusit znovu',
  unknownError: 'Dodávky se nepodařilo načíst. Zkuste to znovu.',
  invalidFilters: 'Datum ve filtrech nejde přečíst, proto se žádné dodávky nenačetly.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Nenalezeny žádné dodávky' : `${dodavky(count)}, stránka ${page}`,
  retrying: (reason) => `${reason} Zkouší se znovu…`,
  columnsButton: 'Sloupce',
  columnsLoadFailed: 'Nastavení sloupců se nepodařilo načíst. Zkontrolujte připojení.',
  moveColumnUp: (label) => `Posunout ${label} nahoru`,
  moveColumnDown: (label) => `Posunout ${label} dolů`,
  resizeColumn: (label) => `Šířka sloupce ${label}`,
  resetColumns: 'Obnovit sloupce',
  lastShownColumn: 'Alespoň jeden sloupec musí zůstat viditelný.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Právě aktualizováno'
      : seconds < 60
        ? `Aktualizováno před ${seconds} s`
        : `Aktualizováno před ${Math.floor(seconds / 60)} min`,
  rowsCapped: (shown, sent) =>
    `Zobrazuje se prvních ${cislo(shown)} z ${cislo(sent)} řádků, které server poslal.`,
  repeatedCodes: (codes) =>
    `Několik řádků této stránky má stejný kód (${firstThree(codes, (code) => `„${code}“`, ', ', moreCodes)}). Každý řádek se tu počítá zvlášť: při výběru, počítání, exportu i otevírání.`,
  settingsLeftOut: (problem) => `Některá nastavení tabulky nešlo použít: ${problem}`,
  columnsLeftOut: (problem) => `Některá nastavení sloupců nešlo použít: ${problem}`,
  columnSettingsUnreadable: 'Nastavení sloupců nešlo přečíst, proto se nepoužilo.',
  columnSettingsNotSettings: (value) => `„${value}“ není nastavení sloupců, proto se nepoužilo.`,
  columnPartUnreadable: (part) =>
    `Část nastavení sloupců (${castNastaveni[part]}) nešla přečíst, proto byla vynechána.`,
  columnPartMalformed: (part, value) =>
    `Část nastavení sloupců (${castNastaveni[part]}) nemá očekávanou podobu („${value}“), proto byla vynechána.`,
  columnEntryUnreadable: (part) =>
    `Položka nastavení sloupců (${castNastaveni[part]}) nešla přečíst, proto byla vynechána.`,
  columnEntryNotId: (part, value) =>
    `Položka „${value}“ (${castNastaveni[part]}) není ID sloupce, proto byla vynechána.`,
  columnEntriesCapped: (part, count, read) =>
    `Z ${cislo(count)} položek (${castNastaveni[part]}) se přečetlo jen prvních ${cislo(read)}.`,
  columnUnknown: (id) => `Sloupec „${id}“ v této tabulce není, proto byl vynechán.`,
  columnRepeated: (part, id) =>
    `Sloupec „${id}“ je v nastavení sloupců (${castNastaveni[part]}) vícekrát; použil se jednou.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `Šířka „${value}“ sloupce „${id}“ není mezi ${min} a ${max} pixely, proto byla vynechána.`,
  columnPinNotSide: (id, value) =>
    `Připnutí „${value}“ sloupce „${id}“ není začátek ani konec; sloupec není připnutý.`,
  columnAllHidden: (id) => `Všechny sloupce byly skryté, proto se zobrazuje „${id}“.`,
  viewLeftOut: (name, problem) => `Pohled „${name}“ byl použit bez některých nastavení: ${problem}`,
  problemWordsLoadFailed:
    'Některá nastavení nešlo použít a popis, která to jsou, se nepodařilo načíst. Zkontrolujte připojení.',
  columnFailed: (label, reason) => `Sloupec „${label}“ nejde zobrazit: ${reason}`,
  rowsFailed: (reason) => `Řádky nejde zobrazit: ${reason}`,
  setupFailed: (reason) => `Dodávky nejde načíst: ${reason}`,
  rowActionsHeader: 'Akce',
  columnOptions: (label) => `Možnosti sloupce ${label}`,
  sortAscending: 'Seřadit vzestupně',
  sortDescending: 'Seřadit sestupně',
  clearSort: 'Zrušit řazení',
  pinToStart: 'Připnout na začátek',
  pinToEnd: 'Připnout na konec',
  unpin: 'Odepnout',
  widenColumn: 'Rozšířit sloupec',
  narrowColumn: 'Zúžit sloupec',
  columnWidthSaid: (label, width) => `${label}: šířka ${width} px.`,
  hideColumn: 'Skrýt sloupec',
  filterByStatus: 'Filtrovat podle stavu…',
  showDetails: 'Zobrazit podrobnosti',
  showDetailsFor: (code) => `Zobrazit podrobnosti ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} z ${count}`,
  detailsLabel: (code) => `Dodávka ${code}`,
  closeDetails: 'Zavřít podrobnosti',
  detailsNotShown: (code) => `${code} na této stránce není.`,
  detailsLoadFailed: 'Podrobnosti se nepodařilo načíst.',
  detailsFailed: (reason) => `Podrobnosti nejde zobrazit: ${reason}`,
  refresh: 'Obnovit',
  rowChanges: (added, changed) =>
    [added > 0 && `nové: ${cislo(added)}`, changed > 0 && `změněné: ${cislo(changed)}`]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nová',
  selectionLoadFailed: 'Výběr se nepodařilo načíst.',
  unsortedNote: 'Pořadí serveru',
  resetView: 'Obnovit pohled',
  sortedBy: (label, descending) =>
    `Seřazeno podle ${label}, ${descending ? 'sestupně' : 'vzestupně'}.`,
  sortRemoved: 'Řazení zrušeno: pořadí serveru.',
  columnMoved: (label, position, count) => `${label} na pozici ${position} z ${count}.`,
  columnPinned: (label, side) =>
    `${label} připnut ${side === 'start' ? 'na začátek' : 'na konec'}.`,
  columnUnpinned: (label) => `${label} odepnut.`,
  columnHidden: (label) => `${label} skryt. „Sloupce“ ho zase zobrazí.`,
  loadFailed: chybaNacteni,
  problems: problemy,
};
