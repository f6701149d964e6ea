import { firstDataCell } from './paint';

/** How the driver asks for a scripted scroll. */
export interface ScrollOptions {
  /** How long to scroll, in ms. */
  durationMs: number;
  /** Pixels moved each frame; the direction turns at either end of the scroll range. */
  stepPx: number;
  /** How many times, spread evenly over the scroll, to count the rows in view. */
  checks: number;
}

/** A count of the rows in view, taken in one frame of the scroll. */
export interface RowsInViewCheck {
  /** ms since the scroll's first frame. */
  atMs: number;
  scrollTop: number;
  rowsInView: number;
}

/** What one scripted scroll saw: the driver turns timestamps into frame figures. */
export interface ScrollRun {
  /** rAF timestamps of the idle frames before the scroll, as a check of the refresh rate. */
  idleFrames: number[];
  /** rAF timestamps of every frame of the scroll, one move each. */
  scrollFrames: number[];
  checks: RowsInViewCheck[];
}

// Idle frames measured before scrolling: enough for a steady median, short enough not to matter.
const idleMs = 250;
// Sub-pixel layout: a row flush with an edge may sit a fraction of a pixel past it.
const tolerancePx = 0.5;

/**
 * rAF timestamps for `durationMs`, calling `onFrame` in each frame with ms since the first.
 * A timestamp is its frame's begin time: a frame that ran long leaves a gap of whole refreshes.
 */
function recordFrames(durationMs: number, onFrame?: (sinceStart: number) => void) {
  return new Promise<number[]>((resolve) => {
    const times: number[] = [];
    const frame = (time: number) => {
      times.push(time);
      const sinceStart = time - (times[0] ?? time);
      onFrame?.(sinceStart);
      if (sinceStart < durationMs) requestAnimationFrame(frame);
      else resolve(times);
    };
    requestAnimationFrame(frame);
  });
}

/** The part of the viewport where `scroller` shows its rows: below a header stuck at its top. */
function visibleArea(scroller: Element, table: HTMLTableElement) {
  const viewportHeight = document.documentElement.clientHeight;
  const wholePage = scroller === document.scrollingElement;
  const top = wholePage ? 0 : scroller.getBoundingClientRect().top + scroller.clientTop;
  const height = wholePage ? viewportHeight : scroller.clientHeight;
  // A sticky header covers the rows under it; one that scrolled away (the floor's) covers none.
  const headerBottom = table.tHead?.getBoundingClientRect().bottom ?? top;
  return { top: Math.max(top, headerBottom, 0), bottom: Math.min(top + height, viewportHeight) };
}

/**
 * Rows drawn wholly inside the visible area. Drawn = text in the first cell: spacer and
 * skeleton rows have none, so on the grid these are its `tr[aria-rowindex]` rows.
 */
function rowsInView(scroller: Element): number {
  const table = scroller.querySelector('table');
  const rows = table?.tBodies[0]?.rows;
  if (!table || !rows) return 0;
  const area = visibleArea(scroller, table);
  const boxOf = (index: number) => rows[index]!.getBoundingClientRect();
  // Binary search for the first row not wholly above the area: the floor has 10,000 of them.
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (boxOf(middle).bottom <= area.top + tolerancePx) low = middle + 1;
    else high = middle;
  }
  let count = 0;
  for (let index = low; index < rows.length; index += 1) {
    const box = boxOf(index);
    if (box.top >= area.bottom - tolerancePx) break;
    const inside = box.top >= area.top - tolerancePx && box.bottom <= area.bottom + tolerancePx;
    if (inside && firstDataCell(rows[index]!)?.textContent) count += 1;
  }
  return count;
}

/**
 * Idle frames first, then a scroll moving `scroller` by `stepPx` on every frame for
 * `durationMs`, counting the rows in view `checks` times. A count is taken right after
 * that frame's move, so it sees the rows the frame paints.
 */
export async function scriptedScroll(
  scroller: Element,
  { durationMs, stepPx, checks: checkCount }: ScrollOptions,
): Promise<ScrollRun> {
  const idleFrames = await recordFrames(idleMs);
  // Read once: the grid's spacer rows keep the scroll height the same whatever is drawn.
  const maxScrollTop = scroller.scrollHeight - scroller.clientHeight;
  let position = scroller.scrollTop;
  let step = stepPx;
  const checks: RowsInViewCheck[] = [];
  const scrollFrames = await recordFrames(durationMs, (sinceStart) => {
    if (position + step > maxScrollTop || position + step < 0) step = -step;
    position += step;
    scroller.scrollTop = position;
    const nextCheckAt = ((checks.length + 1) * durationMs) / (checkCount + 1);
    if (checks.length === checkCount || sinceStart < nextCheckAt) return;
    checks.push({
      atMs: sinceStart,
      scrollTop: scroller.scrollTop,
      rowsInView: rowsInView(scroller),
    });
  });
  return { idleFrames, scrollFrames, checks };
}
