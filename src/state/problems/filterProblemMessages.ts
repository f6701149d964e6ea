import { englishCount } from '../englishCount';
import { filterEntries } from '../urlState/linkFormat';
import type {
  DeliveriesFilterProblem,
  DeliveriesLinkEntryProblem,
  DeliveriesProblemField,
  DeliveriesProblemList,
} from './filterProblem';
import { dateRangeFields, type DateRangeId } from '../filterFields';
import { filterFieldKeys } from '../filterFieldKeys';

type WordsOf<P extends { code: string; params: object }> = {
  [Code in P['code']]: (params: Extract<P, { code: Code }>['params']) => string;
};

/** The words of the problems of a state's filters (part of `messages.table.problems`). */
export type DeliveriesFilterProblemMessages = WordsOf<DeliveriesFilterProblem>;

/** The words of the problems of a link's own entries (part of a pack's `linkProblems`). */
export type DeliveriesLinkEntryProblemMessages = WordsOf<DeliveriesLinkEntryProblem>;

// A filter as an English sentence names it ("“inserted from” date", "courier").
const label = (field: DeliveriesProblemField) =>
  filterEntries.find((entry) => entry.field === field)?.label ?? field;

// A list as an English sentence counts it.
const listName = (list: DeliveriesProblemList) =>
  list === 'advancedFilters'
    ? 'advanced filters'
    : list === 'tags'
      ? 'tags'
      : `${label(list)} values`;

const rangeName = (range: DateRangeId) =>
  dateRangeFields.some((each) => each.id === range) ? filterFieldKeys[range][1] : range;

const outOfRange = ({ zoned, first, last }: { zoned: boolean; first: string; last: string }) =>
  zoned ? 'an instant in the years 0001 to 9999' : `a day from ${first} to ${last}`;

const row = (position: number) => `Advanced filter ${position}`;

/**
 * The English words of the problems of a state's filters and advanced rows.
 *
 * @example
 * ```ts
 * defaultFilterProblemMessages.rowNoValue({ row: 2 });
 * // 'Advanced filter 2 has no value to compare with, so it was left out.'
 * ```
 */
export const defaultFilterProblemMessages: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) =>
    `The filters ${value} are not a set of filters, so none were used.`,
  filterUnreadable: ({ field }) =>
    `The ${label(field)} filter could not be read, so it was left out.`,
  advancedUnreadable: () => 'The advanced filters could not be read, so none were used.',
  filterUnknown: ({ key }) => `The filter ${key} is not one this grid knows, so it was left out.`,
  filtersUnknownMore: ({ count }) =>
    `${englishCount(count)} more filters this grid does not know were left out.`,
  dateNotPreset: ({ field, value }) =>
    `The ${label(field)} ${value} is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out.`,
  dateNotDate: ({ field, value }) =>
    `The ${label(field)} ${value} is not a date, so it was left out.`,
  dateOutOfRange: (params) =>
    `The ${label(params.field)} ${params.value} is not ${outOfRange(params)}, so it was left out.`,
  excludedWithStatus: () =>
    'The statuses to leave out came with statuses to match, so were left out.',
  excludedEveryStatus: () =>
    'The statuses to leave out leave none of statusOptions, so were left out.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `The ${label(from)} ${fromValue} is later than the ${label(to)} ${toValue}, so both were left out.`,
  idNotWhole: ({ field, value, minimum }) =>
    `The ${label(field)} ${value} is not a whole number of ${minimum} or more, so it was left out.`,
  tagNotText: ({ field, value }) => `The ${label(field)} ${value} is not text, so it was left out.`,
  tagTooLong: ({ field, value, max }) =>
    `The ${label(field)} ${value} is longer than ${max} characters, so it was left out.`,
  filterValueUnreadable: ({ field }) =>
    `A ${label(field)} value could not be read, so it was left out.`,
  filterNotList: ({ field, value }) =>
    `The ${label(field)} list ${value} is not a list, so it was left out.`,
  listTooLong: ({ list, count, max }) =>
    `There are ${count} ${listName(list)}, more than the ${max} the server takes, so only the first ${max} were kept.`,
  listUnread: ({ list, length, read }) =>
    `The ${englishCount(length)} ${listName(list)} are more than this grid reads, so only the first ${englishCount(read)} were read.`,
  advancedNotList: ({ value }) =>
    `The advanced filters ${value} are not a list, so none were used.`,
  rowUnreadable: (params) => `${row(params.row)} could not be read, so it was left out.`,
  rowIncomplete: (params) =>
    `${row(params.row)} is missing some of its parts (join, field, type, operator and value), so it was left out.`,
  rowUnknownJoin: (params) =>
    `${row(params.row)} has the join ${params.value}, which is not one this grid knows, so it was left out.`,
  rowUnknownField: (params) =>
    `${row(params.row)} tests the field ${params.value}, which this grid does not offer, so it was left out.`,
  rowWrongType: (params) =>
    `${row(params.row)} treats the field ${params.value} as ${params.type}, not ${params.expected}, so it was left out.`,
  rowUnknownOperator: (params) =>
    `${row(params.row)} has the operator ${params.value}, which is not one for ${params.type} fields, so it was left out.`,
  rowNoValue: (params) => `${row(params.row)} has no value to compare with, so it was left out.`,
  rowNotNumber: (params) =>
    `${row(params.row)} compares with ${params.value}, which is not a number, so it was left out.`,
  rowDateNotDate: (params) =>
    `${row(params.row)} compares with a date: ${params.value} is not a date, so it was left out.`,
  rowDateOutOfRange: (params) =>
    `${row(params.row)} compares with a date: ${params.value} is not ${outOfRange(params)}, so it was left out.`,
  viewMoreLeftOut: ({ count }) => `${count} more parts of the view were left out.`,
};

/**
 * The English words of the problems of a link's own entries.
 *
 * @example
 * ```ts
 * defaultLinkEntryProblemMessages.linkEntryTwice({ key: '“p”' });
 * // '“p” is in the link twice; the first one was used.'
 * ```
 */
export const defaultLinkEntryProblemMessages: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} is in the link twice; the first one was used.`,
  linkEntryUnknown: ({ value }) =>
    `${value} is not something this page can read, so it was left out.`,
  linkEntryNoValue: ({ key }) => `${key} has no value in the link, so it was left out.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `The open delivery ${value} is not an id of 1 to ${max} characters, so no details were opened.`,
  linkRangeTwice: ({ range }) =>
    `The ${rangeName(range)} is in the link twice; the first one was used.`,
  linkRangeNotPreset: ({ range, value }) =>
    `The ${rangeName(range)} ${value} is not a date preset (such as “last7Days”), so it was left out.`,
  linkRowJoinNotNumber: (params) =>
    `${row(params.row)} has the join ${params.value}, which is not a number, so it was left out.`,
  linkRowNotDate: (params) =>
    `${row(params.row)} compares with ${params.value}, which is not a date, so it was left out.`,
};
