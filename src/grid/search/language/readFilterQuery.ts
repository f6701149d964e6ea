import type { DeliveriesFilterState } from '../../../state/queryState';
import type { StatusOption } from '../../../state/statusOptions';
import { builtInDatePresetIds, type DatePreset } from '../../../state/relativeDates/relativeBound';
import { fromArabicInput } from '../../../shared/text/arabicInput';
import { objectItems } from '../../../shared/objectItems';
import { resolveDateBound } from '../../../state/relativeDates/resolveDateBound';
import { dateEntryFormat } from '../../../state/typedDates/dateEntryFormat';
import { parseTypedDate } from '../../../state/typedDates/parseTypedDate';
import {
  isOptionLoader,
  type FilterOption,
  type FilterOptions,
} from '../../../filters/logic/types';
import type { FilterPanelMessages } from '../../../filters/messages';
import { fieldNamed, filterLanguageFields, type LanguageField } from './filterLanguageFields';
import { tokenizeFilterQuery } from './tokenizeFilterQuery';
import type { FilterLanguageFieldNames, FilterQueryProblem } from '../filterLanguageMessages';
import { fieldNamesOf } from './fieldNames';
import { dateRangeFields } from '../../../state/filterFields';
import { defaultQueryStateLimits } from '../../../state/validation/queryStateLimits';

export type { FilterQueryProblem };

/** The box's text read: the filters its field words name, the rest as text, the problems. */
export interface FilterQuery {
  /** Only the fields the words named; applied over the filters in force. */
  filters: DeliveriesFilterState;
  /** The words that are no field words, for `quickSearch`. */
  quickSearch: string;
  problems: FilterQueryProblem[];
}

/** What the words are read against: the host's lists and the grid's locale. */
export interface FilterQueryContext {
  statusOptions: readonly StatusOption[] | undefined;
  filterOptions: FilterOptions | undefined;
  datePresets: readonly DatePreset[] | undefined;
  locale: string | undefined;
  /** The grid's zone, where a range's ends are compared. */
  timeZone: string | undefined;
  messages: FilterPanelMessages;
  /** The field names of the person's language (`kurier:`), read besides the English ones. */
  fieldNames?: Partial<FilterLanguageFieldNames> | undefined;
  /** Aborted when the box's text changes: a loader's search is dropped. */
  signal: AbortSignal;
}

const same = (a: string, b: string, locale: string | undefined) =>
  a.localeCompare(b, locale, { sensitivity: 'base' }) === 0;

function optionByLabel(
  options: readonly FilterOption[],
  value: string,
  locale: string | undefined,
): number | undefined {
  return options.find((option) => same(option.label, value, locale))?.value;
}

async function readIds(
  { field, label }: Extract<LanguageField, { kind: 'ids' }>,
  values: string[],
  context: FilterQueryContext,
  problems: FilterQueryProblem[],
): Promise<number[]> {
  const ids: number[] = [];
  const source =
    field.kind === 'status'
      ? context.statusOptions
      : field.optionsKey && context.filterOptions?.[field.optionsKey];
  for (const value of values) {
    // Past the largest safe integer a number is not the one typed: no such id.
    const digits = fromArabicInput(value);
    if (/^\d+$/.test(digits) && +digits >= field.minimum && Number.isSafeInteger(+digits)) {
      ids.push(+digits);
      continue;
    }
    if (!source) {
      problems.push({ code: 'badValue', field: label, value });
      continue;
    }
    let options: readonly FilterOption[];
    if (isOptionLoader(source)) {
      try {
        // What is no choice (a `null`), or an answer that is no list, offers nothing.
        options = objectItems(await source.load(value, context.signal));
      } catch {
        if (context.signal.aborted) throw new DOMException('Aborted', 'AbortError');
        problems.push({ code: 'loadFailed', field: label, value });
        continue;
      }
    } else options = source;
    const id = optionByLabel(options, value, context.locale);
    if (id === undefined) problems.push({ code: 'noMatch', field: label, value });
    else ids.push(id);
  }
  return ids;
}

function readRange(
  { field, label }: Extract<LanguageField, { kind: 'range' }>,
  value: string,
  context: FilterQueryContext,
  filters: DeliveriesFilterState,
  problems: FilterQueryProblem[],
): void {
  const { messages, locale, datePresets = [] } = context;
  const preset =
    builtInDatePresetIds.find(
      (id) => same(id, value, locale) || same(messages.datePreset(id), value, locale),
    ) ??
    datePresets.find((host) => same(host.id, value, locale) || same(host.label, value, locale))?.id;
  if (preset) {
    filters[field.from] = preset;
    filters[field.to] = preset;
    return;
  }
  const format = dateEntryFormat(locale);
  // Quoted where it holds a space or comma (`"25/11/2026, 14:30"`): typed so, it is one value.
  const example = /[\s,]/.test(format.example) ? `"${format.example}"` : format.example;
  const bad = () => problems.push({ code: 'badDate', field: label, value, example });
  // `from..to`, either end may be left out.
  const [fromText = '', toText, ...more] = value.split('..');
  if (more.length > 0) return void bad();
  const from = parseTypedDate(fromText, format, messages.dayWords);
  if (toText !== undefined) {
    const to = parseTypedDate(toText, format, messages.dayWords);
    if (from.kind === 'problem' || to.kind === 'problem') return void bad();
    if (from.kind !== 'empty') filters[field.from] = from.value;
    if (to.kind !== 'empty') filters[field.to] = to.value;
    return;
  }
  if (from.kind === 'problem' || from.kind === 'empty') return void bad();
  filters[field.from] = from.value;
  // A day alone is that whole day; a time or `-7d` is where the range starts.
  if (from.kind === 'date' && !from.value.includes('T')) filters[field.to] = from.value;
}

/**
 * Reads the search box's text: `status:delivered,returned courier:DHL inserted:-7d "Müller
 * GmbH"` names statuses by label or number, ids by the host's option labels (a loader is
 * searched for the label), date ranges by preset id or label, typed date (`25/11/2026`, a whole
 * day), relative date (`-7d`: from then on) or `from..to`, and tags; the other words are the
 * quick search. Each word it cannot read is a problem; none is dropped.
 *
 * @example
 * ```ts
 * await readFilterQuery('status:delivered x', context);
 * // { filters: { status: [4] }, quickSearch: 'x', problems: [] }
 * ```
 */
export async function readFilterQuery(
  text: string,
  context: FilterQueryContext,
): Promise<FilterQuery> {
  const { words, unclosedQuote } = tokenizeFilterQuery(text);
  const fields = filterLanguageFields(context.messages, fieldNamesOf(context.fieldNames));
  const filters: DeliveriesFilterState = {};
  const problems: FilterQueryProblem[] = unclosedQuote ? [{ code: 'unclosedQuote' }] : [];
  const rest: string[] = [];
  for (const word of words) {
    if (word.kind === 'text') {
      rest.push(word.text);
      continue;
    }
    const field = fieldNamed(fields, word.name);
    if (!field) {
      problems.push({ code: 'unknownField', name: word.name });
      continue;
    }
    if (word.values.length === 0) {
      problems.push({ code: 'noValue', field: field.label });
      continue;
    }
    if (field.kind === 'tags') {
      const { maxTagLength } = defaultQueryStateLimits;
      for (const tag of word.values.filter((value) => value.trim().length > maxTagLength))
        problems.push({ code: 'refused', why: context.messages.tagTooLong(tag, maxTagLength) });
      filters.tags = [...(filters.tags ?? []), ...word.values];
    } else if (field.kind === 'range') {
      // One range a field: several values (`today,yesterday`) are not one, and none is dropped.
      readRange(field, word.values.join(','), context, filters, problems);
    } else {
      const ids = await readIds(field, word.values, context, problems);
      filters[field.field.id] = [...new Set([...(filters[field.field.id] ?? []), ...ids])];
    }
  }
  // A range ending before it starts (in one word or two, `today..-7d` too): said here, as the
  // panel says it, nothing applied.
  for (const range of dateRangeFields) {
    if (reversed(filters[range.from], filters[range.to], context)) {
      const { messages } = context;
      problems.push({
        code: 'refused',
        why: messages.rangeOrder(messages[range.from], messages[range.to]),
      });
    }
  }
  return { filters, quickSearch: rest.join(' '), problems };
}

// Compared as the panel compares them: each end as the instant it is sent as, now.
function reversed(
  from: string | undefined,
  to: string | undefined,
  { timeZone, datePresets }: FilterQueryContext,
): boolean {
  if (!from || !to) return false;
  try {
    const options = { timeZone, datePresets };
    return resolveDateBound(from, 'start', options) > resolveDateBound(to, 'end', options);
  } catch {
    // An end that is no instant (a zone `Intl` refuses) is the grid's check to name.
    return false;
  }
}
