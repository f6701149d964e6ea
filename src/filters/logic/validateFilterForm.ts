import type { AdvancedFilterJoin } from '../../state/advancedFilterConfig';
import { joinsOutsidePrecedence, type AdvancedPrecedence } from './advancedPrecedence';
import { isValidWallClockOrInstant } from '../../state/zonedTime';
import { isRelativeDateToken } from '../../state/relativeDates/relativeDateToken';
import { resolveDateBound } from '../../state/relativeDates/resolveDateBound';
import { defaultFilterPanelMessages, type FilterPanelMessages } from '../messages';
import { parseIdList } from './parseIdList';
import { readTypedNumber } from './typedNumber';
import { splitTags } from './splitTags';
import { defaultQueryStateLimits } from '../../state/validation/queryStateLimits';
import { customRangeChoice, idListRegistry, type DateField, type FilterFormValues } from './types';
import { dateRangeFields } from '../../state/filterFields';

/** One problem of the draft: the form path of the field it belongs to, and what to tell. */
export interface FilterFormIssue {
  /** A react-hook-form path: `insertFrom`, `entry.deliveryIds`, `advancedFilters.1.data`. */
  name: string;
  message: string;
}

/** Limits and context of {@link validateFilterForm}. */
export interface ValidateFilterFormOptions {
  timeZone?: string;
  /** How a number row's value is typed (`2,5` in German); default: the browser's. */
  locale?: string;
  messages?: FilterPanelMessages;
  /** Most ids per list; default 1000. */
  maxIds?: number;
  /** Most tags; default 500. */
  maxTags?: number;
  /** Longest tag; default 100 (`defaultQueryStateLimits`). */
  maxTagLength?: number;
  /** Form paths whose input holds text that is no date, with the words the field shows. */
  badInputs?: ReadonlyMap<string, string>;
  /** The values of the host's `statusOptions`: "is not" may not leave out all of them. */
  knownStatuses?: readonly number[];
  /** How the server combines advanced rows, and their joins: a join it cannot place is named. */
  advanced?: { precedence: AdvancedPrecedence; joins: readonly AdvancedFilterJoin[] };
}

/**
 * Every reason the draft cannot be applied, in the order the panel shows its fields: dates
 * that do not exist, a "from" after its "to", ids that are not whole numbers (or too many),
 * tags too long (or too many), advanced rows without a field, operator or a value of their type.
 * An empty list means the draft can be applied.
 *
 * @example
 * ```ts
 * validateFilterForm({ ...emptyFilterFormValues(), entry: { deliveryIds: '-4', status: '', tags: '' } });
 * // [{ name: 'entry.deliveryIds', message: 'Delivery IDs: -4 is not a positive whole number' }]
 * ```
 */
export function validateFilterForm(
  values: FilterFormValues,
  options: ValidateFilterFormOptions = {},
): FilterFormIssue[] {
  const messages = options.messages ?? defaultFilterPanelMessages;
  const {
    maxIds = defaultQueryStateLimits.maxIds,
    maxTags = defaultQueryStateLimits.maxTags,
    maxTagLength = defaultQueryStateLimits.maxTagLength,
    timeZone,
    badInputs,
  } = options;
  const issues: FilterFormIssue[] = [];
  const label = (key: keyof FilterPanelMessages) => messages[key] as string;

  const validDate = (field: DateField) =>
    values[field].trim() !== '' &&
    !badInputs?.has(field) &&
    (isValidWallClockOrInstant(values[field]) || isRelativeDateToken(values[field]));
  for (const { id, from, to } of dateRangeFields) {
    // A preset's dates are what it stands for now, always a valid range.
    const choice = values.ranges[id];
    if (choice !== '' && choice !== customRangeChoice) continue;
    for (const field of [from, to]) {
      const fieldLabel = label(field);
      const unreadable = badInputs?.get(field);
      if (unreadable) {
        issues.push({ name: field, message: unreadable });
      } else if (values[field].trim() !== '' && !validDate(field)) {
        issues.push({ name: field, message: messages.invalidDate(fieldLabel) });
      }
    }
    if (validDate(from) && validDate(to)) {
      // A typed relative date is compared as it stands now.
      const start = resolveDateBound(values[from], 'start', { timeZone });
      const end = resolveDateBound(values[to], 'end', { timeZone });
      if (start > end) {
        issues.push({
          name: from,
          message: messages.rangeOrder(label(from), label(to)),
        });
      }
    }
  }

  for (const { id: field, labelKey, minimum, typed: canType } of idListRegistry) {
    const fieldLabel = label(labelKey);
    const chosen = values[field];
    const wrong = chosen.filter((id) => !Number.isSafeInteger(id) || id < minimum).map(String);
    if (wrong.length > 0)
      issues.push({ name: field, message: messages.invalidIds(fieldLabel, wrong) });
    const pending = canType ? values.entry[field as keyof FilterFormValues['entry']] : '';
    const typed = parseIdList(pending, minimum);
    if (typed.invalid.length > 0) {
      issues.push({
        name: `entry.${field}`,
        message: messages.invalidIds(fieldLabel, typed.invalid),
      });
    }
    if (new Set([...chosen, ...typed.ids]).size > maxIds) {
      issues.push({ name: field, message: messages.tooManyIds(fieldLabel, maxIds) });
    }
  }

  const known = options.knownStatuses ?? [];
  if (
    values.statusMode === 'not' &&
    known.length > 0 &&
    known.every((status) => values.status.includes(status))
  ) {
    issues.push({ name: 'status', message: messages.excludesEveryStatus });
  }

  const longTag = values.tags.find((tag) => tag.trim().length > maxTagLength);
  if (longTag !== undefined)
    issues.push({ name: 'tags', message: messages.tagTooLong(longTag.trim(), maxTagLength) });
  const typedTags = splitTags(values.entry.tags);
  const longTypedTag = typedTags.find((tag) => tag.length > maxTagLength);
  if (longTypedTag !== undefined) {
    issues.push({ name: 'entry.tags', message: messages.tagTooLong(longTypedTag, maxTagLength) });
  }
  if (new Set([...values.tags.map((tag) => tag.trim()), ...typedTags]).size > maxTags) {
    issues.push({ name: 'tags', message: messages.tooManyTags(maxTags) });
  }

  values.advancedFilters.forEach((row, index) => {
    const rowNumber = index + 1;
    const path = `advancedFilters.${index}`;
    const data = row.data.trim();
    if (!row.selectedFiled) {
      issues.push({
        name: `${path}.selectedFiled`,
        message: messages.conditionNeedsField(rowNumber),
      });
    }
    if (!row.operator) {
      issues.push({
        name: `${path}.operator`,
        message: messages.conditionNeedsOperator(rowNumber),
      });
    }
    const unreadable = badInputs?.get(`${path}.data`);
    if (unreadable) {
      issues.push({ name: `${path}.data`, message: unreadable });
    } else if (row.rowType === 'date' && data !== '' && !isValidWallClockOrInstant(data)) {
      issues.push({ name: `${path}.data`, message: messages.conditionInvalidDate(rowNumber) });
    } else if (data === '') {
      issues.push({ name: `${path}.data`, message: messages.conditionNeedsValue(rowNumber) });
    } else if (row.rowType === 'number' && readTypedNumber(data, options.locale) === null) {
      issues.push({ name: `${path}.data`, message: messages.conditionNotNumber(rowNumber) });
    }
  });
  // More rows than a link or a view holds would be cut from what is sent: refused, named on the
  // first row past the limit, as too many tags are.
  const { maxAdvancedRows } = defaultQueryStateLimits;
  if (values.advancedFilters.length > maxAdvancedRows) {
    issues.push({
      name: `advancedFilters.${maxAdvancedRows}.selectedFiled`,
      message: messages.tooManyConditions(maxAdvancedRows),
    });
  }
  if (options.advanced) {
    const { precedence, joins } = options.advanced;
    const conditions = values.advancedFilters.map((row) => Number(row.condition));
    for (const rowNumber of joinsOutsidePrecedence(conditions, joins, precedence)) {
      const code = conditions[rowNumber - 1];
      const label = joins.find((join) => join.value === code)?.label ?? String(code);
      issues.push({
        name: `advancedFilters.${rowNumber - 1}.condition`,
        message: messages.joinOutsidePrecedence(rowNumber, label),
      });
    }
  }
  return issues;
}
