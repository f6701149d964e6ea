import type { DeliveriesConditionWords } from '../state/advancedFilterConfig';
import type { AdvancedPrecedence } from './logic/advancedPrecedence';
import { filterShellMessages } from './shellMessages';
import { defaultFilterChipMessages, type FilterChipMessages } from './chipMessages';
import { defaultFilterDateMessages, type FilterDateMessages } from './dateMessages';

export type { FilterChipField } from './chipMessages';
export type { TypedDateExpected } from './dateMessages';

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
export interface FilterPanelMessages extends FilterDateMessages, FilterChipMessages {
  /** Accessible name of the panel's region. */
  region: string;
  /** Shown while the panel's code loads (it is fetched on first open). */
  loadingPanel: string;
  /** Shown when the panel's code could not be loaded, with "Retry". */
  panelLoadFailed: string;
  /** Shown above the rows when the applied filters' chips could not be loaded, with "Retry". */
  chipsLoadFailed: string;
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
  /** The default rows' fields, operators and joins in the person's language (English without). */
  conditionWords?: DeliveriesConditionWords;
  apply: string;
  reset: string;
  unappliedChanges: string;
  /** Heading of the error summary. */
  errorSummary: (problemCount: number) => string;
  invalidIds: (fieldLabel: string, tokens: readonly string[]) => string;
  tooManyIds: (fieldLabel: string, max: number) => string;
  tagTooLong: (tag: string, max: number) => string;
  tooManyTags: (max: number) => string;
  /** More conditions than a request, a link or a saved view holds. */
  tooManyConditions: (max: number) => string;
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
  /** Said in a field's polite live region when values became chips ("DHL added"). */
  valuesAdded: (valueLabels: readonly string[]) => string;
  /** Said in a field's polite live region when a chip was removed ("DHL removed"). */
  valueRemoved: (valueLabel: string) => string;
}

const shorten = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

/** The English defaults. */
export const defaultFilterPanelMessages: FilterPanelMessages = {
  region: 'Filters',
  ...filterShellMessages,
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
  invalidIds: (fieldLabel, tokens) =>
    tokens.length === 1
      ? `${fieldLabel}: ${tokens[0]} is not a positive whole number`
      : `${fieldLabel}: ${tokens.join(', ')} are not positive whole numbers`,
  tooManyIds: (fieldLabel, max) => `${fieldLabel}: at most ${max} values`,
  tagTooLong: (tag, max) => `Tags: "${shorten(tag)}" is longer than ${max} characters`,
  tooManyTags: (max) => `Tags: at most ${max} tags`,
  tooManyConditions: (max) => `Conditions: at most ${max}`,
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
  valuesAdded: (valueLabels) => `${valueLabels.join(', ')} added`,
  valueRemoved: (valueLabel) => `${valueLabel} removed`,
  ...defaultFilterDateMessages,
  ...defaultFilterChipMessages,
};
