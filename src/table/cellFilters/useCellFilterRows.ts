import { useState, type SyntheticEvent } from 'react';

/**
 * The rows (or cards) whose cells draw their filter menus: the one under the pointer and the
 * one holding focus, found by the body's own delegated handlers (nothing per cell). Two, so the
 * pointer passing over other rows, or rows moving under a resting pointer, never takes away a
 * menu that focus is in.
 *
 * @example
 * ```tsx
 * const cellFilterRows = useCellFilterRows('tr');
 * <tbody onPointerOver={cellFilterRows.onPointerOver} onFocus={cellFilterRows.onFocus}>…</tbody>
 * cellFilterRows.rows.map((row) => <CellFilterMenus key={row.dataset.key} row={row} … />);
 * ```
 */
export function useCellFilterRows(selector: string) {
  const [pointerRow, setPointerRow] = useState<HTMLElement | null>(null);
  const [focusRow, setFocusRow] = useState<HTMLElement | null>(null);
  const see = (set: (row: HTMLElement | null) => void) => (event: SyntheticEvent) =>
    set((event.target as Element).closest<HTMLElement>(selector));
  const rows = [pointerRow, focusRow !== pointerRow ? focusRow : null].filter(
    (row): row is HTMLElement => row !== null && row.dataset.key !== undefined,
  );
  return { rows, onPointerOver: see(setPointerRow), onFocus: see(setFocusRow) };
}
