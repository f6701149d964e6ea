import type { DeliveriesView, SavedDeliveriesView } from '../types';

/**
 * A random id; UUIDs where the runtime offers them (secure contexts), else time and chance.
 *
 * @example
 * ```ts
 * newViewId(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 * ```
 */
export function newViewId(): string {
  const uuid = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (uuid) return uuid();
  return `view-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A view to store under `name`, stamped with `savedAt` (now by default) and a new id unless
 * one is given (replacing a view keeps its id).
 *
 * @example
 * ```ts
 * const saved = createSavedView(view, 'Late pallets');
 * const replaced = createSavedView(view, 'Late pallets', { id: existing.id });
 * ```
 */
export function createSavedView(
  view: DeliveriesView,
  name: string,
  options: { id?: string; now?: Date } = {},
): SavedDeliveriesView {
  return {
    id: options.id ?? newViewId(),
    name,
    savedAt: (options.now ?? new Date()).toISOString(),
    state: view.state,
    columns: view.columns,
    density: view.density,
  };
}
