import type { DeliveriesFilterState } from '../state/queryState';
import type { FilterVocabulary } from './filterVocabulary';
import type { FilterPanelMessages } from './messages';

/** Parts of the panel that take an extra class. */
export type FilterPanelPart = 'root' | 'field' | 'chips' | 'actions';

/**
 * Props of {@link DeliveriesFilterPanel}.
 *
 * @example
 * ```tsx
 * const props: DeliveriesFilterPanelProps = {
 *   value: appliedFilters,
 *   onApply: setAppliedFilters,
 *   statusOptions: [{ value: 3, label: 'Delivered', tone: 'success' }],
 *   filterOptions: { couriers: [{ value: 11, label: 'DHL' }] },
 *   timeZone: 'Europe/Berlin',
 * };
 * ```
 */
export interface DeliveriesFilterPanelProps extends FilterVocabulary {
  /** The applied filters. The draft resets to them whenever they change (by value). */
  value?: DeliveriesFilterState;
  /**
   * Called by "Apply filters" with a valid draft as the contract's `filters` (empty fields left
   * out), except that a range with a preset keeps the preset's id on both bounds (`last7Days`):
   * `toDeliveriesRequest` resolves it.
   */
  onApply(filters: DeliveriesFilterState): void;
  /** Called after "Reset filters" changed the draft (see {@link DeliveriesFilterPanel}). */
  onReset?(): void;
  /** IANA zone the dates are entered in; default the user's. */
  timeZone?: string;
  /**
   * Locale for matching typed search text against option labels, and the format dates are
   * typed and shown in (`25/11/2026, 14:30` in en-GB); default the user's.
   */
  locale?: string;
  messages?: Partial<FilterPanelMessages>;
  className?: string;
  classNames?: Partial<Record<FilterPanelPart, string>>;
  /** Most ids per list; default 1000. */
  maxIds?: number;
  /** Most tags; default 500. */
  maxTags?: number;
  /** Longest tag in characters; default 100, as a link or a saved view accepts. */
  maxTagLength?: number;
  /** Id of the panel's root; its inputs' ids start with it. */
  id?: string;
}
