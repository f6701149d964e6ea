import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { chybaNacteni, problemy, problemyOdkazu } from './cs/problems';
import { duvodyExportu } from './cs/filterProblems';
import { polaDat, polaStitku } from './cs/fields';
import { jazykFiltru, slovaDnu } from './cs/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Czech counts have three forms (1; 2–4; 0 and 5 and more) and one for fractions.

const dodavky = plural('cs', {
  one: '{count} dodávka',
  few: '{count} dodávky',
  many: '{count} dodávky',
  other: '{count} dodávek',
});
const cislo = (count: number) => countIn('cs', count);

// What a part of the column settings is called, in brackets after a sentence.
const castNastaveni = {
  order: 'pořadí',
  hidden: 'skryté',
  widths: 'šířky',
  pinned: 'připnuté',
} as const;

/** The grid's own strings in Czech (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Možnosti filtru pro ${value}`,
  onlyValue: (value) => `Jen ${value}`,
  excludeValue: (value) => `Bez ${value}`,
  findHidingFilter: 'Který filtr je skrývá?',
  checkingFilters: plural('cs', {
    one: 'Kontroluje se {count} filtr…',
    few: 'Kontrolují se {count} filtry…',
    many: 'Kontroluje se {count} filtru…',
    other: 'Kontroluje se {count} filtrů…',
  }),
  removeHidingFilter: (chip) => `Odebrat ${chip} (nalezeny dodávky)`,
  noHidingFilter: 'Ani bez jediného z těchto filtrů nic není.',
  hidingFilterChecksFailed: plural('cs', {
    one: '{count} filtr nešlo zkontrolovat.',
    few: '{count} filtry nešlo zkontrolovat.',
    many: '{count} filtru nešlo zkontrolovat.',
    other: '{count} filtrů nešlo zkontrolovat.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Zkontrolováno prvních ${checked} z ${total} filtrů.`,
  tableLabel: 'Dodávky',
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
    `Několik řádků této stránky má stejný kód (${codes.join(', ')}). Každý řádek se tu počítá zvlášť: při výběru, počítání, exportu i otevírání.`,
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

/** The filter panel and chips in Czech (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'není datum',
  noSuchDay: 'není den v kalendáři',
  noSuchTime: 'není čas',
  outOfRange: 'je příliš daleko (roky 0001 až 9999, nejvýše -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}“ ${dateReasons[problem]}. Zadejte ${pattern}, například ${example}, nebo today, yesterday, -7d, today 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Podmínka ${row}: „${typed}“ ${dateReasons[problem]}. Zadejte ${pattern}, například ${example}`,
  relativeDateNow: (formatted) => `Nyní: ${formatted}`,
  chooseDate: (field) => `Vybrat datum pro ${field}`,
  calendar: (month) => `Kalendář, ${month}`,
  previousMonth: 'Předchozí měsíc',
  nextMonth: 'Další měsíc',
  statusMode: 'Shoda stavu',
  statusIs: 'je',
  statusIsNot: 'není',
  notStatus: (statusLabel) => `ne ${statusLabel}`,
  excludedStatusNote:
    'Odesláno jako ostatní stavy, které tabulka zná: stavy, které nezná, jsou také vynechány.',
  excludesEveryStatus: 'Stav: vynecháním všech stavů nezbude nic k zobrazení',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `A se vyhodnocuje před NEBO (písmeno A je podmínka 1): ${grouping}`
      : `Čteno zleva doprava (písmeno A je podmínka 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Podmínka ${rowNumber}: „${joinLabel}“ nemá místo, když A předchází NEBO; zvolte A, nebo NEBO`,
  region: 'Filtry',
  loadingPanel: 'Načítání filtrů…',
  panelLoadFailed: 'Filtry se nepodařilo načíst. Zkontrolujte připojení.',
  chipsLoadFailed: 'Použité filtry se nepodařilo načíst. Zkontrolujte připojení.',
  ...polaDat,
  timeZoneNote: (zone) => `Časy v pásmu ${zone}`,
  anyTime: 'Kdykoli',
  customRange: 'Vlastní rozsah',
  datePreset: (preset) =>
    ({
      today: 'Dnes',
      yesterday: 'Včera',
      last7Days: 'Posledních 7 dní',
      last30Days: 'Posledních 30 dní',
      thisWeek: 'Tento týden',
      lastWeek: 'Minulý týden',
      thisMonth: 'Tento měsíc',
      lastMonth: 'Minulý měsíc',
    })[preset],
  presetRange: (range) => `Nyní: ${range}`,
  dayWords: slovaDnu,
  status: 'Stav',
  deliveryIds: 'ID dodávek',
  couriers: 'Kurýři',
  customers: 'Zákazníci',
  units: 'Jednotky',
  warehouses: 'Sklady',
  tags: 'Štítky',
  idsHint: 'Vyberte, napište nebo vložte ID; oddělte čárkou nebo mezerou, pak stiskněte Enter.',
  tagsHint: 'Enter nebo čárka přidá štítek.',
  showOptions: (field) => `Zobrazit možnosti: ${field}`,
  optionsList: (field) => `Možnosti: ${field}`,
  removeValue: (value) => `Odebrat ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Načítání…',
  noOptions: 'Žádné výsledky',
  loadFailed: (field) => `Nepodařilo se načíst: ${field}`,
  retry: 'Zkusit znovu',
  tagAlreadyAdded: (tag) => `Už přidáno: ${tag}`,
  conditions: 'Podmínky',
  condition: (row) => `Podmínka ${row}`,
  addCondition: 'Přidat podmínku',
  removeCondition: 'Odebrat podmínku',
  join: 'Spojení',
  field: 'Pole',
  operator: 'Operátor',
  value: 'Hodnota',
  apply: 'Použít filtry',
  reset: 'Zrušit filtry',
  unappliedChanges: 'Nepoužité změny',
  errorSummary: plural('cs', {
    one: 'Opravte {count} problém, aby šlo filtry použít',
    few: 'Opravte {count} problémy, aby šlo filtry použít',
    many: 'Opravte {count} problému, aby šlo filtry použít',
    other: 'Opravte {count} problémů, aby šlo filtry použít',
  }),
  invalidDate: (field) => `${field}: není platné datum`,
  rangeOrder: (from, to) => `${from} musí být před ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} není kladné celé číslo`
      : `${field}: ${tokens.join(', ')} nejsou kladná celá čísla`,
  tooManyIds: (field, max) => `${field}: nejvýše ${max} hodnot`,
  tagTooLong: (tag, max) => `Štítky: „${tag.slice(0, 40)}“ je delší než ${max} znaků`,
  tooManyTags: (max) => `Štítky: nejvýše ${max}`,
  conditionNeedsField: (row) => `Podmínka ${row}: vyberte pole`,
  conditionNeedsOperator: (row) => `Podmínka ${row}: vyberte operátor`,
  conditionNeedsValue: (row) => `Podmínka ${row}: zadejte hodnotu`,
  conditionNotNumber: (row) => `Podmínka ${row}: zadejte číslo, např. 12 nebo 2,5`,
  conditionInvalidDate: (row) => `Podmínka ${row}: zadejte platné datum`,
  activeFilters: 'Aktivní filtry',
  filterChip: (field, value) => `${polaStitku[field]}: ${value}`,
  removeFilter: (chip) => `Odebrat filtr: ${chip}`,
  editFilter: (chip) => `Upravit filtr: ${chip}`,
  clearAll: 'Odebrat vše',
  valueCount: plural('cs', {
    one: '{count} hodnota',
    few: '{count} hodnoty',
    many: '{count} hodnoty',
    other: '{count} hodnot',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Přidáno: ${labels.join(', ')}`,
  valueRemoved: (label) => `Odebráno: ${label}`,
};

const pohledy = (count: number, one: string, few: string, other: string) =>
  plural('cs', { one, few, many: few, other })(count);

/** "Pohledy" in Czech (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Pohledy',
  savedCount: plural('cs', {
    one: '{count} uložený pohled',
    few: '{count} uložené pohledy',
    many: '{count} uloženého pohledu',
    other: '{count} uložených pohledů',
  }),
  saveTitle: 'Uložit aktuální pohled',
  nameLabel: 'Název pohledu',
  saveView: 'Uložit pohled',
  loading: 'Načítání uložených pohledů…',
  panelLoadFailed: 'Pohledy se nepodařilo načíst. Zkontrolujte připojení.',
  working: 'Ukládání změn…',
  listLabel: 'Uložené pohledy',
  empty: 'Zatím žádné uložené pohledy.',
  nameRequired: 'Pojmenujte pohled.',
  nameTooLong: (max) => `Nejvýše ${max} znaků.`,
  nameTaken: (name) => `Pohled „${name}“ už existuje.`,
  replaceView: (name) => `Nahradit „${name}“`,
  applyView: (name) => `Použít pohled ${name}`,
  rename: 'Přejmenovat',
  renameView: (name) => `Přejmenovat pohled ${name}`,
  newNameLabel: (name) => `Nový název pro ${name}`,
  saveName: 'Uložit název',
  cancelRename: 'Zrušit',
  delete: 'Smazat',
  deleteView: (name) => `Smazat pohled ${name}`,
  deletedNote: (name) => `„${name}“ smazán.`,
  undo: 'Vrátit',
  undoDelete: (name) => `Vrátit smazání ${name}`,
  saved: (name) => `„${name}“ uložen.`,
  replaced: (name) => `„${name}“ nahrazen.`,
  applied: (name) => `„${name}“ použit.`,
  renamed: (from, to) => `„${from}“ přejmenován na „${to}“.`,
  deleted: (name) => `„${name}“ smazán.`,
  restored: (name) => `„${name}“ obnoven.`,
  loadFailed: (reason) => `Pohledy se nepodařilo načíst. ${reason}`,
  saveFailed: (name, reason) => `„${name}“ se nepodařilo uložit. ${reason}`,
  renameFailed: (name, reason) => `„${name}“ se nepodařilo přejmenovat. ${reason}`,
  deleteFailed: (name, reason) => `„${name}“ se nepodařilo smazat. ${reason}`,
  restoreFailed: (name, reason) => `„${name}“ se nepodařilo obnovit. ${reason}`,
  retry: 'Zkusit znovu',
  currentInvalid: 'Aktuální pohled nejde uložit: jeho nastavení nejsou platná.',
  storageFull: 'Úložiště prohlížeče pro tuto stránku je plné.',
  storageUnavailable:
    'Tento prohlížeč tu nedovoluje ukládat (anonymní okno nebo blokovaná data webů).',
  storageNewerVersion: 'Pohledy pocházejí z novější verze této aplikace.',
  unknownFailure: 'Zkuste to znovu.',
  writeBusy: 'Ukládá se jiná změna. Zkuste to pak znovu.',
  storageConflict: 'Změněno v jiné kartě nebo okně; seznam ukazuje nejnovější stav.',
  droppedViews: (count) =>
    pohledy(
      count,
      `${count} uložený pohled nešel přečíst, proto byl vynechán.`,
      `${count} uložené pohledy nešly přečíst, proto byly vynechány.`,
      `${count} uložených pohledů nešlo přečíst, proto byly vynechány.`,
    ),
  repairedViewIds: (count) =>
    pohledy(
      count,
      `${count} uložený pohled měl stejné ID jako jiný a dostal vlastní.`,
      `${count} uložené pohledy měly stejné ID jako jiné a dostaly vlastní.`,
      `${count} uložených pohledů mělo stejné ID jako jiné a dostalo vlastní.`,
    ),
  repeatedViewIds: (count) =>
    pohledy(
      count,
      `${count} uložený pohled má stejné ID jako jiný; zobrazuje se jen první.`,
      `${count} uložené pohledy mají stejné ID jako jiné; zobrazují se jen první.`,
      `${count} uložených pohledů má stejné ID jako jiné; zobrazují se jen první.`,
    ),
  notSavedAgain: (name, reason) =>
    `„${name}“ se nepodařilo znovu uložit poté, co ho přepsala jiná karta. ${reason} Při další změně zde se to zkusí znovu.`,
  unlistedViews: (max) => `Zobrazuje se jen prvních ${max} uložených pohledů.`,
  storeUnreadable: 'Uložené pohledy nejdou přečíst. Nově uložený pohled je nahradí.',
  storeNewerVersion:
    'Pohledy pocházejí z novější verze této aplikace a tady se nezobrazují ani nemění.',
  storeUnavailable:
    'Tento prohlížeč tu nedovoluje uložené pohledy (anonymní okno nebo blokovaná data webů).',
  appliedView: (name, changed) => (changed ? `Pohled: ${name} (změněný)` : `Pohled: ${name}`),
};

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
