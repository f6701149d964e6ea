import { useEffect, useState, type RefObject } from 'react';
import type { SavedViewAction } from './SavedViewItem';

/** Where focus goes next: a row's button (by view id and action), or the name box. */
export type ViewFocusTarget =
  { id: string; action: SavedViewAction } | { id?: undefined; action: 'name' };

/**
 * Moves focus to a target once the render that shows it is done: after a rename, delete or
 * undo the button a person needs next is a new element, so it is found by its data marks.
 *
 * @example
 * ```ts
 * const focusAfter = useFocusAfterChange(panelRef, nameRef, panelShown);
 * if (await model.remove(view)) focusAfter({ id: view.id, action: 'undo' });
 * ```
 */
export function useFocusAfterChange(
  panel: RefObject<HTMLElement | null>,
  nameBox: RefObject<HTMLInputElement | null>,
  /** Whether the panel's content is in the document: a target set before it is tried again. */
  shown: boolean,
): (target: ViewFocusTarget) => void {
  const [target, setTarget] = useState<ViewFocusTarget>();
  useEffect(() => {
    if (!target) return;
    if (target.action === 'name') {
      nameBox.current?.focus();
      return;
    }
    const buttons = panel.current?.querySelectorAll<HTMLElement>('[data-view-action]') ?? [];
    [...buttons]
      .find(
        (button) =>
          button.dataset.viewId === target.id && button.dataset.viewAction === target.action,
      )
      ?.focus();
  }, [target, panel, nameBox, shown]);
  return setTarget;
}
