import { useId, type ReactNode } from 'react';

/**
 * The `deliveries` parameter of this frame's address, shown as a read-only field named "Link
 * parameter" (empty while the address has none), with the host's own buttons beside it.
 *
 * @example
 * ```tsx
 * <LinkParameter text={url.text}><button type="button">Open the link again</button></LinkParameter>
 * ```
 */
export function LinkParameter({ text, children }: { text: string | null; children?: ReactNode }) {
  const id = useId();
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label htmlFor={id} style={{ fontSize: 14 }}>
        Link parameter
      </label>
      <input
        id={id}
        readOnly
        value={text === null ? '' : `deliveries=${text}`}
        style={{ flex: 1, fontFamily: 'monospace' }}
      />
      {children}
    </div>
  );
}
