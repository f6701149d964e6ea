import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { echecChargement, problemesLien } from './fr/problems';
import { raisonsExport } from './fr/filterProblems';
import { langageDeFiltre } from './fr/filterLanguage';
import { livraisons, nombre } from './fr/counting';
import { table } from './fr/table';
import { filters } from './fr/filterPanel';
import { savedViews } from './fr/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. French counts: 0 and 1 are singular, 2 and more plural (`Intl.PluralRules`).

/** "Exporter" in French (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Exporter',
  exportPage: 'Exporter cette page (CSV)',
  exportAll: 'Exporter tous les résultats (CSV)',
  progressLabel: 'Export des livraisons',
  progressText: (count) => `${livraisons(count)} récupérée(s)…`,
  cancel: 'Annuler l’export',
  exported: (count) => `Exporté\u00a0: ${livraisons(count)}.`,
  exportedCapped: (count) =>
    `Exporté\u00a0: les ${livraisons(count)} premières\u202f; il y a d’autres résultats. Affinez les filtres pour exporter le reste.`,
  cancelled: 'Export annulé.',
  failed: (reason) => `L’export a échoué\u00a0: ${reason}`,
  unknownError: 'Les livraisons n’ont pas pu être exportées. Réessayez.',
  menuLoadFailed: 'L’export n’a pas pu être chargé. Vérifiez votre connexion.',
  retry: 'Réessayer',
  requestFailed: echecChargement,
  ...raisonsExport,
};

/** Sélection, barre de sélection, actions groupées et actions de ligne (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Sélectionner ${code}`,
  selectPage: 'Tout sélectionner sur cette page',
  selectAllMatching: 'Sélectionner tous les résultats',
  toolbarLabel: 'Sélection',
  selectedCount: plural('fr', {
    one: '{count} sélectionnée',
    many: '{count} sélectionnées',
    other: '{count} sélectionnées',
  }),
  codesAlone: plural('fr', {
    one: '{count} n’est connue que par son code tant que sa page n’est pas affichée\u00a0: les actions ne reçoivent que son code et le CSV l’omet.',
    many: '{count} ne sont connues que par leur code tant que leurs pages ne sont pas affichées\u00a0: les actions ne reçoivent que leurs codes et le CSV les omet.',
    other:
      '{count} ne sont connues que par leur code tant que leurs pages ne sont pas affichées\u00a0: les actions ne reçoivent que leurs codes et le CSV les omet.',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Toutes les livraisons'
      : `Toutes les livraisons correspondant à ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${nombre(excluded)} exclue(s)`),
  searchTerm: (text) => `Recherche\u00a0: «\u202f${text}\u202f»`,
  clear: 'Effacer la sélection',
  exportSelected: 'Exporter la sélection (CSV)',
  selectedFileName: 'selection',
  queryEnded:
    'La sélection de tous les résultats a pris fin\u00a0: la recherche ou les filtres ont changé.',
  undo: 'Annuler',
  cleared: 'Rien n’est sélectionné.',
  rowActions: (code) => `Actions pour ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Annuler',
  doneCue: 'Terminé',
  failedCue: 'Échec',
  done: (label) => `${label}\u00a0: terminé.`,
  cancelled: (label) => `${label}\u00a0: annulé.`,
  failed: (label, reason) => `${label} a échoué\u00a0: ${reason}`,
  refused: (label, running) => `${label} n’a pas démarré\u00a0: ${running} est encore en cours.`,
  unknownError: 'l’action n’a pas donné de raison',
  retry: 'Réessayer',
  dismiss: 'Fermer',
};

/** Les cartes d’un tableau étroit (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Livraison ${code}`,
  sortBy: 'Trier par',
  serverOrder: 'Ordre du serveur',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'croissant' : 'décroissant'}`,
  moreTools: 'Plus',
  closeFilters: 'Fermer les filtres',
};

/**
 * Français: every message of the grid in French, numbers and dates as `fr` writes them.
 *
 * @example
 * ```tsx
 * import { fr } from 'deliveries-table/locales/fr';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={fr} />;
 * ```
 */
export const fr: DeliveriesLocalePack = createLocalePack(
  'fr',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: langageDeFiltre },
  problemesLien,
  ['«\u202f', '\u202f»'],
);
