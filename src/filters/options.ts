import type { AdvancedPrecedence } from './logic/advancedPrecedence';
import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../state/advancedFilterConfig';
import type { FilterOptions } from './logic/types';
import type { DatePreset } from '../state/relativeDates/relativeBound';
import type { DeliveriesFiltersCode } from '../state/filtersCode/filtersCodeEntry';

/**
 * The grid's filtering: what the panel offers and how it starts. `filters={false}` hides the
 * "Filters" button, the panel and the chips (a `state` with filters still sends them).
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   filters={{
 *     options: { couriers: [{ value: 11, label: 'DHL' }] },
 *     advanced: { fields: [{ value: 'code', label: 'Code', rowType: 'string' }] },
 *     defaultOpen: true,
 *   }}
 * />
 * ```
 */
export interface DeliveriesFiltersOptions {
  /** Choices of "Couriers", "Customers", "Units", "Warehouses" and "Delivery IDs": lists or loaders. */
  options?: FilterOptions;
  /** What an advanced row can test, with which operators, joined how; defaults for each. */
  advanced?: DeliveriesAdvancedFilterOptions;
  /** Open the panel on first render; default `false`. */
  defaultOpen?: boolean;
  /**
   * The filters' code from `deliveries-table/filters-code`, for a grid that must check and send
   * filters in its first render (server rendering a link with filters); without it the code is
   * fetched the first time the state holds a filter.
   */
  code?: DeliveriesFiltersCode;
  /**
   * Date presets of your own, offered after the built-in ones in each date range's choice
   * (an early shift, a fiscal week). Their ids are kept in links and saved views: keep them
   * stable, and give the same list wherever such a link or view is read.
   */
  datePresets?: readonly DatePreset[];
  /**
   * How your server combines advanced rows, which the contract does not say: `leftToRight`
   * (default; `A AND B OR C` is `(A AND B) OR C`, as the reference backend reads them) or
   * `andBeforeOr` (`A OR (B AND C)`). The panel says the grouping under the rows.
   */
  advancedPrecedence?: AdvancedPrecedence;
}

/** The vocabulary of advanced filter rows. */
export interface DeliveriesAdvancedFilterOptions {
  /** Fields an advanced row can test; default: the nine Delivery fields. */
  fields?: readonly AdvancedFilterField[];
  /** Operators per `rowType`; default: string, number and date operators. */
  operators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  /** Joins and their `condition` codes; default AND = 0, OR = 1. */
  joins?: readonly AdvancedFilterJoin[];
}
