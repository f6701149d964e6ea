/** Types of the search box's filter language, which loads on first use (`src/grid/search/language`). */

/** A word the language could not read, and why: a code and its params, worded where shown. */
export type FilterQueryProblem =
  | { code: 'unknownField'; name: string }
  | { code: 'noValue'; field: string }
  | { code: 'badValue'; field: string; value: string }
  | { code: 'noMatch'; field: string; value: string }
  | { code: 'loadFailed'; field: string; value: string }
  | { code: 'badDate'; field: string; value: string; example: string }
  | { code: 'unclosedQuote' }
  /** Read, but not what the grid sends (a range ending before it starts): the filters' words. */
  | { code: 'refused'; why: string };

/** The words of each problem: a function of its params and the field names one may type. */
export type FilterQueryProblemMessages = {
  [Code in FilterQueryProblem['code']]: (
    problem: Extract<FilterQueryProblem, { code: Code }>,
    fieldNames: string,
  ) => string;
};

/**
 * The language's words, overridable through `search.language.messages` (a `localePack` brings
 * them in its language).
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   search={{ language: { messages: { problems: { unclosedQuote: () => 'Close the quote.' } } } }}
 * />
 * ```
 */
export interface DeliveriesFilterLanguageMessages {
  /** Each problem of the box's text, said under the box. */
  problems: FilterQueryProblemMessages;
  /** Said when the language's code could not be fetched. */
  loadFailed: string;
  /** Names the list of filter names suggested while one is typed (`cou` → `courier:`). */
  fields: string;
  /**
   * More names a person may type for each field, comma-separated, read besides the English ones
   * and the filter panel's labels (`kurier` for `courier:`); the first is suggested.
   */
  fieldNames: FilterLanguageFieldNames;
}

/** A field's other names in the language, by the registry's field id; comma-separated. */
export interface FilterLanguageFieldNames {
  status: string;
  deliveryIds: string;
  courierIds: string;
  customerIds: string;
  unitIds: string;
  warehouseIds: string;
  inserted: string;
  requested: string;
  tags: string;
}

/** The language's words a host may give: any part, problems one by one. */
export type DeliveriesFilterLanguageMessageOverrides = Partial<
  Omit<DeliveriesFilterLanguageMessages, 'problems' | 'fieldNames'>
> & {
  problems?: Partial<FilterQueryProblemMessages>;
  fieldNames?: Partial<FilterLanguageFieldNames>;
};
