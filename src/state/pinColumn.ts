import type { DeliveriesColumnSettings } from './columnSettings';

/** Pins a column to a side, or unpins it (`null`). */
export function pinColumn(
  settings: DeliveriesColumnSettings,
  id: string,
  side: 'start' | 'end' | null,
): DeliveriesColumnSettings {
  const pinned = { ...settings.pinned };
  delete pinned[id];
  if (side) pinned[id] = side;
  const next: DeliveriesColumnSettings = { ...settings, pinned };
  // No pins is no `pinned` at all: a view saved before pins compares equal.
  if (Object.keys(pinned).length === 0) delete next.pinned;
  return next;
}
