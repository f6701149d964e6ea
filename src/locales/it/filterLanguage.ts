import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Il linguaggio dei filtri della casella di ricerca in italiano (`search.language.messages`). */
export const linguaggioDeiFiltri: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `«${name}:» non è un filtro. Filtri: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: indicare un valore dopo i due punti.`,
    badValue: ({ field, value }) => `${field}: «${value}» non è uno dei suoi valori.`,
    noMatch: ({ field, value }) => `${field}: nessuna opzione si chiama «${value}».`,
    loadFailed: ({ field, value }) =>
      `${field}: impossibile caricare le opzioni per trovare «${value}».`,
    badDate: ({ field, value, example }) =>
      `${field}: «${value}» non è una data. Digitare un intervallo predefinito (last7Days), una data come ${example}, oggi, ieri, -7d o inizio..fine.`,
    unclosedQuote: () => 'Delle virgolette (") non sono chiuse.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'Impossibile caricare il linguaggio dei filtri. Controllare la connessione.',
  fields: 'Campi dei filtri',
  fieldNames: {
    status: 'stato',
    deliveryIds: 'consegna, consegne, id',
    courierIds: 'corriere, corrieri',
    customerIds: 'cliente, clienti',
    unitIds: 'unità',
    warehouseIds: 'magazzino, magazzini',
    inserted: 'creata, creazione',
    requested: 'richiesta',
    tags: 'etichetta, etichette',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const paroleDelGiorno: RelativeDayWords = { today: 'oggi', yesterday: 'ieri' };
