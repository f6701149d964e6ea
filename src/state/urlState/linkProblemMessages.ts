import type { DeliveriesLinkProblemMessages, DeliveriesProblemMessages } from '../problems/problem';
import { defaultStateProblemMessages } from '../problems/problemMessages';
import { defaultLinkEntryProblemMessages } from '../problems/filterProblemMessages';

/**
 * The English words of the problems only a link has: apart from the grid's, which never shows
 * them (a host shows a link's problem beside it).
 *
 * @example
 * ```ts
 * defaultLinkProblemMessages.linkCutShort({}); // 'The link ends in a lone “*”, …'
 * ```
 */
export const defaultLinkProblemMessages: DeliveriesLinkProblemMessages = {
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
  ...defaultLinkEntryProblemMessages,
};

/**
 * The English words of every problem: the grid's and the link's.
 *
 * @example
 * ```ts
 * wordProblems(readDeliveriesState(text).problems ?? [], defaultProblemMessages);
 * ```
 */
export const defaultProblemMessages: DeliveriesProblemMessages = {
  ...defaultStateProblemMessages,
  ...defaultLinkProblemMessages,
};
