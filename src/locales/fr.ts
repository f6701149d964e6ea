import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { echecChargement, problemes, problemesLien } from './fr/problems';
import { raisonsExport } from './fr/filterProblems';
import { champsDate, champsPuce } from './fr/fields';
import { langageDeFiltre, motsDuJour } from './fr/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. French counts: 0 and 1 are singular, 2 and more plural (`Intl.PluralRules`).

const livraisons = plural('fr', {
  one: '{count} livraison',
  many: '{count} de livraisons',
  other: '{count} livraisons',
});
const nombre = (count: number) => countIn('fr', count);

// What a part of the column settings is called, in brackets after a sentence.
const partieReglages = {
  order: 'ordre',
  hidden: 'masquées',
  widths: 'largeurs',
  pinned: 'épinglées',
} as const;

/** The grid's own strings in French (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Options de filtre pour ${value}`,
  onlyValue: (value) => `Uniquement ${value}`,
  excludeValue: (value) => `Exclure ${value}`,
  findHidingFilter: 'Quel filtre les masque\u202f?',
  checkingFilters: plural('fr', {
    one: 'Vérification de {count} filtre…',
    many: 'Vérification de {count} de filtres…',
    other: 'Vérification de {count} filtres…',
  }),
  removeHidingFilter: (chip) => `Retirer ${chip} (livraisons trouvées)`,
  noHidingFilter: 'Même sans l’un de ces filtres seul, il n’y en a toujours aucune.',
  hidingFilterChecksFailed: plural('fr', {
    one: '{count} filtre n’a pas pu être vérifié.',
    many: '{count} de filtres n’ont pas pu être vérifiés.',
    other: '{count} filtres n’ont pas pu être vérifiés.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Les ${checked} premiers filtres sur ${total} ont été vérifiés.`,
  tableLabel: 'Livraisons',
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
    `Plusieurs lignes de cette page ont le même code (${codes.join(', ')}). Chaque ligne compte ici pour elle-même\u00a0: sélection, décompte, export et ouverture.`,
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

/** The filter panel and chips in French (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'n’est pas une date',
  noSuchDay: 'n’est pas un jour du calendrier',
  noSuchTime: 'n’est pas une heure',
  outOfRange: 'est trop loin (années 0001 à 9999, au plus -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «\u202f${typed}\u202f» ${dateReasons[problem]}. Saisissez ${pattern}, par exemple ${example}, ou today, yesterday, -7d, today 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Condition ${row}\u00a0: «\u202f${typed}\u202f» ${dateReasons[problem]}. Saisissez ${pattern}, par exemple ${example}`,
  relativeDateNow: (formatted) => `Maintenant\u00a0: ${formatted}`,
  chooseDate: (field) => `Choisir la date pour ${field}`,
  calendar: (month) => `Calendrier, ${month}`,
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  statusMode: 'Correspondance du statut',
  statusIs: 'est',
  statusIsNot: 'n’est pas',
  notStatus: (statusLabel) => `pas ${statusLabel}`,
  excludedStatusNote:
    'Envoyé comme les autres statuts que cette grille connaît\u00a0: les statuts qu’elle ne connaît pas sont aussi exclus.',
  excludesEveryStatus: 'Statut\u00a0: exclure tous les statuts ne laisse rien à afficher',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `ET avant OU (A est la condition 1)\u00a0: ${grouping}`
      : `Lu de gauche à droite (A est la condition 1)\u00a0: ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Condition ${rowNumber}\u00a0: «\u202f${joinLabel}\u202f» n’a pas de place quand ET passe avant OU\u202f; choisissez ET ou OU`,
  region: 'Filtres',
  loadingPanel: 'Chargement des filtres…',
  panelLoadFailed: 'Les filtres n’ont pas pu être chargés. Vérifiez votre connexion.',
  chipsLoadFailed: 'Les filtres appliqués n’ont pas pu être chargés. Vérifiez votre connexion.',
  ...champsDate,
  timeZoneNote: (zone) => `Heures en ${zone}`,
  anyTime: 'N’importe quand',
  customRange: 'Période personnalisée',
  datePreset: (preset) =>
    ({
      today: 'Aujourd’hui',
      yesterday: 'Hier',
      last7Days: '7 derniers jours',
      last30Days: '30 derniers jours',
      thisWeek: 'Cette semaine',
      lastWeek: 'Semaine dernière',
      thisMonth: 'Ce mois-ci',
      lastMonth: 'Mois dernier',
    })[preset],
  presetRange: (range) => `Actuellement\u00a0: ${range}`,
  dayWords: motsDuJour,
  status: 'Statut',
  deliveryIds: 'ID de livraison',
  couriers: 'Transporteurs',
  customers: 'Clients',
  units: 'Unités',
  warehouses: 'Entrepôts',
  tags: 'Étiquettes',
  idsHint:
    'Choisissez, tapez ou collez des ID\u202f; séparez-les par une virgule ou une espace, puis Entrée.',
  tagsHint: 'Entrée ou une virgule ajoute une étiquette.',
  showOptions: (field) => `Afficher les options\u00a0: ${field}`,
  optionsList: (field) => `Options\u00a0: ${field}`,
  removeValue: (value) => `Retirer ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Chargement…',
  noOptions: 'Aucun résultat',
  loadFailed: (field) => `Échec du chargement\u00a0: ${field}`,
  retry: 'Réessayer',
  tagAlreadyAdded: (tag) => `Déjà ajoutée\u00a0: ${tag}`,
  conditions: 'Conditions',
  condition: (row) => `Condition n° ${row}`,
  addCondition: 'Ajouter une condition',
  removeCondition: 'Retirer la condition',
  join: 'Liaison',
  field: 'Champ',
  operator: 'Opérateur',
  value: 'Valeur',
  apply: 'Appliquer les filtres',
  reset: 'Effacer les filtres',
  unappliedChanges: 'Modifications non appliquées',
  errorSummary: plural('fr', {
    one: 'Corrigez {count} problème pour appliquer les filtres',
    many: 'Corrigez {count} de problèmes pour appliquer les filtres',
    other: 'Corrigez {count} problèmes pour appliquer les filtres',
  }),
  invalidDate: (field) => `${field}\u00a0: date non valide`,
  rangeOrder: (from, to) => `${from} doit précéder ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}\u00a0: ${tokens[0]} n’est pas un entier positif`
      : `${field}\u00a0: ${tokens.join(', ')} ne sont pas des entiers positifs`,
  tooManyIds: (field, max) => `${field}\u00a0: ${max} valeurs au plus`,
  tagTooLong: (tag, max) =>
    `Étiquettes\u00a0: «\u202f${tag.slice(0, 40)}\u202f» dépasse ${max} caractères`,
  tooManyTags: (max) => `Étiquettes\u00a0: ${max} au plus`,
  conditionNeedsField: (row) => `Condition n° ${row}\u00a0: choisissez un champ`,
  conditionNeedsOperator: (row) => `Condition n° ${row}\u00a0: choisissez un opérateur`,
  conditionNeedsValue: (row) => `Condition n° ${row}\u00a0: saisissez une valeur`,
  conditionNotNumber: (row) => `Condition n° ${row}\u00a0: saisissez un nombre, comme 12 ou 2,5`,
  conditionInvalidDate: (row) => `Condition n° ${row}\u00a0: saisissez une date valide`,
  activeFilters: 'Filtres actifs',
  filterChip: (field, value) => `${champsPuce[field]}\u00a0: ${value}`,
  removeFilter: (chip) => `Retirer le filtre\u00a0: ${chip}`,
  editFilter: (chip) => `Modifier le filtre\u00a0: ${chip}`,
  clearAll: 'Tout retirer',
  valueCount: plural('fr', {
    one: '{count} valeur',
    many: '{count} de valeurs',
    other: '{count} valeurs',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Ajouté\u00a0: ${labels.join(', ')}`,
  valueRemoved: (label) => `Retiré\u00a0: ${label}`,
};

/** "Vues" in French (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Vues',
  savedCount: plural('fr', {
    one: '{count} vue enregistrée',
    many: '{count} de vues enregistrées',
    other: '{count} vues enregistrées',
  }),
  saveTitle: 'Enregistrer la vue actuelle',
  nameLabel: 'Nom de la vue',
  saveView: 'Enregistrer la vue',
  loading: 'Chargement des vues enregistrées…',
  panelLoadFailed: 'Les vues n’ont pas pu être chargées. Vérifiez votre connexion.',
  working: 'Enregistrement des modifications…',
  listLabel: 'Vues enregistrées',
  empty: 'Aucune vue enregistrée pour l’instant.',
  nameRequired: 'Donnez un nom à la vue.',
  nameTooLong: (max) => `${max} caractères au plus.`,
  nameTaken: (name) => `Une vue «\u202f${name}\u202f» existe déjà.`,
  replaceView: (name) => `Remplacer «\u202f${name}\u202f»`,
  applyView: (name) => `Appliquer la vue ${name}`,
  rename: 'Renommer',
  renameView: (name) => `Renommer la vue ${name}`,
  newNameLabel: (name) => `Nouveau nom pour ${name}`,
  saveName: 'Enregistrer le nom',
  cancelRename: 'Annuler',
  delete: 'Supprimer',
  deleteView: (name) => `Supprimer la vue ${name}`,
  deletedNote: (name) => `«\u202f${name}\u202f» supprimée.`,
  undo: 'Annuler',
  undoDelete: (name) => `Annuler la suppression de ${name}`,
  saved: (name) => `«\u202f${name}\u202f» enregistrée.`,
  replaced: (name) => `«\u202f${name}\u202f» remplacée.`,
  applied: (name) => `«\u202f${name}\u202f» appliquée.`,
  renamed: (from, to) => `«\u202f${from}\u202f» renommée en «\u202f${to}\u202f».`,
  deleted: (name) => `«\u202f${name}\u202f» supprimée.`,
  restored: (name) => `«\u202f${name}\u202f» restaurée.`,
  loadFailed: (reason) => `Les vues n’ont pas pu être chargées. ${reason}`,
  saveFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être enregistrée. ${reason}`,
  renameFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être renommée. ${reason}`,
  deleteFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être supprimée. ${reason}`,
  restoreFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être restaurée. ${reason}`,
  retry: 'Réessayer',
  currentInvalid:
    'La vue actuelle ne peut pas être enregistrée\u00a0: ses réglages ne sont pas valides.',
  storageFull: 'L’espace de stockage du navigateur pour cette page est plein.',
  storageUnavailable:
    'Ce navigateur n’autorise pas l’enregistrement ici (fenêtre privée ou données de site bloquées).',
  storageNewerVersion: 'Les vues viennent d’une version plus récente de cette application.',
  unknownFailure: 'Réessayez.',
  writeBusy: 'Une autre modification est en cours d’enregistrement. Réessayez ensuite.',
  storageConflict:
    'Modifié dans un autre onglet ou une autre fenêtre\u202f; la liste montre l’état le plus récent.',
  droppedViews: plural('fr', {
    one: '{count} vue enregistrée était illisible et a été ignorée.',
    many: '{count} de vues enregistrées étaient illisibles et ont été ignorées.',
    other: '{count} vues enregistrées étaient illisibles et ont été ignorées.',
  }),
  repairedViewIds: plural('fr', {
    one: '{count} vue enregistrée avait le même identifiant qu’une autre et en a reçu un propre.',
    many: '{count} de vues enregistrées avaient le même identifiant qu’une autre et en ont reçu un propre.',
    other:
      '{count} vues enregistrées avaient le même identifiant qu’une autre et en ont reçu un propre.',
  }),
  repeatedViewIds: plural('fr', {
    one: '{count} vue enregistrée a le même identifiant qu’une autre\u202f; seule la première est affichée.',
    many: '{count} de vues enregistrées ont le même identifiant qu’une autre\u202f; seule la première est affichée.',
    other:
      '{count} vues enregistrées ont le même identifiant qu’une autre\u202f; seule la première est affichée.',
  }),
  notSavedAgain: (name, reason) =>
    `«\u202f${name}\u202f» n’a pas pu être réenregistrée après qu’un autre onglet l’a écrasée. ${reason} La prochaine modification ici réessaiera.`,
  unlistedViews: (max) => `Seules les ${max} premières vues enregistrées sont affichées.`,
  storeUnreadable:
    'Les vues enregistrées sont illisibles. Une vue nouvellement enregistrée les remplacera.',
  storeNewerVersion:
    'Les vues viennent d’une version plus récente de cette application\u202f; elles ne sont ni affichées ni modifiées ici.',
  storeUnavailable:
    'Ce navigateur n’autorise pas les vues enregistrées ici (fenêtre privée ou données de site bloquées).',
  appliedView: (name, changed) =>
    changed ? `Vue\u00a0: ${name} (modifiée)` : `Vue\u00a0: ${name}`,
};

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
