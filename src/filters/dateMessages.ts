import type { BuiltInDatePresetId } from '../state/relativeDates/relativeBound';
import type { RelativeDayWords, TypedDateProblem } from '../state/typedDates/parseTypedDate';

/**
 * What the filter panel's date fields say: the ranges and their presets, typed dates and the
 * calendar (part of `FilterPanelMessages`).
 */
export interface FilterDateMessages {
  /** A date range's name: the label of its preset choice, and its chip with a preset. */
  inserted: string;
  requested: string;
  insertFrom: string;
  insertTo: string;
  requestedFrom: string;
  requestedTo: string;
  /** Shown beside the date fields. */
  timeZoneNote: (timeZone: string) => string;
  /** A date range's choice of no bounds. */
  anyTime: string;
  /** A date range's choice of its own dates, typed in its "from" and "to" fields. */
  customRange: string;
  /** A built-in date preset's name, in the range's choice and its chip ("Inserted: Last 7 days"). */
  datePreset: (preset: BuiltInDatePresetId) => string;
  /** Under a range's choice: the days a preset stands for now, formatted in the grid's locale. */
  presetRange: (formattedRange: string) => string;
  /**
   * The words for today and yesterday a person may type into a date field or after `inserted:`
   * (`heute`, `gestern 06:00`), comma-separated forms; the English ones are read too.
   */
  dayWords: RelativeDayWords;
  invalidDate: (fieldLabel: string) => string;
  rangeOrder: (fromLabel: string, toLabel: string) => string;
  /**
   * Text typed into a date field that is no date: why, and what the field expects, in the
   * locale's `pattern` (`dd/mm/yyyy, hh:mm`) with an `example` (`25/11/2026, 14:30`).
   */
  unreadableDate: (
    fieldLabel: string,
    problem: TypedDateProblem,
    typed: string,
    expected: TypedDateExpected,
  ) => string;
  /** The same for a date condition's value, which takes dates only (no `-7d`). */
  conditionUnreadableDate: (
    rowNumber: number,
    problem: TypedDateProblem,
    typed: string,
    expected: TypedDateExpected,
  ) => string;
  /** Under a date field holding a relative date (`-7d`): the moment it stands for now. */
  relativeDateNow: (formatted: string) => string;
  /** A date field's button that opens the calendar ("Choose date for Inserted from"). */
  chooseDate: (fieldLabel: string) => string;
  /** The calendar's accessible name, with the month it shows ("November 2026"). */
  calendar: (month: string) => string;
  previousMonth: string;
  nextMonth: string;
}

/** What a date field expects, in the grid's locale. */
export interface TypedDateExpected {
  /** `dd/mm/yyyy, hh:mm` */
  pattern: string;
  /** `25/11/2026, 14:30` */
  example: string;
}

const datePresetNames: Record<BuiltInDatePresetId, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

/** The English defaults of the date fields. */
export const defaultFilterDateMessages: FilterDateMessages = {
  inserted: 'Inserted',
  requested: 'Requested',
  insertFrom: 'Inserted from',
  insertTo: 'Inserted to',
  requestedFrom: 'Requested from',
  requestedTo: 'Requested to',
  timeZoneNote: (timeZone) => `Times in ${timeZone}`,
  anyTime: 'Any time',
  customRange: 'Custom range',
  datePreset: (preset) => datePresetNames[preset],
  presetRange: (formattedRange) => `Now: ${formattedRange}`,
  dayWords: { today: 'today', yesterday: 'yesterday' },
  invalidDate: (fieldLabel) => `${fieldLabel} is not a valid date`,
  rangeOrder: (fromLabel, toLabel) => `${fromLabel} must be before ${toLabel}`,
  unreadableDate: (fieldLabel, problem, typed, expected) =>
    `${fieldLabel}: ${typedDateReason(problem, typed, expected)}, or today, yesterday, -7d, today 06:00`,
  conditionUnreadableDate: (rowNumber, problem, typed, expected) =>
    `Condition ${rowNumber}: ${typedDateReason(problem, typed, expected)}`,
  relativeDateNow: (formatted) => `Now: ${formatted}`,
  chooseDate: (fieldLabel) => `Choose date for ${fieldLabel}`,
  calendar: (month) => `Calendar, ${month}`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

function typedDateReason(
  problem: TypedDateProblem,
  typed: string,
  { pattern, example }: TypedDateExpected,
): string {
  const reasons: Record<TypedDateProblem, string> = {
    unreadable: 'is not a date',
    noSuchDay: 'is no day of the calendar',
    noSuchTime: 'has no such time of day',
    outOfRange: 'is too far away (years 0001 to 9999, at most -36500d)',
  };
  return `“${typed}” ${reasons[problem]}. Type ${pattern}, such as ${example}`;
}
