import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { ladefehler, deutscheProbleme } from './problems';
import { lieferungen, zahl } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('de', { one: ' und {count} weiterer', other: ' und {count} weitere' });

// What a part of the column settings is called, as a label in brackets after a sentence.
const spaltenTeil = {
  order: 'Reihenfolge',
  hidden: 'ausgeblendet',
  widths: 'Breiten',
  pinned: 'fixiert',
} as const;

/** The grid's own strings in German (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Filteroptionen für ${value}`,
  onlyValue: (value) => `Nur ${value}`,
  excludeValue: (value) => `Ohne ${value}`,
  findHidingFilter: 'Welcher Filter verbirgt sie?',
  checkingFilters: filtersAndSearch(
    'de',
    { one: '{count} Filter wird geprüft…', other: '{count} Filter werden geprüft…' },
    // Two subjects: the verb is plural for one filter too.
    {
      one: '{count} Filter und die Suche werden geprüft…',
      other: '{count} Filter und die Suche werden geprüft…',
    },
    'Die Suche wird geprüft…',
  ),
  removeHidingFilter: (chip) => `${chip} entfernen (Lieferungen gefunden)`,
  clearHidingSearch: (search) => `Suche „${search}“ leeren (Lieferungen gefunden)`,
  noHidingFilter: 'Auch ohne einen einzelnen dieser Filter gibt es keine.',
  hidingFilterChecksFailed: filtersAndSearch(
    'de',
    {
      one: '{count} Filter konnte nicht geprüft werden.',
      other: '{count} Filter konnten nicht geprüft werden.',
    },
    {
      one: '{count} Filter und die Suche konnten nicht geprüft werden.',
      other: '{count} Filter und die Suche konnten nicht geprüft werden.',
    },
    'Die Suche konnte nicht geprüft werden.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Die ersten ${checked} von ${total} Filtern wurden geprüft.`,
  tableLabel: 'Lieferungen',
  unnamedRow: (position) => `Zeile ${position} (ohne Code)`,
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
  emptyPage: 'Keine Lieferungen auf dieser Seite',
  toFirstPage: 'Zur Seite 1',
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
    `Mehrere Zeilen dieser Seite haben denselben Code (${firstThree(codes, (code) => `„${code}“`, ', ', moreCodes)}). Jede Zeile gilt hier für sich: beim Auswählen, Zählen, Exportieren und Öffnen.`,
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
  widenColumn: 'Spalte verbreitern',
  narrowColumn: 'Spalte verschmälern',
  columnWidthSaid: (label, width) => `${label} ist ${width} px breit.`,
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
