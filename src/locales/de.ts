import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { ladefehler, linkProbleme } from './de/problems';
import { filterSprache } from './de/filterLanguage';
import { exportGruende } from './de/filterProblems';
import { lieferungen, zahl } from './de/counting';
import { table } from './de/table';
import { filters } from './de/filterPanel';
import { savedViews } from './de/savedViews';

// Complete, not Partial: a string the grid gains later fails the type check here until it is
// translated, so the German story never falls back to English.

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
  codesAlone: plural('de', {
    one: '{count} davon ist nur über ihren Code bekannt, bis ihre Seite gezeigt wird: Aktionen erhalten nur den Code, die CSV-Datei lässt sie aus.',
    other:
      '{count} davon sind nur über ihre Codes bekannt, bis ihre Seiten gezeigt werden: Aktionen erhalten nur die Codes, die CSV-Datei lässt sie aus.',
  }),
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
