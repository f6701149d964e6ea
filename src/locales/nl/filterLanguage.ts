import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** De filtertaal van het zoekveld in het Nederlands (`search.language.messages`). */
export const filtertaal: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `„${name}:” is geen filter. Filters: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: geef een waarde na de dubbele punt.`,
    badValue: ({ field, value }) => `${field}: „${value}” is geen van de waarden.`,
    noMatch: ({ field, value }) => `${field}: geen optie heet „${value}”.`,
    loadFailed: ({ field, value }) =>
      `${field}: de opties konden niet worden geladen om „${value}” te vinden.`,
    badDate: ({ field, value, example }) =>
      `${field}: „${value}” is geen datum. Typ een voorinstelling (last7Days), een datum zoals ${example}, vandaag, gisteren, -7d of van..tot.`,
    unclosedQuote: () => 'Een aanhalingsteken (") is niet gesloten.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'De filtertaal kon niet worden geladen. Controleer uw verbinding.',
  fields: 'Filtervelden',
  fieldNames: {
    status: 'status',
    deliveryIds: 'levering, leveringen, id',
    courierIds: 'koerier, koeriers',
    customerIds: 'klant, klanten',
    unitIds: 'eenheid, eenheden',
    warehouseIds: 'magazijn, magazijnen',
    inserted: 'aangemaakt',
    requested: 'gewenst',
    tags: 'label, labels',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const dagwoorden: RelativeDayWords = { today: 'vandaag', yesterday: 'gisteren' };
