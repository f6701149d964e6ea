import { useCallback, useMemo } from 'react';
import { arrangeColumns, resizeColumns } from '../state/arrangeColumns';
import { defaultColumnSettings, type DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { useControllableState } from '../shared/useControllableState';

// Width of a column a person has not sized, once any column has a set width.
const defaultColumnWidth = 150;

/**
 * The grid's column arrangement: the settings (controlled or not), the columns shown in their
 * order, and the fixed widths once a person resized one. No markup here.
 */
export function useColumnLayout({
  columns,
  settings: controlled,
  defaultSettings = defaultColumnSettings,
  onSettingsChange,
}: {
  columns: readonly DeliveryColumn[];
  settings: DeliveriesColumnSettings | undefined;
  defaultSettings: DeliveriesColumnSettings | undefined;
  onSettingsChange: ((settings: DeliveriesColumnSettings) => void) | undefined;
}) {
  const [settings, setSettings] = useControllableState<DeliveriesColumnSettings>({
    prop: controlled,
    defaultProp: () => defaultSettings,
    onChange: onSettingsChange,
  });
  const { order, hidden, widths, pinned } = settings;
  // A resize changes only `widths`: the shown columns, their definitions and rows stay the same.
  const shownColumns = useMemo(
    () => arrangeColumns(columns, { order, hidden, widths: {}, pinned }),
    [columns, order, hidden, pinned],
  );

  // Set widths fix the layout; the first resize keeps every other column at its width on screen.
  const fixedWidths =
    Object.keys(widths).length > 0
      ? shownColumns.map((column) => widths[column.id] ?? defaultColumnWidth)
      : null;
  // Stable while the shown columns are: the memoized header row keeps its handles.
  const resizeColumn = useCallback(
    (columnId: string, width: number, widthsOnScreen: readonly number[] = []) =>
      setSettings((current) => {
        const onScreen: Record<string, number> = {};
        if (Object.keys(current.widths).length === 0) {
          widthsOnScreen.forEach((width, index) => {
            const id = shownColumns[index]?.id;
            if (id !== undefined) onScreen[id] = width;
          });
        }
        return resizeColumns(current, { ...onScreen, [columnId]: width });
      }),
    [setSettings, shownColumns],
  );

  return { settings, setSettings, shownColumns, fixedWidths, resizeColumn };
}
