import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { problemesFiltres, problemesEntreesLien, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const nom = (field: string) => nameOf(field as DeliveriesProblemList);

const partie: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['La page est illisible', 'la première page est affichée'],
  pageSize: ['La taille de page est illisible', '25 lignes par page sont affichées'],
  quickSearch: ['La recherche est illisible', 'elle a été ignorée'],
  orderBy: ['Le tri est illisible', 'la liste n’est pas triée'],
  filters: ['Les filtres sont illisibles', 'aucun n’a été utilisé'],
};

const encore = plural('fr', {
  one: '{count} autre partie a aussi été ignorée.',
  many: '{count} d’autres parties ont aussi été ignorées.',
  other: '{count} autres parties ont aussi été ignorées.',
});

/** The problems in French (`messages.table.problems`). */
export const problemes: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'Les paramètres sont illisibles\u202f; aucun n’a été utilisé.',
  settingsNotSettings: ({ value }) =>
    `${value} n’est pas un ensemble de paramètres\u202f; aucun n’a été utilisé.`,
  partUnreadable: ({ part }) => `${partie[part][0]}\u202f; ${partie[part][1]}.`,
  partUnknown: ({ key }) =>
    `Le paramètre ${key} ne fait pas partie de l’état de la grille (pageNumber, pageSize, quickSearch, orderBy, filters)\u202f; il a été ignoré.`,
  optionRepeated: ({ option, value }) =>
    `L’option ${option} cite ${value} plus d’une fois\u202f; seule la première occurrence est utilisée.`,
  optionUnlabelled: ({ option, value }) =>
    `L’option ${option} ne donne pas de libellé à ${value}\u202f; sa valeur est affichée à la place.`,
  optionItemUnusable: ({ option, value }) =>
    `L’option ${option} contient ${value}, qui n’est pas l’un de ses éléments\u202f; il est donc ignoré.`,
  pageSizeOptionUnusable: ({ value }) =>
    `La taille de page ${value} de paging.pageSizeOptions n’est pas un nombre entier à partir de 1\u202f; elle n’est pas proposée.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `L’option ${option} vaut ${value}, qui n’est pas un nombre à partir de ${least}\u202f; ${used} est utilisé.`,
  exportCountUnusable: ({ option, value, used }) =>
    `L’option ${option} vaut ${value}, qui n’est pas un nombre entier à partir de 1\u202f; ${used} est utilisé.`,
  refreshNotSeconds: ({ value }) =>
    `L’option refresh.intervalSeconds vaut ${value}, qui n’est pas un nombre de secondes\u202f; les lignes ne sont pas actualisées d’elles-mêmes.`,
  refreshOutOfRange: ({ value }) =>
    `L’option refresh.intervalSeconds vaut ${value}, hors de 1 seconde à 24 jours\u202f; la limite la plus proche est utilisée.`,
  pageNotNumber: ({ value }) =>
    `La page ${value} n’est pas un numéro de page (1 ou plus)\u202f; la première page est affichée.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `La taille de page ${value} n’est pas un nombre entier de 1 à ${max}\u202f; ${pageSize} lignes par page sont affichées.`,
  densityUnusable: ({ value }) =>
    `La densité ${value} n’est ni «\u202fcomfortable\u202f» ni «\u202fcompact\u202f»\u202f; elle a été ignorée.`,
  searchNotText: ({ value }) =>
    `La recherche ${value} n’est pas du texte\u202f; elle a été ignorée.`,
  searchTooLong: ({ value, max }) =>
    `La recherche ${value} dépasse ${max} caractères\u202f; elle a été ignorée.`,
  sortMalformed: ({ value }) =>
    `Le tri ${value} n’est pas une colonne suivie de «\u202fasc\u202f» ou «\u202fdesc\u202f» (comme «\u202finsertTime.desc\u202f»)\u202f; la liste n’est pas triée.`,
  sortNotOffered: ({ key }) =>
    `Ce tableau ne propose pas le tri sur ${key}\u202f; la liste n’est pas triée.`,
  moreLeftOut: ({ count }) => encore(count),
  text: ({ text }) => text,
  ...problemesFiltres,
};

/** The problems only a link has, in French (a pack's `linkProblems`). */
export const problemesLien: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'Les paramètres du lien ne sont pas du texte.',
  linkNoVersion: ({ value, version }) =>
    `Les paramètres du lien ${value} ne commencent pas par une version comme «\u202fv${version}\u202f»\u202f; aucun n’a été utilisé.`,
  linkNewer: ({ version, reads }) =>
    `Le lien vient d’une version plus récente de cette page (format v${version}\u202f; cette page lit v${reads})\u202f; ses paramètres n’ont pas été utilisés.`,
  linkOlder: ({ version }) =>
    `Le lien utilise le format v${version}, que cette page ne lit plus\u202f; ses paramètres n’ont pas été utilisés.`,
  linkCutShort: () =>
    'Le lien se termine par un «\u202f*\u202f» isolé, comme s’il était coupé\u202f; sa dernière partie manque peut-être.',
  filterNoValue: ({ field }) =>
    `Le filtre ${nom(field)} n’a pas de valeur dans le lien\u202f; il a été ignoré.`,
  filterNotDate: ({ field, value }) =>
    `${value} n’est pas une date (${nom(field)})\u202f; la valeur a été ignorée.`,
  filterNotNumber: ({ field, value }) =>
    `${value} n’est pas un nombre (${nom(field)})\u202f; la valeur a été ignorée.`,
  ...problemesEntreesLien,
};

/** A failed request in French, from its kind and status (`messages.table.loadFailed`). */
export function echecChargement({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'Le serveur est injoignable. Vérifiez votre connexion.';
    case 'timeout':
      return 'Le serveur n’a pas répondu à temps.';
    case 'invalid-response':
      return 'Le serveur a envoyé les livraisons sous une forme inattendue.';
    case 'headers':
      return 'Les en-têtes de la requête n’ont pas pu être préparés.';
    case 'http':
      if (status === 0) return 'Le serveur a redirigé la requête vers un autre site.';
      if (status === 401) return 'Vous n’êtes pas connecté ou votre session a expiré (401).';
      if (status === 403) return 'Vous n’avez pas accès aux livraisons (403).';
      if (status === 429)
        return `Trop de requêtes\u202f; réessayez ${
          retryAfterMs === undefined ? 'plus tard' : `dans ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `Le serveur n’a pas pu répondre (${status}).`;
      if (status >= 400) return `Le serveur a refusé la requête (${status}).`;
      return `Le serveur a répondu de façon inattendue (${status}).`;
  }
}
