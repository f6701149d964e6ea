import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { laadfout, problemen } from './problems';
import { leveringen, getal } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('nl', { one: ' en {count} andere', other: ' en {count} andere' });

// What a part of the column settings is called, in brackets after a sentence.
const deelInstellingen = {
  order: 'volgorde',
  hidden: 'verborgen',
  widths: 'breedtes',
  pinned: 'vastgezet',
} as const;

/** The grid's own strings in Dutch (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Filteropties voor ${value}`,
  onlyValue: (value) => `Alleen ${value}`,
  excludeValue: (value) => `Zonder ${value}`,
  findHidingFilter: 'Welk filter verbergt ze?',
  checkingFilters: filtersAndSearch(
    'nl',
    { one: '{count} filter wordt gecontroleerd…', other: '{count} filters worden gecontroleerd…' },
    {
      one: '{count} filter en de zoekopdracht worden gecontroleerd…',
      other: '{count} filters en de zoekopdracht worden gecontroleerd…',
    },
    'De zoekopdracht wordt gecontroleerd…',
  ),
  removeHidingFilter: (chip) => `${chip} verwijderen (leveringen gevonden)`,
  clearHidingSearch: (search) => `Zoekopdracht ‘${search}’ wissen (leveringen gevonden)`,
  noHidingFilter: 'Ook zonder één van deze filters zijn er geen.',
  hidingFilterChecksFailed: filtersAndSearch(
    'nl',
    {
      one: '{count} filter kon niet worden gecontroleerd.',
      other: '{count} filters konden niet worden gecontroleerd.',
    },
    {
      one: '{count} filter en de zoekopdracht konden niet worden gecontroleerd.',
      other: '{count} filters en de zoekopdracht konden niet worden gecontroleerd.',
    },
    'De zoekopdracht kon niet worden gecontroleerd.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `De eerste ${checked} van ${total} filters zijn gecontroleerd.`,
  tableLabel: 'Leveringen',
  unnamedRow: (position) => `rij ${position} (zonder code)`,
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
  emptyPage: 'Geen leveringen op deze pagina',
  toFirstPage: 'Naar pagina 1',
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
    `Meerdere rijen op deze pagina hebben dezelfde code (${firstThree(codes, (code) => `„${code}”`, ', ', moreCodes)}). Elke rij telt hier apart: bij selecteren, tellen, exporteren en openen.`,
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
  widenColumn: 'Kolom breder maken',
  narrowColumn: 'Kolom smaller maken',
  columnWidthSaid: (label, width) => `${label} is ${width} px breed.`,
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
