import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { echecChargement, problemes } from './problems';
import { livraisons, nombre } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('fr', {
  one: ' et {count}\u00a0autre',
  many: ' et {count}\u00a0d’autres',
  other: ' et {count}\u00a0autres',
});

// What a part of the column settings is called, in brackets after a sentence.
const partieReglages = {
  order: 'ordre',
  hidden: 'masquées',
  widths: 'largeurs',
  pinned: 'épinglées',
} as const;

/** The grid's own strings in French (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Options de filtre pour ${value}`,
  onlyValue: (value) => `Uniquement ${value}`,
  excludeValue: (value) => `Exclure ${value}`,
  findHidingFilter: 'Quel filtre les masque\u202f?',
  checkingFilters: filtersAndSearch(
    'fr',
    {
      one: 'Vérification de {count} filtre…',
      many: 'Vérification de {count} de filtres…',
      other: 'Vérification de {count} filtres…',
    },
    {
      one: 'Vérification de {count} filtre et de la recherche…',
      many: 'Vérification de {count} de filtres et de la recherche…',
      other: 'Vérification de {count} filtres et de la recherche…',
    },
    'Vérification de la recherche…',
  ),
  removeHidingFilter: (chip) => `Retirer ${chip} (livraisons trouvées)`,
  clearHidingSearch: (search) => `Effacer la recherche « ${search} » (livraisons trouvées)`,
  noHidingFilter: 'Même sans l’un de ces filtres seul, il n’y en a toujours aucune.',
  hidingFilterChecksFailed: filtersAndSearch(
    'fr',
    {
      one: '{count} filtre n’a pas pu être vérifié.',
      many: '{count} de filtres n’ont pas pu être vérifiés.',
      other: '{count} filtres n’ont pas pu être vérifiés.',
    },
    {
      one: '{count} filtre et la recherche n’ont pas pu être vérifiés.',
      many: '{count} de filtres et la recherche n’ont pas pu être vérifiés.',
      other: '{count} filtres et la recherche n’ont pas pu être vérifiés.',
    },
    'La recherche n’a pas pu être vérifiée.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Les ${checked} premiers filtres sur ${total} ont été vérifiés.`,
  tableLabel: 'Livraisons',
  unnamedRow: (position) => `ligne ${position} (sans code)`,
  columnHeaders: {
    code: 'Numéro',
    tenantName: 'Locataire',
    courierCode: 'Transporteur',
    warehouseName: 'Entrepôt',
    customerBusinessPartnerName: 'Client',
    duQty: 'Quantité',
    palletQty: 'Palettes',
    status: 'Statut',
    insertTime: 'Créée',
  },
  searchLabel: 'Rechercher des livraisons',
  searchPlaceholder: 'Numéro, client, transporteur…',
  searchTooLong: (max) => `La recherche est limitée à ${max} caractères.`,
  searchPasteCut: (max) =>
    `La recherche est limitée à ${max} caractères\u00a0: le texte collé a été raccourci.`,
  filtersButton: 'Filtres',
  activeFilterCount: plural('fr', {
    one: '{count} filtre actif',
    many: '{count} de filtres actifs',
    other: '{count} filtres actifs',
  }),
  paginationLabel: 'Navigation entre les pages',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  rowsPerPage: 'Lignes par page',
  pageLabel: (page) => `Page ${page}`,
  rowRange: (first, last) => `Lignes ${first} à ${last}`,
  noRows: 'Aucune ligne',
  loading: 'Chargement des livraisons',
  empty: 'Aucune livraison trouvée',
  emptyPage: 'Aucune livraison sur cette page',
  toFirstPage: 'Aller à la page 1',
  clearFilters: 'Effacer les filtres',
  retry: 'Réessayer',
  unknownError: 'Les livraisons n’ont pas pu être chargées. Réessayez.',
  invalidFilters:
    'Une date des filtres est illisible\u202f; aucune livraison n’a donc été demandée.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'Aucune livraison trouvée' : `${livraisons(count)}, page ${page}`,
  retrying: (reason) => `${reason} Nouvel essai…`,
  columnsButton: 'Colonnes',
  columnsLoadFailed:
    'Les réglages des colonnes n’ont pas pu être chargés. Vérifiez votre connexion.',
  moveColumnUp: (label) => `Monter ${label}`,
  moveColumnDown: (label) => `Descendre ${label}`,
  resizeColumn: (label) => `Largeur de ${label}`,
  resetColumns: 'Rétablir les colonnes',
  lastShownColumn: 'Au moins une colonne reste visible.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Mis à jour à l’instant'
      : seconds < 60
        ? `Mis à jour il y a ${seconds} s`
        : `Mis à jour il y a ${Math.floor(seconds / 60)} min`,
  rowsCapped: (shown, sent) =>
    `Affichage des ${nombre(shown)} premières lignes sur les ${nombre(sent)} envoyées par le serveur.`,
  repeatedCodes: (codes) =>
    `Plusieurs lignes de cette page ont le même code (${firstThree(codes, (code) => `«\u202f${code}\u202f»`, ', ', moreCodes)}). Chaque ligne compte ici pour elle-même\u00a0: sélection, décompte, export et ouverture.`,
  settingsLeftOut: (problem) =>
    `Certains réglages du tableau n’ont pas pu être appliqués\u00a0: ${problem}`,
  columnsLeftOut: (problem) =>
    `Certains réglages des colonnes n’ont pas pu être appliqués\u00a0: ${problem}`,
  columnSettingsUnreadable:
    'Les réglages des colonnes sont illisibles\u202f; ils n’ont pas été utilisés.',
  columnSettingsNotSettings: (value) =>
    `«\u202f${value}\u202f» ne sont pas des réglages de colonnes\u202f; ils n’ont pas été utilisés.`,
  columnPartUnreadable: (part) =>
    `Une partie des réglages des colonnes (${partieReglages[part]}) est illisible\u202f; elle a été ignorée.`,
  columnPartMalformed: (part, value) =>
    `Une partie des réglages des colonnes (${partieReglages[part]}) n’a pas la forme attendue («\u202f${value}\u202f»)\u202f; elle a été ignorée.`,
  columnEntryUnreadable: (part) =>
    `Une entrée des réglages des colonnes (${partieReglages[part]}) est illisible\u202f; elle a été ignorée.`,
  columnEntryNotId: (part, value) =>
    `L’entrée «\u202f${value}\u202f» (${partieReglages[part]}) n’est pas un identifiant de colonne\u202f; elle a été ignorée.`,
  columnEntriesCapped: (part, count, read) =>
    `Sur ${nombre(count)} entrées (${partieReglages[part]}), seules les ${nombre(read)} premières ont été lues.`,
  columnUnknown: (id) =>
    `La colonne «\u202f${id}\u202f» n’existe pas dans ce tableau\u202f; elle a été ignorée.`,
  columnRepeated: (part, id) =>
    `La colonne «\u202f${id}\u202f» figure plusieurs fois dans les réglages (${partieReglages[part]})\u202f; elle a été prise une fois.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `La largeur «\u202f${value}\u202f» de la colonne «\u202f${id}\u202f» n’est pas comprise entre ${min} et ${max} pixels\u202f; elle a été ignorée.`,
  columnPinNotSide: (id, value) =>
    `L’épinglage «\u202f${value}\u202f» de la colonne «\u202f${id}\u202f» n’est ni le début ni la fin\u202f; la colonne n’est pas épinglée.`,
  columnAllHidden: (id) =>
    `Toutes les colonnes étaient masquées\u202f; «\u202f${id}\u202f» est donc affichée.`,
  viewLeftOut: (name, problem) =>
    `La vue «\u202f${name}\u202f» a été appliquée sans certains de ses réglages\u00a0: ${problem}`,
  problemWordsLoadFailed:
    'Certains réglages n’ont pas pu être utilisés, et le texte indiquant lesquels n’a pas pu être chargé. Vérifiez votre connexion.',
  columnFailed: (label, reason) =>
    `La colonne «\u202f${label}\u202f» ne peut pas être affichée\u00a0: ${reason}`,
  rowsFailed: (reason) => `Les lignes ne peuvent pas être affichées\u00a0: ${reason}`,
  setupFailed: (reason) => `Les livraisons ne peuvent pas être chargées\u00a0: ${reason}`,
  rowActionsHeader: 'Actions',
  columnOptions: (label) => `Options de ${label}`,
  sortAscending: 'Trier par ordre croissant',
  sortDescending: 'Trier par ordre décroissant',
  clearSort: 'Annuler le tri',
  pinToStart: 'Épingler au début',
  pinToEnd: 'Épingler à la fin',
  unpin: 'Désépingler',
  widenColumn: 'Élargir la colonne',
  narrowColumn: 'Rétrécir la colonne',
  columnWidthSaid: (label, width) => `${label} fait ${width} px de large.`,
  hideColumn: 'Masquer la colonne',
  filterByStatus: 'Filtrer par statut…',
  showDetails: 'Afficher les détails',
  showDetailsFor: (code) => `Afficher les détails de ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} sur ${count}`,
  detailsLabel: (code) => `Livraison ${code}`,
  closeDetails: 'Fermer les détails',
  detailsNotShown: (code) => `${code} n’est pas sur cette page.`,
  detailsLoadFailed: 'Les détails n’ont pas pu être chargés.',
  detailsFailed: (reason) => `Les détails ne peuvent pas être affichés\u00a0: ${reason}`,
  refresh: 'Actualiser',
  rowChanges: (added, changed) =>
    [
      added > 0 &&
        plural('fr', {
          one: '{count} nouvelle',
          many: '{count} nouvelles',
          other: '{count} nouvelles',
        })(added),
      changed > 0 &&
        plural('fr', {
          one: '{count} modifiée',
          many: '{count} modifiées',
          other: '{count} modifiées',
        })(changed),
    ]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nouvelle',
  selectionLoadFailed: 'La sélection n’a pas pu être chargée.',
  unsortedNote: 'Ordre du serveur',
  resetView: 'Rétablir la vue',
  sortedBy: (label, descending) =>
    `Trié par ${label}, ordre ${descending ? 'décroissant' : 'croissant'}.`,
  sortRemoved: 'Tri annulé\u00a0: ordre du serveur.',
  columnMoved: (label, position, count) => `${label} en position ${position} sur ${count}.`,
  columnPinned: (label, side) => `${label} épinglée ${side === 'start' ? 'au début' : 'à la fin'}.`,
  columnUnpinned: (label) => `${label} désépinglée.`,
  columnHidden: (label) => `${label} masquée. «\u202fColonnes\u202f» l’affiche à nouveau.`,
  loadFailed: echecChargement,
  problems: problemes,
};
