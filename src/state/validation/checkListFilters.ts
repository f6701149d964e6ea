import type { DeliveriesStateProblem } from '../problems/problem';
import type { DeliveriesProblemList } from '../problems/filterProblem';
import { filterFieldOf } from '../filterFieldOf';
import type { FilterEntry } from '../urlState/linkFormat';
import { quote } from '../urlState/linkProblems';
import type { ResolvedLimits } from './queryStateLimits';
import { readList, unreadRest, type ListStart } from './readList';
import { unreadable } from './readPart';
import { shown } from './shown';

type Filter<K extends FilterEntry['kind']> = Extract<FilterEntry, { kind: K }>;

/** A filter of ids out of `value`: whole numbers from its field's minimum, each one once. */
export function checkIds(
  entry: Filter<'numbers'>,
  value: unknown,
  maxIds: number,
  problems: DeliveriesStateProblem[],
): number[] | undefined {
  const list = listOf(entry, value, maxIds, problems);
  if (!list) return undefined;
  const minimum = entry.field === 'excludedStatus' ? 0 : filterFieldOf(entry.field).minimum;
  const ids: number[] = [];
  for (const item of list.items) {
    if (item === unreadable) problems.push(unreadItem(entry));
    else if (typeof item === 'number' && Number.isSafeInteger(item) && item >= minimum) {
      ids.push(item);
    } else {
      problems.push({
        code: 'idNotWhole',
        params: { field: entry.field, value: shown(item), minimum },
      });
    }
  }
  return keepFirst(ids, maxIds, { list, what: entry.field }, problems);
}

/** A filter of tags out of `value`: texts of at most `maxTagLength`, each one once. */
export function checkTags(
  entry: Filter<'texts'>,
  value: unknown,
  limits: ResolvedLimits,
  problems: DeliveriesStateProblem[],
): string[] | undefined {
  const list = listOf(entry, value, limits.maxTags, problems);
  if (!list) return undefined;
  const tags: string[] = [];
  for (const item of list.items) {
    if (item === unreadable) problems.push(unreadItem(entry));
    else if (typeof item !== 'string') {
      problems.push({ code: 'tagNotText', params: { field: entry.field, value: shown(item) } });
    } else if (item.trim().length > limits.maxTagLength) {
      problems.push({
        code: 'tagTooLong',
        params: { field: entry.field, value: quote(item.trim()), max: limits.maxTagLength },
      });
    } else tags.push(item);
  }
  return keepFirst(tags, limits.maxTags, { list, what: 'tags' }, problems);
}

const unreadItem = (entry: FilterEntry): DeliveriesStateProblem => ({
  code: 'filterValueUnreadable',
  params: { field: entry.field },
});

function listOf(
  entry: FilterEntry,
  value: unknown,
  most: number,
  problems: DeliveriesStateProblem[],
): ListStart | undefined {
  if (Array.isArray(value)) return readList(value as unknown[], most);
  problems.push({ code: 'filterNotList', params: { field: entry.field, value: shown(value) } });
  return undefined;
}

// The request sends each value once: only distinct ones count, and the first ones are kept.
function keepFirst<T extends number | string>(
  items: T[],
  max: number,
  { list, what }: { list: ListStart; what: DeliveriesProblemList },
  problems: DeliveriesStateProblem[],
): T[] {
  const distinct = [
    ...new Set(items.map((item) => (typeof item === 'string' ? item.trim() : item))),
  ];
  const counted = distinct.filter((item) => item !== '');
  const rest = unreadRest(list, what);
  if (counted.length <= max) {
    if (rest !== undefined) problems.push(rest);
    return items;
  }
  // A list cut short counts as long as it says it is.
  const count = rest === undefined ? counted.length : list.length;
  problems.push({ code: 'listTooLong', params: { list: what, count, max } });
  return counted.slice(0, max) as T[];
}
