import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { chipVelden, datumVelden } from './fields';
import { dagwoorden } from './filterLanguage';

/** The filter panel and chips in Dutch (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'is geen datum',
  noSuchDay: 'is geen dag van de kalender',
  noSuchTime: 'is geen tijdstip',
  outOfRange: 'ligt te ver weg (jaren 0001 tot 9999, hoogstens -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: ‘${typed}’ ${dateReasons[problem]}. Typ ${pattern}, bijvoorbeeld ${example}, of vandaag, gisteren, -7d, vandaag 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Voorwaarde ${row}: ‘${typed}’ ${dateReasons[problem]}. Typ ${pattern}, bijvoorbeeld ${example}`,
  relativeDateNow: (formatted) => `Nu: ${formatted}`,
  chooseDate: (field) => `Datum kiezen voor ${field}`,
  calendar: (month) => `Kalender, ${month}`,
  previousMonth: 'Vorige maand',
  nextMonth: 'Volgende maand',
  statusMode: 'Statusvergelijking',
  statusIs: 'is',
  statusIsNot: 'is niet',
  notStatus: (statusLabel) => `niet ${statusLabel}`,
  excludedStatusNote:
    'Verzonden als de andere statussen die deze tabel kent: statussen die ze niet kent, vallen ook weg.',
  excludesEveryStatus: 'Status: alle statussen uitsluiten laat niets over om te tonen',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `EN vóór OF (A is voorwaarde 1): ${grouping}`
      : `Van links naar rechts gelezen (A is voorwaarde 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Voorwaarde ${rowNumber}: ‘${joinLabel}’ past niet als EN vóór OF gaat; kies EN of OF`,
  region: 'Filters',
  loadingPanel: 'Filters worden geladen…',
  panelLoadFailed: 'De filters konden niet worden geladen. Controleer de verbinding.',
  chipsLoadFailed: 'De toegepaste filters konden niet worden geladen. Controleer de verbinding.',
  ...datumVelden,
  timeZoneNote: (zone) => `Tijden in ${zone}`,
  anyTime: 'Altijd',
  customRange: 'Eigen periode',
  datePreset: (preset) =>
    ({
      today: 'Vandaag',
      yesterday: 'Gisteren',
      last7Days: 'Laatste 7 dagen',
      last30Days: 'Laatste 30 dagen',
      thisWeek: 'Deze week',
      lastWeek: 'Vorige week',
      thisMonth: 'Deze maand',
      lastMonth: 'Vorige maand',
    })[preset],
  presetRange: (range) => `Nu: ${range}`,
  dayWords: dagwoorden,
  status: 'Status',
  deliveryIds: 'Leverings-ID’s',
  couriers: 'Koeriers',
  customers: 'Klanten',
  units: 'Eenheden',
  warehouses: 'Magazijnen',
  tags: 'Labels',
  idsHint: 'Kies, typ of plak ID’s; scheid ze met een komma of spatie en druk op Enter.',
  tagsHint: 'Enter of een komma voegt een label toe.',
  showOptions: (field) => `Opties tonen: ${field}`,
  optionsList: (field) => `Opties: ${field}`,
  removeValue: (value) => `${value} verwijderen`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Laden…',
  noOptions: 'Geen resultaten',
  loadFailed: (field) => `Kon niet worden geladen: ${field}`,
  retry: 'Opnieuw proberen',
  tagAlreadyAdded: (tag) => `Al toegevoegd: ${tag}`,
  conditions: 'Voorwaarden',
  condition: (row) => `Voorwaarde ${row}`,
  addCondition: 'Voorwaarde toevoegen',
  removeCondition: 'Voorwaarde verwijderen',
  join: 'Koppeling',
  field: 'Veld',
  operator: 'Bewerking',
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'bevat',
        notContains: 'bevat niet',
        equals: 'is gelijk aan',
        notEquals: 'is niet gelijk aan',
        startsWith: 'begint met',
        endsWith: 'eindigt op',
      },
      date: { before: 'vóór', after: 'na' },
    },
    joins: { and: 'EN', or: 'OF' },
  },
  value: 'Waarde',
  apply: 'Filters toepassen',
  reset: 'Filters wissen',
  unappliedChanges: 'Niet-toegepaste wijzigingen',
  errorSummary: plural('nl', {
    one: 'Los {count} probleem op om de filters toe te passen',
    other: 'Los {count} problemen op om de filters toe te passen',
  }),
  invalidDate: (field) => `${field} is geen geldige datum`,
  rangeOrder: (from, to) => `${from} moet vóór ${to} liggen`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} is geen positief geheel getal`
      : `${field}: ${tokens.join(', ')} zijn geen positieve gehele getallen`,
  tooManyIds: (field, max) => `${field}: hoogstens ${max} waarden`,
  tagTooLong: (tag, max) => `Labels: „${tag.slice(0, 40)}” is langer dan ${max} tekens`,
  tooManyTags: (max) => `Labels: hoogstens ${max}`,
  tooManyConditions: (max) => `Voorwaarden: hoogstens ${max}`,
  conditionNeedsField: (row) => `Voorwaarde ${row}: kies een veld`,
  conditionNeedsOperator: (row) => `Voorwaarde ${row}: kies een bewerking`,
  conditionNeedsValue: (row) => `Voorwaarde ${row}: vul een waarde in`,
  conditionNotNumber: (row) => `Voorwaarde ${row}: vul een getal in, zoals 12 of 2,5`,
  conditionInvalidDate: (row) => `Voorwaarde ${row}: vul een geldige datum in`,
  activeFilters: 'Actieve filters',
  filterChip: (field, value) => `${chipVelden[field]}: ${value}`,
  removeFilter: (chip) => `Filter verwijderen: ${chip}`,
  editFilter: (chip) => `Filter wijzigen: ${chip}`,
  clearAll: 'Alles verwijderen',
  valueCount: plural('nl', { one: '{count} waarde', other: '{count} waarden' }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `${labels.join(', ')} toegevoegd`,
  valueRemoved: (label) => `${label} verwijderd`,
};
