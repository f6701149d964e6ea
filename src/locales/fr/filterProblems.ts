import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { champsPuce } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'fr',
  {
    chips: champsPuce,
    own: {
      excludedStatus: 'Statut (exclu)',
      advancedFilters: 'Conditions',
    },
    values: { one: '{count} valeur', many: '{count} de valeurs', other: '{count} valeurs' },
    deliveries: {
      one: '{count} livraison',
      many: '{count} de livraisons',
      other: '{count} livraisons',
    },
    unknownMore: {
      one: '{count} autre filtre inconnu a aussi été ignoré.',
      many: '{count} d’autres filtres inconnus ont aussi été ignorés.',
      other: '{count} autres filtres inconnus ont aussi été ignorés.',
    },
    viewMore: {
      one: '{count} autre partie de la vue a été ignorée.',
      many: '{count} d’autres parties de la vue ont été ignorées.',
      other: '{count} autres parties de la vue ont été ignorées.',
    },
    zoned: 'n’est pas un instant des années 0001 à 9999',
    day: 'n’est pas un jour du {first} au {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in French (part of `messages.table.problems`). */
export const problemesFiltres: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} ne sont pas des filtres, donc aucun n’a été utilisé.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}\u00a0: le filtre n’a pas pu être lu, il a donc été ignoré.`,
  advancedUnreadable: () => 'Les conditions n’ont pas pu être lues, donc aucune n’a été utilisée.',
  filterUnknown: ({ key }) => `Le filtre ${key} est inconnu de ce tableau, il a donc été ignoré.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}\u00a0: ${value} n’est ni une date ni une période connue de ce tableau (comme «\u202flast7Days\u202f»), elle a donc été ignorée.`,
  dateNotDate: ({ field, value }) =>
    `${nameOf(field)}\u00a0: ${value} n’est pas une date, elle a donc été ignorée.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}\u00a0: ${params.value} ${outside(params)}, elle a donc été ignorée.`,
  excludedWithStatus: () =>
    'Les statuts à exclure accompagnaient des statuts à inclure, ils ont donc été ignorés.',
  excludedEveryStatus: () =>
    'Les statuts à exclure excluent tous les statuts de statusOptions, ils ont donc été ignorés.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} est postérieur à ${nameOf(to)} ${toValue}, les deux ont donc été ignorés.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}\u00a0: ${value} n’est pas un nombre entier de ${minimum} ou plus, il a donc été ignoré.`,
  tagNotText: ({ field, value }) =>
    `${nameOf(field)}\u00a0: ${value} n’est pas du texte, il a donc été ignoré.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}\u00a0: ${value} dépasse ${max} caractères, il a donc été ignoré.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}\u00a0: une valeur n’a pas pu être lue, elle a donc été ignorée.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}\u00a0: ${value} n’est pas une liste, elle a donc été ignorée.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}\u00a0: il y a ${values(count)}, plus que les ${n(max)} acceptées par le serveur, seules les ${n(max)} premières ont donc été gardées.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}\u00a0: sur ${values(length)}, ce tableau n’a lu que les ${n(read)} premières.`,
  advancedNotList: ({ value }) =>
    `Les conditions ${value} ne sont pas une liste, donc aucune n’a été utilisée.`,
  rowUnreadable: ({ row }) => `La condition ${row} n’a pas pu être lue, elle a donc été ignorée.`,
  rowIncomplete: ({ row }) =>
    `Il manque des parties à la condition ${row} (liaison, champ, type, opérateur et valeur), elle a donc été ignorée.`,
  rowUnknownJoin: ({ row, value }) =>
    `La condition ${row} a la liaison ${value}, inconnue de ce tableau, elle a donc été ignorée.`,
  rowUnknownField: ({ row, value }) =>
    `La condition ${row} teste le champ ${value}, que ce tableau ne propose pas, elle a donc été ignorée.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `La condition ${row} traite le champ ${value} comme ${type} et non ${expected}, elle a donc été ignorée.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `La condition ${row} a l’opérateur ${value}, qui n’existe pas pour les champs de type ${type}, elle a donc été ignorée.`,
  rowNoValue: ({ row }) =>
    `La condition ${row} n’a pas de valeur à comparer, elle a donc été ignorée.`,
  rowNotNumber: ({ row, value }) =>
    `La condition ${row} compare avec ${value}, qui n’est pas un nombre, elle a donc été ignorée.`,
  rowDateNotDate: ({ row, value }) =>
    `La condition ${row} compare avec une date\u00a0: ${value} n’est pas une date, elle a donc été ignorée.`,
  rowDateOutOfRange: (params) =>
    `La condition ${params.row} compare avec une date\u00a0: ${params.value} ${outside(params)}, elle a donc été ignorée.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in French (part of a pack's `linkProblems`). */
export const problemesEntreesLien: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) =>
    `${key} figure deux fois dans le lien\u202f; la première valeur a été utilisée.`,
  linkEntryUnknown: ({ value }) =>
    `${value} n’est pas lisible par cette page, il a donc été ignoré.`,
  linkEntryNoValue: ({ key }) => `${key} n’a pas de valeur dans le lien, il a donc été ignoré.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `La livraison ouverte ${value} n’est pas un identifiant de 1 à ${max} caractères, aucun détail n’a donc été ouvert.`,
  linkRangeTwice: ({ range }) =>
    `La période «\u202f${rangeNameOf(range)}\u202f» figure deux fois dans le lien\u202f; la première a été utilisée.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Période «\u202f${rangeNameOf(range)}\u202f»\u00a0: ${value} n’est pas une période prédéfinie (comme «\u202flast7Days\u202f»), elle a donc été ignorée.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `La condition ${row} a la liaison ${value}, qui n’est pas un nombre, elle a donc été ignorée.`,
  linkRowNotDate: ({ row, value }) =>
    `La condition ${row} compare avec ${value}, qui n’est pas une date, elle a donc été ignorée.`,
};

/** Why an export's paging failed, in French (part of `messages.exporting`). */
export const raisonsExport: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `Le serveur a envoyé pour la page ${page} les mêmes ${deliveries(count)} que pour la page ${earlierPage}\u00a0: il semble ignorer pageNumber\u202f; l’export s’est arrêté.`
      : `Le serveur a renvoyé ${n(repeated)} des ${deliveries(count)} de la page ${page} (envoyées d’abord en page ${earlierPage})\u00a0: il ne pagine pas selon pageNumber et pageSize\u202f; l’export s’est arrêté.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `La page ${page} a répété ${n(repeated)} de ses ${deliveries(count)} de la page ${earlierPage}\u00a0: les pages du serveur se chevauchent, comme lorsque des livraisons sont ajoutées pendant l’export\u202f; l’export s’est arrêté plutôt que de les écrire deux fois.`,
  pagingShortPage: ({ page, count, asked }) =>
    `La page ${page} contenait ${deliveries(count)} pour ${n(asked)} demandées, mais la page ${page + 1} en contenait d’autres\u00a0: le serveur a omis des livraisons\u202f; l’export s’est arrêté plutôt que d’écrire un fichier incomplet.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `Le serveur a envoyé ${deliveries(sent)} pour une page de ${n(asked)}, l’export ne peut donc pas les parcourir page par page.`,
  pagingEmptyFirstPage:
    'Le serveur n’a envoyé aucune livraison pour la page 1 mais en a envoyé pour la page 2\u00a0: vérifiez pageNumberBase (le numéro que le serveur donne à sa première page).',
};
