import type { DeliveriesColumnSettings } from '../columnSettings';

/**
 * The column arrangement (order, hidden, widths) and its "Columns" menu and resize handles.
 * Controlled with `settings` + `onSettingsChange` (e.g. from a saved view of the host's), or
 * uncontrolled from `defaultSettings`; either is checked against the grid's columns, and what
 * is left out is named in a notice. `columnsMenu={false}` hides the menu and the handles.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   columnsMenu={{ defaultSettings: { order: [], hidden: ['tenant'], widths: {} } }}
 * />
 * ```
 */
export interface DeliveriesColumnsMenuOptions {
  /** Controlled arrangement; pair with `onSettingsChange`. */
  settings?: DeliveriesColumnSettings;
  /** Uncontrolled: the arrangement the grid starts from; default: the host's order, all shown. */
  defaultSettings?: DeliveriesColumnSettings;
  /** Hears every change a person makes in "Columns" or by resizing a header. */
  onSettingsChange?: (settings: DeliveriesColumnSettings) => void;
}
