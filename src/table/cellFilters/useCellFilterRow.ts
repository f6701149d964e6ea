import { useEffect, useState, type RefObject } from 'react';
import { tableRows } from '../useRovingRows';

/**
 * The row a pointer is over or focus is in, for its cells' filter menus: one pair of listeners
 * on the body, none per cell (a page of 100 rows is benchmarked). `null` until the first one.
 */
export function useCellFilterRow(
  bodyRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): HTMLTableRowElement | null {
  const [row, setRow] = useState<HTMLTableRowElement | null>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const onEvent = (event: Event) => {
      const found = event.target instanceof Element ? event.target.closest(tableRows) : null;
      if (found instanceof HTMLTableRowElement && body.contains(found)) setRow(found);
    };
    body.addEventListener('pointerover', onEvent);
    body.addEventListener('focusin', onEvent);
    return () => {
      body.removeEventListener('pointerover', onEvent);
      body.removeEventListener('focusin', onEvent);
    };
  }, [bodyRef, enabled]);
  return enabled ? row : null;
}
