import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { plural } from '../../shared/text/plural';
import { problemWords } from '../support/problemWords';
import { polaChipow } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'pl',
  {
    chips: polaChipow,
    own: {
      excludedStatus: 'Status (wykluczony)',
      advancedFilters: 'Warunki',
    },
    values: {
      one: '{count} wartość',
      few: '{count} wartości',
      many: '{count} wartości',
      other: '{count} wartości',
    },
    deliveries: {
      one: '{count} dostawa',
      few: '{count} dostawy',
      many: '{count} dostaw',
      other: '{count} dostawy',
    },
    unknownMore: {
      one: 'Pominięto też {count} inny nieznany filtr.',
      few: 'Pominięto też {count} inne nieznane filtry.',
      many: 'Pominięto też {count} innych nieznanych filtrów.',
      other: 'Pominięto też {count} innego nieznanego filtra.',
    },
    viewMore: {
      one: 'Pominięto też {count} inną część widoku.',
      few: 'Pominięto też {count} inne części widoku.',
      many: 'Pominięto też {count} innych części widoku.',
      other: 'Pominięto też {count} innej części widoku.',
    },
    zoned: 'nie jest chwilą w latach 0001–9999',
    day: 'nie jest dniem od {first} do {last}',
  },
);

// The verb agrees with the count: „są 4 wartości”, but „jest 5 wartości”.
const jestWartosci = plural('pl', {
  one: 'jest {count} wartość',
  few: 'są {count} wartości',
  many: 'jest {count} wartości',
  other: 'jest {count} wartości',
});

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Polish (part of `messages.table.problems`). */
export const problemyFiltrow: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} to nie są filtry, więc nie użyto żadnego.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: nie udało się odczytać filtra, więc go pominięto.`,
  advancedUnreadable: () => 'Nie udało się odczytać warunków, więc nie użyto żadnego.',
  filterUnknown: ({ key }) => `Ta tabela nie zna filtra ${key}, więc go pominięto.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} nie jest datą ani zakresem znanym tej tabeli (np. „last7Days”), więc to pominięto.`,
  dateNotDate: ({ field, value }) => `${nameOf(field)}: ${value} nie jest datą, więc to pominięto.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)}, więc to pominięto.`,
  excludedWithStatus: () =>
    'Statusy do wykluczenia podano razem ze statusami do dopasowania, więc je pominięto.',
  excludedEveryStatus: () =>
    'Statusy do wykluczenia wykluczają każdy status z statusOptions, więc je pominięto.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} jest później niż ${nameOf(to)} ${toValue}, więc pominięto oba.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} nie jest liczbą całkowitą od ${minimum} wzwyż, więc to pominięto.`,
  tagNotText: ({ field, value }) =>
    `${nameOf(field)}: ${value} nie jest tekstem, więc to pominięto.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} jest dłuższe niż ${max} znaków, więc to pominięto.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: nie udało się odczytać wartości, więc ją pominięto.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}: ${value} nie jest listą, więc to pominięto.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: ${jestWartosci(count)}, więcej niż ${n(max)} przyjmowanych przez serwer, więc zachowano tylko pierwsze ${n(max)}.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: odczytano tylko pierwsze ${n(read)} z ${values(length)}.`,
  advancedNotList: ({ value }) => `Warunki ${value} nie są listą, więc nie użyto żadnego.`,
  rowUnreadable: ({ row }) => `Nie udało się odczytać warunku ${row}, więc go pominięto.`,
  rowIncomplete: ({ row }) =>
    `Warunkowi ${row} brakuje części (połączenie, pole, typ, operator i wartość), więc go pominięto.`,
  rowUnknownJoin: ({ row, value }) =>
    `Warunek ${row} ma połączenie ${value}, którego ta tabela nie zna, więc go pominięto.`,
  rowUnknownField: ({ row, value }) =>
    `Warunek ${row} sprawdza pole ${value}, którego ta tabela nie oferuje, więc go pominięto.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `Warunek ${row} traktuje pole ${value} jako ${type}, a nie ${expected}, więc go pominięto.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `Warunek ${row} ma operator ${value}, którego nie ma dla pól typu ${type}, więc go pominięto.`,
  rowNoValue: ({ row }) => `Warunek ${row} nie ma wartości do porównania, więc go pominięto.`,
  rowNotNumber: ({ row, value }) =>
    `Warunek ${row} porównuje z ${value}, co nie jest liczbą, więc go pominięto.`,
  rowDateNotDate: ({ row, value }) =>
    `Warunek ${row} porównuje z datą: ${value} nie jest datą, więc go pominięto.`,
  rowDateOutOfRange: (params) =>
    `Warunek ${params.row} porównuje z datą: ${params.value} ${outside(params)}, więc go pominięto.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Polish (part of a pack's `linkProblems`). */
export const problemyWpisowLinku: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} występuje w linku dwa razy; użyto pierwszego.`,
  linkEntryUnknown: ({ value }) =>
    `${value} nie jest czymś, co ta strona umie odczytać, więc to pominięto.`,
  linkEntryNoValue: ({ key }) => `${key} nie ma w linku wartości, więc to pominięto.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `Otwarta dostawa ${value} nie jest identyfikatorem od 1 do ${max} znaków, więc nie otwarto szczegółów.`,
  linkRangeTwice: ({ range }) =>
    `Zakres „${rangeNameOf(range)}” występuje w linku dwa razy; użyto pierwszego.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Zakres „${rangeNameOf(range)}”: ${value} nie jest zakresem dat (np. „last7Days”), więc to pominięto.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `Warunek ${row} ma połączenie ${value}, które nie jest liczbą, więc go pominięto.`,
  linkRowNotDate: ({ row, value }) =>
    `Warunek ${row} porównuje z ${value}, co nie jest datą, więc go pominięto.`,
};

/** Why an export's paging failed, in Polish (part of `messages.exporting`). */
export const powodyEksportu: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `Serwer wysłał dla strony ${page} te same dostawy (${deliveries(count)}) co dla strony ${earlierPage}, więc chyba pomija pageNumber; eksport zatrzymano.`
      : `Serwer ponownie wysłał ${n(repeated)} z ${n(count)} dostaw strony ${page} (pierwszy raz na stronie ${earlierPage}), więc nie stronicuje według pageNumber i pageSize; eksport zatrzymano.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `Strona ${page} powtórzyła ${n(repeated)} z ${n(count)} swoich dostaw ze strony ${earlierPage}: strony serwera nakładają się, np. gdy w trakcie eksportu dochodzą dostawy; eksport zatrzymano, by nie zapisać ich dwa razy.`,
  pagingShortPage: ({ page, count, asked }) =>
    `Strona ${page} zawierała ${deliveries(count)}, choć poproszono o ${n(asked)}, a strona ${page + 1} zawierała więcej: serwer pominął dostawy; eksport zatrzymano, by nie zapisać niepełnego pliku.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `Serwer wysłał ${deliveries(sent)} dla strony o rozmiarze ${n(asked)}, więc eksport nie może przechodzić przez strony.`,
  pagingEmptyFirstPage:
    'Serwer nie wysłał dostaw dla strony 1, ale wysłał dla strony 2: sprawdź pageNumberBase (numer, który serwer nadaje pierwszej stronie).',
};
