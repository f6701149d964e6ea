import type { AdvancedPrecedence } from './logic/advancedPrecedence';
import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../state/advancedFilterConfig';
import type { StatusOption } from '../state/statusOptions';
import type { FilterOptions } from './logic/types';
import type { DatePreset } from '../state/relativeDates/relativeBound';

/**
 * What filtering can offer and how values are labelled: shared by the grid, the filter panel
 * and the applied-filter chips, so each shows the same choices with the same names.
 *
 * @example
 * ```ts
 * const vocabulary: FilterVocabulary = {
 *   statusOptions: [{ value: 4, label: 'Delivered', tone: 'success' }],
 *   filterOptions: { couriers: [{ value: 11, label: 'DHL' }] },
 * };
 * ```
 */
export interface FilterVocabulary {
  /** Labels and tones of status codes; without them statuses are typed and shown as numbers. */
  statusOptions?: readonly StatusOption[];
  /** Choices of "Couriers", "Customers", "Units", "Warehouses" and "Delivery IDs": lists or loaders. */
  filterOptions?: FilterOptions;
  /** Fields an advanced row can test; default: the nine Delivery fields. */
  advancedFilterFields?: readonly AdvancedFilterField[];
  /** Operators per `rowType`; default: string, number and date operators. */
  advancedFilterOperators?: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  /** Joins and their `condition` codes; default AND = 0, OR = 1. */
  advancedFilterJoins?: readonly AdvancedFilterJoin[];
  /** Date presets of the host's, after the built-in ones (see `DatePreset`). */
  datePresets?: readonly DatePreset[];
  /**
   * How the server combines advanced rows: `leftToRight` (default, as the reference backend)
   * or `andBeforeOr`. The contract does not say; the panel shows the grouping it implies.
   */
  advancedPrecedence?: AdvancedPrecedence | undefined;
}
