import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { laadfout, linkProblemen, problemen } from './nl/problems';
import { exportRedenen } from './nl/filterProblems';
import { chipVelden, datumVelden } from './nl/fields';
import { filtertaal, dagwoorden } from './nl/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

const leveringen = plural('nl', { one: '{count} levering', other: '{count} leveringen' });
const getal = (count: number) => countIn('nl', count);

// What a part of the column settings is called, in brackets after a sentence.
const deelInstellingen = {
  order: 'volgorde',
  hidden: 'verborgen',
  widths: 'breedtes',
  pinned: 'vastgezet',
} as const;

/** The grid's own strings in Dutch (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Filteropties voor ${value}`,
  onlyValue: (value) => `Alleen ${value}`,
  excludeValue: (value) => `Zonder ${value}`,
  findHidingFilter: 'Welk filter verbergt ze?',
  checkingFilters: plural('nl', {
    one: '{count} filter wordt gecontroleerd…',
    other: '{count} filters worden gecontroleerd…',
  }),
  removeHidingFilter: (chip) => `${chip} verwijderen (leveringen gevonden)`,
  noHidingFilter: 'Ook zonder één van deze filters zijn er geen.',
  hidingFilterChecksFailed: plural('nl', {
    one: '{count} filter kon niet worden gecontroleerd.',
    other: '{count} filters konden niet worden gecontroleerd.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `De eerste ${checked} van ${total} filters zijn gecontroleerd.`,
  tableLabel: 'Leveringen',
  columnHeaders: {
    code: 'Nummer',
    tenantName: 'Huurder',
    courierCode: 'Koerier',
    warehouseName: 'Magazijn',
    customerBusinessPartnerName: 'Klant',
    duQty: 'Aantal',
    palletQty: 'Pallets',
    status: 'Status',
    insertTime: 'Aangemaakt',
  },
  searchLabel: 'Leveringen zoeken',
  searchPlaceholder: 'Nummer, klant, koerier…',
  searchTooLong: (max) => `De zoekopdracht mag hoogstens ${max} tekens lang zijn.`,
  searchPasteCut: (max) =>
    `De zoekopdracht mag hoogstens ${max} tekens lang zijn: de geplakte tekst is ingekort.`,
  filtersButton: 'Filters',
  activeFilterCount: plural('nl', {
    one: '{count} filter actief',
    other: '{count} filters actief',
  }),
  paginationLabel: 'Paginanavigatie',
  previousPage: 'Vorige pagina',
  nextPage: 'Volgende pagina',
  rowsPerPage: 'Rijen per pagina',
  pageLabel: (page) => `Pagina ${page}`,
  rowRange: (first, last) => `Rijen ${first}–${last}`,
  noRows: 'Geen rijen',
  loading: 'Leveringen worden geladen',
  empty: 'Geen leveringen gevonden',
  clearFilters: 'Filters wissen',
  retry: 'Opnieuw proberen',
  unknownError: 'De leveringen konden niet worden geladen. Probeer het opnieuw.',
  invalidFilters: 'Een datum in de filters is onleesbaar, dus er zijn geen leveringen opgevraagd.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Geen leveringen gevonden' : `${leveringen(count)}, pagina ${page}`,
  retrying: (reason) => `${reason} Opnieuw proberen…`,
  columnsButton: 'Kolommen',
  columnsLoadFailed: 'De kolominstellingen konden niet worden geladen. Controleer de verbinding.',
  moveColumnUp: (label) => `${label} omhoog`,
  moveColumnDown: (label) => `${label} omlaag`,
  resizeColumn: (label) => `Breedte van ${label}`,
  resetColumns: 'Kolommen herstellen',
  lastShownColumn: 'Er blijft minstens één kolom zichtbaar.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Zojuist bijgewerkt'
      : seconds < 60
        ? `${seconds} s geleden bijgewerkt`
        : `${Math.floor(seconds / 60)} min geleden bijgewerkt`,
  rowsCapped: (shown, sent) =>
    `De eerste ${getal(shown)} van ${getal(sent)} rijen die de server stuurde.`,
  repeatedCodes: (codes) =>
    `Meerdere rijen op deze pagina hebben dezelfde code (${codes.join(', ')}). Elke rij telt hier apart: bij selecteren, tellen, exporteren en openen.`,
  settingsLeftOut: (problem) =>
    `Sommige instellingen van de tabel konden niet worden gebruikt: ${problem}`,
  columnsLeftOut: (problem) => `Sommige kolominstellingen konden niet worden gebruikt: ${problem}`,
  columnSettingsUnreadable:
    'De kolominstellingen konden niet worden gelezen en zijn niet gebruikt.',
  columnSettingsNotSettings: (value) =>
    `„${value}” zijn geen kolominstellingen en zijn niet gebruikt.`,
  columnPartUnreadable: (part) =>
    `Een deel van de kolominstellingen (${deelInstellingen[part]}) kon niet worden gelezen en is weggelaten.`,
  columnPartMalformed: (part, value) =>
    `Een deel van de kolominstellingen (${deelInstellingen[part]}) heeft niet de verwachte vorm („${value}”) en is weggelaten.`,
  columnEntryUnreadable: (part) =>
    `Een item van de kolominstellingen (${deelInstellingen[part]}) kon niet worden gelezen en is weggelaten.`,
  columnEntryNotId: (part, value) =>
    `Het item „${value}” (${deelInstellingen[part]}) is geen kolom-ID en is weggelaten.`,
  columnEntriesCapped: (part, count, read) =>
    `Van ${getal(count)} items (${deelInstellingen[part]}) zijn alleen de eerste ${getal(read)} gelezen.`,
  columnUnknown: (id) => `De kolom „${id}” bestaat niet in deze tabel en is weggelaten.`,
  columnRepeated: (part, id) =>
    `De kolom „${id}” staat meerdere keren in de kolominstellingen (${deelInstellingen[part]}) en is één keer gebruikt.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `De breedte „${value}” van kolom „${id}” ligt niet tussen ${min} en ${max} pixels en is weggelaten.`,
  columnPinNotSide: (id, value) =>
    `Het vastzetten „${value}” van kolom „${id}” is begin noch eind; de kolom is niet vastgezet.`,
  columnAllHidden: (id) => `Alle kolommen waren verborgen, dus „${id}” wordt getoond.`,
  viewLeftOut: (name, problem) =>
    `De weergave „${name}” is toegepast zonder enkele instellingen: ${problem}`,
  problemWordsLoadFailed:
    'Sommige instellingen konden niet worden gebruikt, en de tekst die zegt welke kon niet worden geladen. Controleer de verbinding.',
  columnFailed: (label, reason) => `De kolom „${label}” kan niet worden getoond: ${reason}`,
  rowsFailed: (reason) => `De rijen kunnen niet worden getoond: ${reason}`,
  setupFailed: (reason) => `De leveringen kunnen niet worden geladen: ${reason}`,
  rowActionsHeader: 'Acties',
  columnOptions: (label) => `Opties voor ${label}`,
  sortAscending: 'Oplopend sorteren',
  sortDescending: 'Aflopend sorteren',
  clearSort: 'Sortering opheffen',
  pinToStart: 'Vastzetten aan het begin',
  pinToEnd: 'Vastzetten aan het eind',
  unpin: 'Losmaken',
  hideColumn: 'Kolom verbergen',
  filterByStatus: 'Filteren op status…',
  showDetails: 'Details tonen',
  showDetailsFor: (code) => `Details van ${code} tonen`,
  detailsPosition: (code, position, count) => `${code}, ${position} van ${count}`,
  detailsLabel: (code) => `Levering ${code}`,
  closeDetails: 'Details sluiten',
  detailsNotShown: (code) => `${code} staat niet op deze pagina.`,
  detailsLoadFailed: 'De details konden niet worden geladen.',
  detailsFailed: (reason) => `De details kunnen niet worden getoond: ${reason}`,
  refresh: 'Vernieuwen',
  rowChanges: (added, changed) =>
    [added > 0 && `${getal(added)} nieuw`, changed > 0 && `${getal(changed)} gewijzigd`]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nieuw',
  selectionLoadFailed: 'De selectie kon niet worden geladen.',
  unsortedNote: 'Volgorde van de server',
  resetView: 'Weergave herstellen',
  sortedBy: (label, descending) =>
    `Gesorteerd op ${label}, ${descending ? 'aflopend' : 'oplopend'}.`,
  sortRemoved: 'Sortering opgeheven: volgorde van de server.',
  columnMoved: (label, position, count) => `${label} op positie ${position} van ${count}.`,
  columnPinned: (label, side) =>
    `${label} vastgezet ${side === 'start' ? 'aan het begin' : 'aan het eind'}.`,
  columnUnpinned: (label) => `${label} losgemaakt.`,
  columnHidden: (label) => `${label} verborgen. „Kolommen” toont hem weer.`,
  loadFailed: laadfout,
  problems: problemen,
};

/** The filter panel and chips in Dutch (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'is geen datum',
  noSuchDay: 'is geen dag van de kalender',
  noSuchTime: 'is geen tijdstip',
  outOfRange: 'ligt te ver weg (jaren 0001 tot 9999, hoogstens -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: ‘${typed}’ ${dateReasons[problem]}. Typ ${pattern}, bijvoorbeeld ${example}, of today, yesterday, -7d, today 06:00`,
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

/** "Weergaven" in Dutch (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Weergaven',
  savedCount: plural('nl', {
    one: '{count} opgeslagen weergave',
    other: '{count} opgeslagen weergaven',
  }),
  saveTitle: 'Huidige weergave opslaan',
  nameLabel: 'Naam van de weergave',
  saveView: 'Weergave opslaan',
  loading: 'Opgeslagen weergaven worden geladen…',
  panelLoadFailed: 'De weergaven konden niet worden geladen. Controleer de verbinding.',
  working: 'Wijzigingen worden opgeslagen…',
  listLabel: 'Opgeslagen weergaven',
  empty: 'Nog geen opgeslagen weergaven.',
  nameRequired: 'Geef de weergave een naam.',
  nameTooLong: (max) => `Hoogstens ${max} tekens.`,
  nameTaken: (name) => `Er bestaat al een weergave „${name}”.`,
  replaceView: (name) => `„${name}” vervangen`,
  applyView: (name) => `Weergave ${name} toepassen`,
  rename: 'Naam wijzigen',
  renameView: (name) => `Naam van weergave ${name} wijzigen`,
  newNameLabel: (name) => `Nieuwe naam voor ${name}`,
  saveName: 'Naam opslaan',
  cancelRename: 'Annuleren',
  delete: 'Verwijderen',
  deleteView: (name) => `Weergave ${name} verwijderen`,
  deletedNote: (name) => `„${name}” verwijderd.`,
  undo: 'Ongedaan maken',
  undoDelete: (name) => `Verwijderen van ${name} ongedaan maken`,
  saved: (name) => `„${name}” opgeslagen.`,
  replaced: (name) => `„${name}” vervangen.`,
  applied: (name) => `„${name}” toegepast.`,
  renamed: (from, to) => `„${from}” hernoemd naar „${to}”.`,
  deleted: (name) => `„${name}” verwijderd.`,
  restored: (name) => `„${name}” hersteld.`,
  loadFailed: (reason) => `De weergaven konden niet worden geladen. ${reason}`,
  saveFailed: (name, reason) => `„${name}” kon niet worden opgeslagen. ${reason}`,
  renameFailed: (name, reason) => `De naam van „${name}” kon niet worden gewijzigd. ${reason}`,
  deleteFailed: (name, reason) => `„${name}” kon niet worden verwijderd. ${reason}`,
  restoreFailed: (name, reason) => `„${name}” kon niet worden hersteld. ${reason}`,
  retry: 'Opnieuw proberen',
  currentInvalid: 'De huidige weergave kan niet worden opgeslagen: de instellingen zijn ongeldig.',
  storageFull: 'De opslag van de browser voor deze pagina is vol.',
  storageUnavailable:
    'Deze browser staat hier geen opslag toe (privévenster of geblokkeerde sitegegevens).',
  storageNewerVersion: 'De weergaven komen van een nieuwere versie van deze toepassing.',
  unknownFailure: 'Probeer het opnieuw.',
  writeBusy: 'Er wordt nog een andere wijziging opgeslagen. Probeer het daarna opnieuw.',
  storageConflict: 'Gewijzigd in een ander tabblad of venster; de lijst toont de nieuwste stand.',
  droppedViews: plural('nl', {
    one: '{count} opgeslagen weergave was onleesbaar en is weggelaten.',
    other: '{count} opgeslagen weergaven waren onleesbaar en zijn weggelaten.',
  }),
  repairedViewIds: plural('nl', {
    one: '{count} opgeslagen weergave had dezelfde ID als een andere en kreeg een eigen.',
    other: '{count} opgeslagen weergaven hadden dezelfde ID als een andere en kregen een eigen.',
  }),
  repeatedViewIds: plural('nl', {
    one: '{count} opgeslagen weergave heeft dezelfde ID als een andere; alleen de eerste wordt getoond.',
    other:
      '{count} opgeslagen weergaven hebben dezelfde ID als een andere; alleen de eerste wordt getoond.',
  }),
  notSavedAgain: (name, reason) =>
    `„${name}” kon niet opnieuw worden opgeslagen nadat een ander tabblad hem overschreef. ${reason} Bij de volgende wijziging hier wordt het opnieuw geprobeerd.`,
  unlistedViews: (max) => `Alleen de eerste ${max} opgeslagen weergaven worden getoond.`,
  storeUnreadable:
    'De opgeslagen weergaven zijn onleesbaar. Een nieuw opgeslagen weergave vervangt ze.',
  storeNewerVersion:
    'De weergaven komen van een nieuwere versie van deze toepassing en worden hier niet getoond of gewijzigd.',
  storeUnavailable:
    'Deze browser staat hier geen opgeslagen weergaven toe (privévenster of geblokkeerde sitegegevens).',
  appliedView: (name, changed) => (changed ? `Weergave: ${name} (gewijzigd)` : `Weergave: ${name}`),
};

/** "Exporteren" in Dutch (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Exporteren',
  exportPage: 'Deze pagina exporteren (CSV)',
  exportAll: 'Alle resultaten exporteren (CSV)',
  progressLabel: 'Leveringen worden geëxporteerd',
  progressText: (count) => `${leveringen(count)} opgehaald…`,
  cancel: 'Export annuleren',
  exported: (count) => `${leveringen(count)} geëxporteerd.`,
  exportedCapped: (count) =>
    `De eerste ${leveringen(count)} geëxporteerd; er zijn meer resultaten. Verfijn de filters om de rest te exporteren.`,
  cancelled: 'Export geannuleerd.',
  failed: (reason) => `De export is mislukt: ${reason}`,
  unknownError: 'De leveringen konden niet worden geëxporteerd. Probeer het opnieuw.',
  menuLoadFailed: 'De export kon niet worden geladen. Controleer de verbinding.',
  retry: 'Opnieuw proberen',
  requestFailed: laadfout,
  ...exportRedenen,
};

/** Selectie, selectiebalk, bulk- en rijacties (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `${code} selecteren`,
  selectPage: 'Alles op deze pagina selecteren',
  selectAllMatching: 'Alle resultaten selecteren',
  toolbarLabel: 'Selectie',
  selectedCount: plural('nl', { one: '{count} geselecteerd', other: '{count} geselecteerd' }),
  allMatching: (excluded, matching) =>
    (matching.length === 0 ? 'Alle leveringen' : `Alle leveringen met ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${getal(excluded)} uitgezonderd`),
  searchTerm: (text) => `Zoeken: „${text}”`,
  clear: 'Selectie wissen',
  exportSelected: 'Selectie exporteren (CSV)',
  selectedFileName: 'selectie',
  queryEnded:
    'De selectie van alle resultaten is beëindigd: de zoekopdracht of filters zijn gewijzigd.',
  undo: 'Ongedaan maken',
  cleared: 'Niets geselecteerd.',
  rowActions: (code) => `Acties voor ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Annuleren',
  doneCue: 'Klaar',
  failedCue: 'Mislukt',
  done: (label) => `${label}: klaar.`,
  cancelled: (label) => `${label}: geannuleerd.`,
  failed: (label, reason) => `${label} is mislukt: ${reason}`,
  refused: (label, running) => `${label} is niet gestart: ${running} loopt nog.`,
  unknownError: 'de actie gaf geen reden',
  retry: 'Opnieuw proberen',
  dismiss: 'Sluiten',
};

/** De kaarten van een smalle tabel (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Levering ${code}`,
  sortBy: 'Sorteren op',
  serverOrder: 'Volgorde van de server',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'oplopend' : 'aflopend'}`,
  moreTools: 'Meer',
  closeFilters: 'Filters sluiten',
};

/**
 * Nederlands: every message of the grid in Dutch, numbers and dates as `nl` writes them.
 *
 * @example
 * ```tsx
 * import { nl } from 'deliveries-table/locales/nl';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={nl} />;
 * ```
 */
export const nl: DeliveriesLocalePack = createLocalePack(
  'nl',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: filtertaal },
  linkProblemen,
  ['„', '”'],
);
