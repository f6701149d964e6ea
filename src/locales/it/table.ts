import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { erroreCaricamento, problemi } from './problems';
import { consegne, numero } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('it', {
  one: ' e {count} altro',
  many: ' e altri {count}',
  other: ' e altri {count}',
});

// What a part of the column settings is called, in brackets after a sentence.
const parteImpostazioni = {
  order: 'ordine',
  hidden: 'nascoste',
  widths: 'larghezze',
  pinned: 'fissate',
} as const;

/** The grid's own strings in Italian (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opzioni di filtro per ${value}`,
  onlyValue: (value) => `Solo ${value}`,
  excludeValue: (value) => `Escludi ${value}`,
  findHidingFilter: 'Quale filtro le nasconde?',
  checkingFilters: filtersAndSearch(
    'it',
    {
      one: 'Verifica di {count} filtro…',
      many: 'Verifica di {count} di filtri…',
      other: 'Verifica di {count} filtri…',
    },
    {
      one: 'Verifica di {count} filtro e della ricerca…',
      many: 'Verifica di {count} di filtri e della ricerca…',
      other: 'Verifica di {count} filtri e della ricerca…',
    },
    'Verifica della ricerca…',
  ),
  removeHidingFilter: (chip) => `Rimuovi ${chip} (consegne trovate)`,
  clearHidingSearch: (search) => `Cancella la ricerca «${search}» (consegne trovate)`,
  noHidingFilter: 'Anche senza uno solo di questi filtri non ce ne sono.',
  hidingFilterChecksFailed: filtersAndSearch(
    'it',
    {
      one: 'Non è stato possibile verificare {count} filtro.',
      many: 'Non è stato possibile verificare {count} di filtri.',
      other: 'Non è stato possibile verificare {count} filtri.',
    },
    {
      one: 'Non è stato possibile verificare {count} filtro e la ricerca.',
      many: 'Non è stato possibile verificare {count} di filtri e la ricerca.',
      other: 'Non è stato possibile verificare {count} filtri e la ricerca.',
    },
    'Non è stato possibile verificare la ricerca.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Sono stati verificati i primi ${checked} filtri su ${total}.`,
  tableLabel: 'Consegne',
  unnamedRow: (position) => `riga ${position} (senza codice)`,
  columnHeaders: {
    code: 'Numero',
    tenantName: 'Tenant',
    courierCode: 'Corriere',
    warehouseName: 'Magazzino',
    customerBusinessPartnerName: 'Cliente',
    duQty: 'Quantità',
    palletQty: 'Pallet',
    status: 'Stato',
    insertTime: 'Creata',
  },
  searchLabel: 'Cerca consegne',
  searchPlaceholder: 'Numero, cliente, corriere…',
  searchTooLong: (max) => `La ricerca può avere al massimo ${max} caratteri.`,
  searchPasteCut: (max) =>
    `La ricerca può avere al massimo ${max} caratteri: il testo incollato è stato accorciato.`,
  filtersButton: 'Filtri',
  activeFilterCount: plural('it', {
    one: '{count} filtro attivo',
    many: '{count} di filtri attivi',
    other: '{count} filtri attivi',
  }),
  paginationLabel: 'Navigazione tra le pagine',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  rowsPerPage: 'Righe per pagina',
  pageLabel: (page) => `Pagina ${page}`,
  rowRange: (first, last) => `Righe ${first}–${last}`,
  noRows: 'Nessuna riga',
  loading: 'Caricamento delle consegne',
  empty: 'Nessuna consegna trovata',
  emptyPage: 'Nessuna consegna in questa pagina',
  toFirstPage: 'Vai alla pagina 1',
  clearFilters: 'Cancella filtri',
  retry: 'Riprova',
  unknownError: 'Impossibile caricare le consegne. Riprova.',
  invalidFilters:
    'Una data nei filtri non è leggibile, quindi non è stata richiesta alcuna consegna.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Nessuna consegna trovata' : `${consegne(count)}, pagina ${page}`,
  retrying: (reason) => `${reason} Nuovo tentativo…`,
  columnsButton: 'Colonne',
  columnsLoadFailed:
    'Impossibile caricare le impostazioni delle colonne. Controlla la connessione.',
  moveColumnUp: (label) => `Sposta su ${label}`,
  moveColumnDown: (label) => `Sposta giù ${label}`,
  resizeColumn: (label) => `Larghezza di ${label}`,
  resetColumns: 'Ripristina colonne',
  lastShownColumn: 'Almeno una colonna resta visibile.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Aggiornato ora'
      : seconds < 60
        ? `Aggiornato ${seconds} s fa`
        : `Aggiornato ${Math.floor(seconds / 60)} min fa`,
  rowsCapped: (shown, sent) =>
    `Vengono mostrate le prime ${numero(shown)} delle ${numero(sent)} righe inviate dal server.`,
  repeatedCodes: (codes) =>
    `Più righe di questa pagina hanno lo stesso codice (${firstThree(codes, (code) => `«${code}»`, ', ', moreCodes)}). Qui ogni riga conta per sé: nel selezionare, contare, esportare e aprire.`,
  settingsLeftOut: (problem) =>
    `Alcune impostazioni della tabella non sono state applicate: ${problem}`,
  columnsLeftOut: (problem) =>
    `Alcune impostazioni delle colonne non sono state applicate: ${problem}`,
  columnSettingsUnreadable:
    'Impossibile leggere le impostazioni delle colonne: non sono state usate.',
  columnSettingsNotSettings: (value) =>
    `«${value}» non sono impostazioni delle colonne: non sono state usate.`,
  columnPartUnreadable: (part) =>
    `Impossibile leggere una parte delle impostazioni delle colonne (${parteImpostazioni[part]}): è stata ignorata.`,
  columnPartMalformed: (part, value) =>
    `Una parte delle impostazioni delle colonne (${parteImpostazioni[part]}) non ha la forma attesa («${value}»): è stata ignorata.`,
  columnEntryUnreadable: (part) =>
    `Impossibile leggere una voce delle impostazioni delle colonne (${parteImpostazioni[part]}): è stata ignorata.`,
  columnEntryNotId: (part, value) =>
    `La voce «${value}» (${parteImpostazioni[part]}) non è un ID di colonna: è stata ignorata.`,
  columnEntriesCapped: (part, count, read) =>
    `Di ${numero(count)} voci (${parteImpostazioni[part]}) sono state lette solo le prime ${numero(read)}.`,
  columnUnknown: (id) => `La colonna «${id}» non esiste in questa tabella: è stata ignorata.`,
  columnRepeated: (part, id) =>
    `La colonna «${id}» compare più volte nelle impostazioni (${parteImpostazioni[part]}): è stata usata una volta.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `La larghezza «${value}» della colonna «${id}» non è tra ${min} e ${max} pixel: è stata ignorata.`,
  columnPinNotSide: (id, value) =>
    `Il fissaggio «${value}» della colonna «${id}» non è né l’inizio né la fine: la colonna non è fissata.`,
  columnAllHidden: (id) => `Tutte le colonne erano nascoste, quindi viene mostrata «${id}».`,
  viewLeftOut: (name, problem) =>
    `La vista «${name}» è stata applicata senza alcune impostazioni: ${problem}`,
  problemWordsLoadFailed:
    'Alcune impostazioni non sono state usate e non è stato possibile caricare il testo che dice quali. Controlla la connessione.',
  columnFailed: (label, reason) => `Impossibile mostrare la colonna «${label}»: ${reason}`,
  rowsFailed: (reason) => `Impossibile mostrare le righe: ${reason}`,
  setupFailed: (reason) => `Impossibile caricare le consegne: ${reason}`,
  rowActionsHeader: 'Azioni',
  columnOptions: (label) => `Opzioni di ${label}`,
  sortAscending: 'Ordina in modo crescente',
  sortDescending: 'Ordina in modo decrescente',
  clearSort: 'Rimuovi ordinamento',
  pinToStart: 'Fissa all’inizio',
  pinToEnd: 'Fissa alla fine',
  unpin: 'Sblocca',
  widenColumn: 'Allarga la colonna',
  narrowColumn: 'Restringi la colonna',
  columnWidthSaid: (label, width) => `${label}: larghezza ${width} px.`,
  hideColumn: 'Nascondi colonna',
  filterByStatus: 'Filtra per stato…',
  showDetails: 'Mostra dettagli',
  showDetailsFor: (code) => `Mostra dettagli di ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} di ${count}`,
  detailsLabel: (code) => `Consegna ${code}`,
  closeDetails: 'Chiudi dettagli',
  detailsNotShown: (code) => `${code} non è in questa pagina.`,
  detailsLoadFailed: 'Impossibile caricare i dettagli.',
  detailsFailed: (reason) => `Impossibile mostrare i dettagli: ${reason}`,
  refresh: 'Aggiorna',
  rowChanges: (added, changed) =>
    [
      added > 0 &&
        plural('it', { one: '{count} nuova', many: '{count} nuove', other: '{count} nuove' })(
          added,
        ),
      changed > 0 &&
        plural('it', {
          one: '{count} modificata',
          many: '{count} modificate',
          other: '{count} modificate',
        })(changed),
    ]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nuova',
  selectionLoadFailed: 'Impossibile caricare la selezione.',
  unsortedNote: 'Ordine del server',
  resetView: 'Ripristina vista',
  sortedBy: (label, descending) =>
    `Ordinato per ${label}, ${descending ? 'decrescente' : 'crescente'}.`,
  sortRemoved: 'Ordinamento rimosso: ordine del server.',
  columnMoved: (label, position, count) => `${label} in posizione ${position} di ${count}.`,
  columnPinned: (label, side) =>
    `${label} fissata ${side === 'start' ? 'all’inizio' : 'alla fine'}.`,
  columnUnpinned: (label) => `${label} sbloccata.`,
  columnHidden: (label) => `${label} nascosta. «Colonne» la mostra di nuovo.`,
  loadFailed: erroreCaricamento,
  problems: problemi,
};
