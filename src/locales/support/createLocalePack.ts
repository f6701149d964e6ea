import type { DeliveriesLocalePack } from '../../grid/locale/localePack';
import type { DeliveriesMessages } from '../../grid/options';
import { inOwnQuotes, type QuotationMarks } from './ownQuotes';

// The filter language's words go under the host's `search.language.messages` (the grid's search option).
type Group = Exclude<keyof DeliveriesLocalePack['messages'], 'filterLanguage'>;
const groups: readonly Group[] = [
  'table',
  'filters',
  'savedViews',
  'exporting',
  'selection',
  'cards',
];

// The host's strings over the pack's; one given as `undefined` keeps the pack's.
function over(pack: object, host: object | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...pack };
  for (const [name, value] of Object.entries(host ?? {}))
    if (value !== undefined) merged[name] = value;
  return merged;
}

/**
 * A locale pack from its messages: what `localePack` takes. Column headers and problems merge
 * one by one, like every other string. With `quotes`, a problem's quoted argument is shown in
 * the language's own marks.
 *
 * @example
 * ```ts
 * export const de = createLocalePack('de', { table, filters, savedViews, exporting, selection, cards }, linkProblems);
 * ```
 */
export function createLocalePack(
  locale: string,
  messages: DeliveriesLocalePack['messages'],
  linkProblems: DeliveriesLocalePack['linkProblems'],
  quotes?: QuotationMarks,
): DeliveriesLocalePack {
  if (quotes) {
    const problems = inOwnQuotes(messages.table.problems, quotes);
    messages = { ...messages, table: { ...messages.table, problems } };
    linkProblems = inOwnQuotes(linkProblems, quotes);
  }
  const localize = (host: DeliveriesMessages | undefined): DeliveriesMessages => {
    const result: Record<string, unknown> = {};
    for (const name of groups) result[name] = over(messages[name], host?.[name]);
    const table = result.table as Record<string, unknown>;
    table.columnHeaders = over(messages.table.columnHeaders, host?.table?.columnHeaders);
    table.problems = over(messages.table.problems, host?.table?.problems);
    return result as DeliveriesMessages;
  };
  return { locale, messages, linkProblems, localize };
}
