import type { Identified } from './arrangeColumns';
import type { DeliveriesColumnSettings } from './columnSettings';

// Apart from `arrangeColumns`: only the menus (on demand) show and hide columns.

/** Shows or hides a column; the last shown column cannot be hidden. */
export function setColumnShown(
  columns: readonly Identified[],
  settings: DeliveriesColumnSettings,
  id: string,
  shown: boolean,
): DeliveriesColumnSettings {
  const hidden = settings.hidden.filter((hiddenId) => hiddenId !== id);
  if (shown) return { ...settings, hidden };
  const next = { ...settings, hidden: [...hidden, id] };
  const stillShown = columns.some((column) => !next.hidden.includes(column.id));
  return stillShown ? next : settings;
}
