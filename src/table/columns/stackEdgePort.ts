/** Where the sticky stacks' edge boxes stand in the frame: the rows' scrollport, in pixels. */
export interface RowsPort {
  /** From the frame's inline edges to the scroll area's, less its scrollbar on that side. */
  start: number;
  end: number;
  top: number;
  /** The rows in view: the table's height up to the area's, never its scrollbar or below. */
  height: number;
}

/**
 * The rows' scrollport inside `frame`: a scrollbar that takes room (Windows, Linux desktops)
 * stands inside the area's edge, on the left when right to left, and sticky cells stick to
 * the scrollport, not to the area. A side in `stacks` (`stickyEdges`' sides) is read from
 * the stack's outer header cell instead, where the browser did stick it: once scrolled,
 * Chromium sticks the start cells over a `scrollbar-gutter: stable both-edges` gutter.
 *
 * @example
 * ```ts
 * rowsPort(frame, area, table, 'ltr', 'end'); // { start: 0, end: 15, top: 0, height: 385 }
 * ```
 */
export function rowsPort(
  frame: HTMLElement,
  area: HTMLElement,
  table: HTMLTableElement,
  direction: string,
  stacks: string,
): RowsPort {
  const rtl = direction === 'rtl';
  const cells = table.tHead?.rows[0]?.cells;
  const [first, last] = [cells?.[0], cells?.[cells.length - 1]];
  // On screen a host's zoom or transform scales every box: the port is in the frame's own px.
  const frameBox = frame.getBoundingClientRect();
  const scale = frameBox.width / frame.offsetWidth || 1;
  const stuck = (side: string, cell: Element | undefined) =>
    cell && stacks.includes(side) ? cell.getBoundingClientRect() : undefined;
  const onLeft = rtl ? stuck('end', last) : stuck('start', first);
  const onRight = rtl ? stuck('start', first) : stuck('end', last);
  const left = onLeft
    ? (onLeft.left - frameBox.left) / scale - frame.clientLeft
    : area.offsetLeft + area.clientLeft;
  const right = onRight
    ? frame.clientLeft + frame.clientWidth - (onRight.right - frameBox.left) / scale
    : frame.clientWidth - area.offsetLeft - area.clientLeft - area.clientWidth;
  return {
    start: rtl ? right : left,
    end: rtl ? left : right,
    top: area.offsetTop + area.clientTop,
    height: Math.min(table.offsetHeight, area.clientHeight),
  };
}

/**
 * Writes the port on the frame's edge boxes (`StackEdges`, read by pins.css), and marks them
 * placed, which they must be to show: on each box, not the frame, so no cell is styled again.
 *
 * @example
 * ```ts
 * placeEdges(frame, rowsPort(frame, area, table, 'ltr'));
 * ```
 */
export function placeEdges(frame: HTMLElement, port: RowsPort) {
  for (const box of frame.querySelectorAll<HTMLElement>(':scope > .dt-edge')) {
    box.style.setProperty(
      '--dt-edge-port',
      `${box.dataset.side === 'end' ? port.end : port.start}px`,
    );
    box.style.top = `${port.top}px`;
    box.style.height = `${port.height}px`;
    box.dataset.placed = '';
  }
}
