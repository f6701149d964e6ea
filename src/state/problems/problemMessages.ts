import type { DeliveriesFilterProblem } from './filterProblem';
import type { DeliveriesStatePart, DeliveriesStateProblemMessages } from './problem';
import { defaultFilterProblemMessages } from './filterProblemMessages';

// Each part's name, and what is used instead of it.
const parts: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['page', 'the first page is shown'],
  pageSize: ['page size', '25 rows a page are shown'],
  quickSearch: ['quick search', 'it was left out'],
  orderBy: ['sort', 'the list is not sorted'],
  filters: ['filters', 'none were used'],
};

/**
 * The English words of the problems of a state but its filters'.
 *
 * @example
 * ```ts
 * coreStateProblemMessages.pageNotNumber({ value: '“0”' }); // 'The page “0” is not a page number …'
 * ```
 */
export const coreStateProblemMessages: Omit<
  DeliveriesStateProblemMessages,
  DeliveriesFilterProblem['code']
> = {
  settingsUnreadable: () => 'The settings could not be read, so none were used.',
  settingsNotSettings: ({ value }) =>
    `The settings ${value} are not a set of settings, so none were used.`,
  partUnreadable: ({ part }) => `The ${parts[part][0]} could not be read, so ${parts[part][1]}.`,
  partUnknown: ({ key }) =>
    `The setting ${key} is not a part of the grid's state (pageNumber, pageSize, quickSearch, orderBy, filters), so it was left out.`,
  optionRepeated: ({ option, value }) =>
    `The option ${option} lists ${value} more than once, so only the first is used.`,
  optionUnlabelled: ({ option, value }) =>
    `The option ${option} gives ${value} no label, so its value is shown in its place.`,
  optionItemUnusable: ({ option, value }) =>
    `The option ${option} lists ${value}, which is no item of it, so it is left out.`,
  pageSizeOptionUnusable: ({ value }) =>
    `The page size ${value} in paging.pageSizeOptions is not a whole number from 1, so it is not offered.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `The option ${option} is ${value}, not a number from ${least}, so ${used} is used.`,
  exportCountUnusable: ({ option, value, used }) =>
    `The option ${option} is ${value}, not a whole number from 1, so ${used} is used.`,
  refreshNotSeconds: ({ value }) =>
    `The option refresh.intervalSeconds is ${value}, not a number of seconds, so the rows are not refreshed on their own.`,
  refreshOutOfRange: ({ value }) =>
    `The option refresh.intervalSeconds is ${value}, outside 1 second to 24 days, so the nearer of the two is used.`,
  pageNotNumber: ({ value }) =>
    `The page ${value} is not a page number (1 or more), so the first page is shown.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `The page size ${value} is not a whole number from 1 to ${max}, so ${pageSize} rows a page are shown.`,
  densityUnusable: ({ value }) =>
    `The density ${value} is not “comfortable” or “compact”, so it was left out.`,
  searchNotText: ({ value }) => `The quick search ${value} is not text, so it was left out.`,
  searchTooLong: ({ value, max }) =>
    `The quick search ${value} is longer than ${max} characters, so it was left out.`,
  sortMalformed: ({ value }) =>
    `The sort ${value} is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.`,
  sortNotOffered: ({ key }) =>
    `The sort on ${key} is not one this grid offers, so the list is not sorted.`,
  moreLeftOut: ({ count }) =>
    `${count} more ${count === 1 ? 'part was' : 'parts were'} left out too.`,
  text: ({ text }) => text,
};

/**
 * The English words of every problem of a state: for words at once (`checkQueryState`).
 *
 * @example
 * ```ts
 * defaultStateProblemMessages.rowNoValue({ row: 2 }); // 'Advanced filter 2 has no value to compare with, …'
 * ```
 */
// A pure call, not a spread: a bundler drops it, and the filter words, where it is not used.
export const defaultStateProblemMessages: DeliveriesStateProblemMessages =
  /* @__PURE__ */ Object.assign({}, coreStateProblemMessages, defaultFilterProblemMessages);
