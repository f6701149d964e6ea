// Subscribers in this page, by key: the `storage` event reaches only the other tabs.
const pageSubscribers = new Map<string, Set<() => void>>();

/**
 * Change notifications for one localStorage key: other tabs' writes (the `storage` event, seen
 * first by `onOtherTab`, once per event however many subscribe) and this page's writes through
 * any store of the key (`notifyPage`, called after each write).
 *
 * @example
 * ```ts
 * const feed = viewsChangeFeed('deliveries-table:views', (event) => repair(event));
 * const unsubscribe = feed.subscribe(() => reload());
 * ```
 */
export function viewsChangeFeed(key: string, onOtherTab: (event: StorageEvent) => void) {
  const subscribers = new Set<() => void>();
  const listener = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole store.
    if (event.key !== key && event.key !== null) return;
    onOtherTab(event);
    [...subscribers].forEach((onChange) => onChange());
  };

  return {
    subscribe(onChange: () => void): () => void {
      if (typeof window === 'undefined') return () => {};
      // Its own entry, so one callback subscribed twice unsubscribes once each.
      const subscriber = () => onChange();
      if (subscribers.size === 0) window.addEventListener('storage', listener);
      subscribers.add(subscriber);
      const onPage = pageSubscribers.get(key) ?? new Set();
      pageSubscribers.set(key, onPage.add(subscriber));
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) window.removeEventListener('storage', listener);
        onPage.delete(subscriber);
        if (onPage.size === 0 && pageSubscribers.get(key) === onPage) pageSubscribers.delete(key);
      };
    },
    /** Tells every list of this key on the page, after the write under way returns. */
    notifyPage() {
      const onPage = [...(pageSubscribers.get(key) ?? [])];
      queueMicrotask(() => onPage.forEach((onChange) => onChange()));
    },
  };
}
