import { onDemandPart } from '../shared/onDemandPart';
import { withDefaults } from '../shared/withDefaults';
import { filterShellMessages } from './shellMessages';
import type { DeliveriesFilterPanelProps } from './filterPanelProps';

export type { DeliveriesFilterPanelProps, FilterPanelPart } from './filterPanelProps';

const formPart = onDemandPart(() =>
  import('./FilterPanelForm').then((module) => module.FilterPanelForm),
);

/** Spread on "Filters": the panel's code is fetched while the pointer or focus heads there. */
export const warmFilterPanel = formPart.warmOnApproach;

/**
 * The filter panel: a react-hook-form draft of every filter of the contract, applied with
 * "Apply filters". A region named "Filters"; works standalone with `value` and `onApply`
 * (without `value` it keeps the applied filters itself).
 *
 * - Editing changes nothing until "Apply filters"; "Unapplied changes" shows while the draft
 *   differs from the applied filters. The draft survives a failed request: it resets only
 *   when `value` changes.
 * - "Reset filters": with unapplied changes, the draft returns to the applied filters; without
 *   them, the draft is cleared (still to be applied, so a slip costs nothing).
 * - Dates are entered in `timeZone` and applied as ISO 8601 UTC; a "to" includes its minute.
 * - Each date range starts with a choice of presets ("Last 7 days"…, the host's `datePresets`):
 *   a preset is applied as its id on both bounds, so it stays relative.
 * - Apply is refused while the draft is invalid: each field shows why, an alert at the top
 *   lists every problem, and focus moves to it.
 * - Its code (react-hook-form and the fields) is a separate chunk fetched on first render, so hosts
 *   that never open it do not pay for it; `Loading filters…` shows meanwhile.
 *
 * @example
 * ```tsx
 * const [filters, setFilters] = useState<DeliveriesFilterState>({});
 * <DeliveriesFilterPanel
 *   value={filters}
 *   onApply={setFilters}
 *   statusOptions={[{ value: 3, label: 'Delivered' }]}
 *   filterOptions={{ couriers: { load: (search, signal) => fetchCouriers(search, signal) } }}
 *   timeZone="Europe/Berlin"
 * />
 * ```
 */
export function DeliveriesFilterPanel(props: DeliveriesFilterPanelProps) {
  const messages = withDefaults(filterShellMessages, props.messages);
  return (
    <formPart.Part
      partProps={props}
      loading={messages.loadingPanel}
      failed={messages.panelLoadFailed}
      retry={messages.retry}
      className="dt-panel-loading"
      failureClassName="dt-panel-loading"
    />
  );
}
