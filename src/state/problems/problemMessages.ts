import type { DeliveriesProblemMessages, DeliveriesStatePart } from './problem';

const partName: Record<DeliveriesStatePart, string> = {
  pageNumber: 'page',
  pageSize: 'page size',
  quickSearch: 'quick search',
  orderBy: 'sort',
  filters: 'filters',
};

/**
 * The English words of the problems (`messages.table.problems`).
 *
 * @example
 * ```ts
 * defaultProblemMessages.linkCutShort({}); // 'The link ends in a lone “*”, …'
 * ```
 */
export const defaultProblemMessages: DeliveriesProblemMessages = {
  settingsUnreadable: () => 'The settings could not be read, so none were used.',
  settingsNotSettings: ({ value }) =>
    `The settings ${value} are not a set of settings, so none were used.`,
  partUnreadable: ({ part }) =>
    `The ${partName[part]} could not be read, so ${
      {
        pageNumber: 'the first page is shown',
        pageSize: '25 rows a page are shown',
        quickSearch: 'it was left out',
        orderBy: 'the list is not sorted',
        filters: 'none were used',
      }[part]
    }.`,
  pageNotNumber: ({ value }) =>
    `The page ${value} is not a page number (1 or more), so the first page is shown.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `The page size ${value} is not a whole number from 1 to ${max}, so ${pageSize} rows a page are shown.`,
  searchNotText: ({ value }) => `The quick search ${value} is not text, so it was left out.`,
  searchTooLong: ({ value, max }) =>
    `The quick search ${value} is longer than ${max} characters, so it was left out.`,
  sortMalformed: ({ value }) =>
    `The sort ${value} is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.`,
  sortNotOffered: ({ key }) =>
    `The sort on ${key} is not one this grid offers, so the list is not sorted.`,
  linkNotText: () => `The link's settings are not text.`,
  linkNoVersion: ({ value, version }) =>
    `The link's settings ${value} do not start with a version such as “v${version}”, so none of them were used.`,
  linkNewer: ({ version, reads }) =>
    `The link was made by a newer version of this page (format v${version}; this page reads v${reads}), so its settings were not used.`,
  linkOlder: ({ version }) =>
    `The link uses format v${version}, which this page no longer reads, so its settings were not used.`,
  linkCutShort: () =>
    'The link ends in a lone “*”, as if it was cut short; its last part may be missing.',
  filterNoValue: ({ label }) => `The ${label} has no value in the link, so it was left out.`,
  filterNotDate: ({ label, value }) => `The ${label} ${value} is not a date, so it was left out.`,
  filterNotNumber: ({ label, value }) =>
    `The ${label} ${value} is not a number, so it was left out.`,
  moreLeftOut: ({ count }) =>
    `${count} more ${count === 1 ? 'part was' : 'parts were'} left out too.`,
  text: ({ text }) => text,
};
