import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Le langage de filtre du champ de recherche en français (`search.language.messages`). */
export const langageDeFiltre: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) =>
      `« ${name}: » n’est pas un filtre. Filtres : ${fieldNames}.`,
    noValue: ({ field }) => `${field} : indiquez une valeur après les deux-points.`,
    badValue: ({ field, value }) => `${field} : « ${value} » ne fait pas partie de ses valeurs.`,
    noMatch: ({ field, value }) => `${field} : aucune option ne s’appelle « ${value} ».`,
    loadFailed: ({ field, value }) =>
      `${field} : les options n’ont pas pu être chargées pour trouver « ${value} ».`,
    badDate: ({ field, value, example }) =>
      `${field} : « ${value} » n’est pas une date. Saisissez un préréglage (last7Days), une date comme ${example}, aujourd’hui, hier, -7d ou début..fin.`,
    unclosedQuote: () => 'Un guillemet (") n’est pas fermé.',
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
