import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { polaChipow, polaDat } from './fields';
import { slowaDni } from './filterLanguage';

/** The filter panel and chips in Polish (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'nie jest datą',
  noSuchDay: 'nie jest dniem kalendarza',
  noSuchTime: 'nie jest godziną',
  outOfRange: 'jest zbyt odległe (lata 0001–9999, najwyżej -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}” ${dateReasons[problem]}. Wpisz ${pattern}, np. ${example} albo dziś, wczoraj, -7d, dziś 06:00`,
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
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'zawiera',
        notContains: 'nie zawiera',
        equals: 'równa się',
        notEquals: 'nie równa się',
        startsWith: 'zaczyna się od',
        endsWith: 'kończy się na',
      },
      date: { before: 'przed', after: 'po' },
    },
    joins: { and: 'I', or: 'LUB' },
  },
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
  tooManyConditions: (max) => `Warunki: najwyżej ${max}`,
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
