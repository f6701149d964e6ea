import type { DeliveriesStateProblem } from '../../state/problems/problem';
import { quote, summarizeProblemCodes } from '../../state/urlState/linkProblems';
import { shown } from '../../state/validation/shown';
import { givenList, objectItems } from '../../shared/objectItems';
import type { DeliveriesGridOptions } from '../options';
import { usableCount } from '../rows/rowsOptions';
import { maxTimerMs } from '../../api/timerLimit';
import { isPageSize } from '../paging/pagingOptions';
import { isDensity } from '../../views/logic/density';
import { statusValueOf } from '../../state/statusOptions';

const same = (item: unknown) => item;
const valueOf = (item: unknown) => (item as { value: unknown }).value;
// Worked out once a list: the grid renders again on every keystroke, a host's list does not change.
const repeatsOfList = new WeakMap<object, readonly unknown[]>();

/** Each key listed again in `list`, once, in the order of its second place. */
function repeatedIn(
  list: readonly unknown[],
  keyOf: (item: unknown) => unknown,
): readonly unknown[] {
  let repeated = repeatsOfList.get(list);
  if (repeated === undefined) {
    const seen = new Set<unknown>();
    const named = new Set<unknown>();
    for (const item of list) {
      const key = keyOf(item);
      if (seen.has(key)) named.add(key);
      else seen.add(key);
    }
    repeatsOfList.set(list, (repeated = [...named]));
  }
  return repeated;
}

const unlabelledOfList = new WeakMap<object, readonly unknown[]>();

/** The values of `list`'s items whose label is no text, worked out once a list. */
function unlabelledIn(list: readonly unknown[]): readonly unknown[] {
  let found = unlabelledOfList.get(list);
  if (found === undefined) {
    const items = list as readonly { value: unknown; label: unknown }[];
    found = items.flatMap((item) => (typeof item.label === 'string' ? [] : [item.value]));
    unlabelledOfList.set(list, found);
  }
  return found;
}

/**
 * What of the host's options the grid uses otherwise than given, as problems for the notice
 * (the first three, then how many more): a column id, status, filter choice or page size
 * listed twice (the first is used), a static filter choice with no label (its id shown), page
 * sizes that are not whole numbers from 1 (not offered), row counts it cannot use (an export's
 * too), a density it does not have and refresh intervals outside 1 s to 24.8 days (the
 * defaults or the nearest used). Each value is made usable where it is read; this says so.
 * Repeats and labels are read once a list (WeakMaps), so a render costs the same however long
 * they are. Never throws.
 *
 * @example
 * ```ts
 * hostOptionProblems({ baseUrl: '', paging: { pageSizeOptions: [10, NaN] } });
 * // [{ code: 'pageSizeOptionUnusable', params: { value: '“NaN”' } }]
 * ```
 */
export function hostOptionProblems(options: DeliveriesGridOptions): DeliveriesStateProblem[] {
  const problems: DeliveriesStateProblem[] = [];
  const add = (problem: DeliveriesStateProblem) => problems.push(problem);
  try {
    const repeats = (option: string, list: readonly unknown[] | undefined, keyOf = same) => {
      for (const value of repeatedIn(list ?? [], keyOf))
        add({ code: 'optionRepeated', params: { option, value: quote(String(value)) } });
    };
    const { paging, rows, refresh, filters } = options;
    // What is no item (a `null` in a fetched list) is left out where the list is read.
    const items = (option: string, list: readonly unknown[] | undefined) => {
      for (const item of Array.isArray(list) ? list : [])
        // A primitive or null: `Object` wraps it anew.
        if (Object(item) !== item)
          add({ code: 'optionItemUnusable', params: { option, value: shown(item) } });
      return objectItems(list);
    };
    repeats(
      'columns',
      items('columns', options.columns),
      (column) => (column as { id: unknown }).id,
    );
    const statuses = items('statusOptions', options.statusOptions);
    repeats('statusOptions', statuses, valueOf);
    // A status with no code the grid can send is left out; one with no label shows its code.
    for (const value of statuses.map(valueOf))
      if (statusValueOf(value) === undefined)
        add({
          code: 'optionItemUnusable',
          params: { option: 'statusOptions', value: shown(value) },
        });
    for (const value of unlabelledIn(statuses))
      add({
        code: 'optionUnlabelled',
        params: { option: 'statusOptions', value: quote(String(value)) },
      });
    // The advanced vocabulary, read without what is no item (`usableList`): name that.
    const advanced = (filters || undefined)?.advanced;
    const vocabulary: [string, readonly unknown[] | undefined][] = [
      ['fields', advanced?.fields],
      ['joins', advanced?.joins],
      ...Object.entries(advanced?.operators ?? {}).map(
        ([rowType, list]): [string, readonly unknown[]] => [`operators.${rowType}`, list],
      ),
    ];
    for (const [name, list] of vocabulary) items(`filters.advanced.${name}`, list);
    // Static lists of the filters' choices; a loader's answer is checked where it is read.
    for (const [name, list] of Object.entries((filters || undefined)?.options ?? {}))
      if (Array.isArray(list)) {
        const option = `filters.options.${name}`;
        // The grid reads the list without what is no choice (`useUsableOptions`): name that.
        const choices = items(option, givenList(list));
        repeats(option, choices, valueOf);
        // A label the panel can neither search nor show: its id stands in.
        for (const value of unlabelledIn(choices))
          add({ code: 'optionUnlabelled', params: { option, value: quote(String(value)) } });
      }
    repeats('paging.pageSizeOptions', paging?.pageSizeOptions);
    for (const size of paging?.pageSizeOptions ?? []) {
      if (!isPageSize(size))
        add({ code: 'pageSizeOptionUnusable', params: { value: shown(size) } });
    }
    for (const count of ['virtualizeAbove', 'maxRendered'] as const) {
      const [value, used] = [rows?.[count], usableCount(rows, count)];
      if (value !== undefined && used !== value) {
        const [least, fallback] = [+(count === 'maxRendered'), usableCount(undefined, count)];
        const option = `rows.${count}`;
        add({
          code: 'rowCountUnusable',
          params: { option, value: shown(value), least, used: fallback },
        });
      }
    }
    // An export's counts: another would fail every export ("Try again" could not mend it).
    // `usableExportCount` and the export's defaults written out: importing them from the
    // export's module put a file more in the first load's preload list (+65 B); a test holds
    // the two alike.
    // `DeliveriesTable`'s own option, in the props it hands the model.
    const { exporting } = options as { exporting?: false | Record<string, unknown> };
    for (const [count, used] of [
      ['maxRows', 10_000],
      ['pageSize', 500],
    ] as const) {
      const value = (exporting || undefined)?.[count];
      if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 1))
        add({
          code: 'exportCountUnusable',
          params: { option: `exporting.${count}`, value: shown(value), used },
        });
    }
    const { density } = options;
    if (density !== undefined && !isDensity(density))
      add({ code: 'densityUnusable', params: { value: shown(density) } });
    const seconds = refresh?.intervalSeconds;
    if (seconds !== undefined && !(seconds >= 0))
      add({ code: 'refreshNotSeconds', params: { value: shown(seconds) } });
    else if (seconds && (seconds < 1 || seconds * 1000 > maxTimerMs))
      add({ code: 'refreshOutOfRange', params: { value: shown(seconds) } });
  } catch {
    // A host's getter that throws: the parts that read the option say it, or use their default.
  }
  return summarizeProblemCodes(problems) ?? [];
}
