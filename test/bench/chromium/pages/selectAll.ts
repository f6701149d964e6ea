import { firstRowCode, paintedWhen } from './paint';

/** What selecting a whole page cost: the click to the first frame showing every drawn row ticked. */
export interface SelectAllTiming {
  ms: number;
  /** The click's own work (React's render and commit run inside it): layout and paint follow. */
  clickMs: number;
  /** Row checkboxes drawn (and ticked) in that frame: a virtualized page draws the rows in view. */
  drawnChecked: number;
}

const rowBoxes = () => [
  ...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]'),
];

/** Resolves once the grid's checkboxes are there (their code comes on demand). */
export function checkboxesShown(): Promise<number> {
  return paintedWhen(() => rowBoxes().length > 0);
}

/** Clicks "Select all on this page" and times it to the frame that shows the rows ticked. */
export async function timeSelectAll(): Promise<SelectAllTiming> {
  const header = document.querySelector<HTMLInputElement>(
    'input[aria-label="Select all on this page"]',
  );
  if (!header) throw new Error('No "Select all on this page" checkbox.');
  const start = performance.now();
  const painted = paintedWhen(() => rowBoxes().every((box) => box.checked));
  header.click();
  const clickMs = performance.now() - start;
  const end = await painted;
  return { ms: end - start, clickMs, drawnChecked: rowBoxes().filter((box) => box.checked).length };
}

/** Whether every drawn row checkbox is ticked: checked after a scroll through the page. */
export function everyDrawnRowTicked(): boolean {
  const boxes = rowBoxes();
  return boxes.length > 0 && boxes.every((box) => box.checked);
}

/** What one row's tick cost: its click's own work, and the click to the frame showing it. */
export interface TickTiming {
  ms: number;
  clickMs: number;
  /** The page's first row code, to tell the page turned. */
  firstCode: string;
}

/** Turns to the next page and resolves once its rows are drawn, none ticked. */
export async function turnToNextPage(): Promise<string> {
  const before = firstRowCode();
  const next = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find(
    (button) => button.textContent === 'Next page',
  );
  if (!next) throw new Error('No "Next page" button.');
  next.click();
  await paintedWhen(() => firstRowCode() !== before && rowBoxes().length > 0);
  return firstRowCode() ?? '';
}

/** Clicks the first drawn row's checkbox and times it to the frame that shows it ticked. */
export async function timeTick(): Promise<TickTiming> {
  const box = rowBoxes()[0];
  if (!box) throw new Error('No row checkbox.');
  const wanted = !box.checked;
  const start = performance.now();
  const painted = paintedWhen(() => rowBoxes()[0]?.checked === wanted);
  box.click();
  const clickMs = performance.now() - start;
  const end = await painted;
  return { ms: end - start, clickMs, firstCode: box.getAttribute('aria-label') ?? '' };
}
