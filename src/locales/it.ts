import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { erroreCaricamento, problemiLink } from './it/problems';
import { motiviEsportazione } from './it/filterProblems';
import { linguaggioDeiFiltri } from './it/filterLanguage';
import { consegne, numero } from './it/counting';
import { table } from './it/table';
import { filters } from './it/filterPanel';
import { savedViews } from './it/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

/** "Esporta" in Italian (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Esporta',
  exportPage: 'Esporta questa pagina (CSV)',
  exportAll: 'Esporta tutti i risultati (CSV)',
  progressLabel: 'Esportazione delle consegne',
  progressText: (count) => `Recuperate: ${consegne(count)}…`,
  cancel: 'Annulla esportazione',
  exported: (count) => `Esportate: ${consegne(count)}.`,
  exportedCapped: (count) =>
    `Esportate le prime: ${consegne(count)}; ci sono altri risultati. Restringi i filtri per esportare il resto.`,
  cancelled: 'Esportazione annullata.',
  failed: (reason) => `Esportazione non riuscita: ${reason}`,
  unknownError: 'Impossibile esportare le consegne. Riprova.',
  menuLoadFailed: 'Impossibile caricare l’esportazione. Controlla la connessione.',
  retry: 'Riprova',
  requestFailed: erroreCaricamento,
  ...motiviEsportazione,
};

/** Selezione, barra di selezione, azioni multiple e di riga (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Seleziona ${code}`,
  selectPage: 'Seleziona tutto in questa pagina',
  selectAllMatching: 'Seleziona tutti i risultati',
  toolbarLabel: 'Selezione',
  selectedCount: plural('it', {
    one: '{count} selezionata',
    many: '{count} selezionate',
    other: '{count} selezionate',
  }),
  codesAlone: plural('it', {
    one: '{count} è nota solo dal codice finché la sua pagina non viene mostrata: le azioni ricevono solo il codice e il CSV la esclude.',
    many: '{count} sono note solo dal codice finché le loro pagine non vengono mostrate: le azioni ricevono solo i codici e il CSV le esclude.',
    other:
      '{count} sono note solo dal codice finché le loro pagine non vengono mostrate: le azioni ricevono solo i codici e il CSV le esclude.',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Tutte le consegne'
      : `Tutte le consegne che corrispondono a ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${numero(excluded)} escluse`),
  searchTerm: (text) => `Ricerca: «${text}»`,
  clear: 'Cancella selezione',
  exportSelected: 'Esporta selezionate (CSV)',
  selectedFileName: 'selezionate',
  queryEnded: 'La selezione di tutti i risultati è terminata: la ricerca o i filtri sono cambiati.',
  undo: 'Annulla',
  cleared: 'Niente selezionato.',
  rowActions: (code) => `Azioni per ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Annulla',
  doneCue: 'Fatto',
  failedCue: 'Errore',
  done: (label) => `${label}: fatto.`,
  cancelled: (label) => `${label}: annullato.`,
  failed: (label, reason) => `${label} non riuscito: ${reason}`,
  refused: (label, running) => `${label} non è stato avviato: ${running} è ancora in corso.`,
  unknownError: 'l’azione non ha indicato il motivo',
  retry: 'Riprova',
  dismiss: 'Chiudi',
};

/** Le schede di una tabella stretta (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Consegna ${code}`,
  sortBy: 'Ordina per',
  serverOrder: 'Ordine del server',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'crescente' : 'decrescente'}`,
  moreTools: 'Altro',
  closeFilters: 'Chiudi filtri',
};

/**
 * Italiano: every message of the grid in Italian, numbers and dates as `it` writes them.
 *
 * @example
 * ```tsx
 * import { it } from 'deliveries-table/locales/it';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={it} />;
 * ```
 */
export const it: DeliveriesLocalePack = createLocalePack(
  'it',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: linguaggioDeiFiltri },
  problemiLink,
  ['«', '»'],
);
