import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../advancedFilterConfig';
import { defaultQueryStateLimits, type QueryStateLimits } from './queryStateLimits';

/** The grid's props that bound its query state. */
export interface GridQueryOptions {
  pageSizeOptions: readonly number[];
  maxSearchLength: number;
  /** The `orderBy.key` of each sortable column. */
  sortKeys: readonly string[];
  advancedFilterFields?: readonly AdvancedFilterField[] | undefined;
  advancedFilterOperators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>> | undefined;
  advancedFilterJoins?: readonly AdvancedFilterJoin[] | undefined;
  datePresets?: QueryStateLimits['datePresets'] | undefined;
  timeZone: string | undefined;
  /** The values of the host's `statusOptions`. */
  knownStatuses?: readonly number[] | undefined;
}

/**
 * The limits of a grid's query state from its props: its page sizes (at least up to 1000, as
 * links allow), its search length, its columns' sort keys and its filter vocabulary (the
 * defaults when the host gives none, as the filter panel offers).
 *
 * @example
 * ```ts
 * gridQueryLimits({ pageSizeOptions: [10, 25], maxSearchLength: 200, sortKeys: ['code'], timeZone: 'UTC' });
 * ```
 */
export function gridQueryLimits({
  pageSizeOptions,
  ...options
}: GridQueryOptions): QueryStateLimits {
  const sizes = pageSizeOptions.filter(Number.isSafeInteger);
  // The search length, sort keys and time zone as given; left out, each advanced vocabulary is
  // the library's default, as the filter panel offers (`resolveLimits`).
  return {
    ...options,
    maxPageSize: Math.max(defaultQueryStateLimits.maxPageSize, ...sizes),
    datePresets: options.datePresets ?? [],
    knownStatuses: options.knownStatuses ?? [],
  };
}
