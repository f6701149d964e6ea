import { useCallback, useMemo, useState } from 'react';
import {
  arrangeColumns,
  columnWidthLimits,
  isWidth,
  resizeColumns,
  setWidthOf,
} from '../../state/arrangeColumns';
import { soundColumnSettings } from '../../state/columns/soundColumnSettings';
import type { ColumnSettingsProblem } from '../../state/columns/columnSettingsProblem';
import { useOnDemandModule } from '../../shared/onDemandModule';
import { problemWordsCode } from '../problems/useProblemWords';
import { defaultColumnSettings, type DeliveriesColumnSettings } from '../../state/columnSettings';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import type { StateUpdate } from '../../shared/useControllableState';
import { useControllableState } from '../../shared/useControllableState';
import { useEqualValue } from '../../shared/useEqualValue';
import { described } from '../../state/validation/shown';
import { useLatestCallback } from '../../shared/useLatestCallback';

// Width of a column a person has not sized, once any column has a set width.
const defaultColumnWidth = 150;

// While the full check is fetched, settings it must look at count as unread: the notice that
// waits for the problems' words (the same chunk) then says what it left out.
const unread: ColumnSettingsProblem[] = [{ code: 'settingsUnreadable' }];
const noProblems: ColumnSettingsProblem[] = [];

/**
 * The grid's column arrangement: the settings (controlled or not), seen only through
 * `checkColumnSettings` against the grid's columns, with what it left out (sound settings
 * without it: it is fetched, with the problems' words, for others, which show as the defaults
 * until it is there); the columns shown in their order, and the fixed widths once a person
 * resized one. No markup here.
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
  const sound = useMemo(() => soundColumnSettings(raw, columnIds), [raw, columnIds]);
  const soundAtFirst = useMemo(
    () => soundColumnSettings(defaultSettings, columnIds),
    [defaultSettings, columnIds],
  );
  const full = useOnDemandModule(problemWordsCode, !sound || !soundAtFirst);
  /** Settings as the full check keeps them, once it is there; the defaults before. */
  const checkedOf = useCallback(
    (input: unknown) =>
      full?.checkColumnSettings(input, columnIds) ?? {
        settings: defaultColumnSettings,
        problems: unread,
      },
    [full, columnIds],
  );
  const checked = useMemo(
    () => (sound ? { settings: sound, problems: noProblems } : checkedOf(raw)),
    [sound, raw, checkedOf],
  );
  // Where the host started the grid: what "Reset view" puts back.
  const initialSettings = useMemo(
    () => soundAtFirst ?? checkedOf(defaultSettings).settings,
    [soundAtFirst, defaultSettings, checkedOf],
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
  // A resize to no number (a host's NaN, undefined or text), refused as it is asked: the host
  // never hears it, and the notice names it until the next change is taken.
  const [refused, setRefused] = useState<ColumnSettingsProblem>();
  // A change starts from the checked settings, so what was left out stays out; a whole new
  // value is checked when rendered, as any other.
  const setSettings = useLatestCallback((update: StateUpdate<DeliveriesColumnSettings>) => {
    setRefused(undefined);
    setRaw((current) => {
      if (typeof update !== 'function') return update;
      // The full check if it is there; before, the settings drawn, as a person saw them.
      const base =
        soundColumnSettings(current, columnIds) ??
        (full ? full.checkColumnSettings(current, columnIds).settings : checked.settings);
      const next = update(base);
      // No change keeps the host's own object, so it hears nothing.
      return next === base ? current : next;
    });
  });
  const shownColumns = useMemo(
    () => arrangeColumns(columns, { order, hidden, widths: {}, pinned }),
    [columns, order, hidden, pinned],
  );

  // Set widths fix the layout; the first resize keeps every other column at its width on screen.
  const fixedWidths =
    Object.keys(widths).length > 0
      ? shownColumns.map((column) => setWidthOf(widths, column.id) ?? defaultColumnWidth)
      : null;
  // Stable while the shown columns are: the memoized header row keeps its handles.
  const resizeColumn = useCallback(
    (columnId: string, width: number, widthsOnScreen: readonly number[] = []) =>
      // A host's code may pass anything: named, never thrown at its call.
      typeof columnId !== 'string'
        ? setRefused({ code: 'unknownColumn', columnId: described(columnId).slice(0, 81) })
        : !isWidth(width)
          ? setRefused({
              code: 'widthOutOfRange',
              columnId: columnId.slice(0, 81),
              value: described(width).slice(0, 81),
              ...columnWidthLimits,
            })
          : setSettings((current) => {
              const onScreen: Record<string, number> = {};
              if (Object.keys(current.widths).length === 0) {
                try {
                  widthsOnScreen.forEach((width, index) => {
                    const id = shownColumns[index]?.id;
                    if (id !== undefined) onScreen[id] = width;
                  });
                } catch {
                  // The widths on screen only keep the others where they are drawn: none then.
                }
              }
              return resizeColumns(current, { ...onScreen, [columnId]: width });
            }),
    [setSettings, shownColumns],
  );

  return {
    settings,
    problems: refused ? [refused, ...checked.problems] : checked.problems,
    initialSettings,
    setSettings,
    shownColumns,
    fixedWidths,
    resizeColumn,
  };
}
