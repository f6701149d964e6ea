import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { campiChip, campiData } from './fields';
import { paroleDelGiorno } from './filterLanguage';

/** The filter panel and chips in Italian (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'non è una data',
  noSuchDay: 'non è un giorno del calendario',
  noSuchTime: 'non è un orario',
  outOfRange: 'è troppo lontano (anni da 0001 a 9999, al massimo -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. Scrivi ${pattern}, ad esempio ${example}, oppure oggi, ieri, -7d, oggi 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Condizione ${row}: «${typed}» ${dateReasons[problem]}. Scrivi ${pattern}, ad esempio ${example}`,
  relativeDateNow: (formatted) => `Ora: ${formatted}`,
  chooseDate: (field) => `Scegli la data per ${field}`,
  calendar: (month) => `Calendario, ${month}`,
  previousMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  statusMode: 'Corrispondenza dello stato',
  statusIs: 'è',
  statusIsNot: 'non è',
  notStatus: (statusLabel) => `non ${statusLabel}`,
  excludedStatusNote:
    'Inviato come gli altri stati noti a questa tabella: anche gli stati che non conosce vengono esclusi.',
  excludesEveryStatus: 'Stato: escludere tutti gli stati non lascia nulla da mostrare',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `E prima di O (A è la condizione 1): ${grouping}`
      : `Letto da sinistra a destra (A è la condizione 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Condizione ${rowNumber}: «${joinLabel}» non ha posto quando E viene prima di O; scegli E oppure O`,
  region: 'Filtri',
  loadingPanel: 'Caricamento dei filtri…',
  panelLoadFailed: 'Impossibile caricare i filtri. Controlla la connessione.',
  chipsLoadFailed: 'Impossibile caricare i filtri applicati. Controlla la connessione.',
  ...campiData,
  timeZoneNote: (zone) => `Orari in ${zone}`,
  anyTime: 'Qualsiasi momento',
  customRange: 'Intervallo personalizzato',
  datePreset: (preset) =>
    ({
      today: 'Oggi',
      yesterday: 'Ieri',
      last7Days: 'Ultimi 7 giorni',
      last30Days: 'Ultimi 30 giorni',
      thisWeek: 'Questa settimana',
      lastWeek: 'Settimana scorsa',
      thisMonth: 'Questo mese',
      lastMonth: 'Mese scorso',
    })[preset],
  presetRange: (range) => `Ora: ${range}`,
  dayWords: paroleDelGiorno,
  status: 'Stato',
  deliveryIds: 'ID consegna',
  couriers: 'Corrieri',
  customers: 'Clienti',
  units: 'Unità',
  warehouses: 'Magazzini',
  tags: 'Etichette',
  idsHint: 'Scegli, digita o incolla gli ID; separali con virgola o spazio, poi premi Invio.',
  tagsHint: 'Invio o una virgola aggiunge un’etichetta.',
  showOptions: (field) => `Mostra opzioni: ${field}`,
  optionsList: (field) => `Opzioni: ${field}`,
  removeValue: (value) => `Rimuovi ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Caricamento…',
  noOptions: 'Nessun risultato',
  loadFailed: (field) => `Impossibile caricare: ${field}`,
  retry: 'Riprova',
  tagAlreadyAdded: (tag) => `Già aggiunta: ${tag}`,
  conditions: 'Condizioni',
  condition: (row) => `Condizione ${row}`,
  addCondition: 'Aggiungi condizione',
  removeCondition: 'Rimuovi condizione',
  join: 'Collegamento',
  field: 'Campo',
  operator: 'Operatore',
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'contiene',
        notContains: 'non contiene',
        equals: 'è uguale a',
        notEquals: 'non è uguale a',
        startsWith: 'inizia con',
        endsWith: 'finisce con',
      },
      date: { before: 'prima di', after: 'dopo' },
    },
    joins: { and: 'E', or: 'O' },
  },
  value: 'Valore',
  apply: 'Applica filtri',
  reset: 'Cancella filtri',
  unappliedChanges: 'Modifiche non applicate',
  errorSummary: plural('it', {
    one: 'Correggi {count} problema per applicare i filtri',
    many: 'Correggi {count} di problemi per applicare i filtri',
    other: 'Correggi {count} problemi per applicare i filtri',
  }),
  invalidDate: (field) => `${field} non è una data valida`,
  rangeOrder: (from, to) => `${from} deve precedere ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} non è un intero positivo`
      : `${field}: ${tokens.join(', ')} non sono interi positivi`,
  tooManyIds: (field, max) => `${field}: al massimo ${max} valori`,
  tagTooLong: (tag, max) => `Etichette: «${tag.slice(0, 40)}» supera i ${max} caratteri`,
  tooManyTags: (max) => `Etichette: al massimo ${max}`,
  tooManyConditions: (max) => `Condizioni: al massimo ${max}`,
  conditionNeedsField: (row) => `Condizione ${row}: scegli un campo`,
  conditionNeedsOperator: (row) => `Condizione ${row}: scegli un operatore`,
  conditionNeedsValue: (row) => `Condizione ${row}: inserisci un valore`,
  conditionNotNumber: (row) => `Condizione ${row}: inserisci un numero, come 12 o 2,5`,
  conditionInvalidDate: (row) => `Condizione ${row}: inserisci una data valida`,
  activeFilters: 'Filtri attivi',
  filterChip: (field, value) => `${campiChip[field]}: ${value}`,
  removeFilter: (chip) => `Rimuovi filtro: ${chip}`,
  editFilter: (chip) => `Modifica filtro: ${chip}`,
  clearAll: 'Rimuovi tutti',
  valueCount: plural('it', {
    one: '{count} valore',
    many: '{count} di valori',
    other: '{count} valori',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Aggiunto: ${labels.join(', ')}`,
  valueRemoved: (label) => `Rimosso: ${label}`,
};
