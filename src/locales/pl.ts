import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { bladLadowania, problemy, problemyLinku } from './pl/problems';
import { powodyEksportu } from './pl/filterProblems';
import { polaChipow, polaDat } from './pl/fields';
import { jezykFiltrow, slowaDni } from './pl/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Polish counts have three forms (1; 2–4, 22–24 …; 5–21, 25 …): `plural` picks.

const dostawy = plural('pl', {
  one: '{count} dostawa',
  few: '{count} dostawy',
  many: '{count} dostaw',
  other: '{count} dostawy',
});
const liczba = (count: number) => countIn('pl', count);

// What a part of the column settings is called, in brackets after a sentence.
const czescUstawien = {
  order: 'kolejność',
  hidden: 'ukryte',
  widths: 'szerokości',
  pinned: 'przypięte',
} as const;

/** The grid's own strings in Polish (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opcje filtrowania dla ${value}`,
  onlyValue: (value) => `Tylko ${value}`,
  excludeValue: (value) => `Bez ${value}`,
  findHidingFilter: 'Który filtr je ukrywa?',
  checkingFilters: plural('pl', {
    one: 'Sprawdzanie {count} filtra…',
    few: 'Sprawdzanie {count} filtrów…',
    many: 'Sprawdzanie {count} filtrów…',
    other: 'Sprawdzanie {count} filtra…',
  }),
  removeHidingFilter: (chip) => `Usuń ${chip} (znaleziono dostawy)`,
  noHidingFilter: 'Nawet bez jednego z tych filtrów nadal nic nie ma.',
  hidingFilterChecksFailed: plural('pl', {
    one: 'Nie udało się sprawdzić {count} filtra.',
    few: 'Nie udało się sprawdzić {count} filtrów.',
    many: 'Nie udało się sprawdzić {count} filtrów.',
    other: 'Nie udało się sprawdzić {count} filtra.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Sprawdzono pierwsze ${checked} z ${total} filtrów.`,
  tableLabel: 'Dostawy',
  columnHeaders: {
    code: 'Numer',
    tenantName: 'Najemca',
    courierCode: 'Kurier',
    warehouseName: 'Magazyn',
    customerBusinessPartnerName: 'Klient',
    duQty: 'Ilość',
    palletQty: 'Palety',
    status: 'Status',
    insertTime: 'Utworzono',
  },
  searchLabel: 'Szukaj dostaw',
  searchPlaceholder: 'Numer, klient, kurier…',
  searchTooLong: (max) => `Wyszukiwanie może mieć najwyżej ${max} znaków.`,
  searchPasteCut: (max) =>
    `Wyszukiwanie może mieć najwyżej ${max} znaków: wklejony tekst został skrócony.`,
  filtersButton: 'Filtry',
  activeFilterCount: plural('pl', {
    one: '{count} aktywny filtr',
    few: '{count} aktywne filtry',
    many: '{count} aktywnych filtrów',
    other: '{count} aktywnego filtra',
  }),
  paginationLabel: 'Nawigacja po stronach',
  previousPage: 'Poprzednia strona',
  nextPage: 'Następna strona',
  rowsPerPage: 'Wierszy na stronę',
  pageLabel: (page) => `Strona ${page}`,
  rowRange: (first, last) => `Wiersze ${first}–${last}`,
  noRows: 'Brak wierszy',
  loading: 'Wczytywanie dostaw',
  empty: 'Nie znaleziono dostaw',
  clearFilters: 'Wyczyść filtry',
  retry: 'Spróbuj ponownie',
  unknownError: 'Nie udało się wczytać dostaw. Spróbuj ponownie.',
  invalidFilters: 'Nie można odczytać daty w filtrach, więc nie pobrano żadnych dostaw.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Nie znaleziono dostaw' : `${dostawy(count)}, strona ${page}`,
  retrying: (reason) => `${reason} Ponawianie…`,
  columnsButton: 'Kolumny',
  columnsLoadFailed: 'Nie udało się wczytać ustawień kolumn. Sprawdź połączenie.',
  moveColumnUp: (label) => `Przesuń ${label} w górę`,
  moveColumnDown: (label) => `Przesuń ${label} w dół`,
  resizeColumn: (label) => `Szerokość kolumny ${label}`,
  resetColumns: 'Przywróć kolumny',
  lastShownColumn: 'Co najmniej jedna kolumna musi pozostać widoczna.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Zaktualizowano przed chwilą'
      : seconds < 60
        ? `Zaktualizowano ${seconds} s temu`
        : `Zaktualizowano ${Math.floor(seconds / 60)} min temu`,
  rowsCapped: (shown, sent) =>
    `Pokazano pierwsze ${liczba(shown)} z ${liczba(sent)} wierszy przysłanych przez serwer.`,
  repeatedCodes: (codes) =>
    `Kilka wierszy tej strony ma ten sam kod (${codes.join(', ')}). Każdy wiersz liczy się tu osobno: przy zaznaczaniu, liczeniu, eksporcie i otwieraniu.`,
  settingsLeftOut: (problem) => `Nie udało się użyć niektórych ustawień tabeli: ${problem}`,
  columnsLeftOut: (problem) => `Nie udało się użyć niektórych ustawień kolumn: ${problem}`,
  columnSettingsUnreadable: 'Nie udało się odczytać ustawień kolumn, więc ich nie użyto.',
  columnSettingsNotSettings: (value) =>
    `„${value}” to nie są ustawienia kolumn, więc ich nie użyto.`,
  columnPartUnreadable: (part) =>
    `Części ustawień kolumn (${czescUstawien[part]}) nie udało się odczytać, więc ją pominięto.`,
  columnPartMalformed: (part, value) =>
    `Część ustawień kolumn (${czescUstawien[part]}) ma nieoczekiwaną postać („${value}”), więc ją pominięto.`,
  columnEntryUnreadable: (part) =>
    `Wpisu ustawień kolumn (${czescUstawien[part]}) nie udało się odczytać, więc go pominięto.`,
  columnEntryNotId: (part, value) =>
    `Wpis „${value}” (${czescUstawien[part]}) nie jest identyfikatorem kolumny, więc go pominięto.`,
  columnEntriesCapped: (part, count, read) =>
    `Z ${liczba(count)} wpisów (${czescUstawien[part]}) odczytano tylko pierwsze ${liczba(read)}.`,
  columnUnknown: (id) => `Kolumny „${id}” nie ma w tej tabeli, więc ją pominięto.`,
  columnRepeated: (part, id) =>
    `Kolumna „${id}” występuje kilka razy w ustawieniach kolumn (${czescUstawien[part]}); użyto jej raz.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `Szerokość „${value}” kolumny „${id}” nie mieści się w przedziale od ${min} do ${max} pikseli, więc ją pominięto.`,
  columnPinNotSide: (id, value) =>
    `Przypięcie „${value}” kolumny „${id}” to ani początek, ani koniec; kolumna nie jest przypięta.`,
  columnAllHidden: (id) => `Wszystkie kolumny były ukryte, więc pokazano „${id}”.`,
  viewLeftOut: (name, problem) => `Widok „${name}” zastosowano bez niektórych ustawień: ${problem}`,
  problemWordsLoadFailed:
    'Nie udało się użyć niektórych ustawień, a opisu, których, nie udało się wczytać. Sprawdź połączenie.',
  columnFailed: (label, reason) => `Nie można pokazać kolumny „${label}”: ${reason}`,
  rowsFailed: (reason) => `Nie można pokazać wierszy: ${reason}`,
  setupFailed: (reason) => `Nie można wczytać dostaw: ${reason}`,
  rowActionsHeader: 'Akcje',
  columnOptions: (label) => `Opcje kolumny ${label}`,
  sortAscending: 'Sortuj rosnąco',
  sortDescending: 'Sortuj malejąco',
  clearSort: 'Wyłącz sortowanie',
  pinToStart: 'Przypnij na początku',
  pinToEnd: 'Przypnij na końcu',
  unpin: 'Odepnij',
  hideColumn: 'Ukryj kolumnę',
  filterByStatus: 'Filtruj według statusu…',
  showDetails: 'Pokaż szczegóły',
  showDetailsFor: (code) => `Pokaż szczegóły ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} z ${count}`,
  detailsLabel: (code) => `Dostawa ${code}`,
  closeDetails: 'Zamknij szczegóły',
  detailsNotShown: (code) => `${code} nie ma na tej stronie.`,
  detailsLoadFailed: 'Nie udało się wczytać szczegółów.',
  detailsFailed: (reason) => `Nie można pokazać szczegółów: ${reason}`,
  refresh: 'Odśwież',
  rowChanges: (added, changed) =>
    [added > 0 && `nowe: ${liczba(added)}`, changed > 0 && `zmienione: ${liczba(changed)}`]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nowa',
  selectionLoadFailed: 'Nie udało się wczytać zaznaczenia.',
  unsortedNote: 'Kolejność serwera',
  resetView: 'Przywróć widok',
  sortedBy: (label, descending) =>
    `Posortowano według ${label}, ${descending ? 'malejąco' : 'rosnąco'}.`,
  sortRemoved: 'Sortowanie wyłączone: kolejność serwera.',
  columnMoved: (label, position, count) => `${label} na pozycji ${position} z ${count}.`,
  columnPinned: (label, side) =>
    `${label} przypięto ${side === 'start' ? 'na początku' : 'na końcu'}.`,
  columnUnpinned: (label) => `${label} odpięto.`,
  columnHidden: (label) => `${label} ukryto. „Kolumny” pokażą ją ponownie.`,
  loadFailed: bladLadowania,
  problems: problemy,
};

/** The filter panel and chips in Polish (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'nie jest datą',
  noSuchDay: 'nie jest dniem kalendarza',
  noSuchTime: 'nie jest godziną',
  outOfRange: 'jest zbyt odległe (lata 0001–9999, najwyżej -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}” ${dateReasons[problem]}. Wpisz ${pattern}, np. ${example} albo today, yesterday, -7d, today 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Warunek ${row}: „${typed}” ${dateReasons[problem]}. Wpisz ${pattern}, np. ${example}`,
  relativeDateNow: (formatted) => `Teraz: ${formatted}`,
  chooseDate: (field) => `Wybierz datę: ${field}`,
  calendar: (month) => `Kalendarz, ${month}`,
  previousMonth: 'Poprzedni miesiąc',
  nextMonth: 'Następny miesiąc',
  statusMode: 'Dopasowanie statusu',
  statusIs: 'jest',
  statusIsNot: 'nie jest',
  notStatus: (statusLabel) => `nie ${statusLabel}`,
  excludedStatusNote:
    'Wysyłane jako pozostałe statusy znane tabeli: statusy, których nie zna, również są pomijane.',
  excludesEveryStatus: 'Status: pominięcie wszystkich statusów nie zostawia nic do pokazania',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `I przed LUB (A to warunek 1): ${grouping}`
      : `Czytane od lewej do prawej (A to warunek 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Warunek ${rowNumber}: „${joinLabel}” nie ma miejsca, gdy I poprzedza LUB; wybierz I albo LUB`,
  region: 'Filtry',
  loadingPanel: 'Wczytywanie filtrów…',
  panelLoadFailed: 'Nie udało się wczytać filtrów. Sprawdź połączenie.',
  chipsLoadFailed: 'Nie udało się wczytać zastosowanych filtrów. Sprawdź połączenie.',
  ...polaDat,
  timeZoneNote: (zone) => `Czas w strefie ${zone}`,
  anyTime: 'Dowolnie',
  customRange: 'Własny zakres',
  datePreset: (preset) =>
    ({
      today: 'Dziś',
      yesterday: 'Wczoraj',
      last7Days: 'Ostatnie 7 dni',
      last30Days: 'Ostatnie 30 dni',
      thisWeek: 'Ten tydzień',
      lastWeek: 'Poprzedni tydzień',
      thisMonth: 'Ten miesiąc',
      lastMonth: 'Poprzedni miesiąc',
    })[preset],
  presetRange: (range) => `Teraz: ${range}`,
  dayWords: slowaDni,
  status: 'Status',
  deliveryIds: 'ID dostaw',
  couriers: 'Kurierzy',
  customers: 'Klienci',
  units: 'Jednostki',
  warehouses: 'Magazyny',
  tags: 'Znaczniki',
  idsHint: 'Wybierz, wpisz lub wklej ID; oddziel je przecinkiem lub spacją, potem naciśnij Enter.',
  tagsHint: 'Enter lub przecinek dodaje znacznik.',
  showOptions: (field) => `Pokaż opcje: ${field}`,
  optionsList: (field) => `Opcje: ${field}`,
  removeValue: (value) => `Usuń ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Wczytywanie…',
  noOptions: 'Brak wyników',
  loadFailed: (field) => `Nie udało się wczytać: ${field}`,
  retry: 'Spróbuj ponownie',
  tagAlreadyAdded: (tag) => `Już dodano: ${tag}`,
  conditions: 'Warunki',
  condition: (row) => `Warunek ${row}`,
  addCondition: 'Dodaj warunek',
  removeCondition: 'Usuń warunek',
  join: 'Łączenie',
  field: 'Pole',
  operator: 'Operator',
  value: 'Wartość',
  apply: 'Zastosuj filtry',
  reset: 'Wyczyść filtry',
  unappliedChanges: 'Niezastosowane zmiany',
  errorSummary: plural('pl', {
    one: 'Popraw {count} problem, aby zastosować filtry',
    few: 'Popraw {count} problemy, aby zastosować filtry',
    many: 'Popraw {count} problemów, aby zastosować filtry',
    other: 'Popraw {count} problemu, aby zastosować filtry',
  }),
  invalidDate: (field) => `${field}: to nie jest poprawna data`,
  rangeOrder: (from, to) => `${from} musi być przed ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} nie jest dodatnią liczbą całkowitą`
      : `${field}: ${tokens.join(', ')} nie są dodatnimi liczbami całkowitymi`,
  tooManyIds: (field, max) => `${field}: najwyżej ${max} wartości`,
  tagTooLong: (tag, max) => `Znaczniki: „${tag.slice(0, 40)}” ma więcej niż ${max} znaków`,
  tooManyTags: (max) => `Znaczniki: najwyżej ${max}`,
  conditionNeedsField: (row) => `Warunek ${row}: wybierz pole`,
  conditionNeedsOperator: (row) => `Warunek ${row}: wybierz operator`,
  conditionNeedsValue: (row) => `Warunek ${row}: wpisz wartość`,
  conditionNotNumber: (row) => `Warunek ${row}: wpisz liczbę, np. 12 lub 2,5`,
  conditionInvalidDate: (row) => `Warunek ${row}: wpisz poprawną datę`,
  activeFilters: 'Aktywne filtry',
  filterChip: (field, value) => `${polaChipow[field]}: ${value}`,
  removeFilter: (chip) => `Usuń filtr: ${chip}`,
  editFilter: (chip) => `Zmień filtr: ${chip}`,
  clearAll: 'Usuń wszystkie',
  valueCount: plural('pl', {
    one: '{count} wartość',
    few: '{count} wartości',
    many: '{count} wartości',
    other: '{count} wartości',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Dodano: ${labels.join(', ')}`,
  valueRemoved: (label) => `Usunięto: ${label}`,
};

const widoki = (count: number, one: string, few: string, many: string) =>
  plural('pl', { one, few, many, other: few })(count);

/** "Widoki" in Polish (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Widoki',
  savedCount: plural('pl', {
    one: '{count} zapisany widok',
    few: '{count} zapisane widoki',
    many: '{count} zapisanych widoków',
    other: '{count} zapisanego widoku',
  }),
  saveTitle: 'Zapisz bieżący widok',
  nameLabel: 'Nazwa widoku',
  saveView: 'Zapisz widok',
  loading: 'Wczytywanie zapisanych widoków…',
  panelLoadFailed: 'Nie udało się wczytać widoków. Sprawdź połączenie.',
  working: 'Zapisywanie zmian…',
  listLabel: 'Zapisane widoki',
  empty: 'Brak zapisanych widoków.',
  nameRequired: 'Nadaj widokowi nazwę.',
  nameTooLong: (max) => `Najwyżej ${max} znaków.`,
  nameTaken: (name) => `Widok „${name}” już istnieje.`,
  replaceView: (name) => `Zastąp „${name}”`,
  applyView: (name) => `Zastosuj widok ${name}`,
  rename: 'Zmień nazwę',
  renameView: (name) => `Zmień nazwę widoku ${name}`,
  newNameLabel: (name) => `Nowa nazwa dla ${name}`,
  saveName: 'Zapisz nazwę',
  cancelRename: 'Anuluj',
  delete: 'Usuń',
  deleteView: (name) => `Usuń widok ${name}`,
  deletedNote: (name) => `Usunięto „${name}”.`,
  undo: 'Cofnij',
  undoDelete: (name) => `Cofnij usunięcie ${name}`,
  saved: (name) => `Zapisano „${name}”.`,
  replaced: (name) => `Zastąpiono „${name}”.`,
  applied: (name) => `Zastosowano „${name}”.`,
  renamed: (from, to) => `Zmieniono nazwę „${from}” na „${to}”.`,
  deleted: (name) => `Usunięto „${name}”.`,
  restored: (name) => `Przywrócono „${name}”.`,
  loadFailed: (reason) => `Nie udało się wczytać widoków. ${reason}`,
  saveFailed: (name, reason) => `Nie udało się zapisać „${name}”. ${reason}`,
  renameFailed: (name, reason) => `Nie udało się zmienić nazwy „${name}”. ${reason}`,
  deleteFailed: (name, reason) => `Nie udało się usunąć „${name}”. ${reason}`,
  restoreFailed: (name, reason) => `Nie udało się przywrócić „${name}”. ${reason}`,
  retry: 'Spróbuj ponownie',
  currentInvalid: 'Nie można zapisać bieżącego widoku: jego ustawienia są nieprawidłowe.',
  storageFull: 'Pamięć przeglądarki dla tej strony jest pełna.',
  storageUnavailable:
    'Ta przeglądarka nie pozwala tu zapisywać (okno prywatne lub zablokowane dane witryn).',
  storageNewerVersion: 'Widoki pochodzą z nowszej wersji tej aplikacji.',
  unknownFailure: 'Spróbuj ponownie.',
  writeBusy: 'Trwa zapisywanie innej zmiany. Spróbuj ponownie później.',
  storageConflict: 'Zmieniono w innej karcie lub oknie; lista pokazuje najnowszy stan.',
  droppedViews: (count) =>
    widoki(
      count,
      `${count} zapisanego widoku nie dało się odczytać, więc go pominięto.`,
      `${count} zapisanych widoków nie dało się odczytać, więc je pominięto.`,
      `${count} zapisanych widoków nie dało się odczytać, więc je pominięto.`,
    ),
  repairedViewIds: (count) =>
    widoki(
      count,
      `${count} zapisany widok miał ten sam identyfikator co inny i dostał własny.`,
      `${count} zapisane widoki miały ten sam identyfikator co inne i dostały własne.`,
      `${count} zapisanych widoków miało ten sam identyfikator co inne i dostało własne.`,
    ),
  repeatedViewIds: (count) =>
    widoki(
      count,
      `${count} zapisany widok ma ten sam identyfikator co inny; pokazano tylko pierwszy.`,
      `${count} zapisane widoki mają ten sam identyfikator co inne; pokazano tylko pierwsze.`,
      `${count} zapisanych widoków ma ten sam identyfikator co inne; pokazano tylko pierwsze.`,
    ),
  notSavedAgain: (name, reason) =>
    `Nie udało się ponownie zapisać „${name}” po nadpisaniu w innej karcie. ${reason} Przy następnej zmianie tutaj nastąpi kolejna próba.`,
  unlistedViews: (max) => `Pokazano tylko pierwsze ${max} zapisanych widoków.`,
  storeUnreadable: 'Nie można odczytać zapisanych widoków. Nowo zapisany widok je zastąpi.',
  storeNewerVersion:
    'Widoki pochodzą z nowszej wersji tej aplikacji i nie są tu pokazywane ani zmieniane.',
  storeUnavailable:
    'Ta przeglądarka nie pozwala tu na zapisane widoki (okno prywatne lub zablokowane dane witryn).',
  appliedView: (name, changed) => (changed ? `Widok: ${name} (zmieniony)` : `Widok: ${name}`),
};

/** "Eksport" in Polish (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Eksportuj',
  exportPage: 'Eksportuj tę stronę (CSV)',
  exportAll: 'Eksportuj wszystkie wyniki (CSV)',
  progressLabel: 'Eksportowanie dostaw',
  progressText: (count) => `Pobrano: ${dostawy(count)}…`,
  cancel: 'Anuluj eksport',
  exported: (count) => `Wyeksportowano: ${dostawy(count)}.`,
  exportedCapped: (count) =>
    `Wyeksportowano pierwsze: ${dostawy(count)}; jest więcej wyników. Zawęź filtry, aby wyeksportować resztę.`,
  cancelled: 'Eksport anulowano.',
  failed: (reason) => `Eksport nie powiódł się: ${reason}`,
  unknownError: 'Nie udało się wyeksportować dostaw. Spróbuj ponownie.',
  menuLoadFailed: 'Nie udało się wczytać eksportu. Sprawdź połączenie.',
  retry: 'Spróbuj ponownie',
  requestFailed: bladLadowania,
  ...powodyEksportu,
};

/** Zaznaczanie, pasek zaznaczenia, akcje zbiorcze i akcje wiersza (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Zaznacz ${code}`,
  selectPage: 'Zaznacz wszystkie na tej stronie',
  selectAllMatching: 'Zaznacz wszystkie wyniki',
  toolbarLabel: 'Zaznaczenie',
  selectedCount: plural('pl', {
    one: '{count} zaznaczona',
    few: '{count} zaznaczone',
    many: '{count} zaznaczonych',
    other: '{count} zaznaczonej',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Wszystkie dostawy'
      : `Wszystkie dostawy pasujące do: ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, wykluczone: ${liczba(excluded)}`),
  searchTerm: (text) => `Szukaj: „${text}”`,
  clear: 'Wyczyść zaznaczenie',
  exportSelected: 'Eksportuj zaznaczone (CSV)',
  selectedFileName: 'zaznaczone',
  queryEnded: 'Zaznaczenie wszystkich wyników zakończono: zmieniło się wyszukiwanie lub filtry.',
  undo: 'Cofnij',
  cleared: 'Nic nie zaznaczono.',
  rowActions: (code) => `Akcje dla ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Anuluj',
  doneCue: 'Gotowe',
  failedCue: 'Błąd',
  done: (label) => `${label}: gotowe.`,
  cancelled: (label) => `${label}: anulowano.`,
  failed: (label, reason) => `${label} nie powiodło się: ${reason}`,
  refused: (label, running) => `Nie uruchomiono: ${label}; nadal trwa: ${running}.`,
  unknownError: 'akcja nie podała przyczyny',
  retry: 'Spróbuj ponownie',
  dismiss: 'Zamknij',
};

/** Widok kart wąskiej tabeli (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Dostawa ${code}`,
  sortBy: 'Sortuj według',
  serverOrder: 'Kolejność serwera',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'rosnąco' : 'malejąco'}`,
  moreTools: 'Więcej',
  closeFilters: 'Zamknij filtry',
};

/**
 * Polski: every message of the grid in Polish, with its plural forms, numbers and dates as
 * `pl` writes them.
 *
 * @example
 * ```tsx
 * import { pl } from 'deliveries-table/locales/pl';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={pl} />;
 * ```
 */
export const pl: DeliveriesLocalePack = createLocalePack(
  'pl',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: jezykFiltrow },
  problemyLinku,
  ['„', '”'],
);
