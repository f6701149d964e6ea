/**
 * A long value's box (`.dt-truncate`) as a person sees it: one line, and more text than fits,
 * which the line clamp ends with an ellipsis.
 */
export function isCutToOneLine(box: Element): boolean {
  const style = getComputedStyle(box);
  const oneLine = box.clientHeight <= parseFloat(style.lineHeight) + 0.5;
  const clamped = style.webkitLineClamp === '1' && style.overflow === 'hidden';
  return oneLine && clamped && box.scrollHeight > box.clientHeight;
}
