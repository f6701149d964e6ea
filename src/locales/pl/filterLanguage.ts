import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Język filtrów w polu wyszukiwania po polsku (`search.language.messages`). */
export const jezykFiltrow: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `„${name}:” nie jest filtrem. Filtry: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: podaj wartość po dwukropku.`,
    badValue: ({ field, value }) => `${field}: „${value}” nie jest jedną z dostępnych wartości.`,
    noMatch: ({ field, value }) => `${field}: żadna opcja nie nazywa się „${value}”.`,
    loadFailed: ({ field, value }) =>
      `${field}: nie udało się wczytać opcji, by znaleźć „${value}”.`,
    badDate: ({ field, value, example }) =>
      `${field}: „${value}” nie jest datą. Wpisz ustawienie (last7Days), datę, np. ${example}, dziś, wczoraj, -7d lub od..do.`,
    unclosedQuote: () => 'Cudzysłów (") nie jest zamknięty.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'Nie udało się wczytać języka filtrów. Sprawdź połączenie.',
  fields: 'Pola filtrów',
  fieldNames: {
    status: 'status, statusy',
    deliveryIds: 'dostawa, dostawy, id',
    courierIds: 'kurier, kurierzy',
    customerIds: 'klient, klienci',
    unitIds: 'jednostka, jednostki',
    warehouseIds: 'magazyn, magazyny',
    inserted: 'utworzono, utworzone',
    requested: 'termin',
    tags: 'znacznik, znaczniki',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const slowaDni: RelativeDayWords = { today: 'dziś, dzisiaj', yesterday: 'wczoraj' };
