import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { bladLadowania, problemy } from './problems';
import { dostawy, liczba } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('pl', {
  one: ' i {count} inny',
  few: ' i {count} inne',
  many: ' i {count} innych',
  other: ' i {count} innego',
});

// What a part of the column settings is called, in brackets after a sentence.
const czescUstawien = {
  order: 'kolejność',
  hidden: 'ukryte',
  widths: 'szerokości',
  pinned: 'przypięte',
} as const;

/** The grid's own strings in Polish (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opcje filtrowania dla ${value}`,
  onlyValue: (value) => `Tylko ${value}`,
  excludeValue: (value) => `Bez ${value}`,
  findHidingFilter: 'Który filtr je ukrywa?',
  checkingFilters: filtersAndSearch(
    'pl',
    {
      one: 'Sprawdzanie {count} filtra…',
      few: 'Sprawdzanie {count} filtrów…',
      many: 'Sprawdzanie {count} filtrów…',
      other: 'Sprawdzanie {count} filtra…',
    },
    {
      one: 'Sprawdzanie {count} filtra i wyszukiwania…',
      few: 'Sprawdzanie {count} filtrów i wyszukiwania…',
      many: 'Sprawdzanie {count} filtrów i wyszukiwania…',
      other: 'Sprawdzanie {count} filtra i wyszukiwania…',
    },
    'Sprawdzanie wyszukiwania…',
  ),
  removeHidingFilter: (chip) => `Usuń ${chip} (znaleziono dostawy)`,
  clearHidingSearch: (search) => `Wyczyść wyszukiwanie „${search}” (znaleziono dostawy)`,
  noHidingFilter: 'Nawet bez jednego z tych filtrów nadal nic nie ma.',
  hidingFilterChecksFailed: filtersAndSearch(
    'pl',
    {
      one: 'Nie udało się sprawdzić {count} filtra.',
      few: 'Nie udało się sprawdzić {count} filtrów.',
      many: 'Nie udało się sprawdzić {count} filtrów.',
      other: 'Nie udało się sprawdzić {count} filtra.',
    },
    {
      one: 'Nie udało się sprawdzić {count} filtra ani wyszukiwania.',
      few: 'Nie udało się sprawdzić {count} filtrów ani wyszukiwania.',
      many: 'Nie udało się sprawdzić {count} filtrów ani wyszukiwania.',
      other: 'Nie udało się sprawdzić {count} filtra ani wyszukiwania.',
    },
    'Nie udało się sprawdzić wyszukiwania.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Sprawdzono pierwsze ${checked} z ${total} filtrów.`,
  tableLabel: 'Dostawy',
  unnamedRow: (position) => `wiersz ${position} (bez kodu)`,
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
  emptyPage: 'Brak dostaw na tej stronie',
  toFirstPage: 'Przejdź do strony 1',
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
    `Kilka wierszy tej strony ma ten sam kod (${firstThree(codes, (code) => `„${code}”`, ', ', moreCodes)}). Każdy wiersz liczy się tu osobno: przy zaznaczaniu, liczeniu, eksporcie i otwieraniu.`,
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
  widenColumn: 'Poszerz kolumnę',
  narrowColumn: 'Zwęź kolumnę',
  columnWidthSaid: (label, width) => `${label}: szerokość ${width} px.`,
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
