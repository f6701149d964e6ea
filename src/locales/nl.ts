import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { laadfout, linkProblemen } from './nl/problems';
import { exportRedenen } from './nl/filterProblems';
import { filtertaal } from './nl/filterLanguage';
import { leveringen, getal } from './nl/counting';
import { table } from './nl/table';
import { filters } from './nl/filterPanel';
import { savedViews } from './nl/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

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
  codesAlone: plural('nl', {
    one: '{count} is alleen bekend aan de code tot de pagina ervan getoond is: acties krijgen alleen de code en de CSV laat die weg.',
    other:
      '{count} zijn alleen bekend aan hun code tot hun pagina’s getoond zijn: acties krijgen alleen de codes en de CSV laat ze weg.',
  }),
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
