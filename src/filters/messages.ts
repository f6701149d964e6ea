import type { AdvancedPrecedence } from './logic/advancedPrecedence';
import { filterShellMessages } from './shellMessages';
import type { DateRangeField, FilterField } from '../state/filterFields';
import type { BuiltInDatePresetId } from '../state/relativeDates/relativeBound';
import type { RelativeDayWords, TypedDateProblem } from '../state/typedDates/parseTypedDate';

/**
 * Every visible string and accessible name of the filter panel and the applied-filter chips.
 * Pass some of them as `messages` to translate or reword; the rest keep their English defaults.
 *
 * @example
 * ```tsx
 * <DeliveriesFilterPanel
 *   onApply={setFilters}
 *   messages={{ region: 'Filter', apply: 'Anwenden', timeZoneNote: (zone) => `Zeiten in ${zone}` }}
 * />
 * ```
 */
export interface FilterPanelMessages {
  /** Accessible name of the panel's region. */
  region: string;
  /** Shown while the panel's code loads (it is fetched on first open). */
  loadingPanel: string;
  /** Shown when the panel's code could not be loaded, with "Retry". */
  panelLoadFailed: string;
  /** Shown above the rows when the applied filters' chips could not be loaded, with "Retry". */
  chipsLoadFailed: string;
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
  status: string;
  /** Label of the select before the statuses: whether they are matched or left out. */
  statusMode: string;
  statusIs: string;
  statusIsNot: string;
  /** A left-out status's value in its chip ("Status: not Delivered"). */
  notStatus: (statusLabel: string) => string;
  /** Under "Status" set to "is not", and the description of its chips. */
  excludedStatusNote: string;
  /** Every known status chosen with "is not": nothing would be asked for. */
  excludesEveryStatus: string;
  deliveryIds: string;
  couriers: string;
  customers: string;
  units: string;
  warehouses: string;
  tags: string;
  /** Under "Delivery IDs" (and "Status" without options). */
  idsHint: string;
  tagsHint: string;
  /** Accessible name of the button that opens a multi-select's list. */
  showOptions: (fieldLabel: string) => string;
  /** Accessible name of a multi-select's list of options. */
  optionsList: (fieldLabel: string) => string;
  /** Accessible name of a selected value's remove button. */
  removeValue: (valueLabel: string) => string;
  /** Label of a selected id whose option is not known (yet). */
  unknownOption: (value: number) => string;
  loadingOptions: string;
  noOptions: string;
  loadFailed: (fieldLabel: string) => string;
  retry: string;
  tagAlreadyAdded: (tag: string) => string;
  /** Legend of the advanced rows. */
  conditions: string;
  /** Name of one advanced row's group, counted from 1. */
  condition: (rowNumber: number) => string;
  addCondition: string;
  removeCondition: string;
  join: string;
  field: string;
  operator: string;
  value: string;
  apply: string;
  reset: string;
  unappliedChanges: string;
  /** Heading of the error summary. */
  errorSummary: (problemCount: number) => string;
  invalidDate: (fieldLabel: string) => string;
  rangeOrder: (fromLabel: string, toLabel: string) => string;
  invalidIds: (fieldLabel: string, tokens: readonly string[]) => string;
  tooManyIds: (fieldLabel: string, max: number) => string;
  tagTooLong: (tag: string, max: number) => string;
  tooManyTags: (max: number) => string;
  conditionNeedsField: (rowNumber: number) => string;
  conditionNeedsOperator: (rowNumber: number) => string;
  conditionNeedsValue: (rowNumber: number) => string;
  conditionNotNumber: (rowNumber: number) => string;
  conditionInvalidDate: (rowNumber: number) => string;
  /**
   * Under two or more rows: how the server groups them, conditions as letters (A is
   * Condition 1): "Read left to right: (A AND B) OR C".
   */
  advancedGrouping: (precedence: AdvancedPrecedence, grouping: string) => string;
  /** A row's join that AND-before-OR has no place for (a host's third join). */
  joinOutsidePrecedence: (rowNumber: number, joinLabel: string) => string;
  /** Accessible name of the applied-filter chips' list. */
  activeFilters: string;
  /**
   * An applied filter's chip: the filter named in the singular, unlike the panel's field labels,
   * and its value ("Status: Delivered", "Courier: DHL", "Inserted from: 1 Nov 2026, 00:00").
   */
  filterChip: (field: FilterChipField, value: string) => string;
  /** Accessible name of a chip's remove button; `chip` is its text ("Status: Delivered"). */
  removeFilter: (chip: string) => string;
  /** Accessible name of a chip's text inside the grid, which opens its field in the panel. */
  editFilter: (chip: string) => string;
  clearAll: string;
  /** A chip's value standing for a long list ("Delivery ID: 120 values"). */
  valueCount: (count: number) => string;
  /** Joins a condition chip's parts ("AND DU qty > 10"). */
  conditionChip: (
    join: string | undefined,
    field: string,
    operator: string,
    value: string,
  ) => string;
  /** Said in a field's polite live region when values became chips ("DHL added"). */
  valuesAdded: (valueLabels: readonly string[]) => string;
  /** Said in a field's polite live region when a chip was removed ("DHL removed"). */
  valueRemoved: (valueLabel: string) => string;
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

/**
 * The filters a chip can stand for, by their label keys in the field registry: a range with a
 * preset (`inserted`), a date bound (`insertFrom`), `status`, `deliveryIds`, `couriers`,
 * `customers`, `units`, `warehouses`, `tags` (advanced rows have `conditionChip`).
 */
export type FilterChipField =
  Exclude<FilterField['labelKey'], 'conditions'> | DateRangeField['labelKey'];

// A chip holds one value, so its filter is named in the singular.
const chipFieldNames: Record<FilterChipField, string> = {
  inserted: 'Inserted',
  requested: 'Requested',
  insertFrom: 'Inserted from',
  insertTo: 'Inserted to',
  requestedFrom: 'Requested from',
  requestedTo: 'Requested to',
  status: 'Status',
  deliveryIds: 'Delivery ID',
  couriers: 'Courier',
  customers: 'Customer',
  units: 'Unit',
  warehouses: 'Warehouse',
  tags: 'Tag',
};

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

const shorten = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

/** The English defaults. */
export const defaultFilterPanelMessages: FilterPanelMessages = {
  region: 'Filters',
  ...filterShellMessages,
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
  status: 'Status',
  statusMode: 'Status match',
  statusIs: 'is',
  statusIsNot: 'is not',
  notStatus: (statusLabel) => `not ${statusLabel}`,
  excludedStatusNote:
    'Sent as the other statuses this grid lists: statuses it does not list are left out too.',
  excludesEveryStatus: 'Status: leaving out every status leaves nothing to show',
  deliveryIds: 'Delivery IDs',
  couriers: 'Couriers',
  customers: 'Customers',
  units: 'Units',
  warehouses: 'Warehouses',
  tags: 'Tags',
  idsHint: 'Pick, type or paste ids; separate them with commas or spaces, then press Enter.',
  tagsHint: 'Press Enter or comma to add a tag.',
  showOptions: (fieldLabel) => `Show ${fieldLabel} options`,
  optionsList: (fieldLabel) => `${fieldLabel} options`,
  removeValue: (valueLabel) => `Remove ${valueLabel}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Loading…',
  noOptions: 'No matches',
  loadFailed: (fieldLabel) => `Could not load ${fieldLabel.toLocaleLowerCase('en')}`,
  tagAlreadyAdded: (tag) => `Already added: ${tag}`,
  conditions: 'Conditions',
  condition: (rowNumber) => `Condition ${rowNumber}`,
  addCondition: 'Add condition',
  removeCondition: 'Remove condition',
  join: 'Join',
  field: 'Field',
  operator: 'Operator',
  value: 'Value',
  apply: 'Apply filters',
  reset: 'Reset filters',
  unappliedChanges: 'Unapplied changes',
  errorSummary: (count) =>
    count === 1
      ? 'Fix 1 problem to apply the filters'
      : `Fix ${count} problems to apply the filters`,
  invalidDate: (fieldLabel) => `${fieldLabel} is not a valid date`,
  rangeOrder: (fromLabel, toLabel) => `${fromLabel} must be before ${toLabel}`,
  invalidIds: (fieldLabel, tokens) =>
    tokens.length === 1
      ? `${fieldLabel}: ${tokens[0]} is not a positive whole number`
      : `${fieldLabel}: ${tokens.join(', ')} are not positive whole numbers`,
  tooManyIds: (fieldLabel, max) => `${fieldLabel}: at most ${max} values`,
  tagTooLong: (tag, max) => `Tags: "${shorten(tag)}" is longer than ${max} characters`,
  tooManyTags: (max) => `Tags: at most ${max} tags`,
  conditionNeedsField: (rowNumber) => `Condition ${rowNumber}: choose a field`,
  conditionNeedsOperator: (rowNumber) => `Condition ${rowNumber}: choose an operator`,
  conditionNeedsValue: (rowNumber) => `Condition ${rowNumber}: enter a value`,
  conditionNotNumber: (rowNumber) => `Condition ${rowNumber}: enter a number, like 12 or 2.5`,
  conditionInvalidDate: (rowNumber) => `Condition ${rowNumber}: enter a valid date`,
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `AND before OR (A is Condition 1): ${grouping}`
      : `Read left to right (A is Condition 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Condition ${rowNumber}: “${joinLabel}” has no place when AND comes before OR; choose AND or OR`,
  activeFilters: 'Active filters',
  filterChip: (field, value) => `${chipFieldNames[field]}: ${value}`,
  removeFilter: (chip) => `Remove filter: ${chip}`,
  editFilter: (chip) => `Edit filter: ${chip}`,
  clearAll: 'Clear all',
  valueCount: (count) => `${count} values`,
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (valueLabels) => `${valueLabels.join(', ')} added`,
  valueRemoved: (valueLabel) => `${valueLabel} removed`,
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
