import { useEffect } from 'react';
import { isTextEntry } from '../shared/isTextEntry';
import { useLatestCallback } from '../shared/useLatestCallback';
import { drawnGridCode as shortcutKeys } from './drawnGridCode';
import type { GridShortcutTargets } from './gridShortcutKeys';

/**
 * The grid's keyboard shortcuts: `/` focuses the quick search (of the grid that holds focus,
 * else of the first grid on the page), Alt+ArrowLeft and Alt+ArrowRight turn the page while
 * focus is inside the grid, the way the pager's chevrons point (right to left, Alt+ArrowLeft is
 * the next page). Keys typed into a field are left alone.
 */
export function useGridShortcuts({
  enabled,
  ...targets
}: GridShortcutTargets & { enabled: boolean }) {
  const onKeyDown = useLatestCallback((event: KeyboardEvent) => {
    // Typing, read now: a key replayed once the code comes has lost where it was pressed.
    if (isTextEntry(event)) return;
    const unheard = !event.defaultPrevented;
    const active = document.activeElement;
    const keys = shortcutKeys.current();
    if (keys) return keys.onShortcutKey(event, targets, unheard, active);
    // A key before the code is there is heard once it is (a failed fetch is tried again); an
    // Alt+Arrow inside the grid is not the browser's Back meanwhile.
    const inside = targets.rootRef.current?.contains(active);
    if (inside && event.altKey && event.key.startsWith('Arrow')) event.preventDefault();
    // Heard then only if focus is where it was: a person who moved on is not pulled back.
    void shortcutKeys.load().then(
      (code) =>
        document.activeElement === active && code.onShortcutKey(event, targets, unheard, active),
      () => undefined,
    );
  });

  useEffect(() => {
    if (!enabled) return;
    void shortcutKeys.load().catch(() => undefined);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, onKeyDown]);
}
