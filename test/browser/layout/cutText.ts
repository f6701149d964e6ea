/**
 * A long value's box (`.dt-truncate`) as a person sees it: one line, with more text than fits,
 * ended by an ellipsis. While the table sizes its columns by their text, the box's own line
 * clamp cuts it; at widths worked out from its rows' text (`data-fitted`), the box cuts itself;
 * at other fixed widths (`data-layout="fixed"`), its cell does.
 */
export function isCutToOneLine(box: Element): boolean {
  const cell = box.closest('td');
  if (!cell) return false;
  const table = box.closest('table');
  if (table?.hasAttribute('data-fitted') && !cellClips(cell)) {
    const style = getComputedStyle(box);
    const cut = style.overflow === 'clip' && style.textOverflow === 'ellipsis';
    return style.whiteSpace === 'nowrap' && cut && box.scrollWidth > box.clientWidth;
  }
  if (table?.getAttribute('data-layout') === 'fixed') {
    const oneLine = getComputedStyle(box).whiteSpace === 'nowrap';
    return oneLine && cellClips(cell) && cell.scrollWidth > cell.clientWidth;
  }
  const style = getComputedStyle(box);
  const oneLine = box.clientHeight <= parseFloat(style.lineHeight) + 0.5;
  const clamped = style.webkitLineClamp === '1' && style.overflow === 'hidden';
  return oneLine && clamped && box.scrollHeight > box.clientHeight;
}

/** Whether a cell cuts what does not fit it, with an ellipsis. */
export function cellClips(cell: Element): boolean {
  const style = getComputedStyle(cell);
  return ['hidden', 'clip'].includes(style.overflow) && style.textOverflow === 'ellipsis';
}

/**
 * Whether what a cell shows reaches past its edges into a neighbour's: its text where nothing
 * cuts it, else the box that cuts itself (`.dt-truncate` at fitted widths).
 */
export function spillsOut(cell: Element): boolean {
  if (cellClips(cell)) return false;
  const edges = cell.getBoundingClientRect();
  const box = cell.querySelector('.dt-truncate');
  let shown: DOMRect;
  if (box && getComputedStyle(box).overflow === 'clip') shown = box.getBoundingClientRect();
  else {
    const range = document.createRange();
    range.selectNodeContents(cell);
    shown = range.getBoundingClientRect();
  }
  return shown.left < edges.left - 0.5 || shown.right > edges.right + 0.5;
}
