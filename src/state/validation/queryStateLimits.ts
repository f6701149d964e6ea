import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../advancedFilterConfig';
import { defaultSortKeys } from '../defaultSortKeys';
import type { DatePreset } from '../relativeDates/relativeBound';

/**
 * What a query state may hold, as the server accepts it: sizes and lengths, the sort keys and
 * the advanced filter vocabulary. A vocabulary left out is the library's own (the default
 * columns' sort keys, `defaultAdvancedFilterFields`…); a host with columns or fields of its
 * own gives them, and the grid always gives its own.
 *
 * @example
 * ```ts
 * const limits: QueryStateLimits = { maxPageSize: 500, maxSearchLength: 100, timeZone: 'Europe/Berlin' };
 * ```
 */
export interface QueryStateLimits {
  /** Largest page size; default 1000. */
  maxPageSize?: number;
  /** Longest quick search once trimmed, in UTF-16 code units; default 200. */
  maxSearchLength?: number;
  /** Most distinct ids in one id list (statuses included); default 1000. */
  maxIds?: number;
  /** Most distinct tags; default 500. */
  maxTags?: number;
  /** Longest tag once trimmed; default 100. */
  maxTagLength?: number;
  /** Most advanced filter rows; default 100. */
  maxAdvancedRows?: number;
  /** The `orderBy.key`s the grid can sort by; default the nine Delivery fields (`defaultSortKeys`). */
  sortKeys?: readonly string[];
  /** Fields an advanced row may test (and their row types); default `defaultAdvancedFilterFields`. */
  advancedFilterFields?: readonly AdvancedFilterField[];
  /** Operators per row type; default `defaultAdvancedFilterOperators`. */
  advancedFilterOperators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  /** Join codes of a row; default `defaultAdvancedFilterJoins` (AND = 0, OR = 1). */
  advancedFilterJoins?: readonly AdvancedFilterJoin[];
  /** IANA zone of wall-clock dates, to compare a range's bounds; default the runtime's. */
  timeZone?: string | undefined;
  /** The host's date presets (their ids are what a date bound may name beside the built-in ones). */
  datePresets?: readonly Pick<DatePreset, 'id'>[];
  /**
   * The statuses the host named (`statusOptions`): an exclusion needs some and may not leave
   * none. Left out, an exclusion is not checked against them.
   */
  knownStatuses?: readonly number[];
}

/** The limits with every size and every vocabulary filled in. */
// The advanced vocabulary is resolved by the rows' check, which loads with the filters' code.
type Unresolved =
  | 'timeZone'
  | 'knownStatuses'
  | 'advancedFilterFields'
  | 'advancedFilterOperators'
  | 'advancedFilterJoins';

export type ResolvedLimits = Required<Omit<QueryStateLimits, Unresolved>> &
  Pick<QueryStateLimits, Unresolved>;

/**
 * The sizes a link, a saved view and the filter panel accept unless told otherwise: the
 * reference backend's limits (src/mocks/validate*.ts), as a picky server refuses more.
 *
 * @example
 * ```ts
 * defaultQueryStateLimits.maxTagLength; // 100
 * ```
 */
export const defaultQueryStateLimits = {
  maxPageSize: 1000,
  maxSearchLength: 200,
  maxIds: 1000,
  maxTags: 500,
  maxTagLength: 100,
  maxAdvancedRows: 100,
} as const;

// What the library's own columns and filter panel offer: a link or a view may name no more.
const defaultVocabulary = { datePresets: [], sortKeys: defaultSortKeys };

/**
 * The limits with the defaults filled in where a size, the sort keys or the date presets are
 * missing; the advanced rows' vocabulary is the host's as given, its defaults filled in by the
 * rows' check (`checkAdvancedRows`), which loads with the filters' code.
 *
 * @example
 * ```ts
 * resolveLimits({ maxPageSize: 500 }).maxSearchLength; // 200
 * resolveLimits({ maxPageSize: 500 }).sortKeys; // the nine Delivery fields
 * ```
 */
export function resolveLimits(limits: QueryStateLimits = {}): ResolvedLimits {
  const resolved: ResolvedLimits = { ...defaultQueryStateLimits, ...defaultVocabulary, ...limits };
  for (const key of Object.keys(
    defaultQueryStateLimits,
  ) as (keyof typeof defaultQueryStateLimits)[]) {
    // `undefined` from a spread of optional props keeps the default.
    if (typeof resolved[key] !== 'number' || Number.isNaN(resolved[key])) {
      resolved[key] = defaultQueryStateLimits[key];
    }
  }
  // A host's JavaScript may hand over anything: only a list (operators: a map) replaces a default.
  if (!Array.isArray(resolved.sortKeys)) resolved.sortKeys = defaultSortKeys;
  if (!Array.isArray(resolved.datePresets)) resolved.datePresets = [];
  return resolved;
}
