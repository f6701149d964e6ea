import type { Delivery } from '../api/types';
import type { DeliveriesSelection } from './types';

/**
 * What a bulk action or row action is handed besides what it acts on: `signal` aborts when the
 * person presses "Cancel", the grid unmounts, or a host hides it (React's `<Activity>`).
 */
export interface DeliveriesActionContext {
  signal: AbortSignal;
}

/**
 * A button of the "Selection" bar. `run` gets the selection as it was when pressed; while it
 * runs the bar shows progress and "Cancel"; a rejection is an alert with its message and
 * "Retry", and the selection is kept. A string it resolves with is announced.
 *
 * @example
 * ```ts
 * const handOver: DeliveriesBulkAction = {
 *   label: 'Hand to courier',
 *   run: async (selection, { signal }) => {
 *     await api.handOver(selection, { signal });
 *     return 'Handed over.';
 *   },
 * };
 * ```
 */
export interface DeliveriesBulkAction {
  label: string;
  run: (selection: DeliveriesSelection, context: DeliveriesActionContext) => Promise<void | string>;
}

/**
 * An item of a row's "Actions for DLV-…" menu, run and reported as bulk actions are.
 *
 * @example
 * ```ts
 * const print: DeliveriesRowAction = { label: 'Print label', run: (delivery) => printLabel(delivery.code) };
 * ```
 */
export interface DeliveriesRowAction {
  label: string;
  run: (delivery: Delivery, context: DeliveriesActionContext) => Promise<void | string> | void;
}

/**
 * Row selection: a checkbox per row and for the page, "Select all matching", and a "Selection"
 * bar with the count, "Clear selection", the host's `actions` and "Export selected (CSV)".
 * Off by default; `selection={{}}` turns it on. Controlled with `value` and `onChange`.
 *
 * @example
 * ```tsx
 * const [selection, setSelection] = useState<DeliveriesSelection>(noDeliveriesSelected);
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   selection={{ value: selection, onChange: setSelection, actions: [handOver] }}
 * />
 * ```
 */
export interface DeliveriesSelectionOptions {
  /** Controlled: the selection, owned by the host. Checked like any state the grid takes. */
  value?: DeliveriesSelection;
  /** Uncontrolled: where the selection starts; default nothing selected. */
  defaultValue?: DeliveriesSelection;
  /** Hears every change of the selection, controlled or not. */
  onChange?: (selection: DeliveriesSelection) => void;
  /** The host's bulk actions, as buttons of the "Selection" bar, in this order. */
  actions?: readonly DeliveriesBulkAction[];
  /** Offer "Select all matching" once the page is selected; default `true`. */
  selectAllMatching?: boolean;
}
