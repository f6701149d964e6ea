import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../advancedFilterConfig';

/**
 * What a query state may hold, as the server accepts it: sizes and lengths, and, where known,
 * the sort keys and the advanced filter vocabulary. A vocabulary left out is not checked
 * (a link alone does not know the host's columns); the grid always gives its own.
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
  /** The `orderBy.key`s the grid can sort by; any non-empty key when left out. */
  sortKeys?: readonly string[];
  /** Fields an advanced row may test (and their row types); not checked when left out. */
  advancedFilterFields?: readonly AdvancedFilterField[];
  /** Operators per row type; not checked when left out. */
  advancedFilterOperators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  /** Join codes of a row; any whole number when left out. */
  advancedFilterJoins?: readonly AdvancedFilterJoin[];
  /** IANA zone of wall-clock dates, to compare a range's bounds; default the runtime's. */
  timeZone?: string;
}

/** The limits with every size filled in. */
export type ResolvedLimits = Required<
  Pick<
    QueryStateLimits,
    'maxPageSize' | 'maxSearchLength' | 'maxIds' | 'maxTags' | 'maxTagLength' | 'maxAdvancedRows'
  >
> &
  QueryStateLimits;

// The reference backend's limits (src/mocks/validate*.ts): a picky server refuses more.
const defaults = {
  maxPageSize: 1000,
  maxSearchLength: 200,
  maxIds: 1000,
  maxTags: 500,
  maxTagLength: 100,
  maxAdvancedRows: 100,
} as const;

/**
 * The limits with the defaults filled in where a size is missing.
 *
 * @example
 * ```ts
 * resolveLimits({ maxPageSize: 500 }).maxSearchLength; // 200
 * ```
 */
export function resolveLimits(limits: QueryStateLimits = {}): ResolvedLimits {
  const resolved: ResolvedLimits = { ...defaults, ...limits };
  for (const key of Object.keys(defaults) as (keyof typeof defaults)[]) {
    // `undefined` from a spread of optional props keeps the default.
    if (typeof resolved[key] !== 'number' || Number.isNaN(resolved[key])) {
      resolved[key] = defaults[key];
    }
  }
  return resolved;
}
