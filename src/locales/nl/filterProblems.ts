import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { chipVelden } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'nl',
  {
    chips: chipVelden,
    own: {
      excludedStatus: 'Status (uitgesloten)',
      advancedFilters: 'Voorwaarden',
    },
    values: { one: '{count} waarde', other: '{count} waarden' },
    deliveries: { one: '{count} levering', other: '{count} leveringen' },
    unknownMore: {
      one: 'Nog {count} onbekend filter is weggelaten.',
      other: 'Nog {count} onbekende filters zijn weggelaten.',
    },
    viewMore: {
      one: 'Nog {count} deel van de weergave is weggelaten.',
      other: 'Nog {count} delen van de weergave zijn weggelaten.',
    },
    zoned: 'is geen tijdstip in de jaren 0001 tot 9999',
    day: 'is geen dag van {first} tot {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Dutch (part of `messages.table.problems`). */
export const filterProblemen: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} zijn geen filters, dus er is er geen gebruikt.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: het filter kon niet worden gelezen en is weggelaten.`,
  advancedUnreadable: () =>
    'De voorwaarden konden niet worden gelezen, dus er is er geen gebruikt.',
  filterUnknown: ({ key }) => `Het filter ${key} kent deze tabel niet; het is weggelaten.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} is geen datum en geen periode die deze tabel kent (zoals „last7Days”) en is weggelaten.`,
  dateNotDate: ({ field, value }) => `${nameOf(field)}: ${value} is geen datum en is weggelaten.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)} en is weggelaten.`,
  excludedWithStatus: () =>
    'De uit te sluiten statussen kwamen samen met statussen om op te filteren en zijn weggelaten.',
  excludedEveryStatus: () =>
    'De uit te sluiten statussen sluiten elke status uit statusOptions uit en zijn weggelaten.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} ligt na ${nameOf(to)} ${toValue}, dus beide zijn weggelaten.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} is geen geheel getal vanaf ${minimum} en is weggelaten.`,
  tagNotText: ({ field, value }) => `${nameOf(field)}: ${value} is geen tekst en is weggelaten.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} is langer dan ${max} tekens en is weggelaten.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: een waarde kon niet worden gelezen en is weggelaten.`,
  filterNotList: ({ field, value }) => `${nameOf(field)}: ${value} is geen lijst en is weggelaten.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: er zijn ${values(count)}, meer dan de ${n(max)} die de server aanneemt, dus alleen de eerste ${n(max)} zijn bewaard.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: van ${values(length)} heeft deze tabel alleen de eerste ${n(read)} gelezen.`,
  advancedNotList: ({ value }) =>
    `De voorwaarden ${value} zijn geen lijst, dus er is er geen gebruikt.`,
  rowUnreadable: ({ row }) => `Voorwaarde ${row} kon niet worden gelezen en is weggelaten.`,
  rowIncomplete: ({ row }) =>
    `Voorwaarde ${row} mist onderdelen (koppeling, veld, type, operator en waarde) en is weggelaten.`,
  rowUnknownJoin: ({ row, value }) =>
    `Voorwaarde ${row} heeft de koppeling ${value}, die deze tabel niet kent, en is weggelaten.`,
  rowUnknownField: ({ row, value }) =>
    `Voorwaarde ${row} test het veld ${value}, dat deze tabel niet aanbiedt, en is weggelaten.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `Voorwaarde ${row} behandelt het veld ${value} als ${type}, niet als ${expected}, en is weggelaten.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `Voorwaarde ${row} heeft de operator ${value}, die niet bestaat voor velden van het type ${type}, en is weggelaten.`,
  rowNoValue: ({ row }) =>
    `Voorwaarde ${row} heeft geen waarde om mee te vergelijken en is weggelaten.`,
  rowNotNumber: ({ row, value }) =>
    `Voorwaarde ${row} vergelijkt met ${value}, dat geen getal is, en is weggelaten.`,
  rowDateNotDate: ({ row, value }) =>
    `Voorwaarde ${row} vergelijkt met een datum: ${value} is geen datum; de voorwaarde is weggelaten.`,
  rowDateOutOfRange: (params) =>
    `Voorwaarde ${params.row} vergelijkt met een datum: ${params.value} ${outside(params)}; de voorwaarde is weggelaten.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Dutch (part of a pack's `linkProblems`). */
export const linkItemProblemen: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} staat twee keer in de link; de eerste is gebruikt.`,
  linkEntryUnknown: ({ value }) => `${value} kan deze pagina niet lezen; het is weggelaten.`,
  linkEntryNoValue: ({ key }) => `${key} heeft geen waarde in de link en is weggelaten.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `De geopende levering ${value} is geen ID van 1 tot ${max} tekens, dus er zijn geen details geopend.`,
  linkRangeTwice: ({ range }) =>
    `De periode „${rangeNameOf(range)}” staat twee keer in de link; de eerste is gebruikt.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Periode „${rangeNameOf(range)}”: ${value} is geen vaste periode (zoals „last7Days”) en is weggelaten.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `Voorwaarde ${row} heeft de koppeling ${value}, die geen getal is, en is weggelaten.`,
  linkRowNotDate: ({ row, value }) =>
    `Voorwaarde ${row} vergelijkt met ${value}, dat geen datum is, en is weggelaten.`,
};

/** Why an export's paging failed, in Dutch (part of `messages.exporting`). */
export const exportRedenen: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `De server stuurde voor pagina ${page} dezelfde ${deliveries(count)} als voor pagina ${earlierPage}, dus hij lijkt pageNumber te negeren; de export is gestopt.`
      : `De server stuurde ${n(repeated)} van de ${deliveries(count)} van pagina ${page} opnieuw (eerst gestuurd op pagina ${earlierPage}), dus hij pagineert niet volgens pageNumber en pageSize; de export is gestopt.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `Pagina ${page} herhaalde ${n(repeated)} van haar ${deliveries(count)} van pagina ${earlierPage}: de pagina’s van de server overlappen, zoals wanneer er tijdens de export leveringen bijkomen; de export is gestopt in plaats van ze dubbel te schrijven.`,
  pagingShortPage: ({ page, count, asked }) =>
    `Pagina ${page} bevatte ${deliveries(count)} terwijl er ${n(asked)} waren gevraagd, maar pagina ${page + 1} bevatte er meer: de server liet leveringen weg; de export is gestopt in plaats van een onvolledig bestand te schrijven.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `De server stuurde ${deliveries(sent)} voor een pagina van ${n(asked)}, dus de export kan er niet per pagina doorheen.`,
  pagingEmptyFirstPage:
    'De server stuurde geen leveringen voor pagina 1, maar wel voor pagina 2: controleer pageNumberBase (het nummer dat de server zijn eerste pagina geeft).',
};
