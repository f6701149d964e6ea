import type { ReactNode } from 'react';

/**
 * The details' title with the delivery's code kept on one line: "Delivery DLV-2026-044294" may
 * wrap between its words, never inside the code (Chromium broke it after "DLV-2026-"). A title
 * whose words leave the code out (a host's message) is shown as it is.
 *
 * @example
 * ```tsx
 * <h2>{titleKeepingCode('Delivery DLV-2026-044294', 'DLV-2026-044294')}</h2>
 * ```
 */
export function titleKeepingCode(title: string, code: string): ReactNode {
  const at = code === '' ? -1 : title.indexOf(code);
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span className="dt-nowrap">{code}</span>
      {title.slice(at + code.length)}
    </>
  );
}
