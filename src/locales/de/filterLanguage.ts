import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Die Filtersprache des Suchfelds auf Deutsch (`search.language.messages`). */
export const filterSprache: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `„${name}:“ ist kein Filter. Filter: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: Bitte nach dem Doppelpunkt einen Wert angeben.`,
    badValue: ({ field, value }) => `${field}: „${value}“ ist keiner seiner Werte.`,
    noMatch: ({ field, value }) => `${field}: Keine Option heißt „${value}“.`,
    loadFailed: ({ field, value }) =>
      `${field}: Die Optionen konnten nicht geladen werden, um „${value}“ zu finden.`,
    badDate: ({ field, value, example }) =>
      `${field}: „${value}“ ist kein Datum. Eine Vorgabe (last7Days), ein Datum wie ${example}, heute, gestern, -7d oder Anfang..Ende eingeben.`,
    unclosedQuote: () => 'Ein Anführungszeichen (") ist nicht geschlossen.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'Die Filtersprache konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
  fields: 'Filterfelder',
  fieldNames: {
    status: 'status',
    deliveryIds: 'lieferung, lieferungen, lieferid',
    courierIds: 'kurier, kuriere',
    customerIds: 'kunde, kunden',
    unitIds: 'bereich, bereiche',
    warehouseIds: 'lager',
    inserted: 'angelegt',
    requested: 'gewünscht',
    tags: 'merkmal, merkmale',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const tagesWorte: RelativeDayWords = { today: 'heute', yesterday: 'gestern' };
