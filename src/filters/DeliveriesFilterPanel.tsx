import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type * as FilterPanelFormModule from './FilterPanelForm';
import type { DeliveriesFilterPanelProps } from './FilterPanelForm';
import { defaultFilterPanelMessages } from './messages';

export type { DeliveriesFilterPanelProps, FilterPanelPart } from './FilterPanelForm';

let formModule: Promise<typeof FilterPanelFormModule> | undefined;

/** Starts fetching the panel's code ahead of its first render (on hover or focus of "Filters"). */
export function preloadFilterPanel(): Promise<typeof FilterPanelFormModule> {
  formModule ??= import('./FilterPanelForm').catch((error: unknown) => {
    formModule = undefined; // a later attempt fetches again
    throw error;
  });
  return formModule;
}

const lazyForm = () =>
  lazy(() => preloadFilterPanel().then((module) => ({ default: module.FilterPanelForm })));
// Replaced on Retry: React.lazy remembers a failed load for good.
let LazyFilterPanelForm = lazyForm();

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
 * - Apply is refused while the draft is invalid: each field shows why, an alert at the top
 *   lists every problem, and focus moves to it.
 * - Its code (react-hook-form, downshift) is a separate chunk fetched on first render, so hosts
 *   that never open it do not pay for it; `Loading filters…` shows meanwhile.
 *
 * @example
 * ```tsx
 * const [filters, setFilters] = useState<DeliveryFilters>({});
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
  const messages = { ...defaultFilterPanelMessages, ...props.messages };
  const [attempt, setAttempt] = useState(0);
  return (
    <FilterPanelLoadBoundary
      key={attempt}
      failure={(retry) => (
        <div className="dt-panel-loading" role="alert">
          {messages.panelLoadFailed}{' '}
          <button type="button" className="dt-button" onClick={retry}>
            {messages.retry}
          </button>
        </div>
      )}
      onRetry={() => {
        LazyFilterPanelForm = lazyForm();
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense
        fallback={
          <div className="dt-panel-loading" role="status">
            {messages.loadingPanel}
          </div>
        }
      >
        <LazyFilterPanelForm {...props} />
      </Suspense>
    </FilterPanelLoadBoundary>
  );
}

/** Turns a failed fetch of the panel's code into a message with "Retry" instead of a crash. */
class FilterPanelLoadBoundary extends Component<
  { children: ReactNode; failure: (retry: () => void) => ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failure(this.props.onRetry) : this.props.children;
  }
}
