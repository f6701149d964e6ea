import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { chipFelder } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'de',
  {
    chips: chipFelder,
    own: {
      excludedStatus: 'Status (ausgenommen)',
      advancedFilters: 'Bedingungen',
    },
    values: { one: '{count} Wert', other: '{count} Werte' },
    deliveries: { one: '{count} Lieferung', other: '{count} Lieferungen' },
    unknownMore: {
      one: 'Ein weiterer unbekannter Filter wurde ausgelassen.',
      other: '{count} weitere unbekannte Filter wurden ausgelassen.',
    },
    viewMore: {
      one: 'Ein weiterer Teil der Ansicht wurde ausgelassen.',
      other: '{count} weitere Teile der Ansicht wurden ausgelassen.',
    },
    zoned: 'kein Zeitpunkt in den Jahren 0001 bis 9999',
    day: 'kein Tag von {first} bis {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in German (part of `messages.table.problems`). */
export const filterProbleme: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} sind keine Filter, daher wurde keiner verwendet.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: Der Filter konnte nicht gelesen werden und wurde ausgelassen.`,
  advancedUnreadable: () =>
    'Die Bedingungen konnten nicht gelesen werden, daher wurde keine verwendet.',
  filterUnknown: ({ key }) => `Den Filter ${key} kennt diese Tabelle nicht; er wurde ausgelassen.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} ist weder ein Datum noch ein Zeitraum dieser Tabelle (etwa „last7Days“) und wurde ausgelassen.`,
  dateNotDate: ({ field, value }) =>
    `${nameOf(field)}: ${value} ist kein Datum und wurde ausgelassen.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ist ${outside(params)} und wurde ausgelassen.`,
  excludedWithStatus: () =>
    'Die auszuschließenden Status kamen zusammen mit Status zum Abgleich und wurden ausgelassen.',
  excludedEveryStatus: () =>
    'Die auszuschließenden Status schließen jeden Status aus statusOptions aus und wurden ausgelassen.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} liegt nach ${nameOf(to)} ${toValue}, daher wurden beide ausgelassen.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} ist keine ganze Zahl ab ${minimum} und wurde ausgelassen.`,
  tagNotText: ({ field, value }) =>
    `${nameOf(field)}: ${value} ist kein Text und wurde ausgelassen.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} ist länger als ${max} Zeichen und wurde ausgelassen.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: Ein Wert konnte nicht gelesen werden und wurde ausgelassen.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}: ${value} ist keine Liste und wurde ausgelassen.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: Es gibt ${values(count)}, mehr als die ${n(max)}, die der Server annimmt; nur die ersten ${n(max)} wurden behalten.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: Von ${values(length)} hat diese Tabelle nur die ersten ${n(read)} gelesen.`,
  advancedNotList: ({ value }) =>
    `Die Bedingungen ${value} sind keine Liste, daher wurde keine verwendet.`,
  rowUnreadable: ({ row }) => `Bedingung ${row} konnte nicht gelesen werden und wurde ausgelassen.`,
  rowIncomplete: ({ row }) =>
    `Bedingung ${row} fehlen Teile (Verknüpfung, Feld, Typ, Operator und Wert); sie wurde ausgelassen.`,
  rowUnknownJoin: ({ row, value }) =>
    `Bedingung ${row} hat die Verknüpfung ${value}, die diese Tabelle nicht kennt; sie wurde ausgelassen.`,
  rowUnknownField: ({ row, value }) =>
    `Bedingung ${row} prüft das Feld ${value}, das diese Tabelle nicht anbietet; sie wurde ausgelassen.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `Bedingung ${row} behandelt das Feld ${value} als ${type} statt als ${expected}; sie wurde ausgelassen.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `Bedingung ${row} hat den Operator ${value}, den es für Felder vom Typ ${type} nicht gibt; sie wurde ausgelassen.`,
  rowNoValue: ({ row }) => `Bedingung ${row} hat keinen Vergleichswert und wurde ausgelassen.`,
  rowNotNumber: ({ row, value }) =>
    `Bedingung ${row} vergleicht mit ${value}, das keine Zahl ist; sie wurde ausgelassen.`,
  rowDateNotDate: ({ row, value }) =>
    `Bedingung ${row} vergleicht mit einem Datum: ${value} ist kein Datum; sie wurde ausgelassen.`,
  rowDateOutOfRange: (params) =>
    `Bedingung ${params.row} vergleicht mit einem Datum: ${params.value} ist ${outside(params)}; sie wurde ausgelassen.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in German (part of a pack's `linkProblems`). */
export const linkEintragProbleme: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} steht zweimal im Link; der erste Eintrag wurde verwendet.`,
  linkEntryUnknown: ({ value }) => `${value} kann diese Seite nicht lesen; es wurde ausgelassen.`,
  linkEntryNoValue: ({ key }) => `${key} hat im Link keinen Wert und wurde ausgelassen.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `Die geöffnete Lieferung ${value} ist keine ID mit 1 bis ${max} Zeichen, daher wurden keine Details geöffnet.`,
  linkRangeTwice: ({ range }) =>
    `Der Zeitraum „${rangeNameOf(range)}“ steht zweimal im Link; der erste wurde verwendet.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Zeitraum „${rangeNameOf(range)}“: ${value} ist kein Zeitraum wie „last7Days“ und wurde ausgelassen.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `Bedingung ${row} hat die Verknüpfung ${value}, die keine Zahl ist; sie wurde ausgelassen.`,
  linkRowNotDate: ({ row, value }) =>
    `Bedingung ${row} vergleicht mit ${value}, das kein Datum ist; sie wurde ausgelassen.`,
};

/** Why an export's paging failed, in German (part of `messages.exporting`). */
export const exportGruende: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `Der Server hat für Seite ${page} dieselben ${deliveries(count)} gesendet wie für Seite ${earlierPage}; er scheint pageNumber zu übergehen. Der Export wurde beendet.`
      : `Der Server hat ${n(repeated)} der ${deliveries(count)} von Seite ${page} erneut gesendet (zuerst auf Seite ${earlierPage}); er blättert nicht nach pageNumber und pageSize. Der Export wurde beendet.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `Seite ${page} wiederholte ${n(repeated)} ihrer ${deliveries(count)} von Seite ${earlierPage}: Die Seiten des Servers überlappen, etwa weil während des Exports Lieferungen hinzukamen. Der Export wurde beendet, statt sie doppelt zu schreiben.`,
  pagingShortPage: ({ page, count, asked }) =>
    `Seite ${page} enthielt ${deliveries(count)}, angefragt waren ${n(asked)}, doch Seite ${page + 1} enthielt mehr: Der Server hat Lieferungen ausgelassen. Der Export wurde beendet, statt eine unvollständige Datei zu schreiben.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `Der Server hat ${deliveries(sent)} für eine Seite von ${n(asked)} gesendet, daher kann der Export nicht durch die Seiten blättern.`,
  pagingEmptyFirstPage:
    'Der Server hat für Seite 1 keine Lieferungen gesendet, für Seite 2 aber schon: pageNumberBase prüfen (die Nummer, die der Server seiner ersten Seite gibt).',
};
