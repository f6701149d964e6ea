import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { campiChip } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'it',
  {
    chips: campiChip,
    own: {
      excludedStatus: 'Stato (escluso)',
      advancedFilters: 'Condizioni',
    },
    values: { one: '{count} valore', many: '{count} di valori', other: '{count} valori' },
    deliveries: { one: '{count} consegna', many: '{count} di consegne', other: '{count} consegne' },
    unknownMore: {
      one: 'È stato omesso anche {count} altro filtro sconosciuto.',
      many: 'Sono stati omessi anche altri {count} di filtri sconosciuti.',
      other: 'Sono stati omessi anche altri {count} filtri sconosciuti.',
    },
    viewMore: {
      one: 'È stata omessa {count} altra parte della vista.',
      many: 'Sono state omesse altre {count} di parti della vista.',
      other: 'Sono state omesse altre {count} parti della vista.',
    },
    zoned: 'non è un istante degli anni dal 0001 al 9999',
    day: 'non è un giorno dal {first} al {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Italian (part of `messages.table.problems`). */
export const problemiFiltri: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) =>
    `${value} non sono filtri, quindi non ne è stato usato nessuno.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: non è stato possibile leggere il filtro, quindi è stato omesso.`,
  advancedUnreadable: () =>
    'Non è stato possibile leggere le condizioni, quindi non ne è stata usata nessuna.',
  filterUnknown: ({ key }) => `Questa tabella non conosce il filtro ${key}, quindi è stato omesso.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} non è una data né un periodo noto a questa tabella (come «last7Days»), quindi è stato omesso.`,
  dateNotDate: ({ field, value }) =>
    `${nameOf(field)}: ${value} non è una data, quindi è stato omesso.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)}, quindi è stato omesso.`,
  excludedWithStatus: () =>
    'Gli stati da escludere sono arrivati insieme a stati da includere, quindi sono stati omessi.',
  excludedEveryStatus: () =>
    'Gli stati da escludere escludono ogni stato di statusOptions, quindi sono stati omessi.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} è successivo a ${nameOf(to)} ${toValue}, quindi sono stati omessi entrambi.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} non è un numero intero da ${minimum} in su, quindi è stato omesso.`,
  tagNotText: ({ field, value }) =>
    `${nameOf(field)}: ${value} non è testo, quindi è stato omesso.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} supera i ${max} caratteri, quindi è stato omesso.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: non è stato possibile leggere un valore, quindi è stato omesso.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}: ${value} non è un elenco, quindi è stato omesso.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: ci sono ${values(count)}, più dei ${n(max)} accettati dal server, quindi sono stati tenuti solo i primi ${n(max)}.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: su ${values(length)} questa tabella ha letto solo i primi ${n(read)}.`,
  advancedNotList: ({ value }) =>
    `Le condizioni ${value} non sono un elenco, quindi non ne è stata usata nessuna.`,
  rowUnreadable: ({ row }) =>
    `Non è stato possibile leggere la condizione ${row}, quindi è stata omessa.`,
  rowIncomplete: ({ row }) =>
    `Alla condizione ${row} mancano alcune parti (unione, campo, tipo, operatore e valore), quindi è stata omessa.`,
  rowUnknownJoin: ({ row, value }) =>
    `La condizione ${row} ha l’unione ${value}, che questa tabella non conosce, quindi è stata omessa.`,
  rowUnknownField: ({ row, value }) =>
    `La condizione ${row} verifica il campo ${value}, che questa tabella non offre, quindi è stata omessa.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `La condizione ${row} tratta il campo ${value} come ${type} e non come ${expected}, quindi è stata omessa.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `La condizione ${row} ha l’operatore ${value}, che non esiste per i campi di tipo ${type}, quindi è stata omessa.`,
  rowNoValue: ({ row }) =>
    `La condizione ${row} non ha un valore da confrontare, quindi è stata omessa.`,
  rowNotNumber: ({ row, value }) =>
    `La condizione ${row} confronta con ${value}, che non è un numero, quindi è stata omessa.`,
  rowDateNotDate: ({ row, value }) =>
    `La condizione ${row} confronta con una data: ${value} non è una data, quindi è stata omessa.`,
  rowDateOutOfRange: (params) =>
    `La condizione ${params.row} confronta con una data: ${params.value} ${outside(params)}, quindi è stata omessa.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Italian (part of a pack's `linkProblems`). */
export const problemiVociLink: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} compare due volte nel link; è stato usato il primo.`,
  linkEntryUnknown: ({ value }) => `Questa pagina non sa leggere ${value}, quindi è stato omesso.`,
  linkEntryNoValue: ({ key }) => `${key} non ha un valore nel link, quindi è stato omesso.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `La consegna aperta ${value} non è un ID da 1 a ${max} caratteri, quindi non sono stati aperti dettagli.`,
  linkRangeTwice: ({ range }) =>
    `Il periodo «${rangeNameOf(range)}» compare due volte nel link; è stato usato il primo.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Periodo «${rangeNameOf(range)}»: ${value} non è un periodo predefinito (come «last7Days»), quindi è stato omesso.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `La condizione ${row} ha l’unione ${value}, che non è un numero, quindi è stata omessa.`,
  linkRowNotDate: ({ row, value }) =>
    `La condizione ${row} confronta con ${value}, che non è una data, quindi è stata omessa.`,
};

/** Why an export's paging failed, in Italian (part of `messages.exporting`). */
export const motiviEsportazione: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `Il server ha inviato per la pagina ${page} le stesse ${deliveries(count)} della pagina ${earlierPage}, quindi sembra ignorare pageNumber; l’esportazione si è fermata.`
      : `Il server ha inviato di nuovo ${n(repeated)} delle ${deliveries(count)} della pagina ${page} (inviate prima nella pagina ${earlierPage}), quindi non pagina secondo pageNumber e pageSize; l’esportazione si è fermata.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `La pagina ${page} ha ripetuto ${n(repeated)} delle sue ${deliveries(count)} dalla pagina ${earlierPage}: le pagine del server si sovrappongono, come quando si aggiungono consegne durante l’esportazione; l’esportazione si è fermata per non scriverle due volte.`,
  pagingShortPage: ({ page, count, asked }) =>
    `La pagina ${page} conteneva ${deliveries(count)} su ${n(asked)} richieste, eppure la pagina ${page + 1} ne conteneva altre: il server ha omesso consegne; l’esportazione si è fermata per non scrivere un file incompleto.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `Il server ha inviato ${deliveries(sent)} per una pagina di ${n(asked)}, quindi l’esportazione non può scorrerle per pagine.`,
  pagingEmptyFirstPage:
    'Il server non ha inviato consegne per la pagina 1 ma sì per la pagina 2: controlla pageNumberBase (il numero che il server dà alla sua prima pagina).',
};
