import { useCallback, useMemo } from 'react';
import { arrangeColumns, resizeColumns } from '../../state/arrangeColumns';
import { checkColumnSettings } from '../../state/columns/checkColumnSettings';
import { defaultColumnSettings, type DeliveriesColumnSettings } from '../../state/columnSettings';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import type { StateUpdate } from '../../shared/useControllableState';
import { useControllableState } from '../../shared/useControllableState';
import { useEqualValue } from '../../shared/useEqualValue';

// Width of a column a person has not sized, once any column has a set width.
const defaultColumnWidth = 150;

/**
 * The grid's column arrangement: the settings (controlled or not), seen only through
 * `checkColumnSettings` against the grid's columns, with what it left out; the columns shown
 * in their order, and the fixed widths once a person resized one. No markup here.
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
  const [raw, setRaw] = useControllableState<DeliveriesColumnSettings>({
    prop: controlled,
    defaultProp: () => defaultSettings,
    onChange: onSettingsChange,
  });
  // Compared by value: a host may pass fresh but equal column arrays every render.
  const columnIds = useEqualValue(columns.map((column) => column.id));
  const checked = useMemo(() => checkColumnSettings(raw, columnIds), [raw, columnIds]);
  // Where the host started the grid: what "Reset view" puts back.
  const initialSettings = useMemo(
    () => checkColumnSettings(defaultSettings, columnIds).settings,
    [defaultSettings, columnIds],
  );
  // The check copies what it keeps: parts equal to the last ones stay the same objects, so a
  // resize (a change of `widths`) leaves the shown columns, their definitions and rows alone.
  const order = useEqualValue(checked.settings.order);
  const hidden = useEqualValue(checked.settings.hidden);
  const widths = useEqualValue(checked.settings.widths);
  const pinned = useEqualValue(checked.settings.pinned);
  const settings = useMemo(
    (): DeliveriesColumnSettings => ({ order, hidden, widths, ...(pinned && { pinned }) }),
    [order, hidden, widths, pinned],
  );
  // A change starts from the checked settings, so what was left out stays out; a whole new
  // value is checked when rendered, as any other.
  const setSettings = useCallback(
    (update: StateUpdate<DeliveriesColumnSettings>) =>
      setRaw((current) => {
        if (typeof update !== 'function') return update;
        const base = checkColumnSettings(current, columnIds).settings;
        const next = update(base);
        // No change keeps the host's own object, so it hears nothing.
        return next === base ? current : next;
      }),
    [setRaw, columnIds],
  );
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

  return {
    settings,
    problems: checked.problems,
    initialSettings,
    setSettings,
    shownColumns,
    fixedWidths,
    resizeColumn,
  };
}
