/** Types of the search box's filter language, which loads on first use (`src/table/search/language`). */

/** A word the language could not read, and why. */
export type FilterQueryProblem =
  | { code: 'unknownField'; name: string }
  | { code: 'noValue'; field: string }
  | { code: 'badValue'; field: string; value: string }
  | { code: 'noMatch'; field: string; value: string }
  | { code: 'loadFailed'; field: string; value: string }
  | { code: 'badDate'; field: string; value: string; example: string }
  | { code: 'unclosedQuote' };

/** The language's words, overridable through `search.language.messages`. */
export interface DeliveriesFilterLanguageMessages {
  /** One problem of the box's text, said under the box. */
  problem: (problem: FilterQueryProblem, fieldNames: string) => string;
  /** Said when the language's code could not be fetched. */
  loadFailed: string;
  /** Names the list of filter names suggested while one is typed (`cou` → `courier:`). */
  fields: string;
}
