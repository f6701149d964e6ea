import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Le langage de filtre du champ de recherche en français (`search.language.messages`). */
export const langageDeFiltre: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) =>
      `«\u202f${name}:\u202f» n’est pas un filtre. Filtres\u00a0: ${fieldNames}.`,
    noValue: ({ field }) => `${field}\u00a0: indiquez une valeur après les deux-points.`,
    badValue: ({ field, value }) =>
      `${field}\u00a0: «\u202f${value}\u202f» ne fait pas partie de ses valeurs.`,
    noMatch: ({ field, value }) =>
      `${field}\u00a0: aucune option ne s’appelle «\u202f${value}\u202f».`,
    loadFailed: ({ field, value }) =>
      `${field}\u00a0: les options n’ont pas pu être chargées pour trouver «\u202f${value}\u202f».`,
    badDate: ({ field, value, example }) =>
      `${field}\u00a0: «\u202f${value}\u202f» n’est pas une date. Saisissez un préréglage (last7Days), une date comme ${example}, aujourd’hui, hier, -7d ou début..fin.`,
    unclosedQuote: () => 'Un guillemet (") n’est pas fermé.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'Le langage de filtre n’a pas pu être chargé. Vérifiez votre connexion.',
  fields: 'Champs de filtre',
  fieldNames: {
    status: 'statut',
    deliveryIds: 'livraison, livraisons, id',
    courierIds: 'transporteur, transporteurs',
    customerIds: 'client, clients',
    unitIds: 'unité, unités',
    warehouseIds: 'entrepôt, entrepôts',
    inserted: 'créée, création',
    requested: 'demandée',
    tags: 'étiquette, étiquettes',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const motsDuJour: RelativeDayWords = {
  today: "aujourd’hui, aujourd'hui, auj",
  yesterday: 'hier',
};
