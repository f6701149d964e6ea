/** Resolves once `isShown()` holds, checked now and after every DOM change. */
function whenShown(isShown: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (isShown()) return resolve();
    const observer = new MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The Prioritized Task Scheduling API where the browser has it (Chromium does). */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}
const taskScheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;

/**
 * `performance.now()` after the next frame: a rAF, then the first task after its paint (the
 * usual after-paint mark). The task is user-blocking, so it runs before tasks the page queued
 * earlier: a task React queued before the frame would otherwise run first and be counted.
 */
function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const mark = () => resolve(performance.now());
      if (taskScheduler) {
        void taskScheduler.postTask(mark, { priority: 'user-blocking' });
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = mark;
      channel.port2.postMessage(undefined);
    }),
  );
}

/** `performance.now()` at the first frame painted after `isShown()` holds. */
export function paintedWhen(isShown: () => boolean): Promise<number> {
  return whenShown(isShown).then(nextPaint);
}

/**
 * `performance.now()` when `isShown()` first holds (the commit that drew it) and at the frame
 * painted after it: what came before the page's rows were in the document, and the frame.
 */
export async function shownThenPainted(
  isShown: () => boolean,
): Promise<{ shown: number; painted: number }> {
  await whenShown(isShown);
  const shown = performance.now();
  return { shown, painted: await nextPaint() };
}

/** The table is there with all nine header cells. */
export function tableWithHeadersShown(): boolean {
  return document.querySelectorAll('table thead th').length >= 9;
}

/** A row's first cell of delivery data: the grid's checkbox column (`data-kind`) is not. */
export function firstDataCell(row: HTMLTableRowElement): HTMLTableCellElement | undefined {
  return [...row.cells].find((cell) => !cell.dataset.kind);
}

/** The body's rows that show a delivery: skeleton and spacer rows have no text. */
function drawnRows(): HTMLTableRowElement[] {
  const rows = document.querySelector('table')?.tBodies[0]?.rows ?? [];
  return [...rows].filter((row) => firstDataCell(row)?.textContent);
}

/**
 * The code of the first drawn row, if any. Checked after every DOM change while an answer is
 * timed: it stops at the first row with text, so a long page does not pay for the check.
 */
export function firstRowCode(): string | undefined {
  const rows = document.querySelector('table')?.tBodies[0]?.rows ?? [];
  for (const row of rows) {
    const code = firstDataCell(row)?.textContent;
    if (code) return code;
  }
  return undefined;
}

/** How many rows show a delivery: all of a page, or a virtualized body's window. */
export function drawnRowCount(): number {
  return drawnRows().length;
}
