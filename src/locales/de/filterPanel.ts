import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { chipFelder, datumsFelder } from './fields';
import { tagesWorte } from './filterLanguage';

/** The filter panel and chips in German (`messages.filters`). */

// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'ist kein Datum',
  noSuchDay: 'ist kein Tag des Kalenders',
  noSuchTime: 'ist keine Uhrzeit',
  outOfRange: 'liegt zu weit weg (Jahre 0001 bis 9999, höchstens -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}“ ${dateReasons[problem]}. Bitte ${pattern} eingeben, etwa ${example}, oder heute, gestern, -7d, heute 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Bedingung ${row}: „${typed}“ ${dateReasons[problem]}. Bitte ${pattern} eingeben, etwa ${example}`,
  relativeDateNow: (formatted) => `Jetzt: ${formatted}`,
  chooseDate: (field) => `Datum wählen für ${field}`,
  calendar: (month) => `Kalender, ${month}`,
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  statusMode: 'Status-Abgleich',
  statusIs: 'ist',
  statusIsNot: 'ist nicht',
  notStatus: (statusLabel) => `nicht ${statusLabel}`,
  excludedStatusNote:
    'Gesendet als die übrigen Status dieser Tabelle: Status, die sie nicht kennt, bleiben ebenfalls außen vor.',
  excludesEveryStatus: 'Status: Werden alle Status ausgeschlossen, bleibt nichts zu zeigen',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `UND vor ODER (A ist Bedingung 1): ${grouping}`
      : `Von links nach rechts gelesen (A ist Bedingung 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Bedingung ${rowNumber}: „${joinLabel}“ hat keinen Platz, wenn UND vor ODER kommt; wählen Sie UND oder ODER`,
  region: 'Filter',
  loadingPanel: 'Filter werden geladen …',
  panelLoadFailed: 'Die Filter konnten nicht geladen werden. Bitte Verbindung prüfen.',
  chipsLoadFailed:
    'Die angewendeten Filter konnten nicht geladen werden. Prüfen Sie Ihre Verbindung.',
  ...datumsFelder,
  timeZoneNote: (zone) => `Zeiten in ${zone}`,
  anyTime: 'Beliebig',
  customRange: 'Eigener Zeitraum',
  datePreset: (preset) =>
    ({
      today: 'Heute',
      yesterday: 'Gestern',
      last7Days: 'Letzte 7 Tage',
      last30Days: 'Letzte 30 Tage',
      thisWeek: 'Diese Woche',
      lastWeek: 'Letzte Woche',
      thisMonth: 'Dieser Monat',
      lastMonth: 'Letzter Monat',
    })[preset],
  presetRange: (range) => `Jetzt: ${range}`,
  dayWords: tagesWorte,
  status: 'Status',
  deliveryIds: 'Liefer-IDs',
  couriers: 'Kuriere',
  customers: 'Kunden',
  units: 'Bereiche',
  warehouses: 'Lager',
  tags: 'Merkmale',
  idsHint:
    'IDs wählen, tippen oder einfügen; mit Komma oder Leerzeichen trennen, dann Eingabetaste.',
  tagsHint: 'Eingabetaste oder Komma fügt ein Merkmal hinzu.',
  showOptions: (field) => `Optionen für ${field} zeigen`,
  optionsList: (field) => `Optionen für ${field}`,
  removeValue: (value) => `${value} entfernen`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Wird geladen …',
  noOptions: 'Keine Treffer',
  loadFailed: (field) => `${field} konnten nicht geladen werden`,
  retry: 'Erneut versuchen',
  tagAlreadyAdded: (tag) => `Schon hinzugefügt: ${tag}`,
  conditions: 'Bedingungen',
  condition: (row) => `Bedingung ${row}`,
  addCondition: 'Bedingung hinzufügen',
  removeCondition: 'Bedingung entfernen',
  join: 'Verknüpfung',
  field: 'Feld',
  operator: 'Operator',
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'enthält',
        notContains: 'enthält nicht',
        equals: 'ist gleich',
        notEquals: 'ist nicht gleich',
        startsWith: 'beginnt mit',
        endsWith: 'endet mit',
      },
      date: { before: 'vor', after: 'nach' },
    },
    joins: { and: 'UND', or: 'ODER' },
  },
  value: 'Wert',
  apply: 'Filter anwenden',
  reset: 'Filter zurücksetzen',
  unappliedChanges: 'Nicht angewendete Änderungen',
  errorSummary: plural('de', {
    one: '{count} Problem beheben, um die Filter anzuwenden',
    other: '{count} Probleme beheben, um die Filter anzuwenden',
  }),
  invalidDate: (field) => `${field} ist kein gültiges Datum`,
  rangeOrder: (from, to) => `${from} muss vor ${to} liegen`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} ist keine positive ganze Zahl`
      : `${field}: ${tokens.join(', ')} sind keine positiven ganzen Zahlen`,
  tooManyIds: (field, max) => `${field}: höchstens ${max} Werte`,
  tagTooLong: (tag, max) => `Merkmale: „${tag.slice(0, 40)}“ ist länger als ${max} Zeichen`,
  tooManyTags: (max) => `Merkmale: höchstens ${max}`,
  tooManyConditions: (max) => `Bedingungen: höchstens ${max}`,
  conditionNeedsField: (row) => `Bedingung ${row}: Feld wählen`,
  conditionNeedsOperator: (row) => `Bedingung ${row}: Operator wählen`,
  conditionNeedsValue: (row) => `Bedingung ${row}: Wert eingeben`,
  conditionNotNumber: (row) => `Bedingung ${row}: Zahl eingeben, etwa 12 oder 2,5`,
  conditionInvalidDate: (row) => `Bedingung ${row}: gültiges Datum eingeben`,
  activeFilters: 'Aktive Filter',
  filterChip: (field, value) => `${chipFelder[field]}: ${value}`,
  removeFilter: (chip) => `Filter entfernen: ${chip}`,
  editFilter: (chip) => `Filter ändern: ${chip}`,
  clearAll: 'Alle entfernen',
  valueCount: plural('de', { one: '{count} Wert', other: '{count} Werte' }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `${labels.join(', ')} hinzugefügt`,
  valueRemoved: (label) => `${label} entfernt`,
};
