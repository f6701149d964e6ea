import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { polaStitku } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'cs',
  {
    chips: polaStitku,
    own: {
      excludedStatus: 'Stav (vyloučený)',
      advancedFilters: 'Podmínky',
    },
    values: {
      one: '{count} hodnota',
      few: '{count} hodnoty',
      many: '{count} hodnoty',
      other: '{count} hodnot',
    },
    deliveries: {
      one: '{count} dodávka',
      few: '{count} dodávky',
      many: '{count} dodávky',
      other: '{count} dodávek',
    },
    unknownMore: {
      one: 'Vynechán byl i {count} další neznámý filtr.',
      few: 'Vynechány byly i {count} další neznámé filtry.',
      many: 'Vynecháno bylo i {count} dalšího neznámého filtru.',
      other: 'Vynecháno bylo i {count} dalších neznámých filtrů.',
    },
    viewMore: {
      one: 'Vynechána byla i {count} další část pohledu.',
      few: 'Vynechány byly i {count} další části pohledu.',
      many: 'Vynecháno bylo i {count} další části pohledu.',
      other: 'Vynecháno bylo i {count} dalších částí pohledu.',
    },
    zoned: 'není okamžik v letech 0001 až 9999',
    day: 'není den od {first} do {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Czech (part of `messages.table.problems`). */
export const problemyFiltru: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} nejsou filtry, proto nebyl použit žádný.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: filtr se nepodařilo přečíst, proto byl vynechán.`,
  advancedUnreadable: () => 'Podmínky se nepodařilo přečíst, proto nebyla použita žádná.',
  filterUnknown: ({ key }) => `Filtr ${key} tato tabulka nezná, proto byl vynechán.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} není datum ani období, které tato tabulka zná (např. „last7Days“), proto bylo vynecháno.`,
  dateNotDate: ({ field, value }) => `${nameOf(field)}: ${value} není datum, proto bylo vynecháno.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)}, proto bylo vynecháno.`,
  excludedWithStatus: () =>
    'Stavy k vyloučení přišly spolu se stavy ke shodě, proto byly vynechány.',
  excludedEveryStatus: () =>
    'Stavy k vyloučení vylučují každý stav ze statusOptions, proto byly vynechány.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} je později než ${nameOf(to)} ${toValue}, proto byly vynechány obě.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} není celé číslo od ${minimum} výše, proto bylo vynecháno.`,
  tagNotText: ({ field, value }) => `${nameOf(field)}: ${value} není text, proto bylo vynecháno.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} je delší než ${max} znaků, proto bylo vynecháno.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: hodnotu se nepodařilo přečíst, proto byla vynechána.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}: ${value} není seznam, proto byl vynechán.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: je zde ${values(count)}, víc než ${n(max)}, které server přijme, proto bylo ponecháno jen prvních ${n(max)}.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: z celkem ${values(length)} tabulka přečetla jen prvních ${n(read)}.`,
  advancedNotList: ({ value }) => `Podmínky ${value} nejsou seznam, proto nebyla použita žádná.`,
  rowUnreadable: ({ row }) => `Podmínku ${row} se nepodařilo přečíst, proto byla vynechána.`,
  rowIncomplete: ({ row }) =>
    `Podmínce ${row} chybí některé části (spojení, pole, typ, operátor a hodnota), proto byla vynechána.`,
  rowUnknownJoin: ({ row, value }) =>
    `Podmínka ${row} má spojení ${value}, které tato tabulka nezná, proto byla vynechána.`,
  rowUnknownField: ({ row, value }) =>
    `Podmínka ${row} testuje pole ${value}, které tato tabulka nenabízí, proto byla vynechána.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `Podmínka ${row} bere pole ${value} jako ${type}, ne jako ${expected}, proto byla vynechána.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `Podmínka ${row} má operátor ${value}, který pro pole typu ${type} neexistuje, proto byla vynechána.`,
  rowNoValue: ({ row }) => `Podmínka ${row} nemá hodnotu k porovnání, proto byla vynechána.`,
  rowNotNumber: ({ row, value }) =>
    `Podmínka ${row} porovnává s ${value}, což není číslo, proto byla vynechána.`,
  rowDateNotDate: ({ row, value }) =>
    `Podmínka ${row} porovnává s datem: ${value} není datum, proto byla vynechána.`,
  rowDateOutOfRange: (params) =>
    `Podmínka ${params.row} porovnává s datem: ${params.value} ${outside(params)}, proto byla vynechána.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Czech (part of a pack's `linkProblems`). */
export const problemyPolozekOdkazu: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} je v odkazu dvakrát; použila se první hodnota.`,
  linkEntryUnknown: ({ value }) => `${value} tato stránka neumí přečíst, proto bylo vynecháno.`,
  linkEntryNoValue: ({ key }) => `${key} nemá v odkazu hodnotu, proto bylo vynecháno.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `Otevřená dodávka ${value} není ID o 1 až ${max} znacích, proto se podrobnosti neotevřely.`,
  linkRangeTwice: ({ range }) =>
    `Období „${rangeNameOf(range)}“ je v odkazu dvakrát; použilo se první.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Období „${rangeNameOf(range)}“: ${value} není předvolené období (např. „last7Days“), proto bylo vynecháno.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `Podmínka ${row} má spojení ${value}, které není číslo, proto byla vynechána.`,
  linkRowNotDate: ({ row, value }) =>
    `Podmínka ${row} porovnává s ${value}, což není datum, proto byla vynechána.`,
};

/** Why an export's paging failed, in Czech (part of `messages.exporting`). */
export const duvodyExportu: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `Server poslal pro stránku ${page} stejné dodávky (${deliveries(count)}) jako pro stránku ${earlierPage}, zřejmě tedy přehlíží pageNumber; export byl zastaven.`
      : `Server znovu poslal ${n(repeated)} z ${n(count)} dodávek stránky ${page} (poprvé na stránce ${earlierPage}), nestránkuje tedy podle pageNumber a pageSize; export byl zastaven.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `Stránka ${page} zopakovala ${n(repeated)} ze svých ${n(count)} dodávek ze stránky ${earlierPage}: stránky serveru se překrývají, například když během exportu přibývají dodávky; export byl zastaven, aby je nezapsal dvakrát.`,
  pagingShortPage: ({ page, count, asked }) =>
    `Stránka ${page} obsahovala ${deliveries(count)}, ačkoli se žádalo o ${n(asked)}, a přesto stránka ${page + 1} obsahovala další: server dodávky vynechal; export byl zastaven, aby nezapsal neúplný soubor.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `Server poslal ${deliveries(sent)} pro stránku o velikosti ${n(asked)}, proto jimi export nemůže stránkovat.`,
  pagingEmptyFirstPage:
    'Server neposlal pro stránku 1 žádné dodávky, pro stránku 2 ale ano: zkontrolujte pageNumberBase (číslo, které server dává první stránce).',
};
