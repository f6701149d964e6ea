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

// The header cells of a stack at each side: its control columns and its pinned ones.
const inStack = {
  start: (cell: HTMLElement) => cell.dataset.pin === 'start' || cell.dataset.kind === 'select',
  end: (cell: HTMLElement) =>
    cell.dataset.pin === 'end' || cell.dataset.kind === 'detail' || cell.dataset.kind === 'actions',
};

/**
 * The sticky stacks' widths as the scroll area's inline scroll padding: a control focused by
 * keys (the header's arrows, a row's) is scrolled clear of a stack, where the browser would
 * leave it under one. In the area's own pixels (`offsetWidth`), whatever a host's zoom.
 *
 * @example
 * ```ts
 * padForStacks(area, table, 'start'); // area.style.scrollPaddingInlineStart = '164px'
 * ```
 */
export function padForStacks(area: HTMLElement, table: HTMLTableElement, stacks: string) {
  const cells = [...(table.tHead?.rows[0]?.cells ?? [])];
  const width = (side: 'start' | 'end', ordered: HTMLTableCellElement[]) => {
    let sum = 0;
    for (const cell of ordered) {
      if (!inStack[side](cell)) break;
      sum += cell.offsetWidth;
    }
    return stacks.includes(side) && sum > 0 ? `${sum}px` : '';
  };
  area.style.scrollPaddingInlineStart = width('start', cells);
  area.style.scrollPaddingInlineEnd = width('end', cells.reverse());
  if (!clearedAreas.has(area)) {
    clearedAreas.add(area);
    area.addEventListener('focusin', scrollClear);
  }
}

// Areas that scroll what takes focus clear of the stacks: one listener each, gone with it.
const clearedAreas = new WeakSet<HTMLElement>();

// Chromium's own scroll on focus leaves a control under a sticky cell, ignoring the padding;
// `scrollIntoView` keeps to it. A row is wider than the area, and a control in a stack is
// always in view: only the other controls are moved to.
function scrollClear({ target }: FocusEvent) {
  if (!(target instanceof HTMLElement) || target.matches('tr, li')) return;
  const cell = target.closest<HTMLElement>('th, td');
  if (cell && (inStack.start(cell) || inStack.end(cell))) return;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Places the edge boxes at the rows' port and pads the area for the stacks: `placed` is the
 * port written last, and the one now comes back, so a port that did not move is not written
 * again (a write restyles the two boxes).
 *
 * @example
 * ```ts
 * placed = placeStacks(frame, area, table, 'start end', placed);
 * ```
 */
export function placeStacks(
  frame: HTMLElement,
  area: HTMLElement,
  table: HTMLTableElement,
  stacks: string,
  placed: string,
): string {
  const port = rowsPort(frame, area, table, getComputedStyle(area).direction, stacks);
  padForStacks(area, table, stacks);
  const key = JSON.stringify(port);
  if (key !== placed) placeEdges(frame, port);
  return key;
}

/**
 * Scrolls the rows sideways (never the page) to the control with focus in `area`, or in an open
 * menu to the menu's button: where pins that stopped sticking left it.
 *
 * @example
 * ```ts
 * revealFocusSideways(scrollArea);
 * ```
 */
export function revealFocusSideways(area: HTMLElement) {
  const focused = document.activeElement;
  if (!focused || !area.contains(focused)) return;
  const menu = focused.closest('.dt-floating-menu');
  const { left, right } = (
    (menu && document.getElementById(menu.getAttribute('aria-labelledby')!)) ||
    focused
  ).getBoundingClientRect();
  const port = area.getBoundingClientRect();
  area.scrollLeft += Math.min(0, left - port.left) || Math.max(0, right - port.right);
}
