import { useEffect, useState } from 'react';

/** How long an export's outcome stays on screen when nothing else happens. */
export const outcomeLifetimeMs = 8_000;

/**
 * Whether the outcome of `key` (a status object) is still shown: from when it arrives until
 * {@link outcomeLifetimeMs} later or the person's next action (a key or a press anywhere),
 * whichever comes first. The live region has said it by then.
 *
 * @example
 * ```ts
 * const shown = useOutcomeShown(status.phase === 'exported' ? status : undefined);
 * ```
 */
export function useOutcomeShown(key: object | undefined): boolean {
  const [hidden, setHidden] = useState<object>();
  useEffect(() => {
    if (!key) return;
    const hide = () => setHidden(key);
    const timer = setTimeout(hide, outcomeLifetimeMs);
    // Listened for after this event's own handling: the press that exported does not count.
    const listen = setTimeout(() => {
      document.addEventListener('pointerdown', hide, true);
      document.addEventListener('keydown', hide, true);
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(listen);
      document.removeEventListener('pointerdown', hide, true);
      document.removeEventListener('keydown', hide, true);
    };
  }, [key]);
  return key !== undefined && hidden !== key;
}
