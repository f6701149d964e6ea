import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { champsDate, champsPuce } from './fields';
import { motsDuJour } from './filterLanguage';

/** The filter panel and chips in French (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'n’est pas une date',
  noSuchDay: 'n’est pas un jour du calendrier',
  noSuchTime: 'n’est pas une heure',
  outOfRange: 'est trop loin (années 0001 à 9999, au plus -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «\u202f${typed}\u202f» ${dateReasons[problem]}. Saisissez ${pattern}, par exemple ${example}, ou aujourd’hui, hier, -7d, aujourd’hui 06:00`,
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
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'contient',
        notContains: 'ne contient pas',
        equals: 'est égal à',
        notEquals: 'n’est pas égal à',
        startsWith: 'commence par',
        endsWith: 'se termine par',
      },
      date: { before: 'avant', after: 'après' },
    },
    joins: { and: 'ET', or: 'OU' },
  },
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
  tooManyConditions: (max) => `Conditions\u00a0: ${max} au plus`,
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
