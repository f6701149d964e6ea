import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** Jazyk filtrů ve vyhledávacím poli česky (`search.language.messages`). */
export const jazykFiltru: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `„${name}:“ není filtr. Filtry: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: za dvojtečku zadejte hodnotu.`,
    badValue: ({ field, value }) => `${field}: „${value}“ není jednou z jeho hodnot.`,
    noMatch: ({ field, value }) => `${field}: žádná možnost se nejmenuje „${value}“.`,
    loadFailed: ({ field, value }) =>
      `${field}: možnosti se nepodařilo načíst, takže „${value}“ nelze najít.`,
    badDate: ({ field, value, example }) =>
      `${field}: „${value}“ není datum. Zadejte předvolbu (last7Days), datum jako ${example}, dnes, včera, -7d nebo od..do.`,
    unclosedQuote: () => 'Uvozovky (") nejsou uzavřené.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'Jazyk filtrů se nepodařilo načíst. Zkontrolujte připojení.',
  fields: 'Pole filtrů',
  fieldNames: {
    status: 'stav',
    deliveryIds: 'dodávka, dodávky, id',
    courierIds: 'kurýr, kurýři',
    customerIds: 'zákazník, zákazníci',
    unitIds: 'jednotka, jednotky',
    warehouseIds: 'sklad, sklady',
    inserted: 'vytvořeno',
    requested: 'požadováno',
    tags: 'štítek, štítky',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const slovaDnu: RelativeDayWords = { today: 'dnes, dneska', yesterday: 'včera' };
