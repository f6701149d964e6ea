import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { ladefehler, deutscheProbleme, linkProbleme } from './de/problems';
import { chipFelder, datumsFelder } from './de/fields';
import { filterSprache, tagesWorte } from './de/filterLanguage';
import { exportGruende } from './de/filterProblems';

// Complete, not Partial: a string the grid gains later fails the type check here until it is
// translated, so the German story never falls back to English.

const lieferungen = plural('de', { one: '{count} Lieferung', other: '{count} Lieferungen' });
const zahl = (count: number) => countIn('de', count);

// What a part of the column settings is called, as a label in brackets after a sentence.
const spaltenTeil = {
  order: 'Reihenfolge',
  hidden: 'ausgeblendet',
  widths: 'Breiten',
  pinned: 'fixiert',
} as const;

/** The grid's own strings in German (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Filteroptionen für ${value}`,
  onlyValue: (value) => `Nur ${value}`,
  excludeValue: (value) => `Ohne ${value}`,
  findHidingFilter: 'Welcher Filter verbirgt sie?',
  checkingFilters: plural('de', {
    one: '{count} Filter wird geprüft…',
    other: '{count} Filter werden geprüft…',
  }),
  removeHidingFilter: (chip) => `${chip} entfernen (Lieferungen gefunden)`,
  noHidingFilter: 'Auch ohne einen einzelnen dieser Filter gibt es keine.',
  hidingFilterChecksFailed: plural('de', {
    one: '{count} Filter konnte nicht geprüft werden.',
    other: '{count} Filter konnten nicht geprüft werden.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Die ersten ${checked} von ${total} Filtern wurden geprüft.`,
  tableLabel: 'Lieferungen',
  columnHeaders: {
    code: 'Nummer',
    tenantName: 'Mandant',
    courierCode: 'Kurier',
    warehouseName: 'Lager',
    customerBusinessPartnerName: 'Kunde',
    duQty: 'Menge',
    palletQty: 'Paletten',
    status: 'Status',
    insertTime: 'Angelegt',
  },
  searchLabel: 'Lieferungen durchsuchen',
  searchPlaceholder: 'Nummer, Kunde, Kurier …',
  searchTooLong: (max) => `Die Suche ist auf ${max} Zeichen begrenzt.`,
  searchPasteCut: (max) =>
    `Die Suche ist auf ${max} Zeichen begrenzt: Der eingefügte Text wurde gekürzt.`,
  filtersButton: 'Filter',
  activeFilterCount: plural('de', { one: '{count} Filter aktiv', other: '{count} Filter aktiv' }),
  paginationLabel: 'Seitennavigation',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  rowsPerPage: 'Zeilen pro Seite',
  pageLabel: (page) => `Seite ${page}`,
  rowRange: (first, last) => `Zeilen ${first}–${last}`,
  noRows: 'Keine Zeilen',
  loading: 'Lieferungen werden geladen',
  empty: 'Keine Lieferungen gefunden',
  clearFilters: 'Filter zurücksetzen',
  retry: 'Erneut versuchen',
  unknownError: 'Die Lieferungen konnten nicht geladen werden. Bitte erneut versuchen.',
  invalidFilters:
    'Ein Datum in den Filtern ist nicht lesbar, daher wurden keine Lieferungen abgefragt.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Keine Lieferungen gefunden' : `${lieferungen(count)}, Seite ${page}`,
  retrying: (reason) => `${reason} Neuer Versuch …`,
  columnsButton: 'Spalten',
  columnsLoadFailed:
    'Die Spalteneinstellungen konnten nicht geladen werden. Prüfen Sie Ihre Verbindung.',
  moveColumnUp: (label) => `${label} nach oben`,
  moveColumnDown: (label) => `${label} nach unten`,
  resizeColumn: (label) => `Breite von ${label}`,
  resetColumns: 'Spalten zurücksetzen',
  lastShownColumn: 'Mindestens eine Spalte bleibt sichtbar.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Gerade aktualisiert'
      : seconds < 60
        ? `Vor ${seconds} s aktualisiert`
        : `Vor ${Math.floor(seconds / 60)} min aktualisiert`,
  rowsCapped: (shown, sent) => `Die ersten ${zahl(shown)} von ${zahl(sent)} gesendeten Zeilen.`,
  repeatedCodes: (codes) =>
    `Mehrere Zeilen dieser Seite haben denselben Code (${codes.join(', ')}). Jede Zeile gilt hier für sich: beim Auswählen, Zählen, Exportieren und Öffnen.`,
  settingsLeftOut: (problem) => `Einige Einstellungen konnten nicht übernommen werden: ${problem}`,
  columnsLeftOut: (problem) =>
    `Einige Spalteneinstellungen konnten nicht übernommen werden: ${problem}`,
  columnSettingsUnreadable:
    'Die Spalteneinstellungen konnten nicht gelesen werden und wurden nicht verwendet.',
  columnSettingsNotSettings: (value) =>
    `„${value}“ sind keine Spalteneinstellungen und wurden nicht verwendet.`,
  columnPartUnreadable: (part) =>
    `Ein Teil der Spalteneinstellungen (${spaltenTeil[part]}) konnte nicht gelesen werden und wurde ausgelassen.`,
  columnPartMalformed: (part, value) =>
    `Ein Teil der Spalteneinstellungen (${spaltenTeil[part]}) hat nicht die erwartete Form („${value}“) und wurde ausgelassen.`,
  columnEntryUnreadable: (part) =>
    `Ein Eintrag der Spalteneinstellungen (${spaltenTeil[part]}) konnte nicht gelesen werden und wurde ausgelassen.`,
  columnEntryNotId: (part, value) =>
    `Der Eintrag „${value}“ (${spaltenTeil[part]}) ist keine Spalten-ID und wurde ausgelassen.`,
  columnEntriesCapped: (part, count, read) =>
    `Von ${zahl(count)} Einträgen (${spaltenTeil[part]}) wurden nur die ersten ${zahl(read)} gelesen.`,
  columnUnknown: (id) =>
    `Die Spalte „${id}“ gibt es in dieser Tabelle nicht; sie wurde ausgelassen.`,
  columnRepeated: (part, id) =>
    `Die Spalte „${id}“ steht mehrfach in den Spalteneinstellungen (${spaltenTeil[part]}) und wurde einmal übernommen.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `Die Breite „${value}“ der Spalte „${id}“ liegt nicht zwischen ${min} und ${max} Pixeln und wurde ausgelassen.`,
  columnPinNotSide: (id, value) =>
    `Die Fixierung „${value}“ der Spalte „${id}“ ist weder Anfang noch Ende; die Spalte ist nicht fixiert.`,
  columnAllHidden: (id) => `Alle Spalten waren ausgeblendet, daher wird „${id}“ angezeigt.`,
  viewLeftOut: (name, problem) =>
    `Die Ansicht „${name}“ wurde ohne einige Einstellungen angewendet: ${problem}`,
  problemWordsLoadFailed:
    'Einige Einstellungen konnten nicht übernommen werden, und die Beschreibung, welche, konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
  columnFailed: (label, reason) => `Die Spalte „${label}“ kann nicht angezeigt werden: ${reason}`,
  rowsFailed: (reason) => `Die Zeilen können nicht angezeigt werden: ${reason}`,
  setupFailed: (reason) => `Die Lieferungen können nicht geladen werden: ${reason}`,
  rowActionsHeader: 'Aktionen',
  columnOptions: (label) => `Optionen für ${label}`,
  sortAscending: 'Aufsteigend sortieren',
  sortDescending: 'Absteigend sortieren',
  clearSort: 'Sortierung aufheben',
  pinToStart: 'Am Anfang fixieren',
  pinToEnd: 'Am Ende fixieren',
  unpin: 'Fixierung aufheben',
  hideColumn: 'Spalte ausblenden',
  filterByStatus: 'Nach Status filtern…',
  showDetails: 'Details zeigen',
  showDetailsFor: (code) => `Details zu ${code} zeigen`,
  detailsPosition: (code, position, count) => `${code}, ${position} von ${count}`,
  detailsLabel: (code) => `Lieferung ${code}`,
  closeDetails: 'Details schließen',
  detailsNotShown: (code) => `${code} ist nicht auf dieser Seite.`,
  detailsLoadFailed: 'Die Details konnten nicht geladen werden.',
  detailsFailed: (reason) => `Die Details konnten nicht gezeigt werden: ${reason}`,
  refresh: 'Aktualisieren',
  rowChanges: (added, changed) =>
    [added > 0 && `${added} neu`, changed > 0 && `${changed} geändert`].filter(Boolean).join(', '),
  newRow: 'Neu',
  selectionLoadFailed: 'Die Auswahl konnte nicht geladen werden.',
  unsortedNote: 'Reihenfolge des Servers',
  resetView: 'Ansicht zurücksetzen',
  sortedBy: (label, descending) =>
    `Sortiert nach ${label}, ${descending ? 'absteigend' : 'aufsteigend'}.`,
  sortRemoved: 'Sortierung aufgehoben: Reihenfolge des Servers.',
  columnMoved: (label, position, count) => `${label} an Position ${position} von ${count}.`,
  columnPinned: (label, side) => `${label} ${side === 'start' ? 'am Anfang' : 'am Ende'} fixiert.`,
  columnUnpinned: (label) => `Fixierung von ${label} aufgehoben.`,
  columnHidden: (label) => `${label} ausgeblendet. „Spalten“ zeigt sie wieder.`,
  loadFailed: ladefehler,
  problems: deutscheProbleme,
};

/** The filter panel and chips in German (`messages.filters`). */

// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'ist kein Datum',
  noSuchDay: 'ist kein Tag des Kalenders',
  noSuchTime: 'ist keine Uhrzeit',
  outOfRange: 'liegt zu weit weg (Jahre 0001 bis 9999, höchstens -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}“ ${dateReasons[problem]}. Bitte ${pattern} eingeben, etwa ${example}, oder today, yesterday, -7d, today 06:00`,
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

/** "Ansichten" in German (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Ansichten',
  savedCount: plural('de', {
    one: '{count} gespeicherte Ansicht',
    other: '{count} gespeicherte Ansichten',
  }),
  saveTitle: 'Aktuelle Ansicht speichern',
  nameLabel: 'Name der Ansicht',
  saveView: 'Ansicht speichern',
  loading: 'Gespeicherte Ansichten werden geladen …',
  panelLoadFailed: 'Die Ansichten konnten nicht geladen werden. Bitte Verbindung prüfen.',
  working: 'Änderungen werden gespeichert …',
  listLabel: 'Gespeicherte Ansichten',
  empty: 'Noch keine gespeicherten Ansichten.',
  nameRequired: 'Bitte die Ansicht benennen.',
  nameTooLong: (max) => `Höchstens ${max} Zeichen.`,
  nameTaken: (name) => `Eine Ansicht „${name}“ gibt es schon.`,
  replaceView: (name) => `„${name}“ ersetzen`,
  applyView: (name) => `Ansicht ${name} anwenden`,
  rename: 'Umbenennen',
  renameView: (name) => `Ansicht ${name} umbenennen`,
  newNameLabel: (name) => `Neuer Name für ${name}`,
  saveName: 'Name speichern',
  cancelRename: 'Abbrechen',
  delete: 'Löschen',
  deleteView: (name) => `Ansicht ${name} löschen`,
  deletedNote: (name) => `„${name}“ gelöscht.`,
  undo: 'Rückgängig',
  undoDelete: (name) => `Löschen von ${name} rückgängig machen`,
  saved: (name) => `„${name}“ gespeichert.`,
  replaced: (name) => `„${name}“ ersetzt.`,
  applied: (name) => `„${name}“ angewendet.`,
  renamed: (from, to) => `„${from}“ in „${to}“ umbenannt.`,
  deleted: (name) => `„${name}“ gelöscht.`,
  restored: (name) => `„${name}“ wiederhergestellt.`,
  loadFailed: (reason) => `Die Ansichten konnten nicht geladen werden. ${reason}`,
  saveFailed: (name, reason) => `„${name}“ konnte nicht gespeichert werden. ${reason}`,
  renameFailed: (name, reason) => `„${name}“ konnte nicht umbenannt werden. ${reason}`,
  deleteFailed: (name, reason) => `„${name}“ konnte nicht gelöscht werden. ${reason}`,
  restoreFailed: (name, reason) => `„${name}“ konnte nicht wiederhergestellt werden. ${reason}`,
  retry: 'Erneut versuchen',
  currentInvalid:
    'Die aktuelle Ansicht kann nicht gespeichert werden: Ihre Einstellungen sind ungültig.',
  storageFull: 'Der Speicher des Browsers für diese Seite ist voll.',
  storageUnavailable:
    'Dieser Browser erlaubt hier kein Speichern (privates Fenster oder gesperrte Websitedaten).',
  storageNewerVersion: 'Die Ansichten stammen von einer neueren Version dieser Anwendung.',
  unknownFailure: 'Bitte erneut versuchen.',
  writeBusy: 'Eine andere Änderung wird noch gespeichert. Bitte danach erneut versuchen.',
  storageConflict:
    'In einem anderen Tab oder Fenster geändert; die Liste zeigt den neuesten Stand.',
  droppedViews: plural('de', {
    one: '{count} gespeicherte Ansicht war nicht lesbar und wurde ausgelassen.',
    other: '{count} gespeicherte Ansichten waren nicht lesbar und wurden ausgelassen.',
  }),
  repairedViewIds: plural('de', {
    one: '{count} gespeicherte Ansicht hatte dieselbe ID wie eine andere und bekam eine eigene.',
    other:
      '{count} gespeicherte Ansichten hatten dieselbe ID wie eine andere und bekamen eine eigene.',
  }),
  repeatedViewIds: plural('de', {
    one: '{count} gespeicherte Ansicht hat dieselbe ID wie eine andere; nur die erste wird gezeigt.',
    other:
      '{count} gespeicherte Ansichten haben dieselbe ID wie eine andere; nur die erste wird gezeigt.',
  }),
  notSavedAgain: (name, reason) =>
    `„${name}“ konnte nicht erneut gespeichert werden, nachdem ein anderer Tab sie überschrieben hat. ${reason} Mit der nächsten Änderung hier wird es erneut versucht.`,
  unlistedViews: (max) => `Nur die ersten ${max} gespeicherten Ansichten werden gezeigt.`,
  storeUnreadable:
    'Die gespeicherten Ansichten sind nicht lesbar. Eine neu gespeicherte Ansicht ersetzt sie.',
  storeNewerVersion:
    'Die Ansichten stammen von einer neueren Version dieser Anwendung und werden hier weder gezeigt noch geändert.',
  storeUnavailable:
    'Dieser Browser erlaubt hier keine gespeicherten Ansichten (privates Fenster oder gesperrte Websitedaten).',
  appliedView: (name, changed) => (changed ? `Ansicht: ${name} (geändert)` : `Ansicht: ${name}`),
};

/** "Exportieren" in German (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Exportieren',
  exportPage: 'Diese Seite exportieren (CSV)',
  exportAll: 'Alle Treffer exportieren (CSV)',
  progressLabel: 'Lieferungen werden exportiert',
  progressText: (count) => `${lieferungen(count)} abgerufen …`,
  cancel: 'Export abbrechen',
  exported: (count) => `${lieferungen(count)} exportiert.`,
  exportedCapped: (count) =>
    `Die ersten ${lieferungen(count)} exportiert; es gibt weitere Treffer. Filter enger fassen, um den Rest zu exportieren.`,
  cancelled: 'Export abgebrochen.',
  failed: (reason) => `Der Export ist fehlgeschlagen: ${reason}`,
  unknownError: 'Die Lieferungen konnten nicht exportiert werden. Bitte erneut versuchen.',
  menuLoadFailed: 'Der Export konnte nicht geladen werden. Verbindung prüfen.',
  retry: 'Erneut versuchen',
  requestFailed: ladefehler,
  ...exportGruende,
};

/** Auswahl, Auswahlleiste, Sammel- und Zeilenaktionen (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `${code} auswählen`,
  selectPage: 'Alle auf dieser Seite auswählen',
  selectAllMatching: 'Alle Treffer auswählen',
  toolbarLabel: 'Auswahl',
  selectedCount: plural('de', { one: '{count} ausgewählt', other: '{count} ausgewählt' }),
  allMatching: (excluded, matching) =>
    (matching.length === 0 ? 'Alle Lieferungen' : `Alle Lieferungen mit ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${zahl(excluded)} ausgenommen`),
  searchTerm: (text) => `Suche: „${text}“`,
  clear: 'Auswahl aufheben',
  exportSelected: 'Auswahl exportieren (CSV)',
  selectedFileName: 'auswahl',
  queryEnded: 'Die Auswahl aller Treffer wurde beendet: Suche oder Filter haben sich geändert.',
  undo: 'Rückgängig',
  cleared: 'Nichts ausgewählt.',
  rowActions: (code) => `Aktionen für ${code}`,
  running: (label) => `${label} …`,
  cancel: 'Abbrechen',
  doneCue: 'Fertig',
  failedCue: 'Fehlgeschlagen',
  done: (label) => `${label}: erledigt.`,
  cancelled: (label) => `${label}: abgebrochen.`,
  failed: (label, reason) => `${label} ist fehlgeschlagen: ${reason}`,
  refused: (label, running) => `${label} wurde nicht gestartet: ${running} läuft noch.`,
  unknownError: 'die Aktion hat keinen Grund genannt',
  retry: 'Erneut versuchen',
  dismiss: 'Schließen',
};

/** Die Kartenansicht eines schmalen Rasters (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Lieferung ${code}`,
  sortBy: 'Sortieren nach',
  serverOrder: 'Reihenfolge des Servers',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'aufsteigend' : 'absteigend'}`,
  moreTools: 'Mehr',
  closeFilters: 'Filter schließen',
};

/**
 * Deutsch: every message of the grid in German, numbers and dates as `de` writes them.
 *
 * @example
 * ```tsx
 * import { de } from 'deliveries-table/locales/de';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={de} />;
 * ```
 */
export const de: DeliveriesLocalePack = createLocalePack(
  'de',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: filterSprache },
  linkProbleme,
  ['„', '“'],
);
