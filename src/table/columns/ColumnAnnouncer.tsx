import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

// Outside a grid's table view (a host's own header) nothing is said.
const SayContext = createContext<(text: string) => void>(() => undefined);

/**
 * Says what a header's menu did to a column: pinned, unpinned, hidden. The menu's button may
 * move or go with its column, so the status lives beside the table, not in the header.
 *
 * @example
 * ```tsx
 * const say = useColumnAnnouncement();
 * say(messages.columnHidden('Tenant'));
 * ```
 */
export function useColumnAnnouncement(): (text: string) => void {
  return useContext(SayContext);
}

/** The polite status the header menus speak through, around the table that holds them. */
export function ColumnAnnouncer({ children }: { children: ReactNode }) {
  // Each change is said, the same words again included: keyed on a count.
  const [said, setSaid] = useState({ count: 0, text: '' });
  const say = useCallback(
    (text: string) => setSaid(({ count }) => ({ count: count + 1, text })),
    [],
  );
  return (
    <SayContext.Provider value={say}>
      {children}
      <p className="dt-visually-hidden" role="status">
        <span key={said.count}>{said.text}</span>
      </p>
    </SayContext.Provider>
  );
}
