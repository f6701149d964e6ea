import { useEffect, useState } from 'react';
import type { DeliveriesTableMessages } from '../grid/messages';

/**
 * "Updated 12 s ago" for a grid that refreshes itself. Ticks once a second on its own, so the
 * grid does not render for the clock, and stops ticking while the tab is hidden.
 */
export function DeliveriesTableUpdatedAgo({
  updatedAt,
  messages,
}: {
  /** `Date.now()` when the rows shown arrived; 0 before any did (its room is held empty). */
  updatedAt: number;
  messages: DeliveriesTableMessages;
}) {
  const [now, setNow] = useState(updatedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      if (document.visibilityState === 'hidden') return;
      tick();
      timer = setInterval(tick, 1000);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [updatedAt]);
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  return (
    <p
      className="dt-updated"
      // Unseen and unread (layout.css draws them hidden), the widest readings hold the width:
      // what stands beside it stays put as the seconds count, and as the first rows arrive.
      data-widest-seconds={messages.updatedAgo(58)}
      data-widest-minutes={messages.updatedAgo(58 * 60)}
    >
      {updatedAt > 0 && (
        <time dateTime={new Date(updatedAt).toISOString()}>{messages.updatedAgo(seconds)}</time>
      )}
    </p>
  );
}
