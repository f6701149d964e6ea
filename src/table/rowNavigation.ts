/**
 * The row a key moves focus to among `count` focusable rows, or `null` when the key is not a
 * row movement. Page keys move by `pageRows`, the rows that fit in view.
 */
export function targetRowIndex(key: string, from: number, count: number, pageRows: number) {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'PageDown':
      return Math.min(from + Math.max(1, pageRows), last);
    case 'PageUp':
      return Math.max(from - Math.max(1, pageRows), 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The page position of a row element (`data-index`), or `null` for anything else. */
export function rowIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLElement) || !target.matches('tr[data-index]')) return null;
  const index = Number(target.dataset.index);
  return Number.isInteger(index) ? index : null;
}
