import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { erroreCaricamento, problemi, problemiLink } from './it/problems';
import { motiviEsportazione } from './it/filterProblems';
import { campiChip, campiData } from './it/fields';
import { linguaggioDeiFiltri, paroleDelGiorno } from './it/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

const consegne = plural('it', {
  one: '{count} consegna',
  many: '{count} di consegne',
  other: '{count} consegne',
});
const numero = (count: number) => countIn('it', count);

// What a part of the column settings is called, in brackets after a sentence.
const parteImpostazioni = {
  order: 'ordine',
  hidden: 'nascoste',
  widths: 'larghezze',
  pinned: 'fissate',
} as const;

/** The grid's own strings in Italian (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opzioni di filtro per ${value}`,
  onlyValue: (value) => `Solo ${value}`,
  excludeValue: (value) => `Escludi ${value}`,
  findHidingFilter: 'Quale filtro le nasconde?',
  checkingFilters: plural('it', {
    one: 'Verifica di {count} filtro…',
    many: 'Verifica di {count} di filtri…',
    other: 'Verifica di {count} filtri…',
  }),
  removeHidingFilter: (chip) => `Rimuovi ${chip} (consegne trovate)`,
  noHidingFilter: 'Anche senza uno solo di questi filtri non ce ne sono.',
  hidingFilterChecksFailed: plural('it', {
    one: 'Non è stato possibile verificare {count} filtro.',
    many: 'Non è stato possibile verificare {count} di filtri.',
    other: 'Non è stato possibile verificare {count} filtri.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Sono stati verificati i primi ${checked} filtri su ${total}.`,
  tableLabel: 'Consegne',
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
    `Più righe di questa pagina hanno lo stesso codice (${codes.join(', ')}). Qui ogni riga conta per sé: nel selezionare, contare, esportare e aprire.`,
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

/** The filter panel and chips in Italian (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'non è una data',
  noSuchDay: 'non è un giorno del calendario',
  noSuchTime: 'non è un orario',
  outOfRange: 'è troppo lontano (anni da 0001 a 9999, al massimo -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. Scrivi ${pattern}, ad esempio ${example}, oppure today, yesterday, -7d, today 06:00`,
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

/** "Viste" in Italian (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Viste',
  savedCount: plural('it', {
    one: '{count} vista salvata',
    many: '{count} di viste salvate',
    other: '{count} viste salvate',
  }),
  saveTitle: 'Salva la vista attuale',
  nameLabel: 'Nome della vista',
  saveView: 'Salva vista',
  loading: 'Caricamento delle viste salvate…',
  panelLoadFailed: 'Impossibile caricare le viste. Controlla la connessione.',
  working: 'Salvataggio delle modifiche…',
  listLabel: 'Viste salvate',
  empty: 'Ancora nessuna vista salvata.',
  nameRequired: 'Dai un nome alla vista.',
  nameTooLong: (max) => `Al massimo ${max} caratteri.`,
  nameTaken: (name) => `Esiste già una vista «${name}».`,
  replaceView: (name) => `Sostituisci «${name}»`,
  applyView: (name) => `Applica la vista ${name}`,
  rename: 'Rinomina',
  renameView: (name) => `Rinomina la vista ${name}`,
  newNameLabel: (name) => `Nuovo nome per ${name}`,
  saveName: 'Salva nome',
  cancelRename: 'Annulla',
  delete: 'Elimina',
  deleteView: (name) => `Elimina la vista ${name}`,
  deletedNote: (name) => `«${name}» eliminata.`,
  undo: 'Annulla',
  undoDelete: (name) => `Annulla l’eliminazione di ${name}`,
  saved: (name) => `«${name}» salvata.`,
  replaced: (name) => `«${name}» sostituita.`,
  applied: (name) => `«${name}» applicata.`,
  renamed: (from, to) => `«${from}» rinominata in «${to}».`,
  deleted: (name) => `«${name}» eliminata.`,
  restored: (name) => `«${name}» ripristinata.`,
  loadFailed: (reason) => `Impossibile caricare le viste. ${reason}`,
  saveFailed: (name, reason) => `Impossibile salvare «${name}». ${reason}`,
  renameFailed: (name, reason) => `Impossibile rinominare «${name}». ${reason}`,
  deleteFailed: (name, reason) => `Impossibile eliminare «${name}». ${reason}`,
  restoreFailed: (name, reason) => `Impossibile ripristinare «${name}». ${reason}`,
  retry: 'Riprova',
  currentInvalid: 'Impossibile salvare la vista attuale: le sue impostazioni non sono valide.',
  storageFull: 'Lo spazio del browser per questa pagina è pieno.',
  storageUnavailable:
    'Questo browser non consente di salvare qui (finestra privata o dati dei siti bloccati).',
  storageNewerVersion: 'Le viste provengono da una versione più recente di questa applicazione.',
  unknownFailure: 'Riprova.',
  writeBusy: 'È in corso il salvataggio di un’altra modifica. Riprova dopo.',
  storageConflict:
    'Modificato in un’altra scheda o finestra; l’elenco mostra lo stato più recente.',
  droppedViews: plural('it', {
    one: '{count} vista salvata non era leggibile ed è stata ignorata.',
    many: '{count} di viste salvate non erano leggibili e sono state ignorate.',
    other: '{count} viste salvate non erano leggibili e sono state ignorate.',
  }),
  repairedViewIds: plural('it', {
    one: '{count} vista salvata aveva lo stesso ID di un’altra e ne ha ricevuto uno proprio.',
    many: '{count} di viste salvate avevano lo stesso ID di un’altra e ne hanno ricevuto uno proprio.',
    other:
      '{count} viste salvate avevano lo stesso ID di un’altra e ne hanno ricevuto uno proprio.',
  }),
  repeatedViewIds: plural('it', {
    one: '{count} vista salvata ha lo stesso ID di un’altra; viene mostrata solo la prima.',
    many: '{count} di viste salvate hanno lo stesso ID di un’altra; viene mostrata solo la prima.',
    other: '{count} viste salvate hanno lo stesso ID di un’altra; viene mostrata solo la prima.',
  }),
  notSavedAgain: (name, reason) =>
    `Impossibile salvare di nuovo «${name}» dopo che un’altra scheda l’ha sovrascritta. ${reason} Alla prossima modifica qui verrà ritentato.`,
  unlistedViews: (max) => `Vengono mostrate solo le prime ${max} viste salvate.`,
  storeUnreadable: 'Le viste salvate non sono leggibili. Una nuova vista salvata le sostituirà.',
  storeNewerVersion:
    'Le viste provengono da una versione più recente di questa applicazione e qui non vengono né mostrate né modificate.',
  storeUnavailable:
    'Questo browser non consente viste salvate qui (finestra privata o dati dei siti bloccati).',
  appliedView: (name, changed) => (changed ? `Vista: ${name} (modificata)` : `Vista: ${name}`),
};

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
