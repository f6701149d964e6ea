import type { DateFilterKey, IdListFilterKey } from '../../api/types';
import type { DateRangeId } from '../filterFields';

/**
 * A filter a problem names, by its id: a date bound, an id list, `excludedStatus` (the
 * statuses to leave out) or `tags`. A translation words it from its own field names.
 *
 * @example
 * ```ts
 * const field: DeliveriesProblemField = 'courierIds';
 * ```
 */
export type DeliveriesProblemField = DateFilterKey | IdListFilterKey | 'excludedStatus' | 'tags';

/** A list a problem counts: a filter's values, or the advanced rows. */
export type DeliveriesProblemList = DeliveriesProblemField | 'advancedFilters';

/**
 * The problems of a state's filters and advanced rows (`checkQueryState`). `value` params are
 * already in quotes and cut to a readable length; `row` counts advanced rows from 1; `zoned`
 * says a date had a zone (an instant) rather than being a wall-clock day.
 *
 * @example
 * ```ts
 * const problem: DeliveriesFilterProblem = { code: 'rowNoValue', params: { row: 2 } };
 * ```
 */
export type DeliveriesFilterProblem =
  | { code: 'filtersNotFilters'; params: { value: string } }
  | { code: 'filterUnreadable'; params: { field: DeliveriesProblemField } }
  | { code: 'advancedUnreadable'; params: Record<string, never> }
  | { code: 'filterUnknown'; params: { key: string } }
  | { code: 'filtersUnknownMore'; params: { count: number } }
  | { code: 'dateNotPreset'; params: { field: DeliveriesProblemField; value: string } }
  | { code: 'dateNotDate'; params: { field: DeliveriesProblemField; value: string } }
  | { code: 'dateOutOfRange'; params: DateRangeParams & { field: DeliveriesProblemField } }
  | { code: 'excludedWithStatus'; params: Record<string, never> }
  | { code: 'excludedEveryStatus'; params: Record<string, never> }
  | {
      code: 'rangeReversed';
      params: {
        from: DeliveriesProblemField;
        fromValue: string;
        to: DeliveriesProblemField;
        toValue: string;
      };
    }
  | {
      code: 'idNotWhole';
      params: { field: DeliveriesProblemField; value: string; minimum: number };
    }
  | { code: 'tagNotText'; params: { field: DeliveriesProblemField; value: string } }
  | { code: 'tagTooLong'; params: { field: DeliveriesProblemField; value: string; max: number } }
  | { code: 'filterValueUnreadable'; params: { field: DeliveriesProblemField } }
  | { code: 'filterNotList'; params: { field: DeliveriesProblemField; value: string } }
  | { code: 'listTooLong'; params: { list: DeliveriesProblemList; count: number; max: number } }
  | { code: 'listUnread'; params: { list: DeliveriesProblemList; length: number; read: number } }
  | { code: 'advancedNotList'; params: { value: string } }
  | { code: 'rowUnreadable'; params: { row: number } }
  | { code: 'rowIncomplete'; params: { row: number } }
  | { code: 'rowUnknownJoin'; params: { row: number; value: string } }
  | { code: 'rowUnknownField'; params: { row: number; value: string } }
  | { code: 'rowWrongType'; params: { row: number; value: string; type: string; expected: string } }
  | { code: 'rowUnknownOperator'; params: { row: number; value: string; type: string } }
  | { code: 'rowNoValue'; params: { row: number } }
  | { code: 'rowNotNumber'; params: { row: number; value: string } }
  | { code: 'rowDateNotDate'; params: { row: number; value: string } }
  | { code: 'rowDateOutOfRange'; params: DateRangeParams & { row: number } }
  | { code: 'viewMoreLeftOut'; params: { count: number } };

/** A date out of the server's range: `first` and `last` are the days it reads (`zoned` false). */
interface DateRangeParams {
  value: string;
  zoned: boolean;
  first: string;
  last: string;
}

/**
 * The problems of a link's own entries (`readDeliveriesState`), beside `DeliveriesLinkProblem`'s
 * first ones. `key` and `value` are in quotes; `range` is a date range's id.
 *
 * @example
 * ```ts
 * const problem: DeliveriesLinkEntryProblem = { code: 'linkEntryTwice', params: { key: '“p”' } };
 * ```
 */
export type DeliveriesLinkEntryProblem =
  | { code: 'linkEntryTwice'; params: { key: string } }
  | { code: 'linkEntryUnknown'; params: { value: string } }
  | { code: 'linkEntryNoValue'; params: { key: string } }
  | { code: 'linkOpenDeliveryNotId'; params: { value: string; max: number } }
  | { code: 'linkRangeTwice'; params: { range: DateRangeId } }
  | { code: 'linkRangeNotPreset'; params: { range: DateRangeId; value: string } }
  | { code: 'linkRowJoinNotNumber'; params: { row: number; value: string } }
  | { code: 'linkRowNotDate'; params: { row: number; value: string } };
