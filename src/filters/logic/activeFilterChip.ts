import type { DeliveriesFilterState } from '../../state/queryState';
import type { DatePreset } from '../../state/relativeDates/relativeBound';
import type { Direction } from '../../shared/direction';
import type { FilterPanelMessages } from '../messages';
import type { AdvancedFilterConfig } from './createAdvancedRow';
import type { FilterOptions, StatusOption } from './types';

/** One applied filter as a removable chip. */
export interface ActiveFilterChip {
  key: string;
  /** What the chip reads: "Status: Delivered", "Inserted from: 1 Nov 2026, 00:00". */
  text: string;
  /**
   * What the chip draws: its text with each value written the other way than the words
   * isolated (`isolated`), so a Latin name's final "." stays at its end in Arabic words.
   */
  shown: string;
  /** The applied filters without this one. */
  without: DeliveriesFilterState;
  /** The form path of the panel's field that edits it (`status`, `ranges.inserted`). */
  field: string;
  /** What the chip does beyond its text ("not Delivered" leaves unlisted statuses out too). */
  note?: string;
}

/** Where chip texts come from. */
export interface DescribeActiveFiltersContext {
  messages: FilterPanelMessages;
  statusOptions?: readonly StatusOption[];
  filterOptions?: FilterOptions;
  advanced: AdvancedFilterConfig;
  timeZone?: string;
  locale?: string;
  /** The host's date presets, for their labels. */
  datePresets?: readonly DatePreset[];
  /** The words' direction, for the values drawn in them (`shown`). */
  direction?: Direction;
}
