import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { bladLadowania, problemyLinku } from './pl/problems';
import { powodyEksportu } from './pl/filterProblems';
import { jezykFiltrow } from './pl/filterLanguage';
import { dostawy, liczba } from './pl/counting';
import { table } from './pl/table';
import { filters } from './pl/filterPanel';
import { savedViews } from './pl/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Polish counts have three forms (1; 2–4, 22–24 …; 5–21, 25 …): `plural` picks.

/** "Eksport" in Polish (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Eksportuj',
  exportPage: 'Eksportuj tę stronę (CSV)',
  exportAll: 'Eksportuj wszystkie wyniki (CSV)',
  progressLabel: 'Eksportowanie dostaw',
  progressText: (count) => `Pobrano: ${dostawy(count)}…`,
  cancel: 'Anuluj eksport',
  exported: (count) => `Wyeksportowano: ${dostawy(count)}.`,
  exportedCapped: (count) =>
    `Wyeksportowano pierwsze: ${dostawy(count)}; jest więcej wyników. Zawęź filtry, aby wyeksportować resztę.`,
  cancelled: 'Eksport anulowano.',
  failed: (reason) => `Eksport nie powiódł się: ${reason}`,
  unknownError: 'Nie udało się wyeksportować dostaw. Spróbuj ponownie.',
  menuLoadFailed: 'Nie udało się wczytać eksportu. Sprawdź połączenie.',
  retry: 'Spróbuj ponownie',
  requestFailed: bladLadowania,
  ...powodyEksportu,
};

/** Zaznaczanie, pasek zaznaczenia, akcje zbiorcze i akcje wiersza (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Zaznacz ${code}`,
  selectPage: 'Zaznacz wszystkie na tej stronie',
  selectAllMatching: 'Zaznacz wszystkie wyniki',
  toolbarLabel: 'Zaznaczenie',
  selectedCount: plural('pl', {
    one: '{count} zaznaczona',
    few: '{count} zaznaczone',
    many: '{count} zaznaczonych',
    other: '{count} zaznaczonej',
  }),
  codesAlone: plural('pl', {
    one: '{count} jest znana tylko z kodu, dopóki jej strona nie zostanie pokazana: akcje dostają tylko kod, a plik CSV ją pomija.',
    few: '{count} są znane tylko z kodów, dopóki ich strony nie zostaną pokazane: akcje dostają tylko kody, a plik CSV je pomija.',
    many: '{count} jest znanych tylko z kodów, dopóki ich strony nie zostaną pokazane: akcje dostają tylko kody, a plik CSV je pomija.',
    other:
      '{count} jest znanej tylko z kodów, dopóki ich strony nie zostaną pokazane: akcje dostają tylko kody, a plik CSV je pomija.',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Wszystkie dostawy'
      : `Wszystkie dostawy pasujące do: ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, wykluczone: ${liczba(excluded)}`),
  searchTerm: (text) => `Szukaj: „${text}”`,
  clear: 'Wyczyść zaznaczenie',
  exportSelected: 'Eksportuj zaznaczone (CSV)',
  selectedFileName: 'zaznaczone',
  queryEnded: 'Zaznaczenie wszystkich wyników zakończono: zmieniło się wyszukiwanie lub filtry.',
  undo: 'Cofnij',
  cleared: 'Nic nie zaznaczono.',
  rowActions: (code) => `Akcje dla ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Anuluj',
  doneCue: 'Gotowe',
  failedCue: 'Błąd',
  done: (label) => `${label}: gotowe.`,
  cancelled: (label) => `${label}: anulowano.`,
  failed: (label, reason) => `${label} nie powiodło się: ${reason}`,
  refused: (label, running) => `Nie uruchomiono: ${label}; nadal trwa: ${running}.`,
  unknownError: 'akcja nie podała przyczyny',
  retry: 'Spróbuj ponownie',
  dismiss: 'Zamknij',
};

/** Widok kart wąskiej tabeli (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Dostawa ${code}`,
  sortBy: 'Sortuj według',
  serverOrder: 'Kolejność serwera',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'rosnąco' : 'malejąco'}`,
  moreTools: 'Więcej',
  closeFilters: 'Zamknij filtry',
};

/**
 * Polski: every message of the grid in Polish, with its plural forms, numbers and dates as
 * `pl` writes them.
 *
 * @example
 * ```tsx
 * import { pl } from 'deliveries-table/locales/pl';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={pl} />;
 * ```
 */
export const pl: DeliveriesLocalePack = createLocalePack(
  'pl',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: jezykFiltrow },
  problemyLinku,
  ['„', '”'],
);
