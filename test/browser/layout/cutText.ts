/**
 * A long value's box (`.dt-truncate`) as a person sees it: one line, with more text than fits,
 * ended by an ellipsis. While the table sizes its columns by their text, the box's own line
 * clamp cuts it; once the widths are held (`data-layout="fixed"`), its cell does.
 */
export function isCutToOneLine(box: Element): boolean {
  const cell = box.closest('td');
  if (!cell) return false;
  if (box.closest('table')?.getAttribute('data-layout') === 'fixed') {
    const style = getComputedStyle(cell);
    const oneLine = getComputedStyle(box).whiteSpace === 'nowrap';
    const cut = ['hidden', 'clip'].includes(style.overflow) && style.textOverflow === 'ellipsis';
    return oneLine && cut && cell.scrollWidth > cell.clientWidth;
  }
  const style = getComputedStyle(box);
  const oneLine = box.clientHeight <= parseFloat(style.lineHeight) + 0.5;
  const clamped = style.webkitLineClamp === '1' && style.overflow === 'hidden';
  return oneLine && clamped && box.scrollHeight > box.clientHeight;
}
